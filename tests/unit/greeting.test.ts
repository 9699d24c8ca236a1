import { describe, expect, it } from "vitest";
import { greetingForHour, studioGreeting } from "~/utils/greeting";
import { studioClock } from "~/vocabulary/studio-clock";

// The spec's table (admin-area §2): before 12, exactly 12, before 15, before 18, otherwise.
const EXPECTED: Record<number, string> = {
  0: "Good Morning, Boss",
  1: "Good Morning, Boss",
  2: "Good Morning, Boss",
  3: "Good Morning, Boss",
  4: "Good Morning, Boss",
  5: "Good Morning, Boss",
  6: "Good Morning, Boss",
  7: "Good Morning, Boss",
  8: "Good Morning, Boss",
  9: "Good Morning, Boss",
  10: "Good Morning, Boss",
  11: "Good Morning, Boss",
  12: "Helloo, Admin",
  13: "Hi! welcome, Administrator",
  14: "Hi! welcome, Administrator",
  15: "Good Afternoon, Boss",
  16: "Good Afternoon, Boss",
  17: "Good Afternoon, Boss",
  18: "Good Evening, Manager",
  19: "Good Evening, Manager",
  20: "Good Evening, Manager",
  21: "Good Evening, Manager",
  22: "Good Evening, Manager",
  23: "Good Evening, Manager",
};

describe("greetingForHour", () => {
  for (let hour = 0; hour < 24; hour += 1) {
    it(`greets at ${hour}:00 with '${EXPECTED[hour]}'`, () => {
      expect(greetingForHour(hour)).toBe(EXPECTED[hour]);
    });
  }
});

describe("the studio's clock (Africa/Accra, UTC+0)", () => {
  it("reads the hour in Accra, not the server's zone", () => {
    expect(studioClock(new Date("2026-03-05T23:30:00Z")).hour).toBe(23);
    expect(studioClock(new Date("2026-03-05T00:05:00+02:00")).hour).toBe(22);
    expect(studioClock(new Date("2026-03-05T00:00:00Z"))).toMatchObject({ hour: 0, day: 5, month: 3, year: 2026 });
  });

  it("greets by the studio's hour", () => {
    expect(studioGreeting(new Date("2026-03-05T12:10:00Z"))).toBe("Helloo, Admin");
    // 14:10 in Johannesburg is 12:10 in Accra.
    expect(studioGreeting(new Date("2026-03-05T14:10:00+02:00"))).toBe("Helloo, Admin");
    expect(studioGreeting(new Date("2026-03-05T18:00:00Z"))).toBe("Good Evening, Manager");
  });
});

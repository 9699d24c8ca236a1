/**
 * What /events keeps of a beacon (app/schemas/analytics-event.ts): each event checked on its own,
 * so one odd event does not cost a visitor the rest of the batch; long pages and referrers cut.
 */
import { describe, expect, it } from "vitest";
import { BEACON_URL_MAX, beaconSchema } from "~/schemas/analytics-event";

const view = (page_url: string) => ({ event_type: "page_view", page_url });

describe("a beacon", () => {
  it("keeps a view with an over-long address, cut to its first 1,024 characters", () => {
    const long = `/resources/shop?q=${"x".repeat(5_000)}`;
    const parsed = beaconSchema.parse({ events: [view("/"), view(long)] });
    expect(parsed.events.map((event) => event.page_url)).toEqual(["/", long.slice(0, BEACON_URL_MAX)]);
  });

  it("leaves out an event that is not ours and counts the others", () => {
    const parsed = beaconSchema.parse({
      events: [
        view("/about"),
        view("https://elsewhere.test/"),
        { event_type: "nonsense", page_url: "/" },
        view("/blog"),
      ],
    });
    expect(parsed.events.map((event) => event.page_url)).toEqual(["/about", "/blog"]);
  });

  it("is refused when no event is usable, when empty, or over 100 events", () => {
    expect(beaconSchema.safeParse({ events: [view("//elsewhere.test/")] }).success).toBe(false);
    expect(beaconSchema.safeParse({ events: [] }).success).toBe(false);
    expect(beaconSchema.safeParse({ events: Array(101).fill(view("/")) }).success).toBe(false);
  });
});

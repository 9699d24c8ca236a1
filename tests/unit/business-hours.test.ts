/**
 * The studio's working hours (app/leads/business-hours.server.ts): by when a visitor can expect an
 * answer and how long a lead waited, in working time on the studio's Accra clock.
 */
import { describe, expect, it } from "vitest";
import {
  afterWorkingMinutes,
  describeHours,
  parseBusinessHours,
  studioMoment,
  workingMinutesBetween,
} from "~/leads/business-hours.server";

const hours = parseBusinessHours("Mon-Fri 08:00-18:00; Sat 09:00-16:00");
// 2026-11-27 is a Friday; Accra keeps UTC all year.
const at = (iso: string) => new Date(`${iso}Z`);

describe("working hours", () => {
  it("reads the setting's days and hours, and says them back", () => {
    expect(hours[1]).toEqual([{ from: 480, to: 1080 }]);
    expect(hours[0]).toEqual([]);
    expect(describeHours(hours)).toBe("Monday–Friday 08:00–18:00, Saturday 09:00–16:00");
  });

  it("counts an hour from a message sent within hours, across the evening and across Sunday", () => {
    expect(afterWorkingMinutes(at("2026-11-27T10:15"), 60, hours)).toEqual(at("2026-11-27T11:15"));
    // Friday 17:30: thirty minutes on Friday, thirty on Saturday morning.
    expect(afterWorkingMinutes(at("2026-11-27T17:30"), 60, hours)).toEqual(at("2026-11-28T09:30"));
    // Saturday evening: Monday 09:00.
    expect(afterWorkingMinutes(at("2026-11-28T20:00"), 60, hours)).toEqual(at("2026-11-30T09:00"));
    expect(studioMoment(at("2026-11-30T09:00"))).toBe("Monday 30 November, 09:00");
  });

  it("measures a wait in working minutes only", () => {
    expect(workingMinutesBetween(at("2026-11-27T10:00"), at("2026-11-27T10:45"), hours)).toBe(45);
    // Friday 17:00 to Monday 09:00: an hour on Friday, seven on Saturday, one on Monday.
    expect(workingMinutesBetween(at("2026-11-27T17:00"), at("2026-11-30T09:00"), hours)).toBe(9 * 60);
  });

  it("without any working hours counts plain time", () => {
    const none = parseBusinessHours("");
    expect(afterWorkingMinutes(at("2026-11-29T03:00"), 60, none)).toEqual(at("2026-11-29T04:00"));
  });
});

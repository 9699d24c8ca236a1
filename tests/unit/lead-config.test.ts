import { describe, expect, it } from "vitest";
import { parseEnv } from "~/platform/env.server";
import { outboxNote } from "~/utils/outbox-note";

const base = { STUDIO_API_URL: "http://127.0.0.1:9/", STUDIO_API_TOKEN: "t", ANALYTICS_API_TOKEN: "a" };

describe("lead alert configuration", () => {
  it("SMTP_URL needs LEADS_EMAIL_TO and LEADS_EMAIL_FROM, and is smtp:// or smtps://", () => {
    expect(() => parseEnv({ ...base, SMTP_URL: "smtp://u:p@mail.test:587" })).toThrow(
      "Configuration error: LEADS_EMAIL_TO is required when SMTP_URL is set",
    );
    expect(() => parseEnv({ ...base, SMTP_URL: "http://mail.test", LEADS_EMAIL_TO: "a@b.c" })).toThrow(
      "SMTP_URL must be an smtp:// or smtps:// URL",
    );
    const env = parseEnv({
      ...base,
      SMTP_URL: "smtps://u:p@mail.test:465",
      LEADS_EMAIL_TO: "studio@aniwa.test",
      LEADS_EMAIL_FROM: "site@aniwa.test",
    });
    expect(env.SMTP_URL).toBe("smtps://u:p@mail.test:465");
  });
});

describe("the outbox's ceiling and the record's retention", () => {
  it("default to 10,000 leads, 50 MB and a year; take whole numbers above 0 only", () => {
    expect(parseEnv(base)).toMatchObject({
      OUTBOX_MAX_ENTRIES: 10_000,
      OUTBOX_MAX_BYTES: 52_428_800,
      LEAD_RETENTION_DAYS: 365,
    });
    expect(parseEnv({ ...base, OUTBOX_MAX_ENTRIES: "50", LEAD_RETENTION_DAYS: "30" })).toMatchObject({
      OUTBOX_MAX_ENTRIES: 50,
      LEAD_RETENTION_DAYS: 30,
    });
    expect(() => parseEnv({ ...base, OUTBOX_MAX_ENTRIES: "0" })).toThrow(
      "Configuration error: OUTBOX_MAX_ENTRIES must be a whole number above 0",
    );
    expect(() => parseEnv({ ...base, OUTBOX_MAX_BYTES: "50MB" })).toThrow(/OUTBOX_MAX_BYTES must be a whole number/);
  });
});

describe("the dashboard's outbox line", () => {
  it("says nothing when no lead waits, and counts and ages them otherwise", () => {
    expect(outboxNote({ waiting: 0, oldestMs: 0 })).toBeNull();
    expect(outboxNote({ waiting: 1, oldestMs: 20_000 })).toBe(
      "1 lead is waiting to reach the studio API (oldest under a minute).",
    );
    expect(outboxNote({ waiting: 3, oldestMs: 12 * 60_000 + 5_000 })).toBe(
      "3 leads are waiting to reach the studio API (oldest 12 min).",
    );
    expect(outboxNote({ waiting: 2, oldestMs: 185 * 60_000 })).toBe(
      "2 leads are waiting to reach the studio API (oldest 3 h 5 min).",
    );
  });
});

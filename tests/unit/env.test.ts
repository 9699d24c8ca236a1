import { describe, expect, it } from "vitest";
import { parseEnv } from "~/platform/env.server";

const base = { STUDIO_API_URL: "http://api.test", STUDIO_API_TOKEN: "t", ANALYTICS_API_TOKEN: "a" };

describe("configuration", () => {
  it("applies defaults and normalises the API URL", () => {
    const env = parseEnv({ ...base });
    expect(env.PORT).toBe(3000);
    expect(env.STUDIO_API_URL).toBe("http://api.test/");
  });

  it("names a missing variable in one line", () => {
    expect(() => parseEnv({ ...base, STUDIO_API_TOKEN: undefined })).toThrow(
      "Configuration error: STUDIO_API_TOKEN is not set",
    );
  });

  it("names a bad value", () => {
    expect(() => parseEnv({ ...base, PORT: "eighty" })).toThrow(/^Configuration error: PORT /);
  });

  it("posts analytics to ANALYTICS_TRACK_PATH, relative to the API (decision 011)", () => {
    expect(parseEnv({ ...base }).ANALYTICS_TRACK_PATH).toBe("analytics/track-views.php");
    expect(parseEnv({ ...base, ANALYTICS_TRACK_PATH: "/stats/track.php" }).ANALYTICS_TRACK_PATH).toBe(
      "stats/track.php",
    );
    expect(() => parseEnv({ ...base, ANALYTICS_TRACK_PATH: "https://elsewhere.test/t.php" })).toThrow(
      /^Configuration error: ANALYTICS_TRACK_PATH must be a path/,
    );
  });

  it("requires SESSION_SECRET in production", () => {
    expect(() => parseEnv({ ...base, NODE_ENV: "production" })).toThrow(/SESSION_SECRET is required in production/);
    const https = { ...base, STUDIO_API_URL: "https://api.test" };
    expect(parseEnv({ ...https, NODE_ENV: "production", SESSION_SECRET: "a,b" }).SESSION_SECRET).toBe("a,b");
  });
});

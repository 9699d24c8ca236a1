import { afterAll } from "vitest";
import type { ApiStyle } from "../../../studio-api/php-style";
import { startTarget, type Target } from "./target";

/**
 * The compatibility suite's setup (vitest setupFiles, before each file's imports): the server under
 * test — CONTRACT_API_URL and its secrets, or the embedded API in-process in CONTRACT_API_STYLE
 * (default `php`, the way the studio's PHP backend answers) — becomes the site's configuration, so
 * the tests call the site's own services (app/services) against it, with the site's own schemas.
 */
const style = (process.env.CONTRACT_API_STYLE ?? "php") as ApiStyle;

export const target: Target = await startTarget({ style });

Object.assign(process.env, {
  STUDIO_API_URL: target.url,
  STUDIO_API_TOKEN: target.token,
  ANALYTICS_API_TOKEN: target.analyticsToken || "unset",
  // The path the site posts events to (ANALYTICS_TRACK_PATH, decision 011): the one configured for this backend.
  ANALYTICS_TRACK_PATH: process.env.CONTRACT_TRACK_PATH ?? "analytics/track-views.php",
});

afterAll(() => target.stop());

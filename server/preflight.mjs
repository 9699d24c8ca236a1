// The start-up checks of `npm start` (server/start.mjs), run before anything is
// built or started: a production start refuses unsafe defaults with one line each
// (docs/decisions/006-demo-mode-and-production-defaults.md).
import { accessSync, constants, mkdirSync } from "node:fs";

/** The shortest administrator password accepted in production (studio-api/auth.ts says the same). */
export const MIN_ADMIN_PASSWORD = 12;

/**
 * The environment without variables set to an empty or blank string: those count as unset
 * everywhere (compose's `${SITE_URL:-}` passes "" for a variable nobody gave), as in
 * app/platform/env.server.ts. `npm start` hands this to the embedded API and the site.
 * @param {Record<string, string | undefined>} source
 * @returns {Record<string, string>}
 */
export function givenEnv(source) {
  /** @type {Record<string, string>} */
  const given = {};
  for (const [name, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== "") given[name] = value;
  }
  return given;
}

/**
 * What stops this start, as one line, or null when it may go on.
 * @param {Record<string, string | undefined>} source
 * @returns {string | null}
 */
export function startupProblem(source) {
  const env = givenEnv(source);
  const production = (env.NODE_ENV ?? "production") === "production";
  const demo = env.DEMO?.trim() ?? "";
  if (demo !== "" && demo !== "1" && demo !== "0") return `Configuration error: DEMO must be 1 or unset, got '${demo}'`;
  if (production && env.STUDIO_API_FAULTS === "1") {
    return "Configuration error: STUDIO_API_FAULTS=1 is not allowed with NODE_ENV=production (fault injection is for tests, which run with NODE_ENV=test)";
  }
  if (!production || demo === "1") return null;
  if (!env.STUDIO_API_URL) {
    const why = "required with NODE_ENV=production and the embedded studio API; DEMO=1 runs the public demo instead";
    if (!env.ADMIN_EMAIL?.trim()) return `Configuration error: ADMIN_EMAIL is not set (${why})`;
    if (!env.ADMIN_PASSWORD) return `Configuration error: ADMIN_PASSWORD is not set (${why})`;
    if (env.ADMIN_PASSWORD.length < MIN_ADMIN_PASSWORD) {
      return `Configuration error: ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD} characters (${why})`;
    }
  }
  // Too low and every visitor behind a proxy shares one sign-in and form budget; too high and
  // clients choose their own address (docs/decisions/005): the operator says which, every time.
  if (env.TRUST_PROXY === undefined) {
    return "Configuration error: TRUST_PROXY is not set (required with NODE_ENV=production: the number of proxies in front that append to X-Forwarded-For, 0 when clients connect directly)";
  }
  return null;
}

/**
 * What a production start says once and goes on with: SITE_URL unset makes each request's Host
 * header the canonical origin of pages a CDN may share (decision 007).
 * @param {Record<string, string | undefined>} source
 * @returns {string[]}
 */
export function startupWarnings(source) {
  const env = givenEnv(source);
  if ((env.NODE_ENV ?? "production") !== "production" || env.SITE_URL) return [];
  return [
    "SITE_URL is not set: canonical URLs, the sitemap, the feed and link previews follow each request's Host header, which a shared cache may hand to every visitor; set SITE_URL to the public origin (https://aniwa.studio)",
  ];
}

/**
 * One line when the embedded API cannot keep its data in `dir`, e.g. a bind mount owned by root
 * while the container runs as `node` (uid 1000); null when it can.
 * @param {string} dir
 * @returns {string | null}
 */
export function dataDirProblem(dir) {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK | constants.X_OK);
    return null;
  } catch (error) {
    const code = error instanceof Error && "code" in error ? error.code : String(error);
    return `Configuration error: DATA_DIR ${dir} is not writable by this process (uid ${process.getuid?.()}, ${code}): give the folder to that user (a bind mount in the image: chown 1000:1000 it) or use a named volume`;
  }
}

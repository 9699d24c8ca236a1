// The start-up checks of `npm start` (server/start.mjs), run before anything is
// built or started: a production start refuses unsafe defaults with one line each
// (docs/decisions/006-demo-mode-and-production-defaults.md).

/** The shortest administrator password accepted in production (studio-api/auth.ts says the same). */
export const MIN_ADMIN_PASSWORD = 12;

/**
 * The environment without variables set to an empty or blank string: those count as unset
 * everywhere (compose's `${SITE_URL:-}` passes "" for a variable nobody gave), as in
 * app/env.server.ts. `npm start` hands this to the embedded API and the site.
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
  if (!production || env.STUDIO_API_URL || demo === "1") return null;
  const why = "required with NODE_ENV=production and the embedded studio API; DEMO=1 runs the public demo instead";
  if (!env.ADMIN_EMAIL?.trim()) return `Configuration error: ADMIN_EMAIL is not set (${why})`;
  if (!env.ADMIN_PASSWORD) return `Configuration error: ADMIN_PASSWORD is not set (${why})`;
  if (env.ADMIN_PASSWORD.length < MIN_ADMIN_PASSWORD) {
    return `Configuration error: ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD} characters (${why})`;
  }
  return null;
}

import { randomBytes } from "node:crypto";
import { parseSiteEnv, type SiteEnv } from "../../config/env";

/**
 * The site's configuration, parsed once at start-up from the one schema of every variable
 * (config/env.ts). A bad value stops the server with one line naming the variable (see
 * docs/decisions/001-bff-and-secrets.md).
 */

export { DEFAULTS, isPrivateHost } from "../../config/env";

export type Env = SiteEnv;

export const parseEnv = parseSiteEnv;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    try {
      cached = parseEnv(process.env);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  return cached;
}

/**
 * Outside production with no SESSION_SECRET: a random secret for this process,
 * so no cookie can be forged from a value in the source. (`npm start` with the
 * embedded API keeps one in DATA_DIR instead, so the demo's sessions survive a restart.)
 */
let generated: string | undefined;

/** Secrets that sign the session cookie; the first signs, all verify (rotation). */
export function sessionSecrets(): string[] {
  const configured = env().SESSION_SECRET;
  if (configured) {
    const secrets = configured
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (secrets.length) return secrets;
  }
  generated ??= randomBytes(32).toString("hex");
  return [generated];
}

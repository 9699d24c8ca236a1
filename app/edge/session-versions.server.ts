import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "~/env.server";
import { redisClient, withRedisFallback } from "~/edge/redis.server";

/**
 * The administrator's session version (issue 27 point 8). Every session
 * cookie carries the version that was current when it was made; signing out
 * moves the version on, so that cookie, and every copy of it, no longer opens
 * the admin (docs/decisions/003-sessions-and-csrf.md). Signing out therefore ends
 * that administrator's sessions on every device.
 *
 * Where the versions are kept, first that applies:
 * - Redis (REDIS_URL), key `session-version:<email>`: shared by every replica;
 *   while Redis does not answer, the last version this process saw is used.
 * - DATA_DIR/session-versions.json: survives a restart; replicas share it only
 *   if they share DATA_DIR.
 * - this process's memory: forgotten on restart (older cookies open the admin
 *   again until their 8 hours end), and each replica knows only its own sign-outs.
 */

const known = new Map<string, number>();
let fileSeen = -1;

const keyOf = (email: string) => email.trim().toLowerCase();
const filePath = () => (env().DATA_DIR ? join(env().DATA_DIR!, "session-versions.json") : null);

/** The file's versions into `known`, when it changed since last read. */
function readFileStore(path: string): void {
  let mtime: number;
  try {
    mtime = statSync(path).mtimeMs;
  } catch {
    return; // no sign-out yet
  }
  if (mtime === fileSeen) return;
  try {
    const saved = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
    for (const [email, version] of Object.entries(saved)) {
      if (typeof version === "number") known.set(email, Math.max(version, known.get(email) ?? 0));
    }
    fileSeen = mtime;
  } catch (error) {
    console.warn(`Session versions: ${path} unreadable (${error instanceof Error ? error.message : error})`);
  }
}

function writeFileStore(path: string): void {
  mkdirSync(join(path, ".."), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(Object.fromEntries(known)), { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
  fileSeen = statSync(path).mtimeMs;
}

function localVersion(email: string): number {
  const path = filePath();
  if (path) readFileStore(path);
  return known.get(email) ?? 0;
}

/** The current version of `email`'s sessions (0 before the first sign-out). */
export async function sessionVersion(email: string): Promise<number> {
  const key = keyOf(email);
  return withRedisFallback(
    redisClient(),
    async (redis) => {
      const version = Number((await redis.get(`session-version:${key}`)) ?? 0);
      known.set(key, version);
      return version;
    },
    () => localVersion(key),
  );
}

/** Ends every session of `email` made so far. */
export async function bumpSessionVersion(email: string): Promise<void> {
  const key = keyOf(email);
  await withRedisFallback(
    redisClient(),
    async (redis) => {
      known.set(key, await redis.incr(`session-version:${key}`));
    },
    () => {
      known.set(key, localVersion(key) + 1);
      const path = filePath();
      if (path) writeFileStore(path);
    },
  );
}

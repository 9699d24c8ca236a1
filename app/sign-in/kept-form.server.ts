import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { unstable_parseMultipartFormData as parseMultipartFormData } from "@remix-run/node";
import { env } from "~/platform/env.server";
import { signedCookie } from "~/platform/signed-cookie.server";
import { redisClient, withRedisFallback } from "~/platform/redis.server";
import { readBodyCapped } from "~/platform/security.server";
import type { KeptForm } from "~/utils/route-data";

/**
 * Nothing typed is lost to an ended session (docs/decisions/012-admin-sessions.md).
 * When an admin form is posted from a session that expired or was signed out, the guard keeps
 * the post's text fields (never its files, never its CSRF token) before it sends the admin to sign
 * in; the form's page, opened again after the sign-in, starts with them, once. Nothing is saved
 * until the admin submits again.
 *
 * The values stay on the server, under an id drawn from the session's: in Redis with REDIS_URL (so
 * any replica finds them), else in DATA_DIR/admin/kept/, else in memory, for KEPT_FOR_MS. The
 * browser holds only a signed cookie with the id and the form's path. Only a post from a session
 * that ended within KEPT_FOR_MS is kept (session.server.ts; a stranger, or a cookie copied long
 * ago, keeps nothing), one form per session (a later post replaces it), at most KEPT_MAX_BYTES of
 * text, and KEPT_MAX_RECORDS forms at once for the whole site; beyond that nothing is kept and the
 * sign-in page says so.
 */

export const KEPT_FOR_MS = 30 * 60 * 1000;
export const KEPT_MAX_BYTES = 256 * 1024;
export const KEPT_MAX_RECORDS = 20;
/** A post larger than this (its files included) is not read just to keep its text. */
const KEPT_MAX_BODY = 64 * 1024 * 1024;
/** Fields that are not the admin's typing. */
const NOT_KEPT = new Set(["csrf", "intent"]);

const keptCookie = signedCookie("__studio_kept", KEPT_FOR_MS / 1000);

interface KeptRecord extends KeptForm {
  path: string;
  keptAt: number;
}

interface KeptPointer {
  /** Empty when the form could not be kept (the sign-in page says so). */
  id: string;
  path: string;
}

/** The form of one session: the same id for each of its posts, which says nothing of the session's own. */
const keptId = (sid: string) => createHash("sha256").update(`kept-form:${sid}`).digest("base64url").slice(0, 24);

/**
 * Sets the kept form unless the site already keeps KEPT_MAX_RECORDS others (a form replacing its
 * session's own is not counted again); the count lives as long as a kept form. 1 kept, 0 refused.
 */
const KEEP_WITHIN_CAP = `if redis.call('EXISTS', KEYS[1]) == 0 then
  local n = redis.call('INCR', KEYS[2])
  if n == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
  if n > tonumber(ARGV[3]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

const memory = new Map<string, KeptRecord>();
const folder = () => (env().DATA_DIR ? join(env().DATA_DIR!, "admin", "kept") : null);
const redisKey = (id: string) => `admin-kept:${id}`;

/** The post's text fields and how many files were picked; null when it is too big or unreadable. */
async function typedValues(request: Request): Promise<KeptForm | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (Number(request.headers.get("Content-Length") ?? 0) > KEPT_MAX_BODY) return null;
  let files = 0;
  let bytes = 0;
  const entries: [string, string][] = [];
  const add = (name: string, value: string) => {
    bytes += name.length + value.length;
    if (bytes > KEPT_MAX_BYTES) throw new Error("too much text to keep");
    if (!NOT_KEPT.has(name)) entries.push([name, value]);
  };
  try {
    if (type.startsWith("multipart/form-data")) {
      await parseMultipartFormData(request, async ({ name, filename, data }) => {
        const chunks: Uint8Array[] = [];
        for await (const chunk of data) if (filename === undefined) chunks.push(chunk);
        if (filename !== undefined) {
          if (filename) files += 1;
        } else add(name, Buffer.concat(chunks).toString("utf8"));
        return undefined;
      });
    } else if (type.startsWith("application/x-www-form-urlencoded")) {
      const body = new TextDecoder().decode(await readBodyCapped(request, KEPT_MAX_BYTES));
      for (const [name, value] of new URLSearchParams(body)) add(name, value);
    } else return null;
  } catch {
    return null;
  }
  const values: KeptForm["values"] = {};
  for (const [name, value] of entries) {
    const before = values[name];
    values[name] = before === undefined ? value : [...[before].flat(), value];
  }
  return { values, files };
}

/** Kept in DATA_DIR (or memory without it); false when KEPT_MAX_RECORDS others are kept already. */
function storeOnDisk(id: string, record: KeptRecord): boolean {
  const dir = folder();
  if (!dir) {
    for (const [key, old] of memory) if (Date.now() - old.keptAt > KEPT_FOR_MS) memory.delete(key);
    if (!memory.has(id) && memory.size >= KEPT_MAX_RECORDS) return false;
    memory.set(id, record);
    return true;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const current = readdirSync(dir).filter(
    (name) => name.endsWith(".json") && Date.now() - statSync(join(dir, name)).mtimeMs <= KEPT_FOR_MS,
  );
  if (!current.includes(`${id}.json`) && current.length >= KEPT_MAX_RECORDS) return false;
  writeFileSync(join(dir, `${id}.json`), JSON.stringify(record), { mode: 0o600 });
  // Old records go: past their time, and beyond the newest KEPT_MAX_RECORDS.
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  files.forEach((file, index) => {
    if (index >= KEPT_MAX_RECORDS || Date.now() - file.at > KEPT_FOR_MS) rmSync(join(dir, file.name), { force: true });
  });
  return true;
}

/**
 * Keeps what a post from the session `endedSid` (ended within KEPT_FOR_MS) typed, for the guard:
 * the Set-Cookie that points to it (or says it could not be kept: over a cap, or a store failed),
 * or null when there is nothing to keep (not a post, no recently ended session, no text).
 */
export async function keepTypedValues(request: Request, endedSid: string | null): Promise<string | null> {
  if (request.method !== "POST" || !endedSid) return null;
  const path = formPath(request);
  const refused = () => keptCookie.serialize({ id: "", path } satisfies KeptPointer);
  const typed = await typedValues(request);
  if (!typed) return refused();
  if (Object.keys(typed.values).length === 0 && typed.files === 0) return null;
  const id = keptId(endedSid);
  const record: KeptRecord = { ...typed, path, keptAt: Date.now() };
  let kept: boolean;
  try {
    const shared = await withRedisFallback(
      redisClient(),
      async (redis) => ({
        kept:
          (await redis.eval(
            KEEP_WITHIN_CAP,
            2,
            redisKey(id),
            "admin-kept-count",
            JSON.stringify(record),
            KEPT_FOR_MS,
            KEPT_MAX_RECORDS,
          )) === 1,
      }),
      () => null,
    );
    kept = shared ? shared.kept : storeOnDisk(id, record);
  } catch (error) {
    console.error(`A form posted from an ended session could not be kept: ${(error as Error).message}`);
    kept = false;
  }
  if (!kept) console.warn(`A form posted from an ended session was not kept: ${KEPT_MAX_RECORDS} others are kept`);
  return kept ? keptCookie.serialize({ id, path } satisfies KeptPointer) : refused();
}

/**
 * The form's page as a key: its path without the trailing slash (a scripted post goes to
 * `/dashboard/x.data`, which Remix reads as `/dashboard/x`; the page itself is `/dashboard/x/`).
 */
const formPath = (request: Request) => new URL(request.url).pathname.replace(/(.)\/$/, "$1");

async function pointerOf(request: Request): Promise<KeptPointer | null> {
  const value = (await keptCookie.parse(request.headers.get("Cookie"))) as Partial<KeptPointer> | null;
  return typeof value?.id === "string" && typeof value.path === "string" ? { id: value.id, path: value.path } : null;
}

/** What the sign-in page says of a form posted from the ended session: kept, not kept, or nothing. */
export async function keptFormState(request: Request): Promise<"kept" | "not-kept" | null> {
  const pointer = await pointerOf(request);
  if (!pointer) return null;
  return pointer.id ? "kept" : "not-kept";
}

/**
 * The values kept for this page, taken once: the record is deleted and the cookie cleared (the
 * Set-Cookie to send). Null values when the browser holds none for this path.
 */
export async function takeKeptValues(request: Request): Promise<{ kept: KeptForm | null; setCookie: string | null }> {
  const pointer = await pointerOf(request);
  if (!pointer || !pointer.id || pointer.path !== formPath(request)) return { kept: null, setCookie: null };
  const setCookie = await keptCookie.serialize("", { maxAge: 0 });
  const fromRedis = await withRedisFallback(
    redisClient(),
    async (redis) => {
      const text = await redis.get(redisKey(pointer.id));
      if (text) await redis.del(redisKey(pointer.id));
      return text;
    },
    () => null,
  );
  let record: KeptRecord | null = fromRedis ? (JSON.parse(fromRedis) as KeptRecord) : null;
  if (!record) {
    const dir = folder();
    if (dir) {
      const file = join(dir, `${pointer.id.replace(/[^\w-]/g, "")}.json`);
      try {
        record = JSON.parse(readFileSync(file, "utf8")) as KeptRecord;
      } catch {
        record = null;
      }
      rmSync(file, { force: true });
    } else {
      record = memory.get(pointer.id) ?? null;
      memory.delete(pointer.id);
    }
  }
  if (!record || record.path !== pointer.path || Date.now() - record.keptAt > KEPT_FOR_MS) {
    return { kept: null, setCookie };
  }
  return { kept: { values: record.values, files: record.files }, setCookie };
}

import { randomBytes } from "node:crypto";
import { redisClient, withRedisFallback, type RedisClient } from "~/platform/redis.server";
import {
  bookPath,
  emptyBook,
  mergeBook,
  readBookFile,
  SESSION_LIFETIME_MS,
  writeBookFile,
  type SessionBook,
  type SessionRecord,
} from "~/sign-in/session-book.server";

/**
 * The administrator's sessions on the server (docs/decisions/012-admin-sessions.md). Every sign-in
 * gets a random session id; 'Sign out' ends that id, 'Sign out of all devices' moves the
 * administrator's version on, ending every session started before.
 *
 * Where the record is kept:
 * - DATA_DIR/admin/sessions.json is the record (survives restarts of the site and of Redis);
 * - Redis (REDIS_URL) shares it between replicas: keys `admin-session:<id>` and
 *   `admin-session-version:<email>`;
 * - this process's memory holds what it has seen (and all of it without DATA_DIR and Redis).
 *
 * It fails closed: a session opens the admin only while its record can be read and says it was
 * started and not ended. With Redis answering, the record must be in Redis: a Redis that lost its
 * keys (a restart without persistence) ends every session rather than bringing an ended one back.
 * While Redis does not answer, DATA_DIR and memory decide. Ends and versions only move forward:
 * whatever any copy has seen wins, and what Redis missed while it was away is written to it as
 * soon as it answers again.
 */

const SESSION_KEY = (sid: string) => `admin-session:${sid}`;
const VERSION_KEY = (email: string) => `admin-session-version:${email}`;
/** The ids of an administrator's sessions (the newest SESSIONS_LISTED), for the device list. */
const SESSIONS_OF_KEY = (email: string) => `admin-sessions-of:${email}`;
const SESSIONS_LISTED = 50;
/** How often a session's 'last seen' is written (each admin page would otherwise write). */
const SEEN_EVERY_MS = 5 * 60_000;

/** Adds ARGV[1] to the JSON list of ids at KEYS[1] (the newest ARGV[2]), which lives ARGV[3] ms. */
const LIST_SESSION = `local ids = cjson.decode(redis.call('GET', KEYS[1]) or '[]')
table.insert(ids, ARGV[1])
while #ids > tonumber(ARGV[2]) do table.remove(ids, 1) end
redis.call('SET', KEYS[1], cjson.encode(ids), 'PX', ARGV[3])
return #ids`;

/** Sets the version key to ARGV[1] unless it already holds a higher one; answers what it holds. */
const RAISE_VERSION = `local held = tonumber(redis.call('GET', KEYS[1]) or '0')
local wanted = tonumber(ARGV[1])
if wanted > held then redis.call('SET', KEYS[1], ARGV[1]) return wanted end
return held`;

export const emailKey = (email: string) => email.trim().toLowerCase();

/** What this process has seen: the file's entries and its own. */
const memory: SessionBook = emptyBook();
let fileStamp = "";
/** Ends and versions that Redis has not taken yet (at start: whatever the file holds). */
let unsynced = true;
let syncTimer: ReturnType<typeof setInterval> | undefined;

/** The file's entries into memory when it changed; throws when it cannot be read (fail closed). */
function readLocal(): SessionBook {
  const path = bookPath();
  if (path) {
    const { book, stamp } = readBookFile(path);
    if (stamp !== fileStamp) {
      mergeBook(memory, book);
      fileStamp = stamp;
    }
  }
  return memory;
}

/** Writes `change` to memory and the file; false when the file could not take it. */
function writeLocal(change: SessionBook): boolean {
  mergeBook(memory, change);
  const path = bookPath();
  if (!path) return true;
  try {
    const { book, stamp } = writeBookFile(path, memory);
    mergeBook(memory, book);
    fileStamp = stamp;
    return true;
  } catch (error) {
    console.error(`Admin sessions: ${path} could not be written (${messageOf(error)})`);
    return false;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const ttlOf = (record: SessionRecord) => Math.max(1_000, record.createdAt + SESSION_LIFETIME_MS - Date.now());

interface RedisView {
  record: SessionRecord | null;
  version: number;
}

function parseRecord(text: string | null): SessionRecord | null {
  if (!text) return null;
  const record = JSON.parse(text) as SessionRecord;
  if (typeof record.email !== "string" || typeof record.version !== "number") throw new Error("bad session record");
  return record;
}

/** Runs `work` on Redis; null when REDIS_URL is unset or Redis did not answer. */
async function onRedis<T>(work: (client: RedisClient) => Promise<T>): Promise<{ value: T } | null> {
  const client = redisClient();
  if (!client) return null;
  return withRedisFallback<{ value: T } | null>(
    client,
    async (redis) => ({ value: await work(redis) }),
    () => null,
  );
}

/** Every end and version this process knows, written to Redis (ends as they are, versions raised). */
async function pushToRedis(client: RedisClient): Promise<void> {
  const now = Date.now();
  const work: Promise<unknown>[] = [];
  for (const [sid, record] of Object.entries(memory.sessions)) {
    if (record.endedAt === undefined || now - record.createdAt > SESSION_LIFETIME_MS) continue;
    work.push(client.set(SESSION_KEY(sid), JSON.stringify(record), "PX", ttlOf(record)));
  }
  for (const [email, version] of Object.entries(memory.versions)) {
    work.push(client.eval(RAISE_VERSION, 1, VERSION_KEY(email), String(version)));
  }
  await Promise.all(work);
}

/** When Redis missed something (it was away, or this process just started): tell it now. */
async function syncIfBehind(): Promise<void> {
  if (!unsynced || !redisClient()) return;
  try {
    readLocal();
  } catch {
    return; // the file cannot be read: nothing trustworthy to push
  }
  const pushed = await onRedis(pushToRedis);
  if (pushed) unsynced = false;
}

/** While Redis is behind, a try a second (so other replicas learn of a sign-out made during a stall). */
function keepSyncing(): void {
  if (syncTimer || !redisClient()) return;
  syncTimer = setInterval(() => {
    if (!unsynced) {
      clearInterval(syncTimer);
      syncTimer = undefined;
      return;
    }
    void syncIfBehind();
  }, 1_000);
  syncTimer.unref();
}

export interface SessionClaim {
  sid: string;
  email: string;
}

/** True when the session `sid` of `email` may open the admin now. Never throws: a doubt refuses. */
export async function sessionIsOpen({ sid, email }: SessionClaim): Promise<boolean> {
  const key = emailKey(email);
  try {
    await syncIfBehind();
    const local = readLocal();
    const answer = await onRedis((redis) => redis.mget(SESSION_KEY(sid), VERSION_KEY(key)));
    // Parsed here: a record that is not one refuses the session (below), it does not mark Redis away.
    const shared: { value: RedisView } | null = answer && {
      value: { record: parseRecord(answer.value[0]), version: Number(answer.value[1] ?? 0) },
    };
    const localRecord = local.sessions[sid];
    let version = local.versions[key] ?? 0;
    let record = localRecord;
    if (shared) {
      if (shared.value.version < version) {
        unsynced = true; // Redis lost or missed a version: write it back (versions never go backwards)
        keepSyncing();
      }
      version = Math.max(version, shared.value.version);
      const seen = shared.value.record;
      if (!seen || seen.endedAt !== undefined) {
        // Lost by Redis (a restart without persistence), or ended on another replica: ended here too.
        if (localRecord && localRecord.endedAt === undefined) {
          writeLocal({ versions: {}, sessions: { [sid]: { ...(seen ?? localRecord), endedAt: Date.now() } } });
        }
        return false;
      }
      if (localRecord?.endedAt !== undefined) {
        unsynced = true; // Redis missed this end: tell it (and every replica) now
        keepSyncing();
        return false;
      }
      record = seen;
      if (!localRecord || version > (local.versions[key] ?? 0) || (seen.seenAt ?? 0) > (localRecord.seenAt ?? 0)) {
        // Kept here too, so this replica still knows the session while Redis does not answer.
        writeLocal({ versions: { [key]: version }, sessions: { [sid]: seen } });
      }
    }
    if (!record || record.endedAt !== undefined || record.email !== key) return false;
    if (Date.now() - record.createdAt > SESSION_LIFETIME_MS) return false;
    if (record.version < version) return false;
    if (Date.now() - (record.seenAt ?? record.createdAt) > SEEN_EVERY_MS) await markSeen(sid, record);
    return true;
  } catch (error) {
    console.error(`Admin sessions: the record of a session could not be read (${messageOf(error)}); it is refused`);
    return false;
  }
}

/** The session's record: Redis's copy while it answers, else this replica's. Throws when neither can be read. */
async function recordOf(sid: string): Promise<SessionRecord | undefined> {
  const shared = await onRedis((redis) => redis.get(SESSION_KEY(sid)));
  return parseRecord(shared?.value ?? null) ?? readLocal().sessions[sid];
}

/**
 * When the session `sid` of `email` ended, as its record knows it: its sign-out, the end of its
 * lifetime, or now for one ended by 'Sign out of all devices' (the version says that it ended, not
 * when). Null when it is open, or nothing of it is recorded (a forged cookie, a lost record).
 */
export async function sessionEnd(claim: SessionClaim): Promise<number | null> {
  if (await sessionIsOpen(claim)) return null;
  try {
    const record = await recordOf(claim.sid);
    if (!record || record.email !== emailKey(claim.email)) return null;
    return Math.min(record.endedAt ?? Date.now(), record.createdAt + SESSION_LIFETIME_MS);
  } catch {
    return null;
  }
}

/** The current version of `email`: the highest any copy holds. */
async function currentVersion(key: string): Promise<number> {
  const local = readLocal().versions[key] ?? 0;
  const shared = await onRedis(async (redis) => Number((await redis.get(VERSION_KEY(key))) ?? 0));
  return Math.max(local, shared?.value ?? 0);
}

/** Writes that the session was seen now (Redis and this replica's record); a failure only logs. */
async function markSeen(sid: string, record: SessionRecord): Promise<void> {
  const seen: SessionRecord = { ...record, seenAt: Date.now() };
  writeLocal({ versions: {}, sessions: { [sid]: seen } });
  await onRedis((redis) => redis.set(SESSION_KEY(sid), JSON.stringify(seen), "PX", ttlOf(seen), "XX"));
}

/**
 * The open sessions of `email` that this replica or Redis knows, newest first: the security page's
 * devices. Never throws: what cannot be read is left out.
 */
export async function openSessionsOf(email: string): Promise<Array<{ sid: string; record: SessionRecord }>> {
  const key = emailKey(email);
  try {
    const local = readLocal();
    const sids = new Set(Object.keys(local.sessions).filter((sid) => local.sessions[sid].email === key));
    const listed = await onRedis((redis) => redis.get(SESSIONS_OF_KEY(key)));
    for (const sid of JSON.parse(listed?.value ?? "[]") as string[]) sids.add(sid);
    const open: Array<{ sid: string; record: SessionRecord }> = [];
    for (const sid of sids) {
      if (!(await sessionIsOpen({ sid, email: key }))) continue;
      const record = await recordOf(sid);
      if (record) open.push({ sid, record });
    }
    return open.sort((a, b) => b.record.createdAt - a.record.createdAt);
  } catch (error) {
    console.error(`Admin sessions: the list of devices could not be read (${messageOf(error)})`);
    return [];
  }
}

/**
 * A new session of `email`, recorded before its cookie is made. Throws when no store could record
 * it (the session would be refused anyway): the sign-in then fails with the spec's message.
 */
export async function startSession(email: string, device?: SessionRecord["device"]): Promise<string> {
  const key = emailKey(email);
  const sid = randomBytes(18).toString("base64url");
  const record: SessionRecord = {
    email: key,
    version: await currentVersion(key),
    createdAt: Date.now(),
    ...(device ? { device } : {}),
  };
  const onDisk = writeLocal({ versions: {}, sessions: { [sid]: record } });
  const shared = await onRedis(async (redis) => {
    const set = await redis.set(SESSION_KEY(sid), JSON.stringify(record), "PX", ttlOf(record), "NX");
    await redis.eval(LIST_SESSION, 1, SESSIONS_OF_KEY(key), sid, SESSIONS_LISTED, SESSION_LIFETIME_MS);
    return set;
  });
  if (!onDisk && redisClient() && !shared) throw new Error("neither DATA_DIR nor Redis could record the session");
  if (!onDisk && !redisClient()) throw new Error("DATA_DIR could not record the session");
  return sid;
}

/** Whether an end reached a store that outlives this process (or the only store there is). */
export interface Recorded {
  recorded: boolean;
}

/** Ends the change in every store; recorded when the file or Redis took it (or only memory exists). */
async function recordEnd(change: SessionBook): Promise<Recorded> {
  const onDisk = writeLocal(change);
  const shared = await onRedis(pushToRedis);
  if (redisClient() && !shared) {
    unsynced = true;
    keepSyncing();
  }
  const durable = bookPath() !== null || redisClient() !== null;
  return { recorded: !durable || onDisk || shared !== null };
}

/** 'Sign out': the session `sid` ends, on every replica; the administrator's other sessions stay. */
export async function endSession({ sid, email }: SessionClaim): Promise<Recorded> {
  const key = emailKey(email);
  let known: SessionRecord | undefined;
  try {
    known = readLocal().sessions[sid];
  } catch {
    known = undefined;
  }
  const record: SessionRecord = {
    ...(known ?? { email: key, version: 0, createdAt: Date.now() }),
    endedAt: Date.now(),
  };
  return recordEnd({ versions: {}, sessions: { [sid]: record } });
}

/** 'Sign out of all devices': every session of `email` started so far ends. */
export async function endAllSessions(claim: SessionClaim): Promise<Recorded> {
  const key = emailKey(claim.email);
  let version: number;
  try {
    version = (await currentVersion(key)) + 1;
  } catch {
    version = (memory.versions[key] ?? 0) + 1;
  }
  const ended = await endSession(claim);
  const raised = await recordEnd({ versions: { [key]: version }, sessions: {} });
  return { recorded: ended.recorded && raised.recorded };
}

/**
 * Every other session of the administrator ends, on every replica; this one goes on (it is carried
 * to the new version first). For a change made from this device: the second factor turned on or off.
 */
export async function endOtherSessions(claim: SessionClaim): Promise<Recorded> {
  const key = emailKey(claim.email);
  const version = (await currentVersion(key)) + 1;
  let known: SessionRecord | undefined;
  try {
    known = readLocal().sessions[claim.sid];
  } catch {
    known = undefined;
  }
  const record: SessionRecord = { ...known, email: key, version, createdAt: known?.createdAt ?? Date.now() };
  delete record.endedAt;
  const shared = await onRedis((redis) =>
    redis.set(SESSION_KEY(claim.sid), JSON.stringify(record), "PX", ttlOf(record)),
  );
  if (redisClient() && !shared) return { recorded: false };
  return recordEnd({ versions: { [key]: version }, sessions: { [claim.sid]: record } });
}

/** Forgets what this process saw (tests: a fresh process). */
export function forgetSessionsInMemory(): void {
  Object.assign(memory, emptyBook());
  fileStamp = "";
  unsynced = true;
}

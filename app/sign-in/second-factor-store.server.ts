import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { env } from "~/platform/env.server";
import { writeFileDurably } from "~/platform/durable-file.server";
import { redisClient, withRedisFallback, type RedisClient } from "~/platform/redis.server";
import type { Sealed } from "~/platform/sealed.server";

/**
 * Where the second factor is kept (docs/decisions/017-second-factor.md), the way the session record
 * is kept (decision 012): DATA_DIR/admin/second-factor.json on each replica, and with REDIS_URL one
 * shared copy in Redis that every replica reads (`second-factor:<email>`, the enrolment under way
 * `second-factor-pending:<email>` for 15 minutes). With REDIS_URL set, a replica that cannot reach
 * Redis refuses (SecondFactorUnavailable): it never skips the code and never offers an enrolment on
 * what its own disk alone says. An administrator's entry only moves forward: the later of an
 * enrolment and a removal wins, and within one enrolment a used code or recovery code stays used,
 * whichever copy saw it; what Redis lost (a restart without persistence) is written back from disk.
 */

export interface RecoveryCode {
  salt: string;
  hash: string;
  usedAt?: number;
}

export interface Enrolled {
  secret: Sealed;
  enrolledAt: number;
  /** The last 30-second step a code was accepted for: a code is good once. */
  lastStep: number;
  recovery: RecoveryCode[];
  /** When these recovery codes were issued ('New recovery codes'), else the enrolment's time. */
  codesIssuedAt?: number;
}

export interface Pending {
  secret: Sealed;
  createdAt: number;
}

/** One administrator's second factor: on (enrolled), or turned off at `removedAt`, or never set. */
export interface FactorEntry {
  enrolled?: Enrolled;
  removedAt?: number;
}

interface FactorFile {
  admins: Record<string, Enrolled>;
  pending: Record<string, Pending>;
  /** When each administrator's second factor was turned off (so an older copy cannot bring it back). */
  removed: Record<string, number>;
}

/** With REDIS_URL set and Redis not answering: nothing about the second factor is decided. */
export class SecondFactorUnavailable extends Error {
  constructor() {
    super("two-factor sign-in is kept in Redis (REDIS_URL), which does not answer");
  }
}

/** An enrolment not confirmed within this time starts again with a new secret. */
export const PENDING_FOR_MS = 15 * 60 * 1000;

export const keyOf = (email: string) => email.trim().toLowerCase();
const ENTRY_KEY = (email: string) => `second-factor:${keyOf(email)}`;
const PENDING_KEY = (email: string) => `second-factor-pending:${keyOf(email)}`;

export function secondFactorPath(): string | null {
  const dir = env().DATA_DIR;
  return dir ? join(dir, "admin", "second-factor.json") : null;
}

/** The file; throws when it exists but cannot be read (the sign-in then fails: fail closed). */
function readFile(): FactorFile {
  const path = secondFactorPath();
  const empty = { admins: {}, pending: {}, removed: {} };
  if (!path) return empty;
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<FactorFile>;
    return { admins: parsed.admins ?? {}, pending: parsed.pending ?? {}, removed: parsed.removed ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return empty;
    throw error;
  }
}

function writeFile(change: (file: FactorFile) => void): void {
  const path = secondFactorPath();
  if (!path) return;
  const file = readFile();
  change(file);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileDurably(path, JSON.stringify(file));
}

/** An enrolment removed at or after it was made is off. */
function settled(entry: FactorEntry): FactorEntry {
  if (entry.enrolled && entry.removedAt !== undefined && entry.removedAt >= entry.enrolled.enrolledAt) {
    return { removedAt: entry.removedAt };
  }
  return entry;
}

const asOf = (entry: FactorEntry) => Math.max(entry.enrolled?.enrolledAt ?? 0, entry.removedAt ?? 0);

/** Two copies of one administrator's entry as one: the later change wins; within one enrolment, used stays used. */
export function mergeEntries(a: FactorEntry, b: FactorEntry): FactorEntry {
  const removedAt = Math.max(a.removedAt ?? 0, b.removedAt ?? 0) || undefined;
  if (a.enrolled && b.enrolled && a.enrolled.enrolledAt === b.enrolled.enrolledAt) {
    const issued = (enrolled: Enrolled) => enrolled.codesIssuedAt ?? enrolled.enrolledAt;
    // Newer recovery codes replace older ones whole; the same codes keep every use either copy saw.
    const [codes, other] =
      issued(a.enrolled) === issued(b.enrolled)
        ? [a.enrolled, b.enrolled.recovery]
        : issued(a.enrolled) > issued(b.enrolled)
          ? [a.enrolled, []]
          : [b.enrolled, []];
    const enrolled: Enrolled = {
      ...codes,
      lastStep: Math.max(a.enrolled.lastStep, b.enrolled.lastStep),
      recovery: codes.recovery.map((code, index) => {
        const usedAt = code.usedAt ?? other[index]?.usedAt;
        return usedAt === undefined ? code : { ...code, usedAt };
      }),
    };
    return settled({ enrolled, ...(removedAt ? { removedAt } : {}) });
  }
  const later = asOf(a) >= asOf(b) ? a : b;
  return settled({ ...later, ...(removedAt ? { removedAt } : {}) });
}

const sameEntry = (a: FactorEntry, b: FactorEntry) => JSON.stringify(a) === JSON.stringify(b);

function parseEntry(text: string | null): FactorEntry {
  if (!text) return {};
  const parsed = JSON.parse(text) as FactorEntry | null;
  if (!parsed || typeof parsed !== "object") throw new Error("not a second-factor entry");
  if (parsed.enrolled && (typeof parsed.enrolled.enrolledAt !== "number" || !Array.isArray(parsed.enrolled.recovery))) {
    throw new Error("not a second-factor entry");
  }
  return parsed;
}

/** Runs `work` on Redis; SecondFactorUnavailable when it does not answer. Null without REDIS_URL. */
async function onRedis<T>(work: (client: RedisClient) => Promise<T>): Promise<{ value: T } | null> {
  const client = redisClient();
  if (!client) return null;
  const answer = await withRedisFallback<{ value: T } | null>(
    client,
    async (redis) => ({ value: await work(redis) }),
    () => null,
  );
  if (!answer) throw new SecondFactorUnavailable();
  return answer;
}

function diskEntry(file: FactorFile, email: string): FactorEntry {
  const key = keyOf(email);
  const enrolled = file.admins[key];
  const removedAt = file.removed[key];
  return settled({ ...(enrolled ? { enrolled } : {}), ...(removedAt ? { removedAt } : {}) });
}

function keepOnDisk(email: string, entry: FactorEntry): void {
  const key = keyOf(email);
  writeFile((file) => {
    if (entry.enrolled) file.admins[key] = entry.enrolled;
    else delete file.admins[key];
    if (entry.removedAt) file.removed[key] = entry.removedAt;
    if (!entry.enrolled) delete file.pending[key];
  });
}

/** The administrator's entry as every replica knows it; throws SecondFactorUnavailable (or a disk error): fail closed. */
export async function readEntry(email: string): Promise<FactorEntry> {
  const disk = diskEntry(readFile(), email);
  const shared = await onRedis((redis) => redis.get(ENTRY_KEY(email)));
  if (!shared) return disk;
  const fromRedis = parseEntry(shared.value);
  const merged = mergeEntries(fromRedis, disk);
  if (!sameEntry(merged, fromRedis)) await onRedis((redis) => redis.set(ENTRY_KEY(email), JSON.stringify(merged)));
  if (!sameEntry(merged, disk)) keepOnDisk(email, merged);
  return merged;
}

/**
 * Writes the entry (merged with what is there, so nothing moves backwards) to Redis and DATA_DIR.
 * Throws when a store that is configured did not take it: a code that was not recorded as used is
 * not accepted.
 */
export async function writeEntry(email: string, entry: FactorEntry): Promise<void> {
  if (!secondFactorPath() && !redisClient())
    throw new Error("two-factor sign-in needs DATA_DIR (its secret is kept there)");
  const shared = await onRedis((redis) => redis.get(ENTRY_KEY(email)));
  const merged = shared ? mergeEntries(entry, parseEntry(shared.value)) : entry;
  await onRedis((redis) => redis.set(ENTRY_KEY(email), JSON.stringify(merged)));
  keepOnDisk(email, mergeEntries(merged, diskEntry(readFile(), email)));
}

/** The enrolment under way, if it is younger than PENDING_FOR_MS. */
export async function readPending(email: string): Promise<Pending | null> {
  const shared = await onRedis((redis) => redis.get(PENDING_KEY(email)));
  const pending = shared
    ? shared.value
      ? (JSON.parse(shared.value) as Pending)
      : null
    : readFile().pending[keyOf(email)];
  return pending && Date.now() - pending.createdAt < PENDING_FOR_MS ? pending : null;
}

export async function writePending(email: string, pending: Pending | null): Promise<void> {
  const key = keyOf(email);
  const shared = await onRedis(async (redis) => {
    if (pending) await redis.set(PENDING_KEY(email), JSON.stringify(pending), "PX", PENDING_FOR_MS);
    else await redis.del(PENDING_KEY(email));
  });
  if (shared) return;
  writeFile((file) => {
    if (pending) file.pending[key] = pending;
    else delete file.pending[key];
  });
}

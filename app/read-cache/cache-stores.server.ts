import { createHash } from "node:crypto";
import { readFile, writeFile, mkdir, rename } from "node:fs/promises";
import path from "node:path";
import type { CacheEntry } from "@epic-web/cachified";
import { Redis } from "ioredis";
import { DiskCache } from "~/platform/disk-cache.server";

/**
 * Where the public reads' last good answers outlive the process
 * (docs/decisions/004-public-read-cache.md): files in a folder of their own
 * (one JSON file per key, least recently used out past a byte cap), or Redis
 * when REDIS_URL is set, shared by every replica. A store that fails never
 * fails a page: a read answers nothing, a write is dropped, each logged once.
 */
export interface PersistentStore {
  readonly name: string;
  get(key: string): Promise<CacheEntry | null>;
  /** Kept at least `retainMs`. */
  set(key: string, entry: CacheEntry, retainMs: number): Promise<void>;
  /** When each key prefix was last invalidated by an admin write (epoch ms). */
  invalidations(): Promise<Record<string, number>>;
  saveInvalidations(invalidations: Record<string, number>): Promise<void>;
  close?(): Promise<void>;
}

interface Stored {
  key: string;
  entry: CacheEntry;
  until: number;
}

const isStored = (value: unknown): value is Stored =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Stored).key === "string" &&
  typeof (value as Stored).until === "number" &&
  typeof (value as Stored).entry?.metadata?.createdTime === "number";

let warned = new Set<string>();

function warnOnce(store: string, what: string, error: unknown): void {
  if (warned.has(`${store}:${what}`)) return;
  warned.add(`${store}:${what}`);
  console.warn(`read cache (${store}): ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** Lets the next failures be logged again (a store that came back). */
export function resetStoreWarnings(): void {
  warned = new Set();
}

function parse(text: string | null, key: string): CacheEntry | null {
  if (!text) return null;
  const stored: unknown = JSON.parse(text);
  if (!isStored(stored) || stored.key !== key || stored.until < Date.now()) return null;
  return stored.entry;
}

const INVALIDATIONS = "invalidations.json";

/** One file per key under `dir`, named by the key's hash; at most `maxBytes` (least recently used out). */
export function fileStore(dir: string, maxBytes: number): PersistentStore {
  const files = new DiskCache(dir, maxBytes);
  const hash = (key: string) => createHash("sha256").update(key).digest("hex");
  return {
    name: "files",
    async get(key) {
      try {
        const found = await files.get(hash(key));
        return found ? parse(await readFile(found.file, "utf8"), key) : null;
      } catch (error) {
        warnOnce("files", "a read", error);
        return null;
      }
    },
    async set(key, entry, retainMs) {
      try {
        const stored: Stored = { key, entry, until: Date.now() + retainMs };
        await files.put(hash(key), "json", Buffer.from(JSON.stringify(stored)));
      } catch (error) {
        warnOnce("files", "a write", error);
      }
    },
    async invalidations() {
      try {
        return JSON.parse(await readFile(path.join(dir, INVALIDATIONS), "utf8")) as Record<string, number>;
      } catch {
        return {};
      }
    },
    async saveInvalidations(invalidations) {
      try {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        const temporary = path.join(dir, `.${INVALIDATIONS}.${process.pid}.tmp`);
        // Private like every file under DATA_DIR (start.mjs makes it 0700; tests/unit/data-modes.test.ts): the answers may hold what only admins see.
        await writeFile(temporary, JSON.stringify(invalidations), { mode: 0o600 });
        await rename(temporary, path.join(dir, INVALIDATIONS));
      } catch (error) {
        warnOnce("files", "saving invalidations", error);
      }
    },
  };
}

/**
 * Keys `read-cache:<key>` with an expiry, in the Redis the rate limits use. Commands give up after
 * 250 ms and nothing is queued while Redis is away, so a stalled Redis costs a page at most that.
 */
export function redisStore(url: string): PersistentStore {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 250 });
  redis.on("error", (error: Error) => warnOnce("redis", "the connection", error));
  const connected = new Promise<void>((done) => redis.once("ready", () => done()));
  /** A process that just started waits for its connection a moment: its first pages need the store most. */
  const ready = () =>
    redis.status === "ready" ? undefined : Promise.race([connected, new Promise((done) => setTimeout(done, 500))]);
  const PREFIX = "read-cache:";
  return {
    name: "redis",
    async get(key) {
      try {
        await ready();
        return parse(await redis.get(PREFIX + key), key);
      } catch (error) {
        warnOnce("redis", "a read", error);
        return null;
      }
    },
    async set(key, entry, retainMs) {
      try {
        await ready();
        const stored: Stored = { key, entry, until: Date.now() + retainMs };
        await redis.set(PREFIX + key, JSON.stringify(stored), "PX", Math.max(1, Math.ceil(retainMs)));
      } catch (error) {
        warnOnce("redis", "a write", error);
      }
    },
    async invalidations() {
      try {
        await ready();
        const all = await redis.hgetall(`${PREFIX}invalidations`);
        return Object.fromEntries(Object.entries(all).map(([prefix, at]) => [prefix, Number(at)]));
      } catch (error) {
        warnOnce("redis", "reading invalidations", error);
        return {};
      }
    },
    async saveInvalidations(invalidations) {
      try {
        await ready();
        await redis.hset(`${PREFIX}invalidations`, invalidations);
      } catch (error) {
        warnOnce("redis", "saving invalidations", error);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

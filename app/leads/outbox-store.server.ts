import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
} from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import { messageOf } from "~/leads/outbox-log.server";
import { env } from "~/platform/env.server";
import { writeFileDurably } from "~/platform/durable-file.server";

/**
 * Where the outbox keeps its entries: one JSON file per entry under `<dir>/<part>/`, written to a
 * temporary name, fsync'd, renamed, the folder fsync'd (mode 0600). The disk is the record
 * (docs/decisions/013-the-disk-is-the-record-of-a-lead.md): `pending` waits for delivery,
 * `delivered` keeps what the receiver took (until the retention), `refused` what it turned down
 * for good with the reason, `marks` the inbox's status of a lead. A lease file per entry being
 * delivered (`leases/`) makes sure no two processes sharing the folder send one entry at once.
 */

export interface OutboxEntry<T> {
  id: string;
  payload: T;
  /** Epoch ms when it was stored. */
  createdAt: number;
  attempts: number;
  /** Epoch ms of the next delivery attempt. */
  nextAttemptAt: number;
  /** The last failure, or for a refused entry the receiver's reason. */
  lastError?: string;
  /** Epoch ms when the receiver took it (entries in `delivered`). */
  deliveredAt?: number;
  /** Who sent it, as a keyed hash of the client's address (never the address): its share of the ceiling. */
  source?: string;
}

export type Part = "pending" | "delivered" | "refused";
const PARTS: readonly string[] = ["pending", "delivered", "refused", "marks", "leases", "pipeline"];

const SAFE_ID = /^[\w-]{1,80}$/;

function assertId(id: string): void {
  if (!SAFE_ID.test(id)) throw new Error(`Outbox: unsafe entry id '${id}'`);
}

export class DiskStore {
  readonly name: string;

  constructor(readonly dir: string) {
    this.name = `disk:${dir}`;
    for (const part of PARTS) mkdirSync(path.join(dir, part), { recursive: true, mode: 0o700 });
    // What a crash or a full disk left half written is never read again: clear it at start.
    for (const part of PARTS) {
      for (const file of readdirSync(path.join(dir, part))) {
        if (file.endsWith(".tmp")) rmSync(path.join(dir, part, file), { force: true });
      }
    }
  }

  /** Writes `value` as `<part>/<id>.json`; a failed write (ENOSPC…) leaves no temporary file behind. */
  writeJson(part: string, id: string, value: unknown): number {
    assertId(id);
    const folder = path.join(this.dir, part);
    const text = JSON.stringify(value);
    writeFileDurably(path.join(folder, `${id}.json`), text);
    syncFolder(folder);
    return Buffer.byteLength(text);
  }

  /** Stores the entry; resolves to its size in bytes. */
  async put<T>(part: Part, entry: OutboxEntry<T>): Promise<number> {
    return this.writeJson(part, entry.id, entry);
  }

  readJson<T>(part: string, id: string): T | null {
    assertId(id);
    try {
      return JSON.parse(readFileSync(path.join(this.dir, part, `${id}.json`), "utf8")) as T;
    } catch {
      return null;
    }
  }

  /** Every entry of `part` with its size, oldest first. */
  listSized<T>(part: string): { entry: OutboxEntry<T>; bytes: number }[] {
    const folder = path.join(this.dir, part);
    const entries: { entry: OutboxEntry<T>; bytes: number }[] = [];
    for (const file of readdirSync(folder)) {
      if (!file.endsWith(".json")) continue;
      try {
        const text = readFileSync(path.join(folder, file), "utf8");
        entries.push({ entry: JSON.parse(text) as OutboxEntry<T>, bytes: Buffer.byteLength(text) });
      } catch {
        // Removed by another worker between the listing and the read.
      }
    }
    return entries.sort((a, b) => a.entry.createdAt - b.entry.createdAt);
  }

  /** The ids of `part`'s entries (names only: no file is read). */
  ids(part: string): string[] {
    return readdirSync(path.join(this.dir, part))
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.slice(0, -5));
  }

  /** One entry with its size, or null when it is gone (delivered meanwhile) or unreadable. */
  readSized<T>(part: Part, id: string): { entry: OutboxEntry<T>; bytes: number } | null {
    try {
      const text = readFileSync(path.join(this.dir, part, `${id}.json`), "utf8");
      return { entry: JSON.parse(text) as OutboxEntry<T>, bytes: Buffer.byteLength(text) };
    } catch {
      return null;
    }
  }

  async list<T>(part: Part): Promise<OutboxEntry<T>[]> {
    return this.listSized<T>(part).map(({ entry }) => entry);
  }

  /** Removes the entry (nothing when it is gone already); throws only when the disk fails. */
  remove(part: string, id: string): void {
    assertId(id);
    rmSync(path.join(this.dir, part, `${id}.json`), { force: true });
    syncFolder(path.join(this.dir, part));
  }

  /** When the folder last changed (a file added, renamed or removed): the worker's index re-reads only then. */
  changedAt(part: string): number {
    return statSync(path.join(this.dir, part)).mtimeMs;
  }

  /**
   * Takes the entry's lease for `ms` (a file created exclusively; an older one than `ms` is a
   * crashed holder's and is taken over). False when another process holds it.
   */
  claim(id: string, ms: number): boolean {
    assertId(id);
    const file = path.join(this.dir, "leases", id);
    try {
      closeSync(openSync(file, "wx", 0o600));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    try {
      if (Date.now() - statSync(file).mtimeMs < ms) return false;
      unlinkSync(file);
      closeSync(openSync(file, "wx", 0o600));
      return true;
    } catch {
      return false;
    }
  }

  release(id: string): void {
    rmSync(path.join(this.dir, "leases", id), { force: true });
  }
}

function syncFolder(folder: string): void {
  const fd = openSync(folder, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Where a queue keeps its entries: always `DATA_DIR/outbox/<queue>` on disk (DATA_DIR defaults to
 * ./data, as `npm start` does). Redis never holds a lead (docs/decisions/013-the-disk-is-the-record-of-a-lead.md).
 */
export function outboxStore(queue: string): DiskStore {
  const folder = path.resolve(env().DATA_DIR ?? "data", "outbox", queue);
  try {
    return new DiskStore(folder);
  } catch (error) {
    // Leads must be storable before any visitor is told they were received: stop with one clear line.
    throw new Error(`Configuration error: DATA_DIR cannot hold the lead outbox (${folder}): ${messageOf(error)}`);
  }
}

/**
 * Entries an earlier version kept in Redis (hashes `outbox:<queue>:pending` and `:refused`) move
 * to the disk once, at start, so an upgrade loses none. Does nothing without REDIS_URL; a Redis
 * that does not answer within 2 s is left for the next start (one warning).
 */
export async function adoptRedisEntries(queue: string, store: DiskStore): Promise<number> {
  const { REDIS_URL } = env();
  if (!REDIS_URL) return 0;
  const redis = new Redis(REDIS_URL, {
    enableOfflineQueue: true,
    maxRetriesPerRequest: 0,
    commandTimeout: 2_000,
    connectTimeout: 2_000,
    retryStrategy: () => null,
    lazyConnect: true,
  });
  redis.on("error", () => undefined);
  let moved = 0;
  try {
    await redis.connect();
    for (const part of ["pending", "refused"] as const) {
      const key = `outbox:${queue}:${part}`;
      const held = await redis.hgetall(key);
      for (const [id, json] of Object.entries(held)) {
        const entry = JSON.parse(json) as OutboxEntry<unknown>;
        await store.put(part, entry);
        await redis.hdel(key, id);
        moved += 1;
      }
    }
    if (moved > 0)
      console.warn(`outbox ${queue}: moved ${moved} entries an earlier version kept in Redis to ${store.dir}`);
  } catch (error) {
    console.warn(`outbox ${queue}: could not look for entries an earlier version kept in Redis: ${messageOf(error)}`);
  } finally {
    redis.disconnect();
  }
  return moved;
}

import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import type { Redis } from "ioredis";

/**
 * Where the outbox keeps what it has not delivered yet (docs/decisions/010-stored-lead-counts-as-sent.md):
 * one JSON document per entry, either in files under a folder (fsync'd, 0600) or in a Redis hash
 * (shared by the replicas). `refused` holds what the receiver turned down for good, with the reason.
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
}

export type Part = "pending" | "refused";

export interface OutboxStore {
  readonly name: string;
  put<T>(part: Part, entry: OutboxEntry<T>): Promise<void>;
  list<T>(part: Part): Promise<OutboxEntry<T>[]>;
  remove(part: Part, id: string): Promise<void>;
  /** True when this process may deliver `id` now (no other replica holds it). */
  claim(id: string, ms: number): Promise<boolean>;
  release(id: string): Promise<void>;
}

const SAFE_ID = /^[\w-]{1,80}$/;

function assertId(id: string): void {
  if (!SAFE_ID.test(id)) throw new Error(`Outbox: unsafe entry id '${id}'`);
}

/** One file per entry under `<dir>/<part>/`: written to a temporary name, fsync'd, renamed, then the folder fsync'd. */
export class DiskStore implements OutboxStore {
  readonly name: string;

  constructor(private readonly dir: string) {
    this.name = `disk:${dir}`;
    for (const part of ["pending", "refused"]) mkdirSync(path.join(dir, part), { recursive: true, mode: 0o700 });
  }

  async put<T>(part: Part, entry: OutboxEntry<T>): Promise<void> {
    assertId(entry.id);
    const folder = path.join(this.dir, part);
    const temporary = path.join(folder, `.${entry.id}.${process.pid}.tmp`);
    const fd = openSync(temporary, "w", 0o600);
    try {
      writeSync(fd, JSON.stringify(entry));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path.join(folder, `${entry.id}.json`));
    syncFolder(folder);
  }

  async list<T>(part: Part): Promise<OutboxEntry<T>[]> {
    const folder = path.join(this.dir, part);
    const entries: OutboxEntry<T>[] = [];
    for (const file of readdirSync(folder)) {
      if (!file.endsWith(".json")) continue;
      try {
        entries.push(JSON.parse(readFileSync(path.join(folder, file), "utf8")) as OutboxEntry<T>);
      } catch {
        // Removed by another worker between the listing and the read.
      }
    }
    return entries.sort((a, b) => a.createdAt - b.createdAt);
  }

  async remove(part: Part, id: string): Promise<void> {
    assertId(id);
    rmSync(path.join(this.dir, part, `${id}.json`), { force: true });
    syncFolder(path.join(this.dir, part));
  }

  /** One process owns a folder; the worker never runs an entry twice at once (outbox.server.ts). */
  async claim(): Promise<boolean> {
    return true;
  }

  async release(): Promise<void> {}
}

function syncFolder(folder: string): void {
  const fd = openSync(folder, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A hash per part (`<prefix>:pending`, `<prefix>:refused`), and a lease key per entry being delivered. */
export class RedisStore implements OutboxStore {
  readonly name: string;

  constructor(
    private readonly redis: Pick<Redis, "hset" | "hvals" | "hdel" | "set" | "del">,
    private readonly prefix: string,
  ) {
    this.name = `redis:${prefix}`;
  }

  async put<T>(part: Part, entry: OutboxEntry<T>): Promise<void> {
    await this.redis.hset(`${this.prefix}:${part}`, entry.id, JSON.stringify(entry));
  }

  async list<T>(part: Part): Promise<OutboxEntry<T>[]> {
    const values = await this.redis.hvals(`${this.prefix}:${part}`);
    return values.map((value) => JSON.parse(value) as OutboxEntry<T>).sort((a, b) => a.createdAt - b.createdAt);
  }

  async remove(part: Part, id: string): Promise<void> {
    await this.redis.hdel(`${this.prefix}:${part}`, id);
  }

  async claim(id: string, ms: number): Promise<boolean> {
    return (await this.redis.set(`${this.prefix}:lease:${id}`, String(process.pid), "PX", ms, "NX")) === "OK";
  }

  async release(id: string): Promise<void> {
    await this.redis.del(`${this.prefix}:lease:${id}`);
  }
}

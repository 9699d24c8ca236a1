import { randomUUID } from "node:crypto";
import path from "node:path";
import { Redis } from "ioredis";
import { Counter, Gauge } from "prom-client";
import { env } from "~/env.server";
import { registry } from "~/edge/metrics.server";
import { DiskStore, RedisStore, type OutboxEntry, type OutboxStore, type Part } from "~/services/outbox-store.server";

/**
 * A durable queue with a worker: `put` returns once the entry is stored (so it survives a crash
 * or a restart), `attempt` tries it at once, and the worker tries again with backoff until the
 * receiver takes it (`delivered`) or turns it down for good (`refused`: kept with the reason, and
 * logged). Stores are tried in order for a put (Redis, then the disk when Redis fails); every
 * store is drained. docs/decisions/010-stored-lead-counts-as-sent.md says why.
 */

export type Attempt =
  | { result: "delivered" }
  /** `code` is a short label for outbox_failures_total (a failure kind, an SMTP code). */
  | { result: "retry"; reason: string; code: string }
  | { result: "refused"; reason: string; error?: unknown };

export interface OutboxOptions<T> {
  queue: string;
  stores: OutboxStore[];
  deliver(entry: OutboxEntry<T>): Promise<Attempt>;
  /** Retry waits: baseMs × 2^(attempts-1), at most maxMs, ±20 %. */
  backoff: { baseMs: number; maxMs: number };
  log: Pick<Console, "info" | "warn" | "error">;
}

interface Held<T> {
  entry: OutboxEntry<T>;
  store: OutboxStore;
}

export interface OutboxStats {
  pending: number;
  refused: number;
  /** Age in ms of the oldest pending entry, 0 when none. */
  oldestMs: number;
}

const outboxes: Outbox<unknown>[] = [];

new Gauge({
  name: "outbox_entries",
  help: "Entries the outbox holds, by queue (leads: to the studio API; alerts: e-mail) and part (pending, refused).",
  labelNames: ["queue", "part"] as const,
  registers: [registry],
  collect() {
    for (const outbox of outboxes) {
      this.set({ queue: outbox.queue, part: "pending" }, outbox.stats.pending);
      this.set({ queue: outbox.queue, part: "refused" }, outbox.stats.refused);
    }
  },
});

new Gauge({
  name: "outbox_oldest_age_seconds",
  help: "Age of the oldest entry still waiting for delivery, by queue (0 when none waits).",
  labelNames: ["queue"] as const,
  registers: [registry],
  collect() {
    for (const outbox of outboxes) this.set({ queue: outbox.queue }, Math.round(outbox.stats.oldestMs / 1000));
  },
});

const failures = new Counter({
  name: "outbox_failures_total",
  help: "Delivery attempts that failed and will be retried, by queue and reason (failure kind, SMTP error code).",
  labelNames: ["queue", "code"] as const,
  registers: [registry],
});

export class Outbox<T> {
  readonly queue: string;
  stats: OutboxStats = { pending: 0, refused: 0, oldestMs: 0 };
  private readonly inFlight = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;

  constructor(private readonly options: OutboxOptions<T>) {
    this.queue = options.queue;
    outboxes.push(this as Outbox<unknown>);
  }

  /** Stores the entry durably and returns it; throws only when no store could take it. */
  async put(payload: T, id: string = randomUUID()): Promise<OutboxEntry<T>> {
    const now = Date.now();
    // The caller tries it at once (`attempt`); the worker's first try waits one backoff step.
    const entry: OutboxEntry<T> = {
      id,
      payload,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now + this.options.backoff.baseMs,
    };
    let lastError: unknown;
    for (const store of this.options.stores) {
      try {
        await store.put("pending", entry);
        this.stats = { ...this.stats, pending: this.stats.pending + 1 };
        this.lastStore.set(id, store);
        return entry;
      } catch (error) {
        lastError = error;
        this.options.log.warn(`outbox ${this.queue}: ${store.name} could not store an entry: ${messageOf(error)}`);
      }
    }
    throw lastError;
  }

  private readonly lastStore = new Map<string, OutboxStore>();

  /**
   * Tries `entry` now (the request path does, right after `put`). Never throws. `dropRefused`:
   * a refusal is answered to the person still waiting for it, so it is not kept as refused.
   */
  async attempt(entry: OutboxEntry<T>, { dropRefused = false } = {}): Promise<Attempt> {
    const store = this.lastStore.get(entry.id) ?? this.options.stores[0];
    return this.run({ entry, store }, dropRefused);
  }

  private async run({ entry, store }: Held<T>, dropRefused = false): Promise<Attempt> {
    if (this.inFlight.has(entry.id)) return { result: "retry", reason: "already being delivered", code: "busy" };
    this.inFlight.add(entry.id);
    try {
      let outcome: Attempt;
      try {
        outcome = await this.options.deliver(entry);
      } catch (error) {
        outcome = { result: "retry", reason: messageOf(error), code: "error" };
      }
      await this.settle({ entry, store }, outcome, dropRefused);
      return outcome;
    } finally {
      this.inFlight.delete(entry.id);
      this.lastStore.delete(entry.id);
    }
  }

  private async settle({ entry, store }: Held<T>, outcome: Attempt, dropRefused: boolean): Promise<void> {
    try {
      if (outcome.result === "delivered" || (outcome.result === "refused" && dropRefused)) {
        await store.remove("pending", entry.id);
      } else if (outcome.result === "refused") {
        this.options.log.warn(`outbox ${this.queue}: entry ${entry.id} refused for good: ${outcome.reason}`);
        await store.put("refused", { ...entry, attempts: entry.attempts + 1, lastError: outcome.reason });
        await store.remove("pending", entry.id);
      } else {
        failures.inc({ queue: this.queue, code: outcome.code });
        const attempts = entry.attempts + 1;
        const { baseMs, maxMs } = this.options.backoff;
        const wait = Math.min(maxMs, baseMs * 2 ** (attempts - 1)) * (0.8 + Math.random() * 0.4);
        this.options.log.warn(
          `outbox ${this.queue}: entry ${entry.id} not delivered (attempt ${attempts}), next in ${Math.round(wait / 1000)} s: ${outcome.reason}`,
        );
        await store.put("pending", { ...entry, attempts, nextAttemptAt: Date.now() + wait, lastError: outcome.reason });
      }
    } catch (error) {
      // The entry stays where it was and is tried again on a later tick.
      this.options.log.error(`outbox ${this.queue}: ${store.name} failed to record an attempt: ${messageOf(error)}`);
    }
  }

  /** Every held entry of `part`, with the store it is in (a failing store is skipped). */
  private async held(part: Part): Promise<Held<T>[]> {
    const all: Held<T>[] = [];
    for (const store of this.options.stores) {
      try {
        for (const entry of await store.list<T>(part)) all.push({ entry, store });
      } catch (error) {
        this.options.log.warn(`outbox ${this.queue}: ${store.name} could not be read: ${messageOf(error)}`);
      }
    }
    return all.sort((a, b) => a.entry.createdAt - b.entry.createdAt);
  }

  /** One pass of the worker: every due entry is tried, oldest first, and the stats refreshed. */
  tick(force = false): Promise<void> {
    this.ticking ??= (async () => {
      try {
        const pending = await this.held("pending");
        const now = Date.now();
        for (const held of pending) {
          if (!force && held.entry.nextAttemptAt > now) continue;
          if (this.inFlight.has(held.entry.id)) continue;
          if (!(await held.store.claim(held.entry.id, 60_000).catch(() => false))) continue;
          try {
            await this.run(held);
          } finally {
            await held.store.release(held.entry.id).catch(() => undefined);
          }
        }
        await this.refreshStats();
      } finally {
        this.ticking = undefined;
      }
    })();
    return this.ticking;
  }

  async refreshStats(): Promise<OutboxStats> {
    const [pending, refused] = await Promise.all([this.held("pending"), this.held("refused")]);
    const oldest = pending[0]?.entry.createdAt;
    this.stats = { pending: pending.length, refused: refused.length, oldestMs: oldest ? Date.now() - oldest : 0 };
    return this.stats;
  }

  /** What the receiver refused for good, oldest first, with the reason in `lastError`. */
  async refused(): Promise<OutboxEntry<T>[]> {
    return (await this.held("refused")).map((held) => held.entry);
  }

  /** What still waits for delivery, oldest first. */
  async pending(): Promise<OutboxEntry<T>[]> {
    return (await this.held("pending")).map((held) => held.entry);
  }

  /** Runs `tick` every `intervalMs` (unref'd: the worker never keeps a process alive). */
  start(intervalMs: number): void {
    if (this.timer) return;
    const loop = () => {
      this.timer = setTimeout(() => {
        this.tick()
          .catch((error: unknown) => this.options.log.error(`outbox ${this.queue}: ${messageOf(error)}`))
          .finally(loop);
      }, intervalMs);
      this.timer.unref();
    };
    loop();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

let redis: Redis | undefined;

/**
 * Where a queue keeps its entries: with REDIS_URL a Redis hash first (the replicas share it) and
 * the disk as the fallback while Redis fails; always `DATA_DIR/outbox/<queue>` on disk (DATA_DIR
 * defaults to ./data, as `npm start` does).
 */
export function outboxStores(queue: string): OutboxStore[] {
  const { DATA_DIR, REDIS_URL } = env();
  const folder = path.resolve(DATA_DIR ?? "data", "outbox", queue);
  let disk: DiskStore;
  try {
    disk = new DiskStore(folder);
  } catch (error) {
    // Leads must be storable before any visitor is told they were received: stop with one clear line.
    throw new Error(`Configuration error: DATA_DIR cannot hold the lead outbox (${folder}): ${messageOf(error)}`);
  }
  if (!REDIS_URL) return [disk];
  if (!redis) {
    // Fail fast while Redis is away (the disk takes the entry), never queue commands in memory.
    redis = new Redis(REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2_000 });
    redis.on("error", (error: Error) => console.warn(`Redis (outbox): ${error.message}`));
  }
  return [new RedisStore(redis, `outbox:${queue}`), disk];
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

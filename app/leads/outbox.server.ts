import { randomUUID } from "node:crypto";
import pLimit from "p-limit";
import { PendingIndex } from "~/leads/outbox-index.server";
import type { DiskStore, OutboxEntry } from "~/leads/outbox-store.server";
import { everyMinute, messageOf, outboxMetrics, watchOutbox, type OutboxStats } from "~/leads/outbox-log.server";

export { messageOf, type OutboxStats } from "~/leads/outbox-log.server";

/**
 * A durable queue with a worker: `put` returns once the entry is on disk (so it survives a crash,
 * a restart or a Redis that forgets), `attempt` tries it at once, and the worker tries again with
 * backoff until the receiver takes it (kept in `delivered` until the retention) or turns it down
 * for good (`refused`: kept with the reason, and logged). Every try holds the entry's lease.
 * docs/decisions/010-stored-lead-counts-as-sent.md and 013-the-disk-is-the-record-of-a-lead.md say why.
 */

export type Attempt =
  | { result: "delivered" }
  /** `code` is a short label for outbox_failures_total (a failure kind, an SMTP code). */
  | { result: "retry"; reason: string; code: string }
  | { result: "refused"; reason: string; error?: unknown };

export interface OutboxOptions<T> {
  queue: string;
  store: DiskStore;
  deliver(entry: OutboxEntry<T>): Promise<Attempt>;
  /** Retry waits: baseMs × 2^(attempts-1), at most maxMs, ±20 %. */
  backoff: { baseMs: number; maxMs: number };
  log: Pick<Console, "info" | "warn" | "error">;
  /**
   * The ceiling of what waits (entries, bytes); over it `put` throws OutboxFullError. `perSource`:
   * how many of those entries one source may hold, so that one client cannot fill it for everyone.
   */
  limits?: { maxEntries: number; maxBytes: number; perSource?: number };
  /** How long a delivered or refused entry is kept (ms); 0: removed once delivered. */
  retentionMs?: number;
  /** At most `size` entries tried per tick, `concurrency` at once. */
  batch?: { size: number; concurrency: number };
}

/** The outbox holds as much as it may: the visitor gets the failure message, nothing stored is touched. */
export class OutboxFullError extends Error {
  constructor(queue: string, whose = "") {
    super(`outbox ${queue} is full${whose}`);
  }
}

// A try lasts at most the spec's 10 s timeout; a lease older than this is a crashed holder's.
const LEASE_MS = 30_000;
const RETENTION_SWEEP_MS = 60 * 60_000;
export class Outbox<T> {
  readonly queue: string;
  private readonly store: DiskStore;
  private readonly inFlight = new Set<string>();
  private readonly index: PendingIndex<T>;
  private sweptAt = 0;
  /** The last tick got nothing through: the next tries one entry only. */
  private blocked = false;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;

  constructor(private readonly options: OutboxOptions<T>) {
    this.queue = options.queue;
    this.store = options.store;
    this.index = new PendingIndex<T>(options.store);
    watchOutbox(this);
  }

  stats(): OutboxStats {
    return this.index.stats();
  }

  /**
   * Stores the entry durably and returns it; throws OutboxFullError over the ceiling (or over its
   * source's share of it), or the disk's error.
   */
  async put(payload: T, id: string = randomUUID(), source?: string): Promise<OutboxEntry<T>> {
    const now = Date.now();
    // The caller tries it at once (`attempt`); the worker's first try waits one backoff step.
    const entry: OutboxEntry<T> = {
      id,
      payload,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now + this.options.backoff.baseMs,
      ...(source ? { source } : {}),
    };
    const { limits } = this.options;
    if (limits?.perSource && source) this.checkShare(source, limits.perSource);
    if (limits) {
      const { pending, bytes } = this.stats();
      const size = Buffer.byteLength(JSON.stringify(entry));
      if (pending >= limits.maxEntries || bytes + size > limits.maxBytes) {
        outboxMetrics.full.inc({ queue: this.queue });
        everyMinute(`${this.queue}:full`, () =>
          this.options.log.error(
            `outbox ${this.queue} is full (${pending} waiting, ${bytes} bytes; OUTBOX_MAX_ENTRIES ${limits.maxEntries}, OUTBOX_MAX_BYTES ${limits.maxBytes}): new leads get the failure message until the API takes some (outbox_full_total)`,
          ),
        );
        throw new OutboxFullError(this.queue);
      }
    }
    try {
      const bytes = await this.store.put("pending", entry);
      this.index.current().set(id, { entry, bytes });
      this.index.noteOwnWrite();
      return entry;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "error";
      everyMinute(`${this.queue}:${code}`, () =>
        this.options.log.error(
          `outbox ${this.queue}: ${this.store.name} could not store an entry: ${messageOf(error)}`,
        ),
      );
      throw error;
    }
  }

  /** Throws OutboxFullError when `source` already holds `share` of the entries waiting. */
  private checkShare(source: string, share: number): void {
    let held = 0;
    for (const { entry } of this.index.current().values()) if (entry.source === source) held++;
    if (held < share) return;
    outboxMetrics.full.inc({ queue: this.queue });
    everyMinute(`${this.queue}:share`, () =>
      this.options.log.error(
        `outbox ${this.queue}: one client holds ${held} of the entries waiting, its share of the ceiling: its new leads get the failure message until the API takes some (outbox_full_total). Many at once from one client is a flood, or a proxy in front that TRUST_PROXY does not count`,
      ),
    );
    throw new OutboxFullError(this.queue, " for this client");
  }

  /**
   * Tries `entry` now, under its lease (the request path does, right after `put`). Never throws.
   * `dropRefused`: a refusal is answered to the person still waiting for it, so it is not kept.
   */
  async attempt(entry: OutboxEntry<T>, { dropRefused = false } = {}): Promise<Attempt> {
    return this.leased(entry, dropRefused);
  }

  private async leased(entry: OutboxEntry<T>, dropRefused = false): Promise<Attempt> {
    if (this.inFlight.has(entry.id)) return { result: "retry", reason: "already being delivered", code: "busy" };
    let claimed = false;
    try {
      claimed = this.store.claim(entry.id, LEASE_MS);
    } catch (error) {
      return { result: "retry", reason: `no lease: ${messageOf(error)}`, code: "lease" };
    }
    if (!claimed) return { result: "retry", reason: "another process is delivering it", code: "busy" };
    this.inFlight.add(entry.id);
    try {
      let outcome: Attempt;
      try {
        outcome = await this.options.deliver(entry);
      } catch (error) {
        outcome = { result: "retry", reason: messageOf(error), code: "error" };
      }
      this.settle(entry, outcome, dropRefused);
      if (outcome.result !== "retry") this.unblock();
      return outcome;
    } finally {
      this.inFlight.delete(entry.id);
      this.store.release(entry.id);
    }
  }

  /** Records the outcome on disk before anything could try the entry again (the lease is still held). */
  private settle(entry: OutboxEntry<T>, outcome: Attempt, dropRefused: boolean): void {
    try {
      const index = this.index.current();
      if (outcome.result === "delivered") {
        if (this.options.retentionMs)
          this.store.writeJson("delivered", entry.id, { ...entry, deliveredAt: Date.now() });
        this.store.remove("pending", entry.id);
        index.delete(entry.id);
      } else if (outcome.result === "refused") {
        if (!dropRefused) {
          this.options.log.warn(`outbox ${this.queue}: entry ${entry.id} refused for good: ${outcome.reason}`);
          this.store.writeJson("refused", entry.id, {
            ...entry,
            attempts: entry.attempts + 1,
            lastError: outcome.reason,
          });
        }
        this.store.remove("pending", entry.id);
        index.delete(entry.id);
      } else {
        outboxMetrics.failures.inc({ queue: this.queue, code: outcome.code });
        const attempts = entry.attempts + 1;
        const { baseMs, maxMs } = this.options.backoff;
        const wait = Math.min(maxMs, baseMs * 2 ** (attempts - 1)) * (0.8 + Math.random() * 0.4);
        // Kept in memory only: rewriting (and fsyncing) each retry is what made a backlog slow every
        // page. A restart makes what waits due at once, and the backoff starts again.
        const next = { ...entry, attempts, nextAttemptAt: Date.now() + wait, lastError: outcome.reason };
        const held = index.get(entry.id);
        if (held) index.set(entry.id, { entry: next, bytes: held.bytes });
      }
      this.index.noteOwnWrite();
    } catch (error) {
      // The entry stays where it was and is tried again on a later tick.
      everyMinute(`${this.queue}:settle`, () =>
        this.options.log.error(`outbox ${this.queue}: could not record an attempt: ${messageOf(error)}`),
      );
    }
  }

  /** The receiver took one again after an outage: whatever waits is due now, not after its backoff. */
  private unblock(): void {
    if (!this.blocked) return;
    this.blocked = false;
    for (const held of this.index.current().values()) held.entry = { ...held.entry, nextAttemptAt: 0 };
  }

  /** One pass of the worker: at most one batch of due entries, oldest first, and one summary line. */
  tick(force = false): Promise<void> {
    this.ticking ??= (async () => {
      try {
        const now = Date.now();
        const { size, concurrency } = this.options.batch ?? { size: 50, concurrency: 4 };
        const due = this.index
          .oldestFirst()
          .filter((entry) => (force || entry.nextAttemptAt <= now) && !this.inFlight.has(entry.id))
          // While nothing gets through (the receiver is away), one entry a tick asks whether it is
          // back, instead of a whole batch failing each second on the visitors' CPU.
          .slice(0, this.blocked && !force ? 1 : size);
        const limit = pLimit(concurrency);
        const outcomes = await Promise.all(due.map((entry) => limit(() => this.leased(entry))));
        if (outcomes.length > 0) {
          if (outcomes.every((outcome) => outcome.result === "retry" && outcome.code !== "busy")) this.blocked = true;
          this.summarise(outcomes);
        }
        if (now - this.sweptAt > RETENTION_SWEEP_MS) this.sweep(now);
      } finally {
        this.ticking = undefined;
      }
    })();
    return this.ticking;
  }

  private summarise(outcomes: Attempt[]): void {
    const count = (result: Attempt["result"]) => outcomes.filter((outcome) => outcome.result === result).length;
    const retry = outcomes.find((outcome) => outcome.result === "retry");
    const { pending, oldestMs } = this.stats();
    const line =
      `outbox ${this.queue}: ${outcomes.length} tried, ${count("delivered")} delivered, ${count("retry")} to retry` +
      `${retry?.result === "retry" ? ` (${retry.reason})` : ""}, ${count("refused")} refused; ` +
      `${pending} waiting, oldest ${Math.round(oldestMs / 1000)} s`;
    if (count("delivered") + count("refused") > 0) this.options.log.info(line);
    // While nothing gets through (the API is away) the same line would come every tick: once a minute.
    else everyMinute(`${this.queue}:retrying`, () => this.options.log.warn(line));
  }

  /** Removes delivered and refused entries older than the retention (and their inbox marks). */
  private sweep(now: number): void {
    this.sweptAt = now;
    const { retentionMs } = this.options;
    if (!retentionMs) return;
    for (const part of ["delivered", "refused"] as const) {
      for (const { entry } of this.store.listSized(part)) {
        if (now - entry.createdAt <= retentionMs) continue;
        this.store.remove(part, entry.id);
        this.store.remove("marks", entry.id);
      }
    }
  }

  /** What the receiver refused for good, oldest first, with the reason in `lastError`. */
  async refused(): Promise<OutboxEntry<T>[]> {
    return this.store.list<T>("refused");
  }

  /** What still waits for delivery, oldest first. */
  async pending(): Promise<OutboxEntry<T>[]> {
    return this.index.oldestFirst();
  }

  /** Runs `tick` every `intervalMs` (unref'd: the worker never keeps a process alive). */
  start(intervalMs: number): void {
    if (this.timer) return;
    const loop = () => {
      this.timer = setTimeout(() => {
        this.tick()
          .catch((error: unknown) =>
            everyMinute(`${this.queue}:tick`, () =>
              this.options.log.error(`outbox ${this.queue}: ${messageOf(error)}`),
            ),
          )
          // Stopped while this tick ran: no next one.
          .finally(() => this.timer !== undefined && loop());
      }, intervalMs);
      this.timer.unref();
    };
    loop();
  }

  /** Stops the worker; resolves once a tick still running has ended. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.ticking?.catch(() => undefined);
  }
}

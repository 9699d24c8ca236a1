import { Counter, Gauge } from "prom-client";
import { registry } from "~/platform/metrics.server";

/** The outbox's logging and metrics: a condition that lasts (a full outbox, a full disk) says so once a minute, not per try. */

const lastSaid = new Map<string, number>();

/** Runs `say` unless it ran for `key` less than a minute ago. */
export function everyMinute(key: string, say: () => void, now = Date.now()): void {
  const last = lastSaid.get(key);
  if (last !== undefined && now - last < 60_000) return;
  lastSaid.set(key, now);
  say();
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export interface OutboxStats {
  pending: number;
  refused: number;
  /** Bytes the pending entries take on disk. */
  bytes: number;
  /** Age in ms of the oldest pending entry, 0 when none. */
  oldestMs: number;
}

interface Watched {
  readonly queue: string;
  stats(): OutboxStats;
}

const outboxes: Watched[] = [];

/** Every outbox of the process reports on /metrics. */
export function watchOutbox(outbox: Watched): void {
  outboxes.push(outbox);
}

new Gauge({
  name: "outbox_entries",
  help: "Entries the outbox holds, by queue (leads: to the studio API; alerts: e-mail) and part (pending, refused).",
  labelNames: ["queue", "part"] as const,
  registers: [registry],
  collect() {
    for (const outbox of outboxes) {
      const stats = outbox.stats();
      this.set({ queue: outbox.queue, part: "pending" }, stats.pending);
      this.set({ queue: outbox.queue, part: "refused" }, stats.refused);
    }
  },
});

new Gauge({
  name: "outbox_oldest_age_seconds",
  help: "Age of the oldest entry still waiting for delivery, by queue (0 when none waits).",
  labelNames: ["queue"] as const,
  registers: [registry],
  collect() {
    for (const outbox of outboxes) this.set({ queue: outbox.queue }, Math.round(outbox.stats().oldestMs / 1000));
  },
});

const failures = new Counter({
  name: "outbox_failures_total",
  help: "Delivery attempts that failed and will be retried, by queue and reason (failure kind, SMTP error code).",
  labelNames: ["queue", "code"] as const,
  registers: [registry],
});

const full = new Counter({
  name: "outbox_full_total",
  help: "Entries turned away because the outbox held OUTBOX_MAX_ENTRIES or OUTBOX_MAX_BYTES (the visitor got the failure message).",
  labelNames: ["queue"] as const,
  registers: [registry],
});

export const outboxMetrics = { failures, full };

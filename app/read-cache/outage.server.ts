import { Counter, Gauge } from "prom-client";
import { logger } from "~/platform/log.server";
import { registry } from "~/platform/metrics.server";

/**
 * Whether the studio API is answering, as this process sees it (DESIGN rule 10): every call
 * through app/services/client.server.ts reports here. An outage starts with the first failure
 * (timeout, network error, 5xx, malformed answer) after an answer and ends with the next answer;
 * each is one log line, never one per request. While it lasts, /healthz says `degraded`, every
 * admin page shows a banner, and the public reads answered from their last good copy are counted
 * (`read_cache_stale_answers_total`) with the age of the oldest one shown ("content from").
 */

export interface Outage {
  /** When the first call of this outage failed. */
  since: Date;
  /** When the oldest content the public site served meanwhile was read, else the last answer seen. */
  contentFrom: Date | null;
}

let since: number | null = null;
let lastAnswer: number | null = null;
let oldestServed: number | null = null;

const staleAnswers = new Counter({
  name: "read_cache_stale_answers_total",
  help: "Public reads answered from their last good copy because the studio API failed.",
  registers: [registry],
});

new Gauge({
  name: "upstream_outage_since_seconds",
  help: "Unix time the studio API stopped answering (0 while it answers).",
  registers: [registry],
  collect() {
    this.set(since === null ? 0 : since / 1000);
  },
});

/** The API answered (any definite answer, a 404 or a refused form included). */
export function noteApiAnswered(now = Date.now()): void {
  lastAnswer = now;
  if (since === null) return;
  logger().warn(
    { outageSince: new Date(since).toISOString(), outageMs: now - since },
    "The studio API answers again: public pages are fresh from here on",
  );
  since = null;
  oldestServed = null;
}

/** A call failed the way an absent or broken API fails. */
export function noteApiFailed(now = Date.now()): void {
  if (since !== null) return;
  since = now;
  logger().warn(
    { outageSince: new Date(now).toISOString(), lastAnswer: lastAnswer ? new Date(lastAnswer).toISOString() : null },
    "The studio API is not answering: public pages show their last good content until it does",
  );
}

/** A public read was answered from a copy read from the API at `createdTime`. */
export function noteStaleAnswer(createdTime: number): void {
  staleAnswers.inc();
  if (oldestServed === null || createdTime < oldestServed) oldestServed = createdTime;
}

/** The outage in progress, or null while the API answers. */
export function currentOutage(): Outage | null {
  if (since === null) return null;
  const from = oldestServed ?? lastAnswer;
  return { since: new Date(since), contentFrom: from === null ? null : new Date(from) };
}

import { randomUUID } from "node:crypto";
import type { Lead, LeadOrigin, ReceivedLead } from "~/schemas/lead";
import { NEWSLETTER_MESSAGES, type NewsletterResult } from "~/schemas/newsletter";
import { TIMEOUT, UpstreamError } from "~/services/client.server";
import { linesPayload, sendContactMessage } from "~/services/contact.server";
import { queueAcknowledgement, queueLeadAlert, startLeadAlerts, stopLeadAlerts } from "~/leads/lead-alerts.server";
import { allocateReference } from "~/leads/reference.server";
import { deliverSubscription } from "~/services/newsletter.server";
import { env } from "~/platform/env.server";
import { messageOf, Outbox, OutboxFullError, type Attempt } from "~/leads/outbox.server";
import { adoptRedisEntries, outboxStore, type DiskStore, type OutboxEntry } from "~/leads/outbox-store.server";

/**
 * Every lead (contact message, enquiry, newsletter sign-up) that passed validation goes through
 * here: stored durably first, tried at once, and delivered by the worker while the API is down,
 * with the entry's id as the idempotency key (docs/decisions/010-stored-lead-counts-as-sent.md).
 */

/** The try on the visitor's request waits at most this long; the worker uses the spec's 10 s. */
export const REQUEST_PATH_TIMEOUT_MS = 3_000;

/** A 4xx that a retry cannot change (a timeout, a conflict of the moment or a rate limit can). */
const isRefusal = (error: unknown): error is UpstreamError =>
  error instanceof UpstreamError &&
  error.kind === "status" &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 409, 425, 429].includes(error.status);

/** What the API said on success, kept for the visitor's answer (per process, by entry id). */
const confirmations = new Map<string, string>();

async function deliver(entry: OutboxEntry<ReceivedLead>): Promise<Attempt> {
  const { lead } = entry.payload;
  const options = {
    idempotencyKey: entry.id,
    timeoutMs: entry.attempts === 0 ? REQUEST_PATH_TIMEOUT_MS : TIMEOUT.short,
  };
  try {
    const message =
      lead.kind === "newsletter"
        ? await deliverSubscription(lead.email, options)
        : await sendContactMessage(
            {
              name: lead.name,
              email: lead.email,
              subject: lead.subject,
              message: lead.message,
              // The enquiry's lines as data too, for the admin inbox (our extension).
              ...(lead.kind === "enquiry" ? { lines: linesPayload(lead.lines) } : {}),
              // The visitor's reference, so the API's lead leads back to the site's record (our extension).
              ...(entry.payload.reference ? { reference: entry.payload.reference } : {}),
            },
            options,
          );
    confirmations.set(entry.id, message);
    return { result: "delivered" };
  } catch (error) {
    if (isRefusal(error)) return { result: "refused", reason: error.serverMessage ?? error.message, error };
    const code = error instanceof UpstreamError ? error.kind : "error";
    return { result: "retry", reason: messageOf(error), code };
  }
}

let outbox: Outbox<ReceivedLead> | undefined;
let store: DiskStore | undefined;

/** The leads' folder on disk: what waits, what the API has (until the retention), what it refused, the inbox's marks. */
export function leadStore(): DiskStore {
  store ??= outboxStore("leads");
  return store;
}

function leadOutbox(): Outbox<ReceivedLead> {
  const { OUTBOX_MAX_ENTRIES, OUTBOX_MAX_BYTES, LEAD_RETENTION_DAYS } = env();
  outbox ??= new Outbox<ReceivedLead>({
    queue: "leads",
    store: leadStore(),
    deliver,
    backoff: { baseMs: 1_000, maxMs: 60_000 },
    log: console,
    limits: { maxEntries: OUTBOX_MAX_ENTRIES, maxBytes: OUTBOX_MAX_BYTES, perSource: sourceShare(OUTBOX_MAX_ENTRIES) },
    retentionMs: LEAD_RETENTION_DAYS * DAY_MS,
  });
  return outbox;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * What one client may hold of the leads waiting: 5 % of the ceiling (500 of the default 10,000),
 * at least 10. A visitor who keeps to the forms' limits (5 messages per 10 minutes) reaches it
 * only after days of an API away; a flood from one client stops there and leaves room for the rest.
 */
export const sourceShare = (maxEntries: number) => Math.max(10, Math.ceil(maxEntries / 20));

export type Submitted =
  /**
   * Delivered now (`message`: the API's own words), or stored for the worker (`message` null);
   * `reference` is what the visitor quotes (none for a sign-up).
   */
  | { ok: true; message: string | null; reference: string | null }
  /** The API refused it at once: the visitor is still there to read why (nothing is kept). */
  | { ok: false; error: UpstreamError };

/**
 * Stores the lead, queues its e-mail alert, then tries the API once within
 * REQUEST_PATH_TIMEOUT_MS. Throws only when the lead could not be stored at all.
 * `source`: who sent it (platform/rate-limit.server.ts leadSource), for its share of the ceiling;
 * `origin`: where it came from (origin.server.ts), kept with it for the inbox and the analytics.
 */
export async function submitLead(lead: Lead, source?: string, origin?: LeadOrigin): Promise<Submitted> {
  const id = randomUUID();
  const receivedAt = Date.now();
  const reference =
    lead.kind === "newsletter" ? undefined : allocateReference(leadStore().dir, new Date(receivedAt), id);
  const received: ReceivedLead = {
    lead,
    receivedAt,
    ...(reference ? { reference } : {}),
    ...(origin ? { origin } : {}),
  };
  const box = leadOutbox();
  const entry = await box.put(received, id, source);
  const outcome = await box.attempt(entry, { dropRefused: true });
  if (outcome.result === "refused") return { ok: false, error: outcome.error as UpstreamError };
  // The alert and the visitor's acknowledgement wait in their own durable queues; sending them never holds up this answer.
  await queueLeadAlert(received, entry.id).catch((error: unknown) =>
    logNotSent(`Lead alert not queued for ${entry.id}`, error),
  );
  await queueAcknowledgement(received, entry.id).catch((error: unknown) =>
    logNotSent(`Acknowledgement not queued for ${entry.id}`, error),
  );
  const message = confirmations.get(entry.id) ?? null;
  confirmations.delete(entry.id);
  return { ok: true, message, reference: reference ?? null };
}

/**
 * The footer's sign-up through the outbox: the API's words when it answered now (a refusal
 * included, so the visitor can correct the address), the spec's thanks once the sign-up is stored.
 */
export async function subscribeThroughOutbox(email: string, source?: string): Promise<NewsletterResult> {
  try {
    const sent = await submitLead({ kind: "newsletter", email }, source);
    if (sent.ok) return { ok: true, message: sent.message ?? NEWSLETTER_MESSAGES.subscribed };
    return { ok: false, message: sent.error.serverMessage ?? NEWSLETTER_MESSAGES.failed };
  } catch (error) {
    logNotSent("Newsletter sign-up not stored", error);
    return { ok: false, message: NEWSLETTER_MESSAGES.failed };
  }
}

/**
 * One error line for a lead the site could not take, unless the outbox is full: that says so
 * itself, once a minute (outbox_full_total counts each), so a flood cannot flood the log too.
 */
export function logNotSent(what: string, error: unknown): void {
  if (error instanceof OutboxFullError) return;
  console.error(`${what}: ${messageOf(error)}`);
}

/** For the dashboard: how many leads wait for the API and how old the oldest is (ms). */
export function leadOutboxStatus(): { waiting: number; oldestMs: number; refused: number } {
  const stats = leadOutbox().stats();
  return { waiting: stats.pending, oldestMs: stats.oldestMs, refused: stats.refused };
}

/** Stops the lead and mail workers (a test's end, before its DATA_DIR goes): resolves once their ticks have ended. */
export async function stopLeadWorkers(): Promise<void> {
  await Promise.all([outbox?.stop(), stopLeadAlerts()]);
}

/** Starts the lead and alert workers (the server entry calls it once). */
export function startLeadWorkers(): void {
  const box = leadOutbox();
  const { REDIS_URL, LEAD_RETENTION_DAYS } = env();
  console.info(
    `Leads are kept on disk in ${leadStore().dir} (the site's record: delivered ones for ${LEAD_RETENTION_DAYS} days)${REDIS_URL ? "; Redis holds none of them" : ""}`,
  );
  void adoptRedisEntries("leads", leadStore()).finally(() => box.start(1_000));
  startLeadAlerts();
}

import type { Lead, ReceivedLead } from "~/schemas/lead";
import { NEWSLETTER_MESSAGES, type NewsletterResult } from "~/schemas/newsletter";
import { TIMEOUT, UpstreamError } from "~/services/client.server";
import { linesPayload, sendContactMessage } from "~/services/contact.server";
import { queueLeadAlert, startLeadAlerts } from "~/services/lead-alerts.server";
import { deliverSubscription } from "~/services/newsletter.server";
import { messageOf, Outbox, outboxStores, type Attempt } from "~/services/outbox.server";
import type { OutboxEntry } from "~/services/outbox-store.server";

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

function leadOutbox(): Outbox<ReceivedLead> {
  outbox ??= new Outbox<ReceivedLead>({
    queue: "leads",
    stores: outboxStores("leads"),
    deliver,
    backoff: { baseMs: 1_000, maxMs: 60_000 },
    log: console,
  });
  return outbox;
}

export type Submitted =
  /** Delivered now (`message`: the API's own words), or stored for the worker (`message` null). */
  | { ok: true; message: string | null }
  /** The API refused it at once: the visitor is still there to read why (nothing is kept). */
  | { ok: false; error: UpstreamError };

/**
 * Stores the lead, queues its e-mail alert, then tries the API once within
 * REQUEST_PATH_TIMEOUT_MS. Throws only when the lead could not be stored at all.
 */
export async function submitLead(lead: Lead): Promise<Submitted> {
  const received: ReceivedLead = { lead, receivedAt: Date.now() };
  const box = leadOutbox();
  const entry = await box.put(received);
  const outcome = await box.attempt(entry, { dropRefused: true });
  if (outcome.result === "refused") return { ok: false, error: outcome.error as UpstreamError };
  // The alert waits in its own durable queue; sending it never holds up this answer.
  await queueLeadAlert(received, entry.id).catch((error: unknown) =>
    console.error(`Lead alert not queued for ${entry.id}: ${messageOf(error)}`),
  );
  const message = confirmations.get(entry.id) ?? null;
  confirmations.delete(entry.id);
  return { ok: true, message };
}

/**
 * The footer's sign-up through the outbox: the API's words when it answered now (a refusal
 * included, so the visitor can correct the address), the spec's thanks once the sign-up is stored.
 */
export async function subscribeThroughOutbox(email: string): Promise<NewsletterResult> {
  try {
    const sent = await submitLead({ kind: "newsletter", email });
    if (sent.ok) return { ok: true, message: sent.message ?? NEWSLETTER_MESSAGES.subscribed };
    return { ok: false, message: sent.error.serverMessage ?? NEWSLETTER_MESSAGES.failed };
  } catch (error) {
    console.error(`Newsletter sign-up not stored: ${messageOf(error)}`);
    return { ok: false, message: NEWSLETTER_MESSAGES.failed };
  }
}

/** A lead the API refused for good, with its reason: what the inbox shows beside the API's leads. */
export interface HeldLead {
  id: string;
  lead: Lead;
  receivedAt: string;
  /** 'refused': the API turned it down (reason in `reason`); 'waiting': not delivered yet. */
  state: "refused" | "waiting";
  reason: string | null;
  attempts: number;
}

/** Leads the site holds: refused for good first, then those still waiting for the API, oldest first. */
export async function heldLeads(): Promise<HeldLead[]> {
  const box = leadOutbox();
  const view = (state: HeldLead["state"]) => (entry: OutboxEntry<ReceivedLead>) => ({
    id: entry.id,
    lead: entry.payload.lead,
    receivedAt: new Date(entry.payload.receivedAt).toISOString(),
    state,
    reason: entry.lastError ?? null,
    attempts: entry.attempts,
  });
  return [...(await box.refused()).map(view("refused")), ...(await box.pending()).map(view("waiting"))];
}

/** For the dashboard: how many leads wait for the API and how old the oldest is (ms). */
export async function leadOutboxStatus(): Promise<{ waiting: number; oldestMs: number; refused: number }> {
  const stats = await leadOutbox().refreshStats();
  return { waiting: stats.pending, oldestMs: stats.oldestMs, refused: stats.refused };
}

/** Starts the lead and alert workers (the server entry calls it once). */
export function startLeadWorkers(): void {
  const box = leadOutbox();
  box.start(1_000);
  void box.refreshStats().catch(() => undefined);
  startLeadAlerts();
}

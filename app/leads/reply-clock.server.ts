import { closeSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import { env } from "~/platform/env.server";
import { inboxLink, oneLine, queueStudioMail } from "~/leads/lead-alerts.server";
import { leadStore } from "~/leads/lead-outbox.server";
import { siteLeads, type SiteLead } from "~/leads/lead-record.server";
import { leadWork, replyClock, receivedMs, type InboxLead } from "~/leads/lead-work.server";
import { escapeHtml } from "~/leads/mail-text.server";
import { allPipelines, noteReminded, readPipeline } from "~/leads/pipeline.server";
import { sourceLabel, waitWords } from "~/utils/leads";
import { kindLabel } from "~/vocabulary/leads";

/**
 * The reply clock over the site's record of its leads (decision 021): one reminder to the studio for
 * a contact message or an enquiry still without a reply after REPLY_REMINDER_MINUTES of working time,
 * and the dashboard's figures (leads waiting, the oldest wait, the median first reply this week and
 * last, the value won this month).
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Leads older than this get no reminder (a site upgraded with a year of leads does not mail them all). */
const REMIND_WITHIN_MS = 7 * DAY;

const isQuestion = (lead: SiteLead) => lead.kind !== "newsletter";
const keyOf = (lead: SiteLead) => `${lead.kind}-${lead.id}`;
/** Still the studio's to answer: not marked replied or archived in the site's record. */
const open = (lead: SiteLead) => lead.status === "new" || lead.status === "read";

function reminderMail(lead: SiteLead, waited: number) {
  const who = `${lead.name ?? lead.email} <${lead.email}>`;
  const what = `${kindLabel(lead.kind)} from ${who}${lead.reference ? `, reference ${lead.reference}` : ""}`;
  const line = `${what}, received ${lead.created_at} UTC, has waited ${waitWords(waited)} of working time for a reply.`;
  const { SITE_URL } = env();
  const link = SITE_URL ? inboxLink(SITE_URL, lead.reference ?? lead.email) : null;
  return {
    subject: oneLine(`Waiting for a reply: ${lead.name ?? lead.email}${lead.reference ? ` (${lead.reference})` : ""}`),
    text: [line, ...(link ? ["", `In the inbox: ${link}`] : [])].join("\n"),
    html: [
      `<p>${escapeHtml(line)}</p>`,
      ...(link ? [`<p><a href="${escapeHtml(link)}">Open it in the inbox</a></p>`] : []),
    ].join("\n"),
  };
}

/**
 * Takes the one reminder a lead gets: a file created exclusively (`O_EXCL`) in the leads' folder, so
 * replicas sharing it (compose's `leads` volume) never both send it.
 */
function claimReminder(id: string): boolean {
  const folder = join(leadStore().dir, "reminded");
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  try {
    closeSync(openSync(join(folder, id), "wx", 0o600));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Sends one reminder for each lead that has waited past REPLY_REMINDER_MINUTES (claimed and marked
 * before the mail is queued, so a crash in between loses a reminder rather than sending two).
 * Resolves to how many were queued.
 */
export async function remindWaitingLeads(now = Date.now()): Promise<number> {
  const { SMTP_URL, REPLY_REMINDER_MINUTES } = env();
  if (!SMTP_URL || REPLY_REMINDER_MINUTES === 0) return 0;
  let sent = 0;
  for (const lead of siteLeads()) {
    const received = receivedMs(lead.created_at);
    if (!isQuestion(lead) || !open(lead) || now - received > REMIND_WITHIN_MS) continue;
    const key = keyOf(lead);
    const pipeline = readPipeline(key);
    if (pipeline.remindedAt !== null || pipeline.stage !== "new") continue;
    const { waiting } = replyClock(lead.kind, received, pipeline, now);
    if (waiting === null || waiting < REPLY_REMINDER_MINUTES) continue;
    if (!claimReminder(lead.id)) continue;
    noteReminded(key, now);
    await queueStudioMail(reminderMail(lead, waiting), `remind-${lead.id}`);
    sent++;
  }
  return sent;
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> = Promise.resolve();

/** Looks for leads to remind the studio of once a minute (with SMTP_URL and reminders on). */
export function startReplyReminders(): void {
  const { SMTP_URL, REPLY_REMINDER_MINUTES } = env();
  if (!SMTP_URL || REPLY_REMINDER_MINUTES === 0 || timer) return;
  timer = setInterval(() => {
    running = remindWaitingLeads().catch((error: unknown) =>
      console.error(`Reply reminders: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, MINUTE);
  timer.unref();
}

/** Stops the reminders (a test's end): resolves once a look in flight has ended. */
export async function stopReplyReminders(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}

export interface ReplyFigures {
  /** Contact messages and enquiries still waiting for a first reply. */
  waiting: number;
  /** The longest of those waits, in working minutes. */
  oldestWait: number | null;
  /** The median working minutes to a first reply of the leads received this week (from Monday) and last. */
  medianThisWeek: number | null;
  medianLastWeek: number | null;
  /** GHS won this month (by when each lead was moved to Won). */
  wonThisMonth: number;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The dashboard's reply figures over `leads`, the inbox's own list (the API's, or the site's record),
 * each read with its work (lead-work.server.ts), and the value won from every pipeline (Accra keeps UTC).
 */
export function replyFigures(
  leads: readonly (InboxLead & { created_at: string; status: string })[],
  now = Date.now(),
): ReplyFigures {
  const today = new Date(now);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const thisWeek = midnight - ((today.getUTCDay() + 6) % 7) * DAY;
  const lastWeek = thisWeek - 7 * DAY;
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const waits: number[] = [];
  const firstReplies = { this: [] as number[], last: [] as number[] };
  for (const lead of leads) {
    if (lead.kind === "newsletter") continue;
    const received = receivedMs(lead.created_at);
    const { pipeline, clock: reply } = leadWork(lead, now);
    const open = lead.status === "new" || lead.status === "read";
    if (reply.waiting !== null && open && pipeline.stage === "new") waits.push(reply.waiting);
    if (reply.firstReply === null) continue;
    if (received >= thisWeek) firstReplies.this.push(reply.firstReply);
    else if (received >= lastWeek) firstReplies.last.push(reply.firstReply);
  }
  let wonThisMonth = 0;
  for (const pipeline of allPipelines().values()) {
    if (pipeline.stage === "won" && pipeline.value !== null && (pipeline.wonAt ?? 0) >= monthStart) {
      wonThisMonth += pipeline.value;
    }
  }
  return {
    waiting: waits.length,
    oldestWait: waits.length ? Math.max(...waits) : null,
    medianThisWeek: median(firstReplies.this),
    medianLastWeek: median(firstReplies.last),
    wonThisMonth: Math.round(wonThisMonth * 100) / 100,
  };
}

/** One row of the analytics page's lead sources: how many leads, how many won and for how much. */
export interface SourceRow {
  name: string;
  leads: number;
  won: number;
  wonValue: number;
}

/** How far back the analytics page counts leads by page and source. */
const SOURCES_DAYS = 90;

/**
 * Contact messages and enquiries of the last 90 days by the page their form was sent from and by
 * source (campaign, referring site, Direct), with the leads won and their value: from the site's
 * record and its pipelines (leads kept from before origins were count as 'Not recorded').
 */
export function leadSources(now = Date.now()): { byPage: SourceRow[]; bySource: SourceRow[]; days: number } {
  const byPage = new Map<string, SourceRow>();
  const bySource = new Map<string, SourceRow>();
  const add = (table: Map<string, SourceRow>, name: string, won: number | null) => {
    const row = table.get(name) ?? { name, leads: 0, won: 0, wonValue: 0 };
    row.leads += 1;
    if (won !== null) {
      row.won += 1;
      row.wonValue = Math.round((row.wonValue + won) * 100) / 100;
    }
    table.set(name, row);
  };
  for (const lead of siteLeads()) {
    if (!isQuestion(lead) || now - receivedMs(lead.created_at) > SOURCES_DAYS * DAY) continue;
    const pipeline = readPipeline(keyOf(lead));
    const won = pipeline.stage === "won" ? (pipeline.value ?? 0) : null;
    add(byPage, lead.origin ? lead.origin.page.split("?")[0] : "Not recorded", won);
    add(bySource, lead.origin ? sourceLabel(lead.origin) : "Not recorded", won);
  }
  const ranked = (table: Map<string, SourceRow>) =>
    [...table.values()].sort((a, b) => b.leads - a.leads || b.wonValue - a.wonValue).slice(0, 10);
  return { byPage: ranked(byPage), bySource: ranked(bySource), days: SOURCES_DAYS };
}

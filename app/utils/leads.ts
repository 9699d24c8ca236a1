import type { Lead } from "~/schemas/leads";
import { CONTACT_SUBJECTS } from "~/schemas/contact";
import { LEAD_KINDS, LEAD_STAGES, STATUS_FILTERS } from "~/vocabulary/leads";
import { formatMoney } from "~/vocabulary/money";

/** A lead as the inbox shows it, from the API (numeric id) or the site's own record (its outbox id). */
/** A lead as the inbox reads it; `reference` where the site's own record has one (decision 013). */
export type LeadView = Omit<Lead, "id"> & { reference?: string | null };

/** What the inbox shows of a lead, and the Reply link and CSV export it offers. */

export function subjectLabel(subject: string | null | undefined): string {
  if (!subject) return "";
  return CONTACT_SUBJECTS.find((option) => option.value === subject)?.label ?? subject;
}

/** The lead's one-line summary in the list. */
export function leadSummary(lead: LeadView): string {
  if (lead.kind === "newsletter") return "Signed up for the newsletter";
  if (lead.kind === "enquiry" && lead.total !== null && lead.total !== undefined) {
    const items = (lead.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);
    return `${items} ${items === 1 ? "item" : "items"}, ${formatMoney(lead.total)}`;
  }
  const firstLine = (lead.message ?? "").split("\n").find((line) => line.trim()) ?? "";
  return firstLine.length > 90 ? `${firstLine.slice(0, 89)}…` : firstLine;
}

const QUOTE_LIMIT = 2000;

/**
 * The visitor's message as a mail client quotes it ('On … wrote:', then `> ` before each line), cut
 * at `limit` characters; '' without a message.
 */
export function quotedMessage(lead: LeadView, limit = Infinity): string {
  if (!lead.message) return "";
  const message = lead.message.length > limit ? `${lead.message.slice(0, limit)}…` : lead.message;
  const quoted = message
    .split("\n")
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");
  return `On ${lead.created_at} UTC, ${lead.name ?? lead.email} wrote:\n${quoted}`;
}

/**
 * 'Reply': a mailto link to the visitor with 'Re: <subject>' and their message quoted
 * (`> ` before each line), cut at 2000 characters so the link stays within what mail apps take.
 */
export function replyHref(lead: LeadView): string {
  const subject =
    lead.kind === "newsletter"
      ? "Aniwa Studio newsletter"
      : `Re: ${lead.kind === "enquiry" ? "Your enquiry" : subjectLabel(lead.subject) || "Your message"} — Aniwa Studio`;
  const greeting = lead.name ? `Dear ${lead.name},\n\n\n\n` : "";
  let body = greeting;
  if (lead.message) body += `${quotedMessage(lead, QUOTE_LIMIT)}\n`;
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, "@")}?${params.join("&")}`;
}

/**
 * One CSV cell: quoted, quotes doubled, and a cell a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) prefixed with a quote mark.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvRow = (cells: ReadonlyArray<string | number | null | undefined>) => cells.map(csvCell).join(",");

const WORK_COLUMNS = ["Stage", "Value won (GHS)", "First reply (working minutes)", "Source"] as const;

const COLUMNS = {
  newsletter: ["Email", "Status", "Signed up (UTC)"],
  contact: ["Received (UTC)", "Status", "Name", "Email", "Project type", "Message", ...WORK_COLUMNS],
  enquiry: ["Received (UTC)", "Status", "Name", "Email", "Lines", "Total (GHS)", "Message", ...WORK_COLUMNS],
} as const;

/** What the CSV carries of a lead's work (app/leads/lead-work.server.ts, workOfList). */
export interface LeadWorkCells {
  pipeline: { stage: string; value: number | null };
  clock: { firstReply: number | null };
  source: string;
}

const linesText = (lead: LeadView) =>
  (lead.lines ?? [])
    .map(
      (line) => `${line.quantity} × ${line.name} at ${formatMoney(line.unit_price)} = ${formatMoney(line.line_total)}`,
    )
    .join("; ");

/**
 * The CSV of one kind of lead, header first, lines ending CRLF (RFC 4180); a contact's or an
 * enquiry's work (`work`, in the leads' order: stage, value won, first reply, source) as its last columns.
 */
export function leadsCsv(
  kind: Lead["kind"],
  leads: readonly LeadView[],
  work: readonly (LeadWorkCells | undefined)[] = [],
): string {
  const rows = leads.map((lead, index) => {
    if (kind === "newsletter") return csvRow([lead.email, lead.status, lead.created_at]);
    const pipeline = work[index]?.pipeline;
    const stage = [
      LEAD_STAGES.find((s) => s.value === pipeline?.stage)?.label ?? "New",
      pipeline?.value === null || pipeline?.value === undefined ? "" : pipeline.value.toFixed(2),
      work[index]?.clock.firstReply ?? "",
      work[index]?.source ?? "",
    ];
    if (kind === "contact") {
      return csvRow([
        lead.created_at,
        lead.status,
        lead.name,
        lead.email,
        subjectLabel(lead.subject),
        lead.message,
        ...stage,
      ]);
    }
    const total = lead.total === null || lead.total === undefined ? "" : lead.total.toFixed(2);
    return csvRow([
      lead.created_at,
      lead.status,
      lead.name,
      lead.email,
      linesText(lead),
      total,
      lead.message,
      ...stage,
    ]);
  });
  return [csvRow(COLUMNS[kind]), ...rows].map((row) => `${row}\r\n`).join("");
}

/** 'aniwa-newsletter-sign-ups-2026-11-26.csv'. */
export function csvFileName(kind: Lead["kind"], date: string): string {
  const plural = LEAD_KINDS.find((k) => k.value === kind)?.plural ?? kind;
  return `aniwa-${plural.toLowerCase().replace(/[^a-z]+/g, "-")}-${date}.csv`;
}

export const INBOX = "/dashboard/inbox/";
export const INBOX_SEARCH = "search";

/** The inbox's filters as its URL holds them: `?kind=`, `?status=` (default 'open'), `?stage=` (any) and `?search=`. */
export function inboxFilters(params: URLSearchParams) {
  const kindParam = params.get("kind") ?? "";
  const kind = LEAD_KINDS.find((k) => k.value === kindParam)?.value;
  const statusParam = params.get("status") ?? "";
  const status = STATUS_FILTERS.find((filter) => filter.key === statusParam) ?? STATUS_FILTERS[0];
  const stage = LEAD_STAGES.find((s) => s.value === params.get("stage"))?.value;
  return {
    kind,
    status: status.key,
    statuses: status.statuses,
    stage,
    search: (params.get(INBOX_SEARCH) ?? "").trim(),
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '2026-11-26 14:05:09' (UTC, which is Accra time) → '26 Nov 2026, 14:05'; other text as it comes. */
export function receivedLabel(sql: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(sql);
  if (!match) return sql;
  const [, year, month, day, hour, minute] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}, ${hour}:${minute}`;
}

/** '45 min', '1 h 05 min', '2 d 3 h': a wait on the reply clock (working minutes). */
export function waitWords(minutes: number): string {
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(Math.round(minutes % 60)).padStart(2, "0")} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** What the inbox, its CSV and the analytics say of where a lead came from. */
interface OriginWords {
  referrer: string | null;
  campaign: { source: string | null; medium: string | null };
}

/**
 * A lead's source in a word or two: its campaign ('instagram / social'), else the site the visit
 * came from ('google.com'), else 'Direct'; '' when the site does not know (a lead it did not receive,
 * or one from before it kept origins).
 */
export function sourceLabel(origin: OriginWords | null | undefined): string {
  if (!origin) return "";
  const { source, medium } = origin.campaign;
  if (source) return medium ? `${source} / ${medium}` : source;
  if (origin.referrer) {
    try {
      return new URL(origin.referrer).hostname.replace(/^www\./, "");
    } catch {
      return "";
    }
  }
  return "Direct";
}

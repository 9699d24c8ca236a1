import { z } from "zod";
import type { Db } from "./db";
import { HttpError } from "./http";

/**
 * Leads (our extension, docs/api-contract.md): contact messages, shop enquiries (contact messages that carry the basket's
 * lines) and newsletter sign-ups, read and moved along by the admin inbox through the calls in
 * routes/leads.ts. Written down in docs/api-contract.md ('Leads', our extension).
 */

export const LEAD_KINDS = ["contact", "enquiry", "newsletter"] as const;
export const LEAD_STATUSES = ["new", "read", "replied", "archived"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The message the site builds for an enquiry starts so (app/utils/enquiry.ts). */
const ENQUIRY_PREFIX = "Order enquiry from the shop:";

const lineSchema = z.object({
  product_id: z.number().int().positive().nullable().optional(),
  name: z.string().max(200),
  sku: z.string().max(64).optional().default(""),
  quantity: z.number().int().min(1).max(10_000),
  unit_price: z.number().min(0).max(100_000_000),
  line_total: z.number().min(0).max(1_000_000_000),
});
export type EnquiryLine = z.output<typeof lineSchema>;

/**
 * The enquiry's lines sent beside the message (`lines`, our extension). Anything malformed is
 * dropped rather than refused: the message itself already names every line, and a lead is never
 * turned away for an extra.
 */
export const enquiryLinesField = z
  .unknown()
  .optional()
  .transform((value) => {
    const parsed = z.array(lineSchema).min(1).max(50).safeParse(value);
    return parsed.success ? parsed.data : null;
  });

/** After a contact message is stored: mark it an enquiry (with its lines) when it is one. */
export function classifyContactMessage(
  db: Db,
  id: number | bigint,
  input: { subject: string; message: string; lines?: EnquiryLine[] | null; reference?: string | null },
): void {
  if (input.reference) db.prepare("UPDATE contact_messages SET reference = ? WHERE id = ?").run(input.reference, id);
  const enquiry =
    Boolean(input.lines) || (input.subject === "product-design" && input.message.startsWith(ENQUIRY_PREFIX));
  if (!enquiry) return;
  db.prepare("UPDATE contact_messages SET kind = 'enquiry', lines = ? WHERE id = ?").run(
    input.lines ? JSON.stringify(input.lines) : null,
    id,
  );
}

export interface LeadRow {
  id: number;
  kind: LeadKind;
  status: string;
  name: string | null;
  email: string;
  subject: string | null;
  message: string | null;
  lines: string | null;
  reference: string | null;
  created_at: string;
  updated_at: string | null;
}

/** Both tables as one list of leads, for filtering and paging in SQL. */
export const LEADS_SQL = `
  SELECT id, kind, status, name, email, subject, message, lines, reference, created_at, updated_at FROM contact_messages
  UNION ALL
  SELECT id, 'newsletter' AS kind, status, NULL, email, NULL, NULL, NULL, NULL, created_at, updated_at FROM newsletter_subscribers`;

const pesewas = (amount: number) => Math.round(amount * 100);

export function toLead(row: LeadRow) {
  let lines: EnquiryLine[] | null = null;
  if (row.lines) {
    const parsed = z.array(lineSchema).safeParse(JSON.parse(row.lines));
    lines = parsed.success ? parsed.data : null;
  }
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    lines,
    total: lines ? lines.reduce((sum, line) => sum + pesewas(line.line_total), 0) / 100 : null,
    reference: row.reference,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Reads `name` as one of `allowed` (400 naming them otherwise); absent or empty: undefined. */
export function oneOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const value = query.get(name)?.trim();
  if (!value) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new HttpError(400, `${name} must be one of ${allowed.join(", ")}`);
  }
  return value as T;
}

/** `status=new,read`: one or more statuses, comma-separated (400 for an unknown one). */
export function statusList(query: URLSearchParams): string[] {
  const raw = query.get("status")?.trim();
  if (!raw) return [];
  const statuses = raw.split(",").map((status) => status.trim());
  for (const status of statuses) {
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) {
      throw new HttpError(400, `status must be one or more of ${LEAD_STATUSES.join(", ")}, comma-separated`);
    }
  }
  return statuses;
}

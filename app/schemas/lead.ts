/**
 * A lead as the outbox keeps it until the studio API has it (app/leads/lead-outbox.server.ts)
 * and as its e-mail alert tells it (app/leads/lead-alerts.server.ts). `api` is the body posted to the
 * API, so a retry after a restart sends exactly what the visitor sent.
 */
import type { ContactMessage } from "~/schemas/contact";

export interface LeadLine {
  id: number;
  name: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export type Lead =
  | {
      kind: "contact";
      name: string;
      email: string;
      subject: ContactMessage["subject"];
      message: string;
    }
  | {
      kind: "enquiry";
      name: string;
      email: string;
      subject: ContactMessage["subject"];
      /** The message built from the basket (what the API stores). */
      message: string;
      lines: LeadLine[];
      /** In GHS. */
      total: number;
    }
  | { kind: "newsletter"; email: string };

export type LeadKind = Lead["kind"];

/** A lead and when the visitor sent it (epoch ms), with the reference the visitor was given (not for sign-ups). */
export interface ReceivedLead {
  lead: Lead;
  receivedAt: number;
  reference?: string;
}

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

/**
 * Where a lead came from (app/leads/origin.server.ts), cookie-free: the page its form was sent from,
 * and, where the browser ran the site's script, the visit's first page and referrer (else none);
 * the campaign of the visit (`utm_*`), or of the form's page without the script.
 */
export interface LeadOrigin {
  page: string;
  landing: string | null;
  referrer: string | null;
  campaign: { source: string | null; medium: string | null; campaign: string | null };
}

/** A lead and when the visitor sent it (epoch ms), with the reference the visitor was given (not for sign-ups). */
export interface ReceivedLead {
  lead: Lead;
  receivedAt: number;
  reference?: string;
  origin?: LeadOrigin;
}

/**
 * The hidden fields a lead's form carries for its origin, filled as it is sent by the analytics
 * script from what it kept of the visit (components/analytics/tracker.ts), empty without it.
 */
export const VISIT_FIELDS = ["visit_landing", "visit_referrer", "utm_source", "utm_medium", "utm_campaign"] as const;

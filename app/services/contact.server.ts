import { contactResponseSchema } from "~/schemas/api";
import { CONTACT_MESSAGES, type ContactMessage } from "~/schemas/contact";
import type { LeadLine } from "~/schemas/lead";
import { TIMEOUT, upstream, UpstreamError } from "~/services/client.server";

const PATH = "contacts/saleslist.php";

/** An enquiry's line sent beside its message (our extension, ignored by an API that does not know it). */
export interface LeadLinePayload {
  product_id: number;
  name: string;
  sku: string;
  quantity: number;
  unit_price: number;
  line_total: number;
}

/** An enquiry's lines as the API takes them beside the message (docs/api-contract.md, 'Leads'). */
export const linesPayload = (lines: readonly LeadLine[]): LeadLinePayload[] =>
  lines.map((line) => ({
    product_id: line.id,
    name: line.name,
    sku: line.sku,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    line_total: line.lineTotal,
  }));

/**
 * Sends a contact message (public-site §7: 10 s timeout, 201 is success).
 * Resolves to the API's message for the success alert; any other answer
 * throws an UpstreamError for contactErrorMessage().
 */
export async function sendContactMessage(
  message: ContactMessage & { lines?: LeadLinePayload[]; reference?: string },
  { idempotencyKey, timeoutMs = TIMEOUT.short }: { idempotencyKey?: string; timeoutMs?: number } = {},
): Promise<string> {
  const { data, status } = await upstream({
    path: PATH,
    method: "POST",
    // The outbox's key, as a header and a field (docs/api-contract.md): a retry makes no second row.
    json: idempotencyKey ? { ...message, idempotency_key: idempotencyKey } : message,
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
    schema: contactResponseSchema,
    timeoutMs,
  });
  if (status !== 201 && String(data.status) !== "201") {
    throw new UpstreamError("status", `HTTP ${status} from ${PATH}`, status, data.message?.trim() || undefined);
  }
  return data.message?.trim() || CONTACT_MESSAGES.success;
}

/**
 * Public-site §8: the server's message when it sent one, 'Failed to send
 * message' when it answered without one, and 'Failed to send message. Please
 * try again later.' when no usable answer came (timeout, network, a broken
 * body, or our own credentials refused, which the visitor cannot fix).
 */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof UpstreamError && error.kind === "status") {
    return error.serverMessage ?? CONTACT_MESSAGES.failed;
  }
  return CONTACT_MESSAGES.failedLater;
}

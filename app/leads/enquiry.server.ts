import type { LeadOrigin } from "~/schemas/lead";
import { CONTACT_MESSAGES } from "~/schemas/contact";
import { ENQUIRY_MESSAGES, type EnquiryForm } from "~/schemas/enquiry";
import { submitLead } from "~/leads/lead-outbox.server";
import { getProduct, listAllProducts, readWholeCatalogue } from "~/services/products.server";
import type { BasketLine } from "~/basket/basket.server";
import { buildEnquiryMessage, enquiryTotal, resolveLines, type EnquiryLine } from "~/utils/enquiry";
import { isInStock, isPublished, maxQuantity } from "~/utils/products";

/**
 * The enquiry's calls to the API: the product a visitor adds (read fresh, so
 * drafts and sold-out pieces are refused), the basket as it is now, and the
 * one message sent through the contact API (docs/api-contract.md).
 */

/** The contact API's subject closest to a shop order (one of its six values). */
export const ENQUIRY_SUBJECT = "product-design";

export type Addable = { ok: true; id: number; max: number } | { ok: false; message: string };

/** Whether a product can go into the basket, and its stock cap. Upstream failures throw. */
export async function addableProduct(id: number): Promise<Addable> {
  const product = await getProduct(id);
  if (!product) return { ok: false, message: ENQUIRY_MESSAGES.gone };
  if (!isPublished(product)) return { ok: false, message: ENQUIRY_MESSAGES.draft };
  if (!isInStock(product)) return { ok: false, message: ENQUIRY_MESSAGES.outOfStock };
  return { ok: true, id: product.id, max: maxQuantity(product) };
}

/** Whether a product may be saved to the wishlist: it exists and is published. */
export async function wishableProduct(id: number): Promise<boolean> {
  const product = await getProduct(id);
  return product !== null && isPublished(product);
}

/** The basket's lines resolved against the catalogue as the API has it now (no cache). */
export async function currentLines(lines: readonly BasketLine[]): Promise<EnquiryLine[]> {
  if (lines.length === 0) return [];
  return resolveLines(lines, await readWholeCatalogue());
}

export interface SentEnquiry {
  message: string;
  /** The API's confirmation ('Message sent successfully! …'). */
  confirmation: string;
  /** What the visitor quotes (AN-2611-0042). */
  reference: string | null;
  lines: EnquiryLine[];
  total: number;
}

/**
 * Builds the message from the basket as it is now and sends it. Throws
 * UpstreamError (for contactErrorMessage) when reading or sending fails, and
 * an Error with ENQUIRY_MESSAGES.nothingAvailable when no line can be ordered.
 */
export async function sendEnquiry(
  form: EnquiryForm,
  basket: readonly BasketLine[],
  source?: string,
  origin?: LeadOrigin,
): Promise<SentEnquiry> {
  let lines: EnquiryLine[];
  try {
    lines = await currentLines(basket);
  } catch (error) {
    // The API is away: the shop's cached catalogue prices the enquiry, which the outbox then holds.
    lines = resolveLines(basket, await listAllProducts().catch(() => Promise.reject(error)));
  }
  if (!lines.some((line) => line.state === "available")) throw new NothingToOrderError();
  const message = buildEnquiryMessage(lines, form);
  const available = lines.filter((line) => line.state === "available");
  const total = enquiryTotal(lines);
  // Stored in the outbox before the visitor is answered (DESIGN rule 9); a refusal now throws for contactErrorMessage.
  const sent = await submitLead(
    {
      kind: "enquiry",
      name: form.name,
      email: form.email,
      subject: ENQUIRY_SUBJECT,
      message,
      lines: available.map(({ id, name, sku, quantity, unitPrice, lineTotal }) => ({
        id,
        name: name ?? `product #${id}`,
        sku,
        quantity,
        unitPrice,
        lineTotal,
      })),
      total,
    },
    source,
    origin,
  );
  if (!sent.ok) throw sent.error;
  return {
    message,
    confirmation: sent.message ?? CONTACT_MESSAGES.success,
    reference: sent.reference,
    lines: available,
    total,
  };
}

export class NothingToOrderError extends Error {
  constructor() {
    super(ENQUIRY_MESSAGES.nothingAvailable);
  }
}

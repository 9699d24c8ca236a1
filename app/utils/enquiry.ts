import type { Product } from "~/schemas/api";
import { DELIVERY_AREAS, type DeliveryArea } from "~/vocabulary/delivery-areas";
import { formatMoney } from "~/vocabulary/money";
import { effectivePrice, isInStock, isOnSale, isPublished, maxQuantity } from "~/utils/products";

/**
 * The basket as it is now: each cookie line (id, quantity) resolved against
 * the catalogue just read from the API, and the one message the studio gets.
 */

type LineState = "available" | "out_of_stock" | "unavailable";

export interface EnquiryLine {
  id: number;
  state: LineState;
  /** Null when the product is gone (deleted or unpublished). */
  name: string | null;
  sku: string;
  image: string | null;
  price: number;
  /** The sale price when the product is on sale, else null. */
  salePrice: number | null;
  /** What one costs now (the sale price where there is one). */
  unitPrice: number;
  /** The quantity counted: the stored one, capped at the stock. */
  quantity: number;
  /** The most the stepper allows (the stock, as Quick View bounds it). */
  maxQuantity: number;
  /** unitPrice × quantity; 0 for a line that is not available. */
  lineTotal: number;
}

/** Cedis to pesewas and back, so totals add up without floating-point drift. */
const toPesewas = (amount: number) => Math.round(amount * 100);

export function resolveLines(
  lines: ReadonlyArray<{ id: number; quantity: number }>,
  catalogue: readonly Product[],
): EnquiryLine[] {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  return lines.map(({ id, quantity }) => {
    const product = byId.get(id);
    if (!product || !isPublished(product)) {
      return {
        id,
        state: "unavailable",
        name: null,
        sku: "",
        image: null,
        price: 0,
        salePrice: null,
        unitPrice: 0,
        quantity,
        maxQuantity: quantity,
        lineTotal: 0,
      };
    }
    const state: LineState = isInStock(product) ? "available" : "out_of_stock";
    const max = maxQuantity(product);
    const counted = Math.min(quantity, max);
    const unitPrice = effectivePrice(product);
    return {
      id,
      state,
      name: product.name,
      sku: product.sku,
      image: product.image,
      price: product.price,
      salePrice: isOnSale(product) ? product.sale_price : null,
      unitPrice,
      quantity: counted,
      maxQuantity: max,
      lineTotal: state === "available" ? (toPesewas(unitPrice) * counted) / 100 : 0,
    };
  });
}

/** The total in GHS of the lines that can be ordered. */
export function enquiryTotal(lines: readonly EnquiryLine[]): number {
  return lines.reduce((sum, line) => sum + (line.state === "available" ? toPesewas(line.lineTotal) : 0), 0) / 100;
}

export interface EnquiryContact {
  name: string;
  email: string;
  phone?: string;
  area?: DeliveryArea;
  note?: string;
}

/** The API keeps at most 5000 characters of a message; names are cut so 20 lines always fit. */
export const MESSAGE_LIMIT = 5000;
const NAME_LIMIT = 70;
const SKU_LIMIT = 32;

const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/**
 * The message sent to contacts/saleslist.php: every orderable line with its
 * SKU, quantity, unit and line price, the total in GHS, then the visitor's
 * phone, delivery area and note. Lines that cannot be ordered are named
 * apart, so the studio knows what was wanted.
 */
export function buildEnquiryMessage(lines: readonly EnquiryLine[], contact: EnquiryContact): string {
  const available = lines.filter((line) => line.state === "available");
  const items = available.reduce((sum, line) => sum + line.quantity, 0);
  const out: string[] = [`Order enquiry from the shop: ${items} ${items === 1 ? "item" : "items"}`, ""];
  available.forEach((line, index) => {
    const sku = line.sku ? ` (SKU ${cut(line.sku, SKU_LIMIT)})` : "";
    out.push(
      `${index + 1}. ${cut(line.name ?? "", NAME_LIMIT)}${sku}: ${line.quantity} × ${formatMoney(line.unitPrice)} = ${formatMoney(line.lineTotal)}`,
    );
  });
  out.push("", `Total: ${formatMoney(enquiryTotal(lines))}`);

  const missing = lines.filter((line) => line.state !== "available");
  if (missing.length) {
    const names = missing.map((line) => (line.name ? cut(line.name, NAME_LIMIT) : `product #${line.id}`));
    out.push(`Not included (no longer available): ${names.join(", ")}`);
  }

  const area = DELIVERY_AREAS.find((option) => option.value === contact.area)?.label;
  const details = [contact.phone ? `Phone: ${contact.phone}` : null, area ? `Delivery: ${area}` : null];
  if (details.some(Boolean)) out.push("", ...details.filter((line): line is string => line !== null));
  if (contact.note) out.push("", "Note:", contact.note);
  return cut(out.join("\n"), MESSAGE_LIMIT);
}

/** What the confirmation page shows of an enquiry just sent. */
export interface SentSummary {
  email: string;
  confirmation: string;
  reference?: string | null;
  total: number;
  lines: Array<{ id: number; name: string; sku: string; quantity: number; unitPrice: number; lineTotal: number }>;
}

import { z } from "zod";
import { contactSchema } from "~/schemas/contact";

/**
 * The order enquiry sent from the basket page: name and email with the
 * contact form's own rules and messages, then an optional phone (Ghana
 * formats, or any number in international form), delivery area and note.
 */

export const DELIVERY_AREAS = [
  { value: "accra", label: "In Accra" },
  { value: "ghana", label: "Elsewhere in Ghana" },
  { value: "abroad", label: "Outside Ghana" },
] as const;
export type DeliveryArea = (typeof DELIVERY_AREAS)[number]["value"];
const AREA_VALUES = DELIVERY_AREAS.map((area) => area.value) as [DeliveryArea, ...DeliveryArea[]];

export const ENQUIRY_MESSAGES = {
  phone: "Please enter a valid phone number, e.g. 024 123 4567 or +233 24 123 4567",
  area: "Please choose a delivery area from the list",
  note: "Please keep your note under 1500 characters",
  empty: "Your enquiry is empty: add a product from the shop first.",
  nothingAvailable: "None of the products in your enquiry can be ordered now.",
  added: "Added to your enquiry",
  full: "Your enquiry holds 20 products at most: send it or remove one first.",
  wishlistFull: "Your wishlist holds 50 products at most: remove one first.",
  gone: "This product is no longer available.",
  outOfStock: "This product is out of stock.",
  draft: "This product is not for sale yet.",
  unreachable: "Failed to load products. Please try again later.",
} as const;

/** Spaces, dashes, dots and brackets are how people write numbers; they are dropped before the check. */
const phoneDigits = (value: string) => value.replace(/[\s\-.()]/g, "");
// 0XX XXX XXXX, +233 XX XXX XXXX, 233…, 00233…; or another country's number as +… (E.164).
const GHANA_PHONE = /^(?:0|\+233|00233|233)[2-5]\d{8}$/;
const INTERNATIONAL_PHONE = /^\+(?!233)[1-9]\d{7,14}$/;

export const isPhoneNumber = (value: string) => {
  const digits = phoneDigits(value);
  return GHANA_PHONE.test(digits) || INTERNATIONAL_PHONE.test(digits);
};

const optionalText = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

export const enquirySchema = contactSchema.pick({ name: true, email: true }).extend({
  phone: optionalText(z.string().trim().max(30, ENQUIRY_MESSAGES.phone).refine(isPhoneNumber, ENQUIRY_MESSAGES.phone)),
  area: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(AREA_VALUES, { errorMap: () => ({ message: ENQUIRY_MESSAGES.area }) }).optional(),
  ),
  note: optionalText(z.string().trim().max(1500, ENQUIRY_MESSAGES.note)),
});
export type EnquiryForm = z.infer<typeof enquirySchema>;

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** A basket or wishlist change posted by a card, Quick View, a basket line or the wishlist. */
export const basketChangeSchema = z.object({
  productId: positiveId,
  // Out-of-range or broken quantities are brought into 1..99; the stock caps them later.
  quantity: z.coerce
    .number()
    .catch(1)
    .transform((n) => (Number.isFinite(n) ? Math.min(Math.max(1, Math.trunc(n)), 99) : 1)),
});

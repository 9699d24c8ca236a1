import { z } from "zod";
import { contactSchema } from "~/schemas/contact";
import {
  DELIVERY_AREAS,
  ENQUIRY_MESSAGES,
  isPhoneNumber,
  NOTE_MAX,
  PHONE_MAX,
  type DeliveryArea,
} from "~/schemas/enquiry-checks";

/**
 * The order enquiry sent from the basket page, as the server validates it. The page checks
 * the same rules without zod (~/schemas/enquiry-checks, which also holds the options and
 * messages).
 */
export { DELIVERY_AREAS, ENQUIRY_MESSAGES, isPhoneNumber, type DeliveryArea };

const AREA_VALUES = DELIVERY_AREAS.map((area) => area.value) as [DeliveryArea, ...DeliveryArea[]];

const optionalText = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

export const enquirySchema = contactSchema.pick({ name: true, email: true }).extend({
  phone: optionalText(
    z.string().trim().max(PHONE_MAX, ENQUIRY_MESSAGES.phone).refine(isPhoneNumber, ENQUIRY_MESSAGES.phone),
  ),
  area: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(AREA_VALUES, { errorMap: () => ({ message: ENQUIRY_MESSAGES.area }) }).optional(),
  ),
  note: optionalText(z.string().trim().max(NOTE_MAX, ENQUIRY_MESSAGES.note)),
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

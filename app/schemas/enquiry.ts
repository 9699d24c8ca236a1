import * as z from "zod/v4-mini";
import { isSingleLine, personShape } from "~/schemas/contact";
import { DELIVERY_AREAS } from "~/vocabulary/delivery-areas";
import { valuesOf } from "~/vocabulary/choices";

/**
 * The order enquiry sent from the basket page: name and email with the contact form's own rules
 * and messages, then an optional phone (Ghana formats, or any number in international form),
 * delivery area and note. One schema, used by the page (loaded when the form is first used:
 * `useCheckedForm` in components/fields.tsx) and the server.
 */

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

export const PHONE_MAX = 30;
export const NOTE_MAX = 1500;

/** Spaces, dashes, dots and brackets are how people write numbers; they are dropped before the check. */
const phoneDigits = (value: string) => value.replace(/[\s\-.()]/g, "");
// 0XX XXX XXXX, +233 XX XXX XXXX, 233…, 00233…; or another country's number as +… (E.164).
const GHANA_PHONE = /^(?:0|\+233|00233|233)[2-5]\d{8}$/;
const INTERNATIONAL_PHONE = /^\+(?!233)[1-9]\d{7,14}$/;

export const isPhoneNumber = (value: string) => {
  // Spaces are dropped before the check, line breaks are not spaces here.
  if (!isSingleLine(value)) return false;
  const digits = phoneDigits(value);
  return GHANA_PHONE.test(digits) || INTERNATIONAL_PHONE.test(digits);
};

/** A field left blank (or only spaces) is left out; otherwise `schema` checks it. */
const optionalText = <T extends z.ZodMiniType<string, string>>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value)),
    z.optional(schema),
  );

const AREA_VALUES = valuesOf(DELIVERY_AREAS);

export const enquirySchema = z.object({
  ...personShape,
  phone: optionalText(
    z
      .string()
      .check(z.trim(), z.maxLength(PHONE_MAX, ENQUIRY_MESSAGES.phone), z.refine(isPhoneNumber, ENQUIRY_MESSAGES.phone)),
  ),
  area: z.optional(z.enum(AREA_VALUES, { error: ENQUIRY_MESSAGES.area })),
  note: optionalText(z.string().check(z.trim(), z.maxLength(NOTE_MAX, ENQUIRY_MESSAGES.note))),
});
export type EnquiryForm = z.infer<typeof enquirySchema>;

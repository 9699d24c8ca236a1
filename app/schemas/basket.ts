import { z } from "zod";

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

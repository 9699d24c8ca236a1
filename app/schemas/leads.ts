import { z } from "zod";

/**
 * The answers of the inbox's lead calls (our extension, docs/api-contract.md 'Leads'). Classic
 * zod like schemas/api.ts: only admin pages load it.
 */

const money = z.coerce.number().finite();

export const leadLineSchema = z.object({
  product_id: z.coerce.number().int().nullish(),
  name: z.string(),
  sku: z.string().nullish(),
  quantity: z.coerce.number().int(),
  unit_price: money,
  line_total: money,
});

export const leadSchema = z.object({
  id: z.coerce.number().int().positive(),
  kind: z.enum(["contact", "enquiry", "newsletter"]),
  status: z.string(),
  name: z.string().nullish(),
  email: z.string(),
  subject: z.string().nullish(),
  message: z.string().nullish(),
  lines: z.array(leadLineSchema).nullish(),
  total: money.nullish(),
  /** The reference the site gave the visitor (our extension beside our extension). */
  reference: z.string().nullish(),
  created_at: z.string(),
  updated_at: z.string().nullish(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListResponseSchema = z.object({
  data: z.array(leadSchema),
  pagination: z.object({
    current_page: z.coerce.number().int(),
    total_pages: z.coerce.number().int(),
    total_items: z.coerce.number().int(),
    items_per_page: z.coerce.number().int(),
  }),
});

export const leadResponseSchema = z.object({ data: leadSchema, message: z.string().nullish() });

const byKind = z.object({
  contact: z.coerce.number().int(),
  enquiry: z.coerce.number().int(),
  newsletter: z.coerce.number().int(),
  total: z.coerce.number().int(),
});
export const leadCountsResponseSchema = z.object({ data: z.object({ new: byKind, total: byKind }) });
export type LeadCounts = z.infer<typeof byKind>;

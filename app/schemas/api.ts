import { z } from "zod";

/**
 * The PHP API's responses, parsed tolerantly where the spec says a field comes
 * in two shapes (tags as a list or comma text, featured as '1' or a boolean).
 * Only what the pages show is kept.
 */

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? "" : String(value)));

const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === "" ? null : String(value)));

const featuredFlag = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((value) => value === true || value === 1 || value === "1" || value === "true");

const tagList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string()])
  .nullish()
  .transform((value) =>
    (Array.isArray(value) ? value.map(String) : (value ?? "").split(",")).map((tag) => tag.trim()).filter(Boolean),
  );

const money = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const number = typeof value === "number" ? value : Number.parseFloat(value);
  if (!Number.isFinite(number)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "not a number" });
    return z.NEVER;
  }
  return number;
});

const optionalMoney = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined || value === "") return null;
    const number = typeof value === "number" ? value : Number.parseFloat(value);
    return Number.isFinite(number) && number > 0 ? number : null;
  });

const count = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    const number = typeof value === "number" ? value : Number.parseInt(value ?? "", 10);
    return Number.isFinite(number) ? number : 0;
  });

export const categorySchema = z.object({
  id: z.coerce.number(),
  title: z.string(),
  date: text,
});
export type Category = z.infer<typeof categorySchema>;

export const blogSchema = z
  .object({
    id: z.coerce.number(),
    slug: z.string(),
    title: z.string(),
    excerpt: text,
    content: text,
    author: text,
    category: text,
    tags: tagList,
    featured: featuredFlag,
    image_path: optionalText,
    image: optionalText,
    created_at: text,
    date: text,
    formatted_date: text,
    read_time: text,
  })
  .transform(({ image_path, image, date, formatted_date, read_time, created_at, ...blog }) => ({
    ...blog,
    image: image_path ?? image,
    created_at: created_at || date,
    formatted_date: formatted_date || created_at || date,
    read_time: read_time || "5 min read",
  }));
export type Blog = z.infer<typeof blogSchema>;

const productImage = z
  .union([z.string(), z.object({ id: z.coerce.number().optional(), path: z.string(), is_primary: featuredFlag })])
  .transform((image) =>
    typeof image === "string" ? { id: null, path: image, is_primary: false } : { id: image.id ?? null, ...image },
  );

export const productSchema = z
  .object({
    id: z.coerce.number(),
    name: z.string(),
    description: text,
    price: money,
    sale_price: optionalMoney,
    sku: text,
    stock_quantity: count,
    category: text,
    tags: tagList,
    status: text,
    featured: featuredFlag,
    image: optionalText,
    all_images: z.array(productImage).nullish(),
    created_at: text,
  })
  .transform(({ all_images, image, ...product }) => {
    const images = all_images ?? [];
    const primary = images.find((i) => i.is_primary) ?? images[0];
    return {
      ...product,
      image: image ?? primary?.path ?? null,
      images: images.length ? images : image ? [{ id: null, path: image, is_primary: true }] : [],
    };
  });
export type Product = z.infer<typeof productSchema>;

/** The page a list answer holds and how many there are; each list names its totals in its own words. */
const pages = z.object({ current_page: count, total_pages: count });

export const productPaginationSchema = pages.extend({ total_items: count, items_per_page: count });

export const projectSchema = z.object({
  id: z.coerce.number(),
  title: z.string(),
  description: text,
  category: text,
  client: text,
  location: text,
  year: text,
  status: text,
  featured: featuredFlag,
  tags: tagList,
  images: z
    .array(z.string())
    .nullish()
    .transform((images) => images ?? []),
  created_at: text,
  formatted_date: text,
});
export type Project = z.infer<typeof projectSchema>;

export const projectPaginationSchema = pages.extend({ total_projects: count, limit: count });

/** Any API answer that only says how it went. */
export const statusMessageSchema = z
  .object({ status: z.union([z.number(), z.string()]).optional(), message: z.string().optional() })
  .passthrough();

/** POST contacts/saleslist.php answers {status, message}; 201 is success. */
export const contactResponseSchema = statusMessageSchema;

/** auth/loginapi.php on success. */
export const loginResponseSchema = z.object({
  status: z.coerce.number().optional(),
  message: z.string().optional(),
  email: z.string().optional(),
});

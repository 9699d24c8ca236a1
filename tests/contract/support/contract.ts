import { z } from "zod";

/** The response shapes of docs/api-contract.md, as a PHP backend must also answer them. */

const sqlDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, "YYYY-MM-DD HH:MM:SS");
const formattedDate = z.string().regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/, "Month D, YYYY");
const uploadPath = (kind: string) => z.string().regex(new RegExp(`^uploads/${kind}/[^/]+\\.(jpg|png|webp)$`));

/** An object of whole numbers under these keys (pagination blocks, counts). */
const integers = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);

export const Message = z.object({ status: z.number(), message: z.string() });

const Blog = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  image_path: uploadPath("blogs"),
  created_at: sqlDateTime,
  formatted_date: formattedDate,
  read_time: z.string().regex(/^\d+ min read$/),
});

export const BlogList = Message.extend({ status: z.literal(200), data: z.object({ blogs: z.array(Blog) }) });
export const BlogOne = z.object({ status: z.literal(200), data: Blog });
export const BlogAdminList = z.object({ status: z.literal(200), data: z.array(Blog) });
export const BlogCreated = Message.extend({
  status: z.literal(201),
  data: z.object({ id: z.number().int(), slug: z.string().min(1) }),
});
export const BlogUpdated = Message.extend({ status: z.literal(200), data: z.object({ slug: z.string() }) });

const Category = z.object({
  id: z.number().int(),
  title: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  date: z.string(),
});
export const CategoryList = z.object({ status: z.literal(200), records: z.array(Category) });

export const Product = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  sale_price: z.number().nullable(),
  sku: z.string(),
  stock_quantity: z.number().int(),
  category: z.string(),
  tags: z.string(),
  status: z.enum(["active", "draft", "out_of_stock", "inactive"]),
  featured: z.boolean(),
  image: uploadPath("products").nullable(),
  all_images: z.array(z.object({ id: z.number().int(), path: uploadPath("products"), is_primary: z.boolean() })),
  created_at: sqlDateTime,
});
export type Product = z.infer<typeof Product>;

export const ProductList = Message.extend({
  status: z.literal(200),
  data: z.array(Product),
  pagination: integers("current_page", "total_pages", "total_items", "items_per_page"),
});
export const ProductOne = z.object({ status: z.literal(200), data: Product });

export const Project = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.enum(["residential", "commercial", "interior-design", "landscape", "renovation"]),
  client: z.string(),
  location: z.string(),
  year: z.number().int(),
  status: z.enum(["completed", "in-progress", "planned", "on-hold"]),
  featured: z.boolean(),
  tags: z.string(),
  images: z.array(uploadPath("projects")),
  created_at: sqlDateTime,
  formatted_date: formattedDate,
});
export type Project = z.infer<typeof Project>;

export const ProjectList = Message.extend({
  status: z.literal(200),
  data: z.object({
    projects: z.array(Project),
    pagination: integers("current_page", "total_pages", "total_projects", "limit"),
  }),
});
export const ProjectOne = z.object({ status: z.literal(200), data: Project });

const AnalyticsEvent = z.object({
  id: z.number().int(),
  session_id: z.string(),
  page_url: z.string(),
  page_url_display: z.string(),
  event_type: z.enum(["page_view", "click", "engagement"]),
  event_date: sqlDateTime,
  ip_address: z.string(),
  referrer: z.string(),
});

export const AnalyticsList = Message.extend({
  status: z.literal(200),
  data: z.array(AnalyticsEvent),
  summary: integers("total_views", "total_clicks", "total_engagements", "unique_sessions", "unique_pages"),
  pagination: integers("current_page", "per_page", "total_records", "total_pages"),
});

export const Counts = Message.extend({
  status: z.literal(200),
  totalUsers: z.number().int(),
  totalBlogs: z.number().int(),
  totalProd: z.number().int(),
});

export const Login = Message.extend({ status: z.literal(200), email: z.string() });

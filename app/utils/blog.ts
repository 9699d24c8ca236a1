import type { Blog, Category } from "~/schemas/api";
import type { MarkdownDoc } from "~/utils/markdown-tree";

/** 'March 5, 2026': the long date the API writes, read in UTC (Accra is UTC+0 all year). */
const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** 'March 5, 2026' of an ISO date, as the API formats its own dates. */
export function longDate(iso: string): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? iso : LONG_DATE.format(day);
}

/** The blog's choices in the URL, and the helpers its pages share. */

export const BLOG_PAGE_SIZE = 6;
export const RECENT_POSTS = 3;
export const RELATED_FETCH = 3;
const RELATED_SHOWN = 2;

export interface BlogQuery {
  /** The exact category title ('interior-design'), or '' for all articles. */
  category: string;
  /** How many posts are shown: 6, then 12, 18… with 'Load More Articles'. */
  show: number;
}

export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const show = Number.parseInt(params.get("show") ?? "", 10);
  return {
    category: (params.get("category") ?? "").trim(),
    show:
      Number.isFinite(show) && show > 0
        ? Math.min(100, Math.ceil(show / BLOG_PAGE_SIZE)) * BLOG_PAGE_SIZE
        : BLOG_PAGE_SIZE,
  };
}

/** The query string for a listing state; defaults are left out. */
export function blogSearch(query: BlogQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.show !== BLOG_PAGE_SIZE) params.set("show", String(query.show));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const blogPath = (slug: string) => `/resources/blog-info/${encodeURIComponent(slug)}/`;

/** What a post's card shows (the listing, the sidebar's recent posts, related articles). */
export interface BlogCardData {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  featured: boolean;
  image: string | null;
  created_at: string;
  formatted_date: string;
}

export const toBlogCard = (blog: Blog): BlogCardData => ({
  slug: blog.slug,
  title: blog.title,
  excerpt: blog.excerpt,
  author: blog.author,
  category: blog.category,
  featured: blog.featured,
  image: blog.image,
  created_at: blog.created_at,
  formatted_date: blog.formatted_date,
});

/**
 * How posts were shown before Markdown (decision 014): every non-empty line a paragraph, as text. Kept to
 * check that a post written then still reads the same (tests/routes/blog-markdown.test.ts).
 */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface BlogCategoryCount {
  title: string;
  count: number;
}

/**
 * The sidebar's categories: the API's list (shared with the shop, so only
 * those with posts are kept) plus any category a post carries that the list
 * lacks, each with its number of posts. The selected one is always kept, so
 * an empty category still shows as chosen.
 */
export function blogCategories(
  blogs: readonly Blog[],
  categories: readonly Category[],
  selected = "",
): BlogCategoryCount[] {
  const counts = new Map<string, number>();
  for (const blog of blogs) if (blog.category) counts.set(blog.category, (counts.get(blog.category) ?? 0) + 1);
  const titles = new Set([...categories.map((category) => category.title), ...counts.keys()]);
  return [...titles]
    .map((title) => ({ title, count: counts.get(title) ?? 0 }))
    .filter((entry) => entry.count > 0 || entry.title === selected)
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** Related posts: the same category's posts without the current one, at most two. */
export function relatedPosts(sameCategory: readonly Blog[], currentSlug: string): Blog[] {
  return sameCategory.filter((blog) => blog.slug !== currentSlug).slice(0, RELATED_SHOWN);
}

/** The year the page is rendered in, for the hero ('… in 2026'). */
export const currentYear = (now = new Date()) => now.getUTCFullYear();

/** What a post's page shows (components/blog/post-view.tsx): the public page and the admin's preview draw the same. */
export interface PostViewData {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  created_at: string;
  formatted_date: string;
  /** From the rendered text's words. */
  read_time: string;
  author: string;
  image: string | null;
  /** The featured image's alt text: the owner's, or the title. */
  imageAlt: string;
  imageCaption: string | null;
  tags: string[];
  doc: MarkdownDoc;
}

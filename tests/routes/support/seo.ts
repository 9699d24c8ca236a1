/**
 * Reading what search engines and link previews read: a page's head, the images it
 * names, and the public pages with one of each detail view. Used by seo, sitemap and html-validity.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { INDEXED_ROUTES } from "../../e2e/support/public-routes.mjs";
import { listBlogs } from "../../e2e/fixtures/blogs";
import { ORIGIN, type Site } from "./site";
import { projectSlug } from "~/utils/project-page";

export interface Head {
  canonicals: string[];
  meta: Map<string, string[]>;
  jsonLd: Array<Record<string, unknown>>;
  title: string;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The head's canonical links, meta tags (by property or name) and parsed JSON-LD. */
function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), decode(content)]);
  }
  return {
    canonicals: [...head.matchAll(/<link [^>]*rel="canonical"[^>]*>/g)].map(([tag]) =>
      decode(/href="([^"]+)"/.exec(tag)![1]),
    ),
    meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json) as Record<string, unknown>,
    ),
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
  };
}

/** A page that must answer 200, with its head read. */
export async function page(site: Site, path: string): Promise<{ html: string; head: Head }> {
  const response = await site.request(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return { html, head: readHead(html) };
}

/** The site path of an absolute URL of ours (the tests' origin is ORIGIN). */
export function localPath(url: string): string {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  return url.slice(ORIGIN.length);
}

/**
 * The type of the image a path answers with 200, or null: /uploads/* through the site's handler,
 * anything else from public/ (served as static files in front of the handler), judged by its bytes.
 */
export async function imageType(site: Site, path: string): Promise<string | null> {
  if (path.startsWith("/uploads/")) {
    const answer = await site.request(path);
    return answer.status === 200 ? answer.headers.get("content-type") : null;
  }
  const file = join("public", path);
  if (!path.startsWith("/") || path.includes("..") || !existsSync(file)) return null;
  const head = readFileSync(file).subarray(0, 12);
  if (head[0] === 0xff && head[1] === 0xd8) return "image/jpeg";
  if (head.subarray(1, 4).toString() === "PNG") return "image/png";
  if (head.subarray(8, 12).toString() === "WEBP") return "image/webp";
  return null;
}

/** The first product on sale (not a draft) and the first project. */
export async function firstOf(site: Site) {
  const { data: products } = await site.api<{ data: Array<{ id: number; status: string }> }>("products/products.php");
  const { data: projects } = await site.api<{ data: { projects: Array<{ id: number; title: string }> } }>(
    "projects/projects.php",
  );
  const [project] = projects.projects;
  return {
    productId: products.find((product) => product.status !== "draft")!.id,
    projectId: project.id,
    projectPath: `/resources/projects/${project.id}-${projectSlug(project.title)}`,
  };
}

/**
 * The indexed pages and one of each detail view: a post, a product's quick view, a project's page
 * (its quick look in the gallery, `?project=`, is the same project under the page's canonical).
 */
export async function publicPages(site: Site): Promise<string[]> {
  const [post] = await listBlogs({ call: site.api });
  const { productId, projectPath } = await firstOf(site);
  return [...INDEXED_ROUTES, `/resources/blog-info/${post.slug}/`, `/resources/shop?product=${productId}`, projectPath];
}

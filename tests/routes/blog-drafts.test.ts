/**
 * Drafts and scheduled posts (decision 014): stored on the API through the admin's form without
 * scripts (the settings block in the content, decision 014), never shown to a visitor (list,
 * category, counts, related posts, feed, sitemap, direct URL), shown to the signed-in admin as a
 * preview, and a scheduled post public once its time passes, with the clock moved and nothing
 * restarted: the read cache and the page cache hold the post list all along.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { findBlog, listBlogs } from "../e2e/fixtures/blogs";
import { png, uniqueName } from "../e2e/fixtures/catalog/files";
import { adminForms, rowWith, toasts } from "./support/admin-forms";
import { heroStat } from "./support/listings";
import { labelled, linkNamed, one, openPage, textOf, textsOf } from "./support/html";
import { useSite } from "./support/site";

// Public reads kept a minute and pages half a minute, as in production: the clock, not a cache
// expiring by chance, is what brings the scheduled post out.
const site = useSite({ env: { PUBLIC_CACHE_TTL_MS: "60000", PAGE_CACHE_TTL_MS: "30000" } });
const { postForm, follow, signedIn } = adminForms(site);

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DDTHH:MM' as a datetime-local input sends it (studio time is UTC). */
const local = (date: Date) => date.toISOString().slice(0, 16);

/** Saves a post through Add Blog as a browser without scripts does; `draft` presses 'Save Draft'. */
async function addPost(title: string, { draft = false, publish = "" } = {}) {
  const fields = {
    title,
    excerpt: `Excerpt of ${title}`,
    content: `## Notes\n\nBody of ${title}.`,
    category: "sustainable-design",
    tags: "",
    author: "Ama",
    publish,
    ...(draft ? { status: "draft" } : {}),
  };
  return postForm("/dashboard/add-blogs/", fields, { files: { image: [png("cover.png")] } });
}

const slugOf = async (title: string) => {
  const response = await site.api<{ data: Array<{ title: string; slug: string }> | string }>(
    "media/admin_view_blogs.php",
  );
  const rows = Array.isArray(response.data)
    ? response.data
    : (response as unknown as Array<{ title: string; slug: string }>);
  const found = rows.find((row) => row.title === title);
  if (!found) throw new Error(`${title} is not on the API`);
  return found.slug;
};

/** Everything a visitor could reach a post by, as text. */
async function visitorSees(slug: string, title: string) {
  const list = await openPage(site, "/resources/blogs?show=100");
  const category = await openPage(site, "/resources/blogs?category=sustainable-design&show=100");
  const feed = await (await site.request("/resources/blogs/rss.xml")).text();
  const sitemap = await (await site.request("/sitemap.xml")).text();
  const post = await site.request(`/resources/blog-info/${slug}/`);
  // A public post of the same category, whose related posts it would be among.
  const neighbour = (await listBlogs({ category: "sustainable-design", call: site.api })).find(
    (blog) => !blog.content.startsWith("---"),
  )!;
  const related = await openPage(site, `/resources/blog-info/${neighbour.slug}/`);
  return {
    related: textsOf(related, ".related h3").includes(title),
    list: textsOf(list, ".blog-grid article h3").includes(title),
    category: textsOf(category, ".blog-grid article h3").includes(title),
    articles: Number(heroStat(list, "Articles")),
    feed: feed.includes(`/resources/blog-info/${slug}/`),
    sitemap: sitemap.includes(`/resources/blog-info/${slug}/`),
    status: post.status,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("drafts and scheduled posts", () => {
  test("'Save Draft' stores a draft on the API that no visitor reaches, and the admin previews", async () => {
    const title = uniqueName("Draft post");
    const saved = await addPost(title, { draft: true });
    const list = await follow(saved, "/dashboard/blogs/?status=draft");
    expect(toasts(list)).toContain("Draft saved on the server. Visitors will not see it until you publish it.");
    expect(textsOf(rowWith(list, title), ".badge")).toEqual(["Draft"]);

    // The API holds it as any post, the settings block at the top of its content.
    const slug = await slugOf(title);
    const stored = await findBlog(slug, site.api);
    // (A form's multipart body sends line breaks as CRLF.)
    expect(stored.content.replace(/\r\n/g, "\n")).toBe(`---\nstatus: draft\n---\n\n## Notes\n\nBody of ${title}.`);
    const published = (await listBlogs({ call: site.api })).length;

    const seen = await visitorSees(slug, title);
    expect(seen).toEqual({
      related: false,
      list: false,
      category: false,
      articles: published - 1,
      feed: false,
      sitemap: false,
      status: 404,
    });

    const preview = await openPage(site, `/resources/blog-info/${slug}/`, { cookie: await signedIn() });
    expect(textsOf(preview, "h1")).toEqual([title]);
    expect(textOf(one(preview, ".post-preview-note"))).toMatch(/^Draft: only you can see this post/);
    expect(textsOf(one(preview, ".post-body"), "h2")[0]).toMatch(/^Notes/);
    // The preview is no page to index, and never a page to share.
    expect(preview.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);

    // The edit form shows the settings as fields, the content without its block; publishing clears the draft.
    const edit = await openPage(site, `/dashboard/edit/${slug}/blog/`, { cookie: await signedIn() });
    expect(textOf(one(edit, 'textarea[name="content"]'))).toBe(`## Notes\n\nBody of ${title}.`.replace(/\s+/g, " "));
    expect(textOf(edit)).toContain("This post is a draft");
  });

  test("a post scheduled for tomorrow stays hidden, then appears once its time passes, with no restart", async () => {
    const now = new Date();
    const at = new Date(Math.ceil((now.getTime() + DAY_MS) / 60_000) * 60_000);
    const title = uniqueName("Scheduled post");
    const saved = await addPost(title, { publish: local(at) });
    const list = await follow(saved, "/dashboard/blogs/?status=scheduled");
    expect(toasts(list)[0]).toMatch(/^Blog post scheduled for /);
    expect(textsOf(rowWith(list, title), ".badge")[0]).toMatch(/^Scheduled /);
    const slug = await slugOf(title);
    // The admin's filter: Scheduled lists it, Published does not.
    const cookie = await signedIn();
    const publishedOnly = await openPage(site, "/dashboard/blogs/?status=published", { cookie });
    expect(textOf(one(publishedOnly, "main"))).not.toContain(title);
    expect(linkNamed(labelled(publishedOnly, "Post status"), /^Scheduled/).getAttribute("href")).toBe(
      "/dashboard/blogs/?status=scheduled",
    );

    const before = await visitorSees(slug, title);
    expect(before).toMatchObject({
      related: false,
      list: false,
      category: false,
      feed: false,
      sitemap: false,
      status: 404,
    });

    // A minute past its time (and past the page cache's half minute): public everywhere, dated from then.
    vi.useFakeTimers({ toFake: ["Date"], now: at.getTime() + 60_000 });
    const after = await visitorSees(slug, title);
    expect(after).toEqual({
      related: true,
      list: true,
      category: true,
      articles: before.articles + 1,
      feed: true,
      sitemap: true,
      status: 200,
    });
    const page = await openPage(site, `/resources/blog-info/${slug}/`);
    expect(textOf(one(page, ".post-meta time"))).toBe(
      new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(at),
    );
  });
});

/**
 * Formatted posts (decision 014): a post written in Add Blog without scripts, in Markdown, as its public
 * page shows it; what must stay harmless text; project and product descriptions. Parser details
 * (each construct, links, images, headings) and every seeded post read as before are unit tests
 * (tests/unit/markdown.test.ts); blog.test.ts checks a seeded post's page keeps its paragraphs.
 */
import { describe, expect, test } from "vitest";
import { findBlog, listBlogs } from "../e2e/fixtures/blogs";
import { createProduct, createProject } from "../e2e/fixtures/catalog/arrange";
import { png, uniqueName } from "../e2e/fixtures/catalog/files";
import { adminForms, postTyped, toasts } from "./support/admin-forms";
import {
  labelled,
  linkNamed,
  one,
  openPage,
  parseHtml,
  textOf,
  textsOf,
  valueOf,
  type HTMLElement,
} from "./support/html";
import { useSite } from "./support/site";

const site = useSite();
const { postForm, follow } = adminForms(site);

/** Publishes a post through Add Blog as a browser without scripts does; returns its public path. */
async function publish(title: string, content: string, settings: Record<string, string> = {}): Promise<string> {
  const response = await postForm(
    "/dashboard/add-blogs/",
    postTyped(title, { excerpt: "Formatted", content, ...settings }),
    { files: { image: [png("cover.png")] } },
  );
  expect(toasts(await follow(response, "/dashboard/add-blogs/"))).toContain("Blog post published successfully!");
  const post = (await listBlogs({ call: site.api })).find((blog) => blog.title === title);
  if (!post) throw new Error(`${title} was not published`);
  return `/resources/blog-info/${post.slug}/`;
}

describe("formatted posts", () => {
  test("a post written without scripts shows its heading, list, link, bold, quote and uploaded image", async () => {
    const [seeded] = await listBlogs({ call: site.api });
    const upload = `/${seeded.image_path.replace(/^\/+/, "")}`;
    const title = uniqueName("Formatted post");
    const path = await publish(
      title,
      [
        "## Shade first",
        "A **deep roof** and a [veranda guide](https://example.com/verandas).",
        "- louvres\n- fins\n- trees",
        "> Build for the afternoon sun.",
        `![Courtyard at dusk](${upload})`,
      ].join("\n\n"),
    );
    const page = await openPage(site, path);
    const body = one(page, ".post-body");
    const heading = one(body, "h2#shade-first");
    expect(textOf(heading)).toMatch(/^Shade first/);
    expect(textOf(one(body, "strong"))).toBe("deep roof");
    const link = linkNamed(body, "veranda guide");
    expect(link.getAttribute("href")).toBe("https://example.com/verandas");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(textsOf(page, ".post-body > ul > li")).toEqual(["louvres", "fins", "trees"]);
    expect(textOf(one(body, "blockquote"))).toBe("Build for the afternoon sun.");
    const image = one(body, "img.md-image");
    expect(image.getAttribute("src")).toBe(upload);
    expect(image.getAttribute("alt")).toBe("Courtyard at dusk");
    // The reading time comes from the rendered words (16 here: one minute).
    expect(textOf(one(page, ".post-meta"))).toContain("1 min read");
  });

  test("<script>, an onerror attribute and a javascript: link appear as harmless text", async () => {
    const title = uniqueName("Hostile post");
    const path = await publish(
      title,
      [
        "<script>alert('owned')</script>",
        'An image <img src="x" onerror="alert(1)"> inline.',
        "[Click me](javascript:alert(document.cookie))",
      ].join("\n\n"),
    );
    const response = await site.request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("<script>alert(");
    expect(html).not.toMatch(/<img[^>]+onerror/i);
    expect(html).not.toMatch(/href="javascript:/i);
    const page = await openPage(site, path);
    const texts = textsOf(one(page, ".post-body"), "p");
    expect(texts).toContain("<script>alert('owned')</script>");
    expect(texts).toContain('An image <img src="x" onerror="alert(1)"> inline.');
    expect(texts).toContain("Click me");
    expect(
      one(page, ".post-body")
        .querySelectorAll("a")
        .filter((a) => textOf(a) === "Click me"),
    ).toHaveLength(0);
  });
});

describe("the owner's words for search engines and screen readers", () => {
  const SEO_TITLE = "Courtyards that cool a house: a court, a neem tree and a rill";
  test("SEO title, meta description, social image, alt text and caption; the generated ones when empty", async () => {
    const title = uniqueName("Owner's words");
    const path = await publish(title, "Text.", {
      seo_title: SEO_TITLE,
      meta_description: "How a court, a tree and a rill cool a family house in Accra.",
      social_image: "studio",
      image_alt: "A shaded courtyard with a neem tree",
      image_caption: "The court at four in the afternoon.",
    });
    const page = await openPage(site, path);
    const meta = (selector: string) => one(page, selector).getAttribute("content");
    // The owner's title is the whole title, as written: longer than the 45 characters a page's own title keeps.
    expect(textOf(one(page, "title"))).toBe(SEO_TITLE);
    expect(meta('meta[property="og:title"]')).toBe(SEO_TITLE);
    // Its field counts it against the 60 characters search engines show, and marks the one too many.
    const slug = path.split("/").at(-2);
    const edit = await openPage(site, `/dashboard/edit/${slug}/blog/`, { cookie: await site.signIn() });
    const hintId = one(edit, 'input[name="seo_title"]').getAttribute("aria-describedby")?.split(" ")[0];
    const counter = one(edit, `#${hintId} .cms-counter`);
    expect(textOf(counter)).toMatch(/^61\/60 characters shown by search engines; used whole in the browser tab/);
    expect(counter.getAttribute("class")).toContain("is-over");
    expect(meta('meta[name="description"]')).toBe("How a court, a tree and a rill cool a family house in Accra.");
    expect(meta('meta[property="og:image"]')).toMatch(/\/social\/site-card\.jpg$/);
    expect(one(page, ".post-figure img").getAttribute("alt")).toBe("A shaded courtyard with a neem tree");
    expect(textOf(one(page, ".post-figure figcaption"))).toBe("The court at four in the afternoon.");

    const plain = await openPage(site, await publish(uniqueName("Generated words"), "Text."));
    const plainTitle = textsOf(plain, "h1")[0];
    expect(textOf(one(plain, "title"))).toMatch(new RegExp(`^${plainTitle}`));
    expect(one(plain, 'meta[name="description"]').getAttribute("content")).toBe("Formatted");
    expect(one(plain, ".post-figure img").getAttribute("alt")).toBe(plainTitle);
    expect(one(plain, 'meta[property="og:image"]').getAttribute("content")).toMatch(/\/uploads\//);
    expect(plain.querySelectorAll(".post-figure figcaption")).toHaveLength(0);
  });
});

describe("formatted descriptions", () => {
  const description = "Two **pavilions** around a court.\n\n- laterite walls\n- timber louvres\n\n<b>not bold</b>";
  /** The description at `selector`, after checking it is drawn formatted: its bold word, its list. */
  function formatted(page: HTMLElement, selector: string): HTMLElement {
    const details = one(page, selector);
    expect(textOf(one(details, "strong"))).toBe("pavilions");
    expect(textsOf(details, "li")).toEqual(["laterite walls", "timber louvres"]);
    return details;
  }

  test("a project's description is formatted in its details, and plain text on its card", async () => {
    const project = await createProject(uniqueName("Formatted project"), undefined, site.api, { description });
    const page = await openPage(site, `/resources/projects?project=${project.id}`);
    const details = formatted(page, ".project-dialog__description");
    expect(textsOf(details, "p")).toContain("<b>not bold</b>");
    expect(details.querySelectorAll("b")).toHaveLength(0);
    const card = page.querySelectorAll(".project-card__description").map(textOf);
    expect(card.some((text) => text.startsWith("Two pavilions around a court. laterite walls"))).toBe(true);
  });

  test("a description written to break the parser (2,500 nested quotes, 6,000 alternating marks) leaves the shop, the gallery and the project's page answering, with its words", async () => {
    const hostile = `${">".repeat(2500)} deep\n\n${"*_".repeat(3_000)}`;
    const product = await createProduct(uniqueName("Hostile product"), undefined, site.api, { description: hostile });
    const project = await createProject(uniqueName("Hostile project"), undefined, site.api, { description: hostile });
    for (const path of [
      "/resources/shop",
      `/resources/shop?product=${product.id}`,
      "/resources/projects",
      `/resources/projects?project=${project.id}`,
    ]) {
      const response = await site.request(path);
      expect(response.status, path).toBe(200);
    }
    const details = await openPage(site, `/resources/projects?project=${project.id}`);
    expect(textOf(one(details, ".project-dialog__description"))).toContain("deep");
  });

  test("a product's description is formatted in its Quick View", async () => {
    const product = await createProduct(uniqueName("Formatted product"), undefined, site.api, { description });
    const page = await openPage(site, `/resources/shop?product=${product.id}`);
    formatted(page, ".quick-view__description");
  });
});

describe("Preview without JavaScript", () => {
  test("Add Blog's Preview shows the formatted post beside the form, keeps every value and saves nothing", async () => {
    const title = uniqueName("Previewed post");
    const fields = postTyped(title, {
      excerpt: "Not yet",
      content: "## Shade first\n\nA **deep roof**.\n\n- louvres\n- fins",
      tags: "shade, climate",
      seo_title: "Shade for search",
      image_alt: "A deep roof over a veranda",
    });
    const before = (await listBlogs({ call: site.api })).length;
    const response = await postForm("/dashboard/add-blogs/", fields, {
      files: { image: [png("cover.png")] },
      intent: "preview",
    });
    expect(response.status).toBe(200);
    const page = parseHtml(await response.text());
    const preview = labelled(page, "Preview: not saved. Visitors see this once you publish.");
    expect(textsOf(preview, "h1")).toEqual([title]);
    expect(textOf(one(preview, ".post-body h2"))).toMatch(/^Shade first/);
    expect(textOf(one(preview, ".post-body strong"))).toBe("deep roof");
    expect(textsOf(one(preview, ".post-body > ul"), "li")).toEqual(["louvres", "fins"]);
    expect(textsOf(labelled(preview, "Tags"), "li")).toEqual(["#shade", "#climate"]);
    // The picked image is shown (kept on the server for the next save, app/sign-in/picked-files.server.ts) with the alt text typed.
    const image = one(preview, ".post-figure img");
    expect(image.getAttribute("src")).toMatch(/^https?:\/\/[^/]+\/dashboard\/picked\/[a-f0-9]{64}\/0$/);
    expect(image.getAttribute("alt")).toBe("A deep roof over a veranda");
    // Every value kept (a form's multipart body sends line breaks as CRLF).
    for (const [name, value] of Object.entries(fields))
      expect(valueOf(page, name).replace(/\r\n/g, "\n"), name).toBe(value);
    expect((await listBlogs({ call: site.api })).length).toBe(before);
    expect((await listBlogs({ call: site.api })).some((blog) => blog.title === title)).toBe(false);
  });

  test("Edit Blog's Preview shows the change with the stored image, and the post stays as it was", async () => {
    const path = await publish(uniqueName("Stored post"), "Before.");
    const [stored] = (await listBlogs({ call: site.api })).filter((blog) => path.includes(blog.slug));
    const edit = `/dashboard/edit/${stored.slug}/blog/`;
    const response = await postForm(
      edit,
      {
        title: stored.title,
        excerpt: stored.excerpt,
        content: "After, with **bold**.",
        category: stored.category,
        tags: "",
        author: stored.author,
      },
      { intent: "preview" },
    );
    const page = parseHtml(await response.text());
    const preview = labelled(page, "Preview: not saved. Visitors see this once you publish.");
    expect(textOf(one(preview, ".post-body strong"))).toBe("bold");
    expect(one(preview, ".post-figure img").getAttribute("src")).toMatch(/^\/uploads\//);
    expect((await findBlog(stored.slug, site.api)).content).toBe("Before.");
    expect(textsOf(await openPage(site, path), ".post-body > p")).toEqual(["Before."]);
  });
});

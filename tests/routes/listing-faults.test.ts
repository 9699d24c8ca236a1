import { afterEach, describe, expect, test } from "vitest";
import { type HTMLElement, linkNamed, one, openPage, textOf, textsOf } from "./support/html";
import { useSite } from "./support/site";
import { listBlogs } from "../e2e/fixtures/blogs";

/**
 * The public listings when the studio API fails: the spec's messages, the status the page answers
 * with, and where 'Try Again' leads. Following 'Try Again' once the API is back needs a browser and
 * stays in tests/e2e/shop.faults.spec.ts and blog.faults.spec.ts; dismissing the projects' alert in
 * projects.faults.spec.ts.
 */
// No last good answers here: the pages show the spec's failure messages (tests/routes/outage.test.ts
// proves the site outlives the API). Public reads are not kept (useSite), so a fault shows at once.
const site = useSite({ env: { STALE_IF_ERROR_S: "0" } });

afterEach(() => site.clearFaults());

async function faultRemaining(path: string): Promise<number | null | undefined> {
  const body = await site.api<{ data: { path: string; remaining: number | null }[] }>("__faults");
  return body.data.find((rule) => rule.path === path)?.remaining;
}

// A failing list: the spec's heading and message, no cards, and 'Try Again' to the same address.
for (const { listing, api, path, message, cards } of [
  {
    listing: "shop",
    api: "products/products.php",
    path: "/resources/shop?category=lighting",
    message: "Failed to load products. Please try again later.",
    cards: ".product-grid article",
  },
  {
    listing: "blog",
    api: "media/blogs.php",
    path: "/resources/blogs",
    message: "Failed to load blog posts. Please try again later.",
    cards: ".blog-grid article",
  },
]) {
  test(`${listing}: a failing list answers 502 'Oops! Something went wrong' with 'Try Again' to ${path}`, async () => {
    await site.injectFault({ path: api, status: 500 });
    const page = await openPage(site, path, { status: 502 });
    const error = one(page, ".listing-error");
    expect(textsOf(error, "h2")).toEqual(["Oops! Something went wrong"]);
    expect(textOf(error)).toContain(message);
    expect(page.querySelectorAll(cards)).toHaveLength(0);
    expect(linkNamed(error, "Try Again").getAttribute("href")).toBe(path);
    // While the API keeps failing, a reload fails the same way: never an empty list answered 200.
    expect((await site.request(path)).status).toBe(502);
  });
}

describe("blog", () => {
  test("a failing category call is logged, never shown: the sidebar comes from the posts", async () => {
    const interior = (await listBlogs({ call: site.api })).filter((blog) => blog.category === "interior-design").length;
    await site.injectFault({ path: "categories/categories.php", status: 500, times: 1_000 });
    const page = await openPage(site, "/resources/blogs");
    // The site really asked (and failed).
    expect(await faultRemaining("categories/categories.php")).toBeLessThan(1_000);

    expect(textOf(page)).not.toContain("Oops! Something went wrong");
    expect(page.querySelectorAll(".blog-grid article")).toHaveLength(6);
    const nav = one(page, 'nav[aria-labelledby="blog-categories-title"]');
    const entry = nav.querySelectorAll("a").find((element) => textOf(element).startsWith("Interior Design"));
    expect(entry && textOf(entry)).toContain(String(interior));
  });

  test("a failing post load answers 502 'Failed to load blog post. Please try again later.'", async () => {
    const { slug } = (await listBlogs({ call: site.api }))[1];
    await site.injectFault({ path: "media/single_blog.php", status: 500 });
    const page = await openPage(site, `/resources/blog-info/${slug}/`, { status: 502 });
    expect(textOf(page)).toContain("Failed to load blog post. Please try again later.");
    expect(textsOf(page, "h1")).toEqual(["Blog Post Not Found"]);
    expect(linkNamed(page, "Back to Blog").getAttribute("href")).toBe("/resources/blogs");
    expect(linkNamed(page, "Try Again").getAttribute("href")).toBe(`/resources/blog-info/${slug}/`);
  });
});

describe("projects", () => {
  const alerts = (page: HTMLElement) => page.querySelectorAll('[role="alert"]');

  test("a malformed answer shows 'Failed to load projects. Please try again.' in an alert, the filters kept", async () => {
    await site.injectFault({ path: "projects/projects.php", malformed: true });
    const page = await openPage(site, "/resources/projects?status=completed", { status: 502 });
    const alert = alerts(page).find((element) =>
      textOf(element).includes("Failed to load projects. Please try again."),
    );
    expect(alert).toBeDefined();
    expect(page.querySelectorAll(".project-grid article")).toHaveLength(0);
    // The filters stay usable, and 'Try Again' is a link.
    expect(one(page, 'select[name="status"] option[selected]').getAttribute("value")).toBe("completed");
    expect(linkNamed(alert!, "Try Again").getAttribute("href")).toBe("/resources/projects?status=completed");
    // Dismissing needs scripts (tests/e2e/projects.faults.spec.ts): the server does not offer it.
    expect(alert!.querySelectorAll("button")).toHaveLength(0);

    await site.clearFaults();
    const again = await openPage(site, "/resources/projects?status=completed");
    expect(again.querySelectorAll(".project-grid article").length).toBeGreaterThan(0);
  });

  test("a failing API's own message is shown", async () => {
    await site.injectFault({ path: "projects/projects.php", status: 500 });
    const page = await openPage(site, "/resources/projects?page=2", { status: 502 });
    expect(alerts(page).some((element) => textOf(element).includes("Injected failure"))).toBe(true);
    expect(textsOf(page, "h1")).toEqual(["Our Projects"]);
  });
});

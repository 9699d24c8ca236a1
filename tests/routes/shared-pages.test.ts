import { describe, expect, test } from "vitest";
import { createBlog } from "../e2e/fixtures/blogs";
import { cookiesOf, csrfFrom, useSite } from "./support/site";

/**
 * Decision 007: anonymous public pages are the same bytes for everyone, kept in
 * memory and tagged for a CDN; whatever belongs to one visitor is private. The rendered-page
 * cache is on here (PAGE_CACHE_TTL_MS), the read cache off, so a page that does not change when
 * the API's data does was answered from the page cache.
 */
const site = useSite({ env: { PAGE_CACHE_TTL_MS: "60000" } });

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
/** A returning visitor: the analytics session exists (the beacon set it), which changes nothing on a page. */
const RETURNING = "studio_sid=0123456789abcdef0123";
const PUBLIC = "public, max-age=0, s-maxage=30, stale-while-revalidate=300, stale-if-error=604800";

const visit = (path: string, cookie = RETURNING, headers: Record<string, string> = {}, clientAddress?: string) =>
  site.request(path, { cookie, clientAddress, headers: { "User-Agent": BROWSER, ...headers } });

/** A first view: no cookie at all, from its own address and browser. */
const firstVisit = (path: string, clientAddress: string, userAgent: string) =>
  visit(path, "", { "User-Agent": userAgent }, clientAddress);

async function firstPostPath(): Promise<string> {
  const html = await (await visit("/resources/blogs")).text();
  const slug = /href="\/resources\/blog-info\/([^"?#]+)"/.exec(html)?.[1];
  if (!slug) throw new Error("no blog post linked from /resources/blogs");
  return `/resources/blog-info/${slug}`;
}

describe("shared public pages", () => {
  test("two first-time visitors get identical bytes, no cookie, a public Cache-Control and a strong ETag", async () => {
    for (const path of ["/", "/resources/shop", "/resources/blogs", await firstPostPath(), "/resources/contact-us"]) {
      const a = await firstVisit(path, "10.14.1.1", BROWSER);
      const b = await firstVisit(path, "10.14.1.2", PHONE);
      const [bodyA, bodyB] = [await a.text(), await b.text()];
      expect(a.status, path).toBe(200);
      expect(bodyA, path).toBe(bodyB);
      for (const response of [a, b]) {
        expect(response.headers.get("Set-Cookie"), path).toBeNull();
        expect(response.headers.get("Cache-Control"), path).toBe(PUBLIC);
      }
      expect(a.headers.get("ETag"), path).toMatch(/^"[\w-]{32}"$/);
      expect(a.headers.get("ETag")).toBe(b.headers.get("ETag"));
      // A returning visitor gets the very same page.
      expect(await (await visit(path)).text(), path).toBe(bodyA);
      // The CSP nonce is the page's own, not the visitor's: every inline script carries it.
      const nonce = /'nonce-([^']+)'/.exec(a.headers.get("Content-Security-Policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      expect(bodyA).toContain(`nonce="${nonce}"`);
      expect(bodyA).not.toContain('name="csrf"');
    }
  });

  test("a first view rendered while no page is kept is shared too", async () => {
    // A query no one asked for yet: Remix renders it, and the first visitor's answer is public already.
    const path = `/resources/shop?first=${Date.now()}`;
    const first = await firstVisit(path, "10.14.1.3", PHONE);
    expect(first.headers.get("Set-Cookie")).toBeNull();
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(await first.text()).toBe(await (await firstVisit(path, "10.14.1.4", BROWSER)).text());
  });

  test("junk query parameters find the kept page instead of each keeping its own", async () => {
    const kept = await visit("/resources/blogs");
    const etag = kept.headers.get("ETag");
    // A post the kept page does not show yet: any new render would list it.
    const title = `Junk-proof ${Date.now()}`;
    await createBlog(title, site.api);
    for (let i = 1; i <= 30; i += 1) {
      const junk = await visit(`/resources/blogs?junk=${i}`);
      expect(junk.headers.get("ETag"), `?junk=${i}`).toBe(etag);
    }
    expect((await visit("/resources/blogs")).headers.get("ETag")).toBe(etag);
    // A parameter the page reads is a page of its own.
    expect(await (await visit("/resources/blogs?show=12")).text()).toContain(title);
  });

  test("a matching If-None-Match answers 304 without a body; another tag gets the page", async () => {
    const page = await visit("/resources/blogs");
    const etag = page.headers.get("ETag")!;
    const again = await visit("/resources/blogs", RETURNING, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe(PUBLIC);
    const other = await visit("/resources/blogs", RETURNING, { "If-None-Match": '"something-else"' });
    expect(other.status).toBe(200);
  });

  test("a page's single-fetch data is shared and tagged too; an action's answer is private", async () => {
    const data = await visit("/resources/blogs.data?_routes=root,routes/_site,routes/_site.resources.blogs");
    expect(data.status).toBe(200);
    expect(data.headers.get("Cache-Control")).toBe(PUBLIC);
    const etag = data.headers.get("ETag")!;
    expect((await visit("/resources/blogs.data?_routes=root", RETURNING, { "If-None-Match": etag })).status).toBe(200);
    const action = await site.request("/newsletter.data", {
      form: { email: "not-an-email", name__confirm: "" },
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(action.headers.get("Cache-Control")).toBe("private, no-store");
  });

  test("a flash message reaches only its visitor, privately; the next visitor gets the shared page", async () => {
    const shared = await (await visit("/resources/blogs")).text();
    const email = "flash-test@example.com";
    const signUp = await site.request("/newsletter", {
      form: { email, name__confirm: "", redirectTo: "/resources/blogs" },
      headers: { "Sec-Fetch-Site": "same-origin" },
      clientAddress: "10.14.0.1",
    });
    expect(signUp.status).toBe(303);
    const cookie = cookiesOf(signUp, RETURNING);
    expect(cookie).toContain("__newsletter=");

    const own = await visit("/resources/blogs", cookie);
    const ownHtml = await own.text();
    expect(ownHtml).toMatch(/Thank you for subscribing|already subscribed/);
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    expect(own.headers.get("ETag")).toBeNull();

    const other = await firstVisit("/resources/blogs", "10.14.0.9", PHONE);
    const otherHtml = await other.text();
    expect(other.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(otherHtml).toBe(shared);
    expect(otherHtml).not.toContain(email);
    expect(otherHtml).not.toMatch(/Thank you for subscribing|already subscribed/);
  });

  test("a signed-in admin, a basket, the admin area and the sign-in are private", async () => {
    const admin = await site.signIn();
    const asAdmin = await visit("/resources/blogs", `${RETURNING}; ${admin}`);
    expect(asAdmin.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await visit("/dashboard/admin/", admin)).headers.get("Cache-Control")).toBe("private, no-store");
    const signIn = await visit("/auth/login");
    expect(signIn.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await signIn.text()).toContain('name="csrf"');
    const basket = await visit("/resources/shop", `${RETURNING}; __enquiry=anything`);
    expect(basket.headers.get("Cache-Control")).toBe("private, no-store");
  });

  test("every document's module preloads are at low priority, shared or streamed privately", async () => {
    const admin = await site.signIn();
    const pages = [
      await visit("/resources/blogs"),
      await visit("/auth/login"),
      await visit("/dashboard/admin/", admin),
    ];
    for (const page of pages) {
      const preloads = (await page.text()).match(/<link[^>]*rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length, page.url).toBeGreaterThan(3);
      expect(
        preloads.filter((tag) => !tag.includes('fetchpriority="low"')),
        page.url,
      ).toEqual([]);
    }
  });

  test("public forms refuse another site's posts and accept their own without a token", async () => {
    const form = { email: "cross-site@example.com", name__confirm: "", inline: "1" };
    // A foreign Origin without Sec-Fetch-Site on a page's own action meets the server entry's 403
    // first (server/app.ts, tests/unit/server-app.test.ts); the newsletter checks it itself.
    const evil = await site.request("/newsletter", { form, headers: { Origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    for (const headers of [{ "Sec-Fetch-Site": "cross-site" }, { "Sec-Fetch-Site": "same-site" }]) {
      const newsletter = await site.request("/newsletter", { form, headers, clientAddress: "10.14.0.2" });
      expect(newsletter.status, JSON.stringify(headers)).toBe(403);
      const contact = await site.request("/resources/contact-us", {
        form: { name: "Ama", email: "ama@example.com", subject: "Hi", message: "Cross-site", name__confirm: "" },
        headers,
        clientAddress: "10.14.0.2",
      });
      expect(contact.status, JSON.stringify(headers)).toBe(403);
    }
    const own = await site.request("/newsletter", {
      form,
      headers: { "Sec-Fetch-Site": "same-origin", Origin: "http://localhost:3000" },
      clientAddress: "10.14.0.3",
    });
    expect(own.status).toBe(200);
  });

  test("a change in the API shows after an admin write through the site, not before", async () => {
    const name = "Adinkra Oak Lounge Chair";
    expect(await (await visit("/resources/shop")).text()).toContain(name);
    // Straight to the API: nothing tells the site, so the kept page is answered.
    await site.api("products/products.php?id=1", { method: "DELETE" });
    expect(await (await visit("/resources/shop")).text()).toContain(name);

    const cookie = await site.signIn();
    const page = await site.request("/dashboard/create-category/", { cookie });
    const created = await site.request("/dashboard/create-category/", {
      cookie: cookiesOf(page, cookie),
      form: { csrf: csrfFrom(await page.text()), title: `Invalidate ${Date.now()}` },
    });
    expect(created.status).toBeLessThan(400);
    expect(await (await visit("/resources/shop")).text()).not.toContain(name);
  });

  test("a page rendered while the API failed is never kept", async () => {
    await visit("/resources/projects");
    await site.injectFault({ path: "projects/projects.php", status: 500, times: 100 });
    const cookie = await site.signIn();
    const page = await site.request("/dashboard/create-category/", { cookie });
    await site.request("/dashboard/create-category/", {
      cookie: cookiesOf(page, cookie),
      form: { csrf: csrfFrom(await page.text()), title: `Invalidate ${Date.now()}` },
    });
    const failing = await visit("/resources/projects");
    await site.clearFaults();
    expect(failing.headers.get("Cache-Control")).toBe("private, no-store");
    expect(failing.headers.get("ETag")).toBeNull();
    const recovered = await visit("/resources/projects");
    expect(recovered.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(await recovered.text()).not.toBe(await failing.text());
  });
});

import { describe, expect, test } from "vitest";
import { blogPath } from "~/utils/blog";
import { LEGACY_PATHS, LEGACY_PREFIXES } from "~/utils/legacy-links";
import { useSite } from "./support/site";

// The spec's links that were never routes, from the one table that serves them.
const site = useSite();

async function expectMoved(from: string, to: string) {
  const response = await site.request(from);
  expect({ from, status: response.status, location: response.headers.get("location") }).toEqual({
    from,
    status: 301,
    location: to,
  });
}

describe("every exact old path of the table answers 301 to its page", () => {
  for (const [from, to] of Object.entries(LEGACY_PATHS)) {
    test(`${from} → ${to}, with or without a trailing slash`, async () => {
      await expectMoved(from, to);
      await expectMoved(`${from}/`, to);
    });
  }
});

describe("old paths with an id answer 301 to the closest real page", () => {
  test("every prefix of the table is served", async () => {
    for (const [prefix, target] of Object.entries(LEGACY_PREFIXES)) {
      await expectMoved(`/${prefix}/sample-id`, typeof target === "function" ? target("sample-id") : target);
    }
  });

  for (const [from, to] of [
    ["/services/kitchen-remodel", "/services/renovation-service"],
    ["/services/heritage-restoration", "/services/renovation-service"],
    ["/services/home-extension", "/services/extention-service"],
    ["/services/residential-design", "/services/newbuild-service"],
    ["/services/interior-architecture", "/resources/projects"],
    ["/services/7", "/services/architectural-service"],
    ["/styles/contemporary", "/services/newbuild-service#styles"],
    ["/extensions/3", "/services/extention-service#extension-projects"],
  ] as const) {
    test(`${from} → ${to}`, () => expectMoved(from, to));
  }

  test("/blog/{slug}, the spec's related-post link, leads to the post", async () => {
    const { data } = await site.api<{ data: { blogs: Array<{ slug: string }> } }>("media/blogs.php");
    const slug = data.blogs[0].slug;
    expect(blogPath(slug)).toBe(`/resources/blog-info/${slug}/`);
    await expectMoved(`/blog/${slug}`, `/resources/blog-info/${slug}/`);
  });

  test("the four service pages are not swallowed by the redirect", async () => {
    for (const slug of ["architectural-service", "renovation-service", "newbuild-service", "extention-service"]) {
      expect((await site.request(`/services/${slug}`)).status, slug).toBe(200);
    }
  });

  test("a path that is no old link is a 404, not a redirect", async () => {
    expect((await site.request("/blogs/a/b")).status).toBe(404);
    expect((await site.request("/unknown-prefix/7")).status).toBe(404);
  });
});

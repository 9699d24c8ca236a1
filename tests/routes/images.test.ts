import { expect, test } from "vitest";
import { MAX_IMAGE_WIDTH } from "../../app/utils/image-widths";
import { one, openPage } from "./support/html";
import { publicPages } from "./support/seo";
import { useSite } from "./support/site";

// Every uploaded photo the server sends carries srcset and sizes, and every image its
// dimensions, on every public page (detail views open). Which candidate a browser then picks for
// the real layout: tests/e2e/images.spec.ts.
const site = useSite();

test("every uploaded photo on the public pages has a resized src, srcset and sizes, and every image its dimensions", async () => {
  for (const path of await publicPages(site)) {
    const document = await openPage(site, path);
    const images = document.querySelectorAll("img");
    const uploads = images.filter((image) => image.getAttribute("src")?.startsWith("/uploads/"));
    if (/blog|shop|projects/.test(path)) expect(uploads.length, `uploaded photos on ${path}`).toBeGreaterThan(0);
    for (const image of uploads) {
      const label = `${image.getAttribute("src")} on ${path}`;
      expect(image.getAttribute("src"), label).toMatch(/\?w=\d+$/);
      expect(image.getAttribute("srcset"), label).toContain(`?w=${MAX_IMAGE_WIDTH} ${MAX_IMAGE_WIDTH}w`);
      expect(image.getAttribute("sizes"), label).toBeTruthy();
      expect(image.getAttribute("sizes"), label).not.toBe("100vw");
    }
    // Nothing shifts while photos load: every image, uploads and the studio's own art, has its box before its bytes.
    for (const image of images) {
      const label = `${image.getAttribute("src")} on ${path}`;
      expect(Number(image.getAttribute("width")), label).toBeGreaterThan(0);
      expect(Number(image.getAttribute("height")), label).toBeGreaterThan(0);
    }
  }
});

// The picture a phone paints largest (Lighthouse's LCP element, docs/performance.md, "LCP on a
// phone") is asked for from the head, before the fonts and style sheets, with exactly its
// <img>'s candidates and sizes: a preload that differs from the <img> downloads a second file.
test("the home, about and service pages preload their opening picture from the head, as their <img> draws it", async () => {
  const pages = {
    "/": "img.hero__poster",
    "/resources/about-us": ".page-hero__figure img",
    "/services/architectural-service": ".page-hero__figure img",
    "/services/renovation-service": ".page-hero__figure img",
    "/services/newbuild-service": ".page-hero__figure img",
    "/services/extention-service": ".page-hero__figure img",
  };
  for (const [path, selector] of Object.entries(pages)) {
    const document = await openPage(site, path);
    const image = one(document, selector);
    const head = one(document, "head");
    const preloads = head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(preloads.length, path).toBe(1);
    const [preload] = preloads;
    expect(preload.getAttribute("href"), path).toBe(image.getAttribute("src"));
    expect(preload.getAttribute("imagesrcset"), path).toBe(image.getAttribute("srcset"));
    expect(preload.getAttribute("imagesizes"), path).toBe(image.getAttribute("sizes"));
    expect(preload.getAttribute("fetchpriority"), path).toBe("high");
    expect(image.getAttribute("fetchpriority"), path).toBe("high");
    expect(image.getAttribute("loading"), path).toBe("eager");
    // Ahead of the fonts and the style sheets in the head.
    const links = head.querySelectorAll("link");
    const at = (test: (link: (typeof links)[number]) => boolean) => links.findIndex(test);
    const picture = at((link) => link.getAttribute("as") === "image");
    expect(picture, path).toBeLessThan(at((link) => link.getAttribute("as") === "font"));
    expect(picture, path).toBeLessThan(at((link) => link.getAttribute("rel") === "stylesheet"));
  }
});

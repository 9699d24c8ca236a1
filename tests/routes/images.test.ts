import { expect, test } from "vitest";
import { MAX_IMAGE_WIDTH } from "../../app/utils/image-widths";
import { openPage } from "./support/html";
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

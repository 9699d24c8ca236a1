import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { Image } from "~/components/image";
import { IMAGE_WIDTHS, responsiveSource, staticWidthUrl } from "~/utils/image-widths";

/** Every photo gets a srcset over the served widths, its dimensions, and lazy/priority loading. */

const html = (props: Parameters<typeof Image>[0]) => renderToStaticMarkup(createElement(Image, props));

describe("Image", () => {
  it("gives an upload a srcset over every allowed width, its sizes and dimensions, lazy and async", () => {
    const out = html({ src: "/uploads/products/a.jpg", alt: "", width: 800, height: 600, sizes: "92vw" });
    for (const width of IMAGE_WIDTHS) expect(out).toContain(`/uploads/products/a.jpg?w=${width} ${width}w`);
    expect(out).toContain('src="/uploads/products/a.jpg?w=960"');
    expect(out).toMatch(/sizes="92vw"[^>]*width="800"[^>]*height="600"|width="800"[^>]*height="600"[^>]*sizes="92vw"/);
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('decoding="async"');
    expect(out).not.toContain("fetchpriority");
  });

  it("without a sizes, sizes a srcset to the box's own width rather than the whole screen", () => {
    const thumb = html({ src: "/uploads/projects/t.webp", alt: "", width: 96, height: 72 });
    expect(thumb).toContain('sizes="(max-width: 96px) 100vw, 96px"');
    const placeholder = html({ src: "", alt: "", width: 96, height: 72 });
    expect(placeholder).not.toContain("sizes=");
  });

  it("loads the priority (LCP) image at once with high priority", () => {
    const out = html({ src: "/uploads/blogs/b.webp", alt: "x", width: 800, height: 600, priority: true });
    expect(out).toContain('loading="eager"');
    expect(out.toLowerCase()).toContain('fetchpriority="high"');
  });

  it("gives the static art its derived widths below its own, which exist on disk", () => {
    const { srcSet } = responsiveSource("/media/hero-poster.webp", 1600);
    expect(srcSet).toBe(
      "/media/hero-poster.w320.webp 320w, /media/hero-poster.w640.webp 640w, /media/hero-poster.w960.webp 960w, /media/hero-poster.w1280.webp 1280w, /media/hero-poster.webp 1600w",
    );
    for (const width of [320, 640, 960, 1280]) {
      expect(existsSync(`public${staticWidthUrl("/media/hero-poster.webp", width)}`)).toBe(true);
    }
    expect(responsiveSource("/images/placeholder.svg", 800).srcSet).toBeUndefined();
  });
});

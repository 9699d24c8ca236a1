import sharp from "sharp";
import { expect, test, type Browser } from "./support/fixtures";
import { api } from "./support/api";
import { gotoUntil } from "./listing.support";
import { IMAGE_WIDTHS, MAX_IMAGE_WIDTH } from "../../app/utils/image-widths";

// Photos sized for the screen. Each card's `sizes` follows the real layout, so the
// candidate a browser picks is the smallest allowed width that covers the rendered width × DPR.
// (That every photo has srcset, sizes and its dimensions is in what the server sends:
// tests/routes/images.test.ts.)

test.describe.configure({ timeout: 90_000 });
// The browser picks from srcset and sizes alone, and each test opens its own contexts: checked
// once, in the nojs project, at half the CPU of a hydrated page.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the browser's choice needs no scripts: checked once, in nojs");

/** A camera-sized 4000×3000 JPEG (the art scaled up): made at test time, never committed. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp("public/images/portfolio/open-living.webp")
    .resize(4000, 3000, { fit: "cover" })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A product whose only photo is `photo`, through the worker's studio API: the newest, so the first card. */
async function productWithPhoto(photo: Buffer): Promise<{ id: number; name: string; path: string }> {
  const body = new FormData();
  const fields = {
    name: `Camera photo chair ${Date.now().toString(36)}`,
    description: "Photographed with a phone camera.",
    price: "500",
    category: "furniture",
    sku: `CAM-${Date.now().toString(36).toUpperCase()}`,
    stock_quantity: "3",
    status: "active",
  };
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set("images[]", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "camera.jpg");
  const created = await api<{ data: { id: number; all_images: { path: string }[] } }>("products/products.php", {
    method: "POST",
    body,
  });
  return { id: created.data.id, name: fields.name, path: created.data.all_images[0].path };
}

/** The public pages that show uploaded photos, dialogs open, plus the home page. */
async function publicPages(): Promise<string[]> {
  const products = await api<{ data: { id: number; status: string }[] }>("products/products.php?page=1&limit=50");
  const projects = await api<{ data: { projects: { id: number; status: string }[] } }>(
    "projects/projects.php?page=1&limit=1",
  );
  const blogs = await api<{ data: { blogs: { slug: string }[] } }>("media/blogs.php?page=1&limit=1");
  const product = products.data.find((candidate) => candidate.status !== "draft");
  const project = projects.data.projects[0];
  const post = blogs.data.blogs[0];
  if (!product || !project || !post) throw new Error("the demo data needs a product, a project and a post");
  // Each dialog over a listing that leaves out its own card: the card's larger candidate of the
  // same photo, once loaded, may be reused by the dialog's image (the browser's list of available
  // images), whatever the dialog's `sizes` asks for.
  const otherStatus = project.status === "completed" ? "planned" : "completed";
  return [
    "/",
    "/resources/blogs",
    `/resources/blog-info/${post.slug}/`,
    "/resources/shop",
    `/resources/shop?search=no-product-matches-this&product=${product.id}`,
    "/resources/projects",
    `/resources/projects?status=${otherStatus}&project=${project.id}`,
  ];
}

test("a 375 px phone at DPR 2 downloads a resized AVIF or WebP for a shop card of a 4000×3000 upload", async ({
  browser,
  baseURL,
}) => {
  const photo = await cameraPhoto();
  const product = await productWithPhoto(photo);
  const phone = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
  });
  try {
    const page = await phone.newPage();
    const cardImage = page.waitForResponse((response) => response.url().includes(`/${product.path}?`));
    // The product went in through the API, not the site: a shop page kept from an earlier test
    // (3 s here) may not have it yet.
    await gotoUntil(page, "/resources/shop", page.getByRole("heading", { name: product.name }));
    const response = await cardImage;
    const url = new URL(response.url());
    const width = Number(url.searchParams.get("w"));
    expect(IMAGE_WIDTHS as readonly number[]).toContain(width);
    // The card is 341 CSS px wide: 682 device px, so the 768 candidate, never the 4000 px original.
    expect(width).toBe(768);
    expect(response.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
    const bytes = (await response.body()).length;
    expect(bytes).toBeLessThan(photo.length / 10);
    const meta = await sharp(await response.body()).metadata();
    expect(meta.width).toBe(768);
  } finally {
    await phone.close();
  }
});

/** The allowed width a browser should pick for a box `cssWidth` wide at `dpr`: the smallest that covers it. */
const idealCandidate = (cssWidth: number, dpr: number) =>
  IMAGE_WIDTHS.find((width) => width >= Math.ceil(cssWidth * dpr - 0.5)) ?? MAX_IMAGE_WIDTH;

async function chosenCandidates(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  width: number,
  dpr: number,
) {
  // A fresh context each time: a larger candidate already in the cache would otherwise be reused.
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    deviceScaleFactor: dpr,
    javaScriptEnabled: false,
  });
  try {
    const page = await context.newPage();
    await page.goto(path);
    const selector =
      ".product-card__media img, .project-card__media img, .blog-grid .blog-card__media img, .post-figure img, .gallery__stage img";
    await page.locator(selector).first().waitFor();
    await page.waitForFunction(
      (css) =>
        [...document.querySelectorAll<HTMLImageElement>(css)].some((image) => image.complete && image.currentSrc),
      selector,
    );
    return await page.locator(selector).evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.currentSrc.includes("/uploads/"))
        .map((image) => ({
          box: (image.parentElement?.className ?? "").split(" ")[0],
          rendered: image.getBoundingClientRect().width,
          chosen: Number(new URL(image.currentSrc).searchParams.get("w")),
        })),
    );
  } finally {
    await context.close();
  }
}

test.describe("sizes follow the layout", () => {
  for (const [width, dpr] of [
    [375, 2],
    [768, 2],
    [1440, 1],
  ] as const) {
    test(`at ${width} px DPR ${dpr} each card and featured photo gets the smallest width that covers it`, async ({
      browser,
      baseURL,
    }) => {
      const pages = (await publicPages()).filter((path) => path !== "/");
      const seen = new Set<string>();
      for (const path of pages) {
        for (const image of await chosenCandidates(browser, baseURL, path, width, dpr)) {
          seen.add(image.box);
          expect(image.chosen, `${image.box} on ${path}: ${image.rendered} px at DPR ${dpr}`).toBe(
            idealCandidate(image.rendered, dpr),
          );
        }
      }
      expect([...seen].sort()).toEqual(
        ["blog-card__media", "gallery__stage", "post-figure", "product-card__media", "project-card__media"].sort(),
      );
    });
  }
});

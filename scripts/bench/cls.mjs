#!/usr/bin/env node
// `npm run bench:cls` (docs/performance.md): Cumulative Layout Shift of every public page as a 375 px phone at
// DPR 2 sees it in Chromium, with a 4000×3000 camera photo as the newest product's image and as a
// post's featured image (the case that measured 0.24 on a post). Each page is opened in a fresh
// browser context (no cached fonts or images, as on a first visit), its 'layout-shift' entries
// summed by a PerformanceObserver registered before any script runs: "load" is the first 3 s (what
// Lighthouse sees), "scrolled" adds a walk to the bottom of the page (lazy photos, late content).
// Each page is measured BENCH_RUNS times (default 3) and the worst run is printed. Target: ≤ 0.02.
// It starts the production build with the embedded API (DEMO=1) on BENCH_PORT (default 3960);
// BENCH_NO_BUILD=1 serves the build in BUILD_DIR as it is instead of rebuilding a stale one.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { PUBLIC_ROUTES } from "../../tests/e2e/support/public-routes.mjs";
import { root, startSite as startDemoSite } from "./site.mjs";
const port = Number(process.env.BENCH_PORT ?? 3960);
const site = `http://localhost:${port}`;
const api = `http://127.0.0.1:${port + 1000}/`;
const token = "bench-cls-token";
const runs = Number(process.env.BENCH_RUNS ?? 3);
// Debian's Chromium where it is installed (this machine and CI), else Playwright's own.
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The production demo site these browser benches measure, as the child process of `npm start`
 * (it builds when the build is older than the sources; BENCH_NO_BUILD=1 serves the build in
 * BUILD_DIR as it is). lighthouse.mjs and paint.mjs start theirs here too.
 */
export async function startSite({ port, apiPort, token, dataDir }) {
  const { child } = await startDemoSite({
    port,
    apiPort,
    build: process.env.BENCH_NO_BUILD !== "1",
    env: {
      NODE_ENV: "production",
      DEMO: "1",
      STUDIO_API_TOKEN: token,
      SESSION_SECRET: "bench-cls",
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? ".build-bench-cls",
    },
  });
  return child;
}

/** A camera-sized 4000×3000 JPEG with EXIF GPS: the seed art scaled up. */
export function cameraJpeg() {
  return sharp(path.join(root, "public/images/portfolio/open-living.webp"))
    .resize(4000, 3000, { fit: "cover" })
    .jpeg({ quality: 95 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "5/1 33/1 2/1" } })
    .toBuffer();
}

async function post(apiUrl, apiToken, where, fields, fileField, photo) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set(fileField, new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "camera.jpg");
  const response = await fetch(new URL(where, apiUrl), {
    method: "POST",
    body,
    headers: { Authorization: `Bearer ${apiToken}` },
  });
  if (!response.ok) throw new Error(`${where} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data;
}

/** The camera photo as the newest product's image and a new post's featured image; returns their pages. */
export async function seedCameraPhotos(apiUrl, apiToken) {
  const photo = await cameraJpeg();
  const product = await post(
    apiUrl,
    apiToken,
    "products/products.php",
    {
      name: "Camera Photo Chair",
      description: "A chair photographed with a phone camera.",
      price: "500",
      category: "furniture",
      sku: `CAM-${Date.now().toString(36).toUpperCase()}`,
      stock_quantity: "3",
      status: "active",
    },
    "images[]",
    photo,
  );
  const blog = await post(
    apiUrl,
    apiToken,
    "media/blogs.php",
    {
      title: "A house photographed at dusk",
      excerpt: "A phone camera photo as the featured image.",
      content: "The first paragraph of the post.\n\nA second paragraph about the house and its garden.",
      category: "architecture",
      author: "Bench",
      tags: "camera",
      featured: "0",
    },
    "image",
    photo,
  );
  return {
    post: `/resources/blog-info/${blog.slug}/`,
    quickView: `/resources/shop?product=${product.id}`,
    photoBytes: photo.length,
  };
}

/** Registered before any page script: sums layout shifts that follow no user input. */
function observeShifts() {
  window.__cls = { total: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls.total += entry.value;
      const node = entry.sources?.[0]?.node;
      const name = node?.nodeType === 1 ? `${node.nodeName.toLowerCase()}.${[...node.classList].join(".")}` : "";
      window.__cls.shifts.push(`${entry.value.toFixed(3)}@${Math.round(entry.startTime)}ms ${name}`);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** A fresh context of a phone (touch, mobile) with a `viewport` of CSS pixels at `deviceScaleFactor`. */
export const phoneContext = (browser, viewport, deviceScaleFactor) =>
  browser.newContext({ viewport, deviceScaleFactor, isMobile: true, hasTouch: true });

/** CLS of one first visit to `url` at 375 px DPR 2: after 3 s, and after a walk to the bottom. */
export async function measureCls(browser, url) {
  const context = await phoneContext(browser, { width: 375, height: 812 }, 2);
  try {
    await context.addInitScript(observeShifts);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(3000);
    const load = await page.evaluate(() => window.__cls.total);
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
    await page.waitForTimeout(1000);
    const { total, shifts } = await page.evaluate(() => window.__cls);
    return { load, scrolled: total, shifts };
  } finally {
    await context.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "studio-bench-cls-"));
  const server = await startSite({ port, apiPort: port + 1000, token, dataDir });
  try {
    const { post: postPage, quickView } = await seedCameraPhotos(api, token);
    const pages = [
      ...PUBLIC_ROUTES,
      postPage,
      quickView,
      "/resources/projects?project=1",
      "/resources/cart",
      "/resources/wishlist",
    ];
    const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
    console.log(`CLS at 375 px DPR 2, first visits, worst of ${runs} (load: first 3 s; scrolled: to the bottom)`);
    console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} CPUs\n`);
    console.log("| page | load | scrolled |\n|---|---|---|");
    let worst = 0;
    try {
      for (const page of pages) {
        let load = 0;
        let scrolled = 0;
        let shifts = [];
        for (let run = 0; run < runs; run++) {
          const result = await measureCls(browser, `${site}${page}`);
          load = Math.max(load, result.load);
          if (result.scrolled >= scrolled) ({ scrolled, shifts } = result);
        }
        worst = Math.max(worst, scrolled);
        const why = scrolled > 0.02 ? ` ← ${shifts.join(", ")}` : "";
        console.log(`| ${page} | ${load.toFixed(3)} | ${scrolled.toFixed(3)}${why} |`);
      }
    } finally {
      await browser.close();
    }
    console.log(`\nworst: ${worst.toFixed(3)} (target ≤ 0.02)`);
  } finally {
    process.kill(-server.pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

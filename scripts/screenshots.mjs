#!/usr/bin/env node
// `npm run screenshots [-- /path ...]`: starts the site on the embedded API
// (a temporary DATA_DIR, a free port) and saves each public page, full length,
// at 375 px and 1440 px wide into screenshots/.
import { existsSync, mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { root, startSite } from "./bench/site.mjs";
import { PUBLIC_ROUTES } from "./public-routes.mjs";

const WIDTHS = [375, 1440];
const only = process.argv.slice(2);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const site = await startSite({
  port: await freePort(),
  apiPort: await freePort(),
  env: {
    NODE_ENV: "production",
    // A throwaway demo site: no administrator of its own is needed.
    DEMO: "1",
    BUILD_DIR: process.env.BUILD_DIR ?? ".build-screenshots",
  },
});
process.on("SIGINT", () => {
  site.stop();
  process.exit(130);
});

const base = site.url;
const outDir = path.join(root, "screenshots");
mkdirSync(outDir, { recursive: true });
let browser;
try {
  browser = await chromium.launch({
    executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  for (const width of WIDTHS) {
    // Reduced motion: scroll reveals show at once, so a full-page shot holds everything.
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const pathname of PUBLIC_ROUTES.filter((p) => !only.length || only.includes(p))) {
      await page.goto(`${base}${pathname}`, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      // Scroll through so lazy images load, then wait for them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
        for (const img of document.images) img.loading = "eager";
        const pending = Array.from(document.images).filter((img) => !img.complete);
        await Promise.all(
          pending.map(
            (img) =>
              new Promise((resolve) => {
                img.addEventListener("load", resolve, { once: true });
                img.addEventListener("error", resolve, { once: true });
                setTimeout(resolve, 3000);
              }),
          ),
        );
      });
      await page.waitForLoadState("networkidle");
      const name = pathname === "/" ? "home" : pathname.replace(/^\/|\/$/g, "").replace(/\//g, "-");
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(path.relative(root, file));
    }
    await context.close();
  }
} finally {
  await browser?.close();
  site.stop();
}

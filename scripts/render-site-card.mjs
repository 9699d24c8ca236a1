#!/usr/bin/env node
// Draws the link-preview card (public/social/site-card.jpg, 1200×630, what chats and
// social networks show for a page without a picture of its own) and the square logo
// (public/social/logo.png, 512×512, for structured data and the feed) with Chromium,
// from the studio's own fonts, colours, mark and a photograph of public/images.
// Run: node scripts/render-site-card.mjs   (uses /usr/bin/chromium when present)
import { chromium } from "@playwright/test";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "public", "social");
const dataUrl = (file, type) => `data:${type};base64,${readFileSync(path.join(root, file)).toString("base64")}`;

const fonts = `
  @font-face { font-family: Fraunces; src: url(${dataUrl("public/fonts/fraunces-latin.woff2", "font/woff2")}); font-weight: 100 900; }
  @font-face { font-family: Manrope; src: url(${dataUrl("public/fonts/manrope-latin.woff2", "font/woff2")}); font-weight: 200 800; }
  * { margin: 0; box-sizing: border-box; }
  html, body { width: 100%; height: 100%; }
`;

// The mark of app/components/logo.tsx: an eye (aniwa, in Twi) as an arch over a horizon.
const mark = (stroke, size) => `
  <svg viewBox="0 0 40 40" width="${size}" height="${size}" aria-hidden="true">
    <path d="M6 30V18a14 14 0 0 1 28 0v12" fill="none" stroke="${stroke}" stroke-width="3" />
    <circle cx="20" cy="20" r="4.5" fill="#c0703c" />
    <path d="M2 32h36" stroke="${stroke}" stroke-width="3" />
  </svg>`;

const card = `<!doctype html><html><head><style>${fonts}
  body { display: grid; grid-template-columns: 640px 560px; background: #1f1a17; color: #f5efe6; font-family: Manrope; }
  .text { padding: 64px 56px 56px 72px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 18px; }
  .brand b { font: 600 40px/1 Fraunces; letter-spacing: 0.01em; }
  .brand small { display: block; font: 600 15px/1.4 Manrope; letter-spacing: 0.22em; text-transform: uppercase; color: #d9b99f; margin-top: 6px; }
  h1 { font: 500 64px/1.05 Fraunces; margin-top: auto; letter-spacing: -0.01em; }
  h1 em { font-style: italic; color: #e0a27a; }
  p { font-size: 24px; line-height: 1.45; color: #e8dfd3; margin-top: 22px; max-width: 34ch; }
  .rule { height: 4px; width: 96px; background: #c0703c; margin-top: 34px; border-radius: 2px; }
  .photo { position: relative; background: url(${dataUrl("public/images/home/studio-living.webp", "image/webp")}) center / cover; }
  .photo::after { content: ""; position: absolute; inset: 0; background: linear-gradient(90deg, #1f1a17 0%, rgba(31,26,23,0) 28%); }
  .place { position: absolute; right: 36px; bottom: 32px; z-index: 1; background: rgba(31,26,23,0.82); padding: 12px 20px;
           border-radius: 999px; font: 700 16px/1 Manrope; letter-spacing: 0.18em; text-transform: uppercase; }
</style></head><body>
  <div class="text">
    <div class="brand">${mark("#f5efe6", 64)}<span><b>Aniwa Studio</b><small>Accra · Ghana</small></span></div>
    <h1>Architecture, interiors <em>&amp;</em> home collections</h1>
    <p>Homes, workplaces and furniture designed in Accra with Ghanaian artisans.</p>
    <div class="rule"></div>
  </div>
  <div class="photo"><span class="place">East Legon, Accra</span></div>
</body></html>`;

const logo = `<!doctype html><html><head><style>${fonts}
  body { display: grid; place-items: center; background: #1f1a17; }
  svg { transform: translateY(12px); }
</style></head><body>${mark("#f5efe6", 400)}</body></html>`;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(card, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(out, "site-card.jpg"), type: "jpeg", quality: 86 });
  await page.setViewportSize({ width: 512, height: 512 });
  await page.setContent(logo, { waitUntil: "load" });
  await page.screenshot({ path: path.join(out, "logo.png"), type: "png" });
  console.log(`Wrote ${path.relative(root, out)}/site-card.jpg (1200×630) and logo.png (512×512)`);
} finally {
  await browser.close();
}

#!/usr/bin/env node
// `npm run bench:paint` (docs/performance.md): first paint, largest paint and hydration of every public page
// and a post with a 4000×3000 camera photo, in Chromium itself (not Lighthouse's model) on a slow
// phone: 412×823 at DPR 1.75, 150 ms round trip, 1.6 Mbps down, CPU slowed 4×, a fresh context per
// visit (nothing cached). Side by side in one run, visits interleaved: the site as served, whose
// module preloads are at low priority (app/edge/script-priority.server.ts), and the same pages with
// that attribute taken out, so the scripts load at Chromium's default (high) priority. Both go
// through the same small HTTP/1.1 front (documents rewritten, then brotli-compressed again, in
// both). BENCH_RUNS visits per page and variant (default 3); medians printed. BENCH_PORT (default
// 3950); BUILD_DIR as `npm start`.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "@playwright/test";
import { PUBLIC_ROUTES } from "../../tests/e2e/support/public-routes.mjs";
import { phoneContext, seedCameraPhotos, startSite } from "./cls.mjs";

const port = Number(process.env.BENCH_PORT ?? 3950);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const token = "bench-paint-token";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "studio-bench-paint-"));
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const LOW = ' fetchpriority="low"';
const VARIANTS = [
  { name: "as served (scripts low)", port: port + 1, rewrite: (html) => html },
  { name: "scripts at default priority", port: port + 2, rewrite: (html) => html.replaceAll(LOW, "") },
];

const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** An HTTP/1.1 front on `listen` that passes everything through and rewrites documents. */
function startFront(listen, rewrite) {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const document = String(request.headers.accept ?? "").includes("text/html");
    const brotli = String(request.headers["accept-encoding"] ?? "").includes("br");
    if (document) request.headers["accept-encoding"] = "identity";
    const upstream = http.request(
      { host: "127.0.0.1", port, method: request.method, path: request.url, headers: request.headers, agent },
      (answer) => {
        if (!String(answer.headers["content-type"] ?? "").startsWith("text/html")) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          const { "content-length": _length, etag: _etag, ...headers } = answer.headers;
          const html = Buffer.from(rewrite(Buffer.concat(chunks).toString("utf8")));
          // Compressed again as the site sends documents to Chromium.
          if (brotli) headers["content-encoding"] = "br";
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(brotli ? brotliCompressSync(html, BROTLI_FAST) : html);
        });
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(listen, () => resolve(server)));
}

/** Registered before any of the page's scripts: paints, shifts and the moment React marks the page hydrated. */
function observe() {
  const seen = { fcp: 0, lcp: 0, cls: 0, hydrated: 0 };
  Object.defineProperty(window, "__paint", { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") seen.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  // On the document, not its <html>: this runs before the parser has made the page's own.
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return;
    seen.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
}

async function visit(browser, url) {
  const context = await phoneContext(browser, { width: 412, height: 823 }, 1.75);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 120_000 });
    // Late shifts (lazy photos settling, the hero's controls) within a second after hydration.
    await page.waitForTimeout(1000);
    return await page.evaluate(() => window.__paint);
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const server = await startSite({ port, apiPort: port + 1000, token, dataDir });
const fronts = [];
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const { post } = await seedCameraPhotos(`http://127.0.0.1:${port + 1000}/`, token);
  for (const variant of VARIANTS) fronts.push(await startFront(variant.port, variant.rewrite));
  const pages = [...PUBLIC_ROUTES, post];
  // One visit first: photos resized and pages rendered once, as on a live site.
  for (const page of pages) await (await fetch(`http://localhost:${port}${page}`)).arrayBuffer();
  for (const page of pages) await visit(browser, `http://localhost:${VARIANTS[0].port}${page}`);

  console.log(
    `Chromium, 412 px DPR 1.75, 150 ms RTT, 1.6 Mbps, CPU 4×, median of ${runs}; load average ${os.loadavg()[0].toFixed(1)}\n`,
  );
  const header = VARIANTS.flatMap((variant) => [`${variant.name}: FCP`, "LCP", "hydrated", "CLS"]);
  console.log(`| page | ${header.join(" | ")} | LCP ratio |\n|---|${header.map(() => "---").join("|")}|---|`);
  const ratios = [];
  for (const page of pages) {
    const results = VARIANTS.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [i, variant] of VARIANTS.entries()) {
        results[i].push(await visit(browser, `http://localhost:${variant.port}${page}`));
      }
    }
    const summary = results.map((visits) => ({
      fcp: median(visits.map((v) => v.fcp)),
      lcp: median(visits.map((v) => v.lcp)),
      hydrated: median(visits.map((v) => v.hydrated)),
      cls: Math.max(...visits.map((v) => v.cls)),
    }));
    const ratio = summary[0].lcp / summary[1].lcp;
    ratios.push(ratio);
    const cells = summary.flatMap((s) => [seconds(s.fcp), seconds(s.lcp), seconds(s.hydrated), s.cls.toFixed(3)]);
    console.log(`| ${page} | ${cells.join(" | ")} | ${ratio.toFixed(2)} |`);
  }
  console.log(
    `\nLCP as served ÷ with scripts at default priority: median ${median(ratios).toFixed(2)} (CLS: worst visit)`,
  );
} finally {
  await browser.close();
  for (const front of fronts) front.close();
  process.kill(-server.pid, "SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}

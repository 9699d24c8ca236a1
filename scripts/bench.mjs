#!/usr/bin/env node
// `npm run bench`: performance figures of the production build, side by side in one run.
// 1. JavaScript each public page loads (gzip) against its budget (docs/performance.md) (scripts/bench/js.mjs, also
//    `npm run bench:js`), next to what chart.js alone would weigh, to show admin code never reaches
//    public pages.
// 2. Latency of a public page served from the site's read cache while the API is made as
//    slow as a busy shared PHP host (200 ms a read, by the embedded API's fault injection),
//    next to one such API read (what every visitor would wait for without the cache).
// 3. req/s and p99 of public pages at 50 connections next to a minimal Remix page and a static
//    file (scripts/bench/pages.mjs, also `npm run bench:pages`).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { benchJs } from "./bench/js.mjs";
import { runPagesBench } from "./bench/pages.mjs";
import { benchImages } from "./bench/images.mjs";
import { root, startSite } from "./bench/site.mjs";

const port = Number(process.env.BENCH_PORT ?? 3900);
const apiPort = port + 1000;
const site = `http://localhost:${port}`;
const api = `http://127.0.0.1:${apiPort}/`;
const token = "bench-token";
const gz = (buffer) => gzipSync(buffer).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function median(fn, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const server = await startSite({
  port,
  apiPort,
  env: { STUDIO_API_TOKEN: token, STUDIO_API_FAULTS: "1", BUILD_DIR: process.env.BUILD_DIR ?? ".build-bench" },
});
const { dataDir } = server;
try {
  await benchJs(site);
  const chartDir = path.join(root, "node_modules", "chart.js", "dist");
  const chartFile = readdirSync(chartDir).find((f) => f === "chart.umd.js" || f === "chart.umd.min.js");
  if (chartFile) console.log(`  (chart.js alone would add ${kb(gz(readFileSync(path.join(chartDir, chartFile))))})`);

  await benchImages({ root, site, dataDir });

  const runs = 20;
  await fetch(`${site}/resources/shop`); // fill the cache
  await fetch(`${api}__faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: "products/products.php", delayMs: 200 }),
  });
  const cachedPage = await median(() => fetch(`${site}/resources/shop`).then((r) => r.text()), runs);
  const apiRead = await median(
    () =>
      fetch(`${api}products/products.php?page=1&limit=500`, { headers: { Authorization: `Bearer ${token}` } }).then(
        (r) => r.text(),
      ),
    runs,
  );
  console.log(`\nShop page with the API answering in 200 ms, median of ${runs} (same run):`);
  console.log(`  whole page, data from the site's cache   ${cachedPage.toFixed(1)} ms`);
  console.log(`  one catalogue read from the API          ${apiRead.toFixed(1)} ms`);
  console.log(`  ratio page / API read                    ${(cachedPage / apiRead).toFixed(2)}`);
  console.log(
    "\nDashboard and analytics page at 0 / 30k / 120k / 200k events: npm run bench:analytics (several minutes).",
  );
  console.log(
    "Paints and hydration on a slow phone in Chromium (scripts at low priority or not): npm run bench:paint; Lighthouse: npm run bench:lighthouse.",
  );
} finally {
  server.stop();
}

// 3. Public pages under load next to a minimal Remix page and a static file (scripts/bench/pages.mjs).
await runPagesBench({ port: port + 50 });

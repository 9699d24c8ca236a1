#!/usr/bin/env node
// `npm run bench:lighthouse` (docs/performance.md): Lighthouse 12 mobile performance (simulated throttling) of
// every public page, a post and Quick View with a 4000×3000 camera photo, against the production
// build started as `DEMO=1 npm start` does. Lighthouse runs through `npx --yes lighthouse@12`, not
// as a devDependency: it is large (~190 MB installed with its dependencies) and only this bench
// needs it; the first run downloads it from the npm registry. Chromium: CHROME_PATH, default
// /usr/bin/chromium. BENCH_PORT (default 3970). Target: ≥ 95 on every public page. Its simulated
// timings start from the observed server and CPU times: on a loaded machine scores drop.
// Each page is measured twice, one after the other: over plain HTTP/1.1, as `npm start` serves it,
// and through an HTTPS + HTTP/2 front (./h2-front.mjs), as a deployment serves it behind its CDN
// or nginx; Lighthouse simulates the two protocols differently (docs/performance.md).
// After the table it lists each run's LCP element and Lighthouse's LCP breakdown (TTFB, load delay,
// load time, render delay, simulated); BENCH_REPORTS=dir keeps every report there as JSON.
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { PUBLIC_ROUTES } from "../../tests/e2e/support/public-routes.mjs";
import { seedCameraPhotos, startSite } from "./cls.mjs";
import { startH2Front } from "./h2-front.mjs";

const port = Number(process.env.BENCH_PORT ?? 3970);
const site = `http://localhost:${port}`;
const frontPort = port + 500;
const token = "bench-lighthouse-token";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "studio-bench-lh-"));
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const keep = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : null;
if (keep) mkdirSync(keep, { recursive: true });

/**
 * One visit to each page first, as Lighthouse's phone (412×823, DPR 1.75): a live site has its
 * resized photos on disk already, and the first transform of a photo is not what is measured here.
 */
async function warmUp(urls) {
  const browser = await chromium.launch({ executablePath: chrome, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: "load" });
  } finally {
    await browser.close();
  }
}

async function lighthouse(url) {
  const out = path.join(dataDir, "report.json");
  // The front's certificate is self-signed for the run.
  const insecure = url.startsWith("https:") ? " --ignore-certificate-errors" : "";
  // Not spawnSync: the HTTP/2 front runs in this process and must go on answering meanwhile.
  const run = spawn(
    "npx",
    [
      "--yes",
      "lighthouse@12",
      url,
      `--chrome-flags=--headless=new --no-sandbox${insecure}`,
      "--only-categories=performance",
      "--form-factor=mobile",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"], timeout: 180_000 },
  );
  const [code, signal] = await new Promise((resolve) => run.on("close", (...exit) => resolve(exit)));
  if (code !== 0) throw new Error(`lighthouse failed on ${url} (exit ${code ?? signal})`);
  const report = JSON.parse(readFileSync(out, "utf8"));
  if (keep)
    copyFileSync(
      out,
      path.join(keep, `${new URL(url).protocol.slice(0, -1)}${url.replace(/^.*?:\d+/, "").replace(/\W+/g, "_")}.json`),
    );
  const value = (id) => report.audits[id].displayValue;
  // Lighthouse 12's `largest-contentful-paint-element`: the element, then its phases in simulated ms.
  const [element, phases] = report.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
    element: node ? `${node.nodeLabel}${/^<img/.test(node.snippet) ? " (img)" : ""}` : "?",
    phases: (phases?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)}`).join(", "),
  };
}

/** One Lighthouse run as table cells, or the reason it failed in the first cell. */
async function cells(url) {
  try {
    const r = await lighthouse(url);
    return {
      score: r.score,
      cells: [r.score, r.fcp, r.lcp, r.tbt, r.cls, r.si],
      lcp: `${r.lcp}: ${r.element}; ${r.phases}`,
    };
  } catch (error) {
    // Lighthouse sometimes fails to record a trace on a loaded machine (NO_NAVSTART): say so, go on.
    return { score: null, cells: [error instanceof Error ? error.message : String(error), "", "", "", "", ""] };
  }
}

const server = await startSite({ port, apiPort: port + 1000, token, dataDir });
let closeFront = null;
try {
  const { post, quickView } = await seedCameraPhotos(`http://127.0.0.1:${port + 1000}/`, token);
  // A project's page (decision 016): the first the gallery links to.
  const gallery = await (await fetch(`${site}/resources/projects`)).text();
  const project = /href="(\/resources\/projects\/\d+-[^"?#]+)"/.exec(gallery)?.[1];
  // BENCH_PAGES=/a,/b measures only those (the pages above by name: post, quickView, project).
  const named = { post, quickView, project };
  const only = process.env.BENCH_PAGES?.split(",").map((page) => named[page] ?? page);
  const pages = only ?? [...PUBLIC_ROUTES, post, quickView, ...(project ? [project] : [])];
  await warmUp(pages.map((page) => `${site}${page}`));
  closeFront = await startH2Front({ port: frontPort, sitePort: port, dir: dataDir });
  if (!closeFront) console.log("(no openssl: the HTTPS + HTTP/2 columns are left out)");
  console.log(`Lighthouse 12 mobile, performance only; load average ${os.loadavg()[0].toFixed(1)}\n`);
  const protocols = closeFront ? ["HTTP/1.1", "HTTP/2 + TLS"] : ["HTTP/1.1"];
  const metrics = ["score", "FCP", "LCP", "TBT", "CLS", "SI"];
  const header = protocols.flatMap((protocol) => metrics.map((metric) => `${protocol} ${metric}`));
  console.log(`| page | ${header.join(" | ")} |\n|---|${header.map(() => "---").join("|")}|`);
  const lowest = protocols.map(() => 100);
  const elements = [];
  for (const page of pages) {
    const runs = [await cells(`${site}${page}`)];
    if (closeFront) runs.push(await cells(`https://localhost:${frontPort}${page}`));
    runs.forEach((run, i) => {
      if (run.score !== null) lowest[i] = Math.min(lowest[i], run.score);
    });
    console.log(`| ${page} | ${runs.flatMap((run) => run.cells).join(" | ")} |`);
    runs.forEach((run, i) => run.lcp && elements.push(`${page} over ${protocols[i]}: LCP ${run.lcp}`));
  }
  console.log(`\nLCP element and breakdown (ms):\n${elements.join("\n")}`);
  console.log(`\nlowest: ${protocols.map((protocol, i) => `${lowest[i]} over ${protocol}`).join(", ")} (target ≥ 95)`);
} finally {
  await closeFront?.();
  process.kill(-server.pid, "SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}

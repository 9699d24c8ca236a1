#!/usr/bin/env node
// `npm run bench:js` (also part of `npm run bench`): the JavaScript each public page loads, gzip,
// every script its HTML references counted once, against the budget (docs/performance.md: 110 KB for the
// contact, sign-in and basket pages, 100 KB for every other public page). Alone it builds if needed,
// starts the site on BENCH_PORT (default 3980) and stops it; BUILD_DIR as for `npm start`
// (default .build-bench).
//   npm run bench:js -- --why /resources/contact-us   what that page's files hold, by package and
//                                                     app module (shares of each file's gzip size,
//                                                     from the build's esbuild metafile)
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { PUBLIC_ROUTES } from "../../tests/e2e/support/public-routes.mjs";
import { root, startSite } from "./site.mjs";

/** The budget in KB gzip (docs/performance.md): the three pages with a checked form (contact, sign-in, the basket) get 10 KB more. */
const FORM_PAGES = new Set(["/resources/contact-us", "/auth/login", "/resources/cart"]);
const budgetOf = (page) => (FORM_PAGES.has(page) ? 110 : 100);

/**
 * Every public page (tests/e2e/support/public-routes.mjs), a post ("post": the first the blog list links to), a
 * project's page ("project": the first the gallery links to), the basket and wishlist.
 */
export const JS_PAGES = [...PUBLIC_ROUTES, "post", "project", "/resources/cart", "/resources/wishlist"];

const kb = (bytes) => bytes / 1024;

/** What Chromium sends. */
const CHROMIUM_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** The bytes of an answer as they cross the network (fetch would undo the encoding). */
function wireBytes(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

/**
 * The scripts a page's HTML loads (module entries and modulepreloads): each gzipped on its own
 * at zlib's default level (the budget's measure, `gzip`), and as the site sends them to Chromium
 * (`served`: brotli, precompressed by server/build.ts) and to a client taking only gzip
 * (`servedGzip`).
 */
export async function scriptsOf(site, page) {
  const html = await (await fetch(site + page)).text();
  const urls = [...new Set([...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]))];
  const files = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(site + url)).arrayBuffer());
    files.push({
      url,
      gzip: gzipSync(body).length,
      served: await wireBytes(site + url, CHROMIUM_ACCEPT_ENCODING),
      servedGzip: await wireBytes(site + url, "gzip"),
    });
  }
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { total: sum("gzip"), served: sum("served"), servedGzip: sum("servedGzip"), files };
}

async function resolvePost(site) {
  const blogs = await (await fetch(`${site}/resources/blogs`)).text();
  return /href="(\/resources\/blog-info\/[^"?#]+)"/.exec(blogs)?.[1] ?? null;
}

/** The first project's page the gallery links to. */
export async function resolveProject(site) {
  const gallery = await (await fetch(`${site}/resources/projects`)).text();
  return /href="(\/resources\/projects\/\d+-[^"?#]+)"/.exec(gallery)?.[1] ?? null;
}

/** Measures and prints every page of JS_PAGES; returns the rows. */
export async function benchJs(site) {
  const post = await resolvePost(site);
  const project = await resolveProject(site);
  const rows = [];
  console.log(
    "JavaScript per public page: gzip (every script the page loads, each file on its own, zlib's default" +
      " level: the budget's measure) | as the site sends it to Chromium (brotli) | to a gzip-only client:",
  );
  for (const name of JS_PAGES) {
    const page = name === "post" ? post : name === "project" ? project : name;
    if (!page) continue;
    const budget = budgetOf(page);
    const { total, served, servedGzip, files } = await scriptsOf(site, page);
    // Within when neither the measure nor what a gzip-only client downloads passes the budget.
    const within = kb(Math.max(total, servedGzip)) <= budget;
    rows.push({ page, total, served, servedGzip, files: files.length, budget, within });
    const label =
      name === "post"
        ? `post ${page.replace(/^.*\/blog-info/, "…")}`
        : name === "project"
          ? `project ${page.replace(/^.*\/projects/, "…")}`
          : page;
    const size = (bytes) => `${kb(bytes).toFixed(2).padStart(6)} KB`;
    console.log(
      `  ${label.padEnd(34)} ${size(total)} in ${String(files.length).padStart(2)} files | ${size(served)} | ` +
        `${size(servedGzip)}   budget ${budget} KB: ${within ? "within" : "OVER"}`,
    );
  }
  return rows;
}

/** Shares of each file's gzip size by package (node_modules) or app module, from the esbuild metafile. */
async function why(site, page, buildDir) {
  const metafile = path.join(buildDir, "metafile.js.json");
  if (!existsSync(metafile)) throw new Error(`no ${metafile}: build with BUILD_DIR=${buildDir} first`);
  const { outputs } = JSON.parse(readFileSync(metafile, "utf8"));
  const { total, files } = await scriptsOf(site, page);
  const shares = new Map();
  for (const { url, gzip } of files) {
    const output = Object.entries(outputs).find(([file]) => file.endsWith(url.replace(/^\/build\//, "/")))?.[1];
    if (!output) continue;
    const inputs = Object.entries(output.inputs);
    const bytes = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    if (!bytes) shares.set("(imports and exports only)", (shares.get("(imports and exports only)") ?? 0) + gzip);
    for (const [input, { bytesInOutput }] of inputs) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
      const key = pkg ?? input.replace(/\?.*$/, "");
      if (bytes) shares.set(key, (shares.get(key) ?? 0) + (gzip * bytesInOutput) / bytes);
    }
  }
  console.log(`\n${page}: ${kb(total).toFixed(1)} KB gzip in ${files.length} files`);
  for (const [key, bytes] of [...shares].sort((a, b) => b[1] - a[1])) {
    if (bytes >= 50) console.log(`  ${kb(bytes).toFixed(2).padStart(6)} KB  ${key}`);
  }
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 3980);
  const buildDir = process.env.BUILD_DIR ?? ".build-bench";
  const site = await startSite({ port, env: { BUILD_DIR: buildDir } });
  try {
    const at = process.argv.indexOf("--why");
    if (at > 0) await why(site.url, process.argv[at + 1] ?? "/", path.resolve(root, buildDir));
    else await benchJs(site.url);
    console.log(
      `(load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")})`,
    );
  } finally {
    site.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();

// npm run bench:outage — decision 004: does the public site outlive the studio API?
// Warms the site, stops the embedded API (its own process here) for a simulated hour, restarts
// the site in the middle, and asks for every public page throughout; then starts the API again,
// publishes a post and measures how long until the blog list shows it. Short windows via env:
// an "hour" of OUTAGE_S seconds (default 24), reads fresh 2 s and stale 2 s.
// Ports: BENCH_PORT (default 5150) for the site, +2 for the API. BUILD_DIR: the build to serve.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { INDEXED_ROUTES } from "../../tests/e2e/support/public-routes.mjs";
import { root, startSite } from "./site.mjs";

const port = Number(process.env.BENCH_PORT ?? 5150);
const apiPort = port + 2;
const outageMs = Number(process.env.OUTAGE_S ?? 24) * 1000;
const FRESH_MS = 2000;
const token = `bench-outage-${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "studio-bench-outage-"));
const apiUrl = `http://127.0.0.1:${apiPort}/`;
const siteEnv = {
  DATA_DIR: dataDir,
  STUDIO_API_URL: apiUrl,
  STUDIO_API_TOKEN: token,
  ANALYTICS_API_TOKEN: `${token}-analytics`,
  PUBLIC_CACHE_TTL_MS: String(FRESH_MS),
  PUBLIC_CACHE_STALE_MS: "2000",
  PAGE_CACHE_TTL_MS: String(FRESH_MS),
  STALE_IF_ERROR_S: "3600",
  LOG_LEVEL: "warn",
};
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

function startApi() {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "studio-api", "main.ts")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", STUDIO_API_PORT: String(apiPort), ...siteEnv },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return (async () => {
    for (let tries = 0; tries < 600; tries += 1) {
      if (child.exitCode !== null) throw new Error(`the studio API exited with ${child.exitCode}`);
      if (
        await api("categories/categories.php").then(
          (r) => r.ok,
          () => false,
        )
      )
        return child;
      await pause(200);
    }
    child.kill("SIGTERM");
    throw new Error("the studio API did not come up");
  })();
}

const api = (pathname, init = {}) =>
  fetch(new URL(pathname, apiUrl), { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });

/** The page's main content (the part a visitor reads), or null when it is not a 200 with content. */
async function contentOf(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    const html = await response.text();
    if (response.status !== 200 || html.includes("Failed to load")) return null;
    return html.slice(html.indexOf("<main"), html.indexOf("</main>")).replace(/<script[\s\S]*?<\/script>/g, "");
  } catch {
    return null;
  }
}

if (
  await api("categories/categories.php").then(
    () => true,
    () => false,
  )
) {
  throw new Error(`port ${apiPort} is taken: stop what listens there or set BENCH_PORT`);
}
let apiChild;
let site;
try {
  apiChild = await startApi();
  site = await startSite({ port, apiPort, env: siteEnv, build: false });
  const blogs = await (await api("media/blogs.php")).json();
  const products = await (await api("products/products.php")).json();
  const projects = await (await api("projects/projects.php")).json();
  const pages = [
    ...INDEXED_ROUTES,
    `/resources/blog-info/${blogs.data.blogs[0].slug}/`,
    `/resources/shop?product=${products.data.find((p) => p.status !== "draft").id}`,
    `/resources/projects?project=${projects.data.projects[0].id}`,
  ];
  const warm = new Map();
  for (const page of pages) warm.set(page, await contentOf(`${site.url}${page}`));
  const servedBefore = pages.filter((page) => warm.get(page) !== null);

  apiChild.kill("SIGTERM");
  await new Promise((done) => apiChild.once("exit", done));
  const started = Date.now();
  let asked = 0;
  let withContent = 0;
  let restarted = false;
  const failures = new Map();
  while (Date.now() - started < outageMs) {
    if (!restarted && Date.now() - started > outageMs / 2) {
      site.stop();
      await new Promise((done) => site.child.once("exit", done));
      site = await startSite({ port, apiPort, env: siteEnv, build: false });
      restarted = true;
    }
    for (const page of servedBefore) {
      asked += 1;
      if ((await contentOf(`${site.url}${page}`)) === warm.get(page)) withContent += 1;
      else failures.set(page, (failures.get(page) ?? 0) + 1);
    }
  }

  apiChild = await startApi();
  const back = Date.now();
  const title = `Back after the outage ${back}`;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title,
    excerpt: "Published the moment the API returned.",
    content: "Body.",
    category: "interior-design",
    tags: "bench",
    author: "Ama Mensah",
  })) {
    form.set(name, value);
  }
  const image = readFileSync(path.join(root, "studio-api/seed/images/beach-house-ada-foah-1.webp"));
  form.set("image", new Blob([image], { type: "image/webp" }), "cover.webp");
  await api("media/blogs.php", { method: "POST", body: form });
  let freshAfterMs = null;
  while (Date.now() - back < 60_000) {
    const html = await (await fetch(`${site.url}/resources/blogs`)).text();
    if (html.includes(title)) {
      freshAfterMs = Date.now() - back;
      break;
    }
    await pause(100);
  }

  const share = asked ? (100 * withContent) / asked : 0;
  console.log(
    `bench:outage — API stopped for ${outageMs / 1000} s (a simulated hour), the site restarted at half time`,
  );
  console.log(
    `  windows: reads fresh ${FRESH_MS} ms + stale 2000 ms, pages kept ${FRESH_MS} ms, last good answers 3600 s`,
  );
  console.log(`  public pages served before the outage: ${servedBefore.length} of ${pages.length}`);
  console.log(`  answered with their content during the outage: ${withContent} of ${asked} (${share.toFixed(1)} %)`);
  for (const [page, count] of failures) console.log(`    without content: ${page} × ${count}`);
  console.log(
    `  fresh content after the API returned: ${freshAfterMs === null ? "not within 60 s" : `${freshAfterMs} ms`} (goal ≤ ${FRESH_MS} ms, the fresh window)`,
  );
} finally {
  site?.stop();
  apiChild?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

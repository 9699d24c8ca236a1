#!/usr/bin/env node
// `npm run bench:analytics`: the dashboard and the analytics page as a week's events grow.
// For each size (BENCH_SIZES, default 0,30000,120000,200000 events added to the demo's ~400 over
// the last 7 days), a temporary DATA_DIR is seeded and the production build is timed signed in
// without JavaScript (plain HTML GETs, as curl):
//   first  the very first view, no aggregates yet (capped by the page's budget: days still being
//          read are named on the page, "pending" counts them)
//   cold   the first view after a restart, aggregates on disk (median of BENCH_COLD_RUNS restarts, 3)
//   warm   median of 7 views after that (median over those restarts)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 3950);
const site = `http://localhost:${port}`;
const sizes = (process.env.BENCH_SIZES ?? "0,30000,120000,200000").split(",").map(Number);
const ADMIN = { email: "bench@example.com", password: "bench-password-123" };
const COLD_RUNS = Math.max(1, Number(process.env.BENCH_COLD_RUNS ?? 3));
const PAGES = { analytics: "/dashboard/analytics/", admin: "/dashboard/admin/" };

let built = false;

/** The first start builds if the sources changed; later ones reuse that build (others may be editing). */
function startSite(dataDir) {
  const args = [path.join(root, "server", "start.mjs"), ...(built ? ["--no-build"] : [])];
  built = true;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      TRUST_PROXY: "0",
      PORT: String(port),
      STUDIO_API_PORT: String(port + 1000),
      STUDIO_API_TOKEN: "bench-token",
      ANALYTICS_API_TOKEN: "bench-analytics",
      SESSION_SECRET: "bench-secret",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? ".build-bench",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  return child;
}

async function stopSite(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  await new Promise((done) => child.once("exit", done));
}

async function waitUntilUp() {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${site}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the site did not start");
}

const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function signIn() {
  const page = await fetch(`${site}/auth/login`);
  const csrfCookie = cookiesOf(page);
  const token = (await page.text()).match(/name="csrf" value="([^"]+)"/)?.[1];
  const response = await fetch(`${site}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrfCookie, Origin: site },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, csrf: token ?? "" }),
  });
  const cookie = cookiesOf(response);
  if (!cookie.includes("=")) throw new Error(`sign-in failed: ${response.status}`);
  return `${csrfCookie}; ${cookie}`;
}

async function view(page, cookie) {
  const start = performance.now();
  // A failing page redirects (with a toast): count that as a failure, not as a fast page.
  const response = await fetch(site + page, { headers: { Cookie: cookie }, redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  const pending = html.match(/Still being computed: ([^.]*)\./)?.[1].split(", ").length ?? 0;
  return { ms: performance.now() - start, pending };
}

function seed(dataDir, count) {
  const db = new Database(path.join(dataDir, "studio.db"));
  const insert = db.prepare(
    `INSERT INTO analytics_events (session_id, page_url, event_type, event_date, ip_address, referrer, user_agent, label)
     VALUES (?, ?, ?, ?, '10.0.0.1', '', 'bench', '')`,
  );
  const pages = ["/", "/resources/shop", "/resources/blogs", "/resources/projects", "/resources/about-us"];
  const types = ["page_view", "engagement", "click"];
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      // About three events a visit: a page view, an engagement ping, a click; visits spread over the week.
      const visit = Math.floor(i / 3);
      const at = new Date(now - ((visit * 7919) % (7 * 86_400_000 - 3_600_000)) - 60_000 + (i % 3) * 1000);
      insert.run(
        `bench-${visit % Math.max(1, Math.floor(count / 5))}`,
        pages[visit % pages.length],
        types[i % 3],
        at.toISOString().slice(0, 19).replace("T", " "),
      );
    }
  })();
  db.close();
}

const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);

async function measure(page, dataDir, cookieRef) {
  const child = startSite(dataDir);
  try {
    await waitUntilUp();
    cookieRef.value ??= await signIn();
    const cold = await view(page, cookieRef.value);
    // Let reads the page's budget cut short finish before timing warm views.
    for (let i = 0; i < 300 && (await view(page, cookieRef.value)).pending; i++)
      await new Promise((r) => setTimeout(r, 500));
    const warm = [];
    for (let i = 0; i < 7; i++) warm.push((await view(page, cookieRef.value)).ms);
    return { cold, warm: median(warm) };
  } finally {
    await stopSite(child);
  }
}

const rows = [];
const loadAtStart = os.loadavg()[0];
for (const size of sizes) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "studio-bench-analytics-"));
  try {
    const setup = startSite(dataDir); // creates and seeds the demo database
    await waitUntilUp();
    await stopSite(setup);
    seed(dataDir, size);
    const cookie = {};
    const cache = path.join(dataDir, "analytics-cache");
    const result = {};
    for (const [name, page] of Object.entries(PAGES)) {
      rmSync(cache, { recursive: true, force: true });
      const first = await measure(page, dataDir, cookie); // no aggregates on disk
      const again = []; // restarts with them
      for (let run = 0; run < COLD_RUNS; run++) again.push(await measure(page, dataDir, cookie));
      const cold = again.map((run) => run.cold).sort((a, b) => a.ms - b.ms)[Math.floor(COLD_RUNS / 2)];
      result[name] = { first: first.cold, cold, warm: median(again.map((run) => run.warm)) };
    }
    rows.push({ size, ...result });
    console.error(`measured +${size} events: ${JSON.stringify(result)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const cell = ({ ms, pending }) => `${fmt(ms)}${pending ? ` (${pending} pending)` : ""}`;
const load = `${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`;
console.log(
  `\nSigned in, no JavaScript, production build, embedded API on the same machine (${os.cpus().length} cores, load average ${load}):\n`,
);
console.log(
  "| events added to the demo's week | analytics first | analytics cold | analytics warm | dashboard first | dashboard cold | dashboard warm |",
);
console.log("|---|---|---|---|---|---|---|");
for (const { size, analytics, admin } of rows) {
  console.log(
    `| ${size.toLocaleString("en")} | ${cell(analytics.first)} | ${cell(analytics.cold)} | ${fmt(analytics.warm)} | ${cell(admin.first)} | ${cell(admin.cold)} | ${fmt(admin.warm)} |`,
  );
}

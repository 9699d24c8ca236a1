#!/usr/bin/env node
// `npm run bench:analytics`: the dashboard and the analytics page as a week's events grow.
// For each size (BENCH_SIZES, default 0,30000,120000,200000 events added to the demo's ~400 over
// the last 6.5 days, written straight into the API's database as a busy week leaves them: see
// seed()), a temporary DATA_DIR is seeded and the production build is timed signed in without
// JavaScript (plain HTML GETs, as curl), as an administrator meets it after a deploy:
//   cold   the first view after a start, nothing the site keeps on disk (median of BENCH_COLD_RUNS
//          starts, 3)
//   warm   the 7 views right after it, one after the other (median; median over those starts)
// A page that answered before its figures were in says so ("Still being computed"): "pending"
// counts those days. The warm views do not wait for them: an administrator does not either.
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
  const args = ["--import", "tsx", path.join(root, "server", "start.ts"), ...(built ? ["--no-build"] : [])];
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
  // A failing page redirects (with a toast): shown as a failure, not as a fast page.
  const response = await fetch(site + page, { headers: { Cookie: cookie }, redirect: "manual" });
  const html = await response.text();
  const failed = response.status === 200 ? undefined : response.status;
  const pending = html.match(/Still being computed: ([^.]*)\./)?.[1].split(", ").length ?? 0;
  const timing = response.headers.get("Server-Timing") ?? "";
  return { ms: performance.now() - start, pending, timing, failed };
}

/**
 * Events the way a busy week leaves them in the API's database: written by the API (not through
 * this site, so nothing here saw them arrive), spread over the last 6.5 days, 5,000 sessions coming
 * back across days, 250 addresses, one page, types page_view/page_view/engagement/click.
 */
function seed(dataDir, count) {
  const db = new Database(path.join(dataDir, "studio.db"));
  const insert = db.prepare(
    `INSERT INTO analytics_events (session_id, page_url, event_type, event_date, ip_address, referrer, user_agent, label)
     VALUES (?, 'https://aniwa.example/', ?, ?, ?, '', 'bench', '')`,
  );
  const types = ["page_view", "page_view", "engagement", "click"];
  const span = 6.5 * 86_400_000;
  const now = Date.now();
  let state = 29; // mulberry32: every run seeds the same week
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(now - 60_000 - Math.floor(random() * span));
      insert.run(
        `session-${Math.floor(random() * 5000)}`,
        types[i % types.length],
        at.toISOString().slice(0, 19).replace("T", " "),
        `10.0.${Math.floor(random() * 250)}.1`,
      );
    }
  })();
  db.close();
}

const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);

/** One start with nothing kept on disk: its first view of `page`, then 7 more right away. */
async function measure(page, dataDir, cookieRef) {
  rmSync(path.join(dataDir, "analytics-cache"), { recursive: true, force: true });
  const child = startSite(dataDir);
  try {
    await waitUntilUp();
    cookieRef.value ??= await signIn();
    const cold = await view(page, cookieRef.value);
    const warm = [];
    for (let i = 0; i < 7; i++) warm.push(await view(page, cookieRef.value));
    const typical = warm.sort((a, b) => a.ms - b.ms)[3];
    console.error(`  ${page} cold ${cold.timing}; warm ${typical.timing}`);
    return { cold, warm: typical };
  } finally {
    await stopSite(child);
  }
}

const middle = (runs) => runs.sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)];
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
    const result = {};
    for (const [name, page] of Object.entries(PAGES)) {
      const runs = [];
      for (let run = 0; run < COLD_RUNS; run++) runs.push(await measure(page, dataDir, cookie));
      result[name] = { cold: middle(runs.map((run) => run.cold)), warm: middle(runs.map((run) => run.warm)) };
    }
    rows.push({ size, ...result });
    console.error(`measured +${size} events: ${JSON.stringify(result)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const cell = ({ ms, pending, failed }) =>
  `${fmt(ms)}${failed ? ` (failed: ${failed})` : pending ? ` (${pending} pending)` : ""}`;
const load = `${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`;
console.log(
  `\nSigned in, no JavaScript, production build, embedded API on the same machine (${os.cpus().length} cores, load average ${load}):\n`,
);
console.log("| events added to the demo's week | analytics cold | analytics warm | dashboard cold | dashboard warm |");
console.log("|---|---|---|---|---|");
for (const { size, analytics, admin } of rows) {
  console.log(
    `| ${size.toLocaleString("en")} | ${cell(analytics.cold)} | ${cell(analytics.warm)} | ${cell(admin.cold)} | ${cell(admin.warm)} |`,
  );
}

#!/usr/bin/env node
// `npm run bench:pages` (also part of `npm run bench`): req/s and p99 latency of the home page,
// the shop, the blog list and a post at 50 connections, side by side in one run with
//   - a minimal Remix page (scripts/bench/minimal-app, the same Remix version and flags, built
//     now and served by remix-serve: the framework's floor), and
//   - a static file from the site's own server.
// The targets (docs/performance.md): every public page ≥ 0.8× the minimal page's req/s, p99 ≤ 300 ms,
// and ≥ 0.6× the static file's req/s (a kept page answered before express's routes and Remix).
// Visitors are returning browsers (a browser User-Agent and an analytics session cookie), so each
// document view is also counted as a page view, as in production; the row "home /, first visit"
// asks without any cookie, as a new visitor's phone does (decision 007: the same shared page).
// The targets take turns in BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS / BENCH_ROUNDS each
// (BENCH_SECONDS default 10), so a load that comes and goes on a shared machine weighs on all of them:
// a figure is the median of its rounds, a ratio the median of its rounds' ratios (each against the
// same round's minimal page or static file). BENCH_CONNECTIONS (50), BENCH_PORT (3950: the site; the
// minimal app on the next port, the embedded API on the one after).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { root, startSite, waitFor } from "./site.mjs";

const bin = (name) => path.join(root, "node_modules", ".bin", name);
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

function start(command, args, { cwd, env }) {
  return spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}

function stop(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
}

function load(url, { seconds, connections, headers }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) reject(error);
      else resolve({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
    });
  });
}

/** The 1, 5 and 15 minute load averages, as `uptime` shows them: the runs are only as quiet as the machine. */
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

export async function runPagesBench({
  port = Number(process.env.BENCH_PORT ?? 3950),
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  connections = Number(process.env.BENCH_CONNECTIONS ?? 50),
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
} = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "studio-bench-pages-"));
  const minimalDir = path.join(root, "scripts", "bench", "minimal-app");
  // Inside the repository (git-ignored), so the build resolves the site's node_modules.
  const minimalBuild = path.join(minimalDir, ".build");
  const children = [];
  let server;
  try {
    const built = spawnSync(bin("remix"), ["build"], {
      cwd: minimalDir,
      env: { ...process.env, NODE_ENV: "production", MINIMAL_BUILD_DIR: minimalBuild },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (built.status !== 0) throw new Error("building the minimal Remix app failed");
    const minimalPort = port + 1;
    children.push(
      start(bin("remix-serve"), [path.join(minimalBuild, "index.js")], {
        cwd: minimalDir,
        env: { NODE_ENV: "production", PORT: String(minimalPort) },
      }),
    );
    const minimal = `http://localhost:${minimalPort}/`;
    [server] = await Promise.all([
      startSite({ port, apiPort: port + 2, env: { DATA_DIR: path.join(tmp, "data") } }),
      waitFor(minimal),
    ]);
    const site = server.url;

    const blogs = await (await fetch(`${site}/resources/blogs`)).text();
    const post = /href="(\/resources\/blog-info\/[^"?#]+)"/.exec(blogs)?.[1];
    if (!post) throw new Error("no blog post linked from /resources/blogs");
    const firstVisit = { "user-agent": BROWSER, "accept-encoding": "gzip" };
    const returning = { ...firstVisit, cookie: "studio_sid=bench-returning-visitor-0001" };
    const targets = [
      ["minimal Remix page", minimal],
      ["static file (/favicon.svg)", `${site}/favicon.svg`],
      ["home /", `${site}/`],
      ["home /, first visit", `${site}/`, firstVisit],
      ["shop", `${site}/resources/shop`],
      ["blogs", `${site}/resources/blogs`],
      [`post ${post.split("/").filter(Boolean).pop()}`.slice(0, 30), `${site}${post}`],
    ];
    // A first visit must get the page a CDN can share: no cookie, public Cache-Control.
    const first = await fetch(`${site}/`, { headers: firstVisit });
    await first.arrayBuffer();
    console.log(
      `First visit to /: Cache-Control "${first.headers.get("cache-control")}", Set-Cookie ${first.headers.get("set-cookie") ? `"${first.headers.get("set-cookie")}"` : "none"}`,
    );
    const loadBefore = loadAverage();
    for (const [, url, headers = returning] of targets) await load(url, { seconds: 2, connections, headers }); // warm up: JIT, caches
    const turn = Math.max(1, Math.round(seconds / rounds));
    const runs = targets.map(() => []);
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, [, url, headers = returning]] of targets.entries()) {
        runs[i].push(await load(url, { seconds: turn, connections, headers }));
      }
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const against = (i, floor) => median(runs[i].map((run, round) => run.rps / runs[floor][round].rps));
    const results = targets.map(([name], i) => ({
      name,
      rps: median(runs[i].map((run) => run.rps)),
      p99: median(runs[i].map((run) => run.p99)),
      errors: runs[i].reduce((sum, run) => sum + run.errors, 0),
      minimal: against(i, 0),
      static: against(i, 1),
    }));
    console.log(
      `\nPublic pages at ${connections} connections, ${rounds} rounds of ${turn} s each, one run (${os.cpus().length} cores, load average ${loadBefore} before, ${loadAverage()} after):`,
    );
    console.log(
      `  ${"".padEnd(30)} ${"req/s".padStart(8)} ${"p99 ms".padStart(8)} ${"× minimal".padStart(10)} ${"× static".padStart(9)} errors`,
    );
    for (const { name, rps, p99, errors, minimal, static: nearStatic } of results) {
      console.log(
        `  ${name.padEnd(30)} ${rps.toFixed(0).padStart(8)} ${String(p99).padStart(8)} ${minimal.toFixed(2).padStart(10)} ${nearStatic.toFixed(2).padStart(9)} ${errors}`,
      );
    }
    const pages = results.slice(2);
    const ok = pages.every((r) => r.minimal >= 0.8 && r.p99 <= 300 && r.errors === 0);
    console.log(`  target (every page ≥ 0.8× minimal, p99 ≤ 300 ms, no errors): ${ok ? "met" : "NOT met"}`);
    const nearStatic = pages.every((r) => r.static >= 0.6 && r.errors === 0);
    const lowest = Math.min(...pages.map((r) => r.static)).toFixed(2);
    console.log(
      `  target (every page ≥ 0.6× the static file's req/s, no errors): ${nearStatic ? "met" : "NOT met"} (lowest ${lowest}×)`,
    );
    return results;
  } finally {
    for (const child of children) stop(child);
    server?.stop();
    rmSync(tmp, { recursive: true, force: true });
    rmSync(minimalBuild, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await runPagesBench();

#!/usr/bin/env node
// `npm run bench:memory`: what one replica (server/start.ts and its children) holds in memory
// under load, with its heaps sized for a small container (server/memory.ts) and without, side by
// side in one run (docs/deploy.md, "Memory"). Each row loads a replica with BENCH_CONNECTIONS (50)
// connections for BENCH_SECONDS (60) over the public pages, as returning browsers, after a 3 s
// warm-up, and samples its memory every 250 ms. Rows:
//   - "unlimited": MEMORY_MB=0, V8 sizing its heaps from the host's RAM (as before the sizing);
//   - "200 MB": planned for 200 MB, the studio API apart (its own process, not counted), as compose runs it;
//   - "embedded API, 256 MB": planned for 256 MB with the embedded API under the supervisor (DEMO mode), counted.
// Without BENCH_IMAGE the replicas are `npm start` on this host (built first if stale; MEMORY_MB
// gives the budget) and the figure is the summed RSS of the supervisor and its children, which
// counts the node binary's pages once per process (~45 MB each): "peak anon" is what no process
// shares. With BENCH_IMAGE=<image built from the Dockerfile> they are that image under podman,
// host network on loopback: no limit, `--memory 200m` and `--memory 256m` (no swap beyond), each
// planning from its cgroup, and the figure is the container's cgroup count, read on the host.
// The target: the 200 MB row ≤ 200 MB, nothing failed, not killed, ≥ 0.95× the unlimited row's
// req/s; the embedded row ≤ 256 MB and not killed. BENCH_ROUNDS (1) repeats the first two rows,
// alternating. BENCH_LEAVE_OUT=/auth/login (a comma list) leaves pages out of the load: the sign-in
// page is rendered for each visitor (its form carries the visitor's CSRF token), the others are
// answered from the page cache, so its share of the load decides most of the garbage (docs/deploy.md).
// BENCH_PORT (3560: the host replica; the API apart on +1, the container on +2, the embedded API on +3).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { PUBLIC_ROUTES } from "../../tests/e2e/support/public-routes.mjs";
import { root, startSite, waitFor } from "./site.mjs";

const port = Number(process.env.BENCH_PORT ?? 3560);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const image = process.env.BENCH_IMAGE;
const leftOut = (process.env.BENCH_LEAVE_OUT ?? "").split(",").filter(Boolean);
const token = `bench-memory-${port}`;
const analyticsToken = `${token}-analytics`;
const metricsToken = `${token}-metrics-0123456789`;
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const MB = 1024 * 1024;
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/** The pid and every process under it, from /proc's children lists. */
function tree(pid) {
  const pids = [pid];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (children) for (const child of children.split(/\s+/)) pids.push(...tree(Number(child)));
    }
  } catch {
    /* gone meanwhile */
  }
  return pids;
}

/** RSS and its anonymous part of one process, in bytes (0 once it is gone). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb("VmRSS"), anon: kb("RssAnon") };
  } catch {
    return { rss: 0, anon: 0 };
  }
}

/** Samples `sample()` every 250 ms until stop(); keeps the peak of each figure and the last. */
function sampler(sample) {
  const peak = {};
  let last = {};
  const take = () => {
    last = sample();
    for (const [name, value] of Object.entries(last)) peak[name] = Math.max(peak[name] ?? 0, value);
  };
  take();
  const timer = setInterval(take, 250);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peak, end: last };
    },
  };
}

/** The site's garbage collections so far, in seconds of pause (prom-client's nodejs_gc_duration_seconds). */
async function gcSeconds(url) {
  const text = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    .then((answer) => (answer.ok ? answer.text() : ""))
    .catch(() => "");
  const sums = [...text.matchAll(/^nodejs_gc_duration_seconds_sum\{[^}]*\} ([\d.e+-]+)$/gm)];
  return sums.length ? sums.reduce((sum, match) => sum + Number(match[1]), 0) : NaN;
}

/** CPU seconds (user + system) the tree has used so far. */
function cpuOf(pid) {
  let ticks = 0;
  for (const each of tree(pid)) {
    try {
      const fields = readFileSync(`/proc/${each}/stat`, "utf8")
        .replace(/^.*\) /, "")
        .split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone */
    }
  }
  return ticks / 100;
}

const treeSample = (pid) => () =>
  tree(pid)
    .map(memoryOf)
    .reduce((sum, m) => ({ rss: sum.rss + m.rss, anon: sum.anon + m.anon }), { rss: 0, anon: 0 });

function load(url, requests, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        requests,
        headers: { "user-agent": BROWSER, "accept-encoding": "gzip", cookie: "studio_sid=bench-memory-visitor-0001" },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The public pages and one post and one project, as autocannon's request list. */
async function pagesOf(site) {
  const link = async (page, pattern) => pattern.exec(await (await fetch(`${site}${page}`)).text())?.[1];
  const post = await link("/resources/blogs", /href="(\/resources\/blog-info\/[^"?#]+)"/);
  const project = await link("/resources/projects", /href="(\/resources\/projects\/[^"?#]+)"/);
  return [...PUBLIC_ROUTES, post, project]
    .filter((page) => page && !leftOut.includes(page))
    .map((page) => ({ method: "GET", path: page }));
}

/**
 * A load of BENCH_SECONDS after a 3 s warm-up, with `sample` running throughout; `alive()` false =
 * killed. `cpu()` (the tree's CPU seconds) gives CPU ms per request, which other work on the machine
 * changes far less than req/s: what the garbage collector costs shows there.
 */
async function measure(url, sample, alive, cpu = () => NaN) {
  const requests = await pagesOf(url);
  const memory = sampler(sample);
  await load(url, requests, 3);
  const [cpuBefore, gcBefore] = [cpu(), await gcSeconds(url)];
  const result = await load(url, requests, seconds);
  const cpuMs = ((cpu() - cpuBefore) * 1000) / result.requests.total;
  const gcMs = (((await gcSeconds(url)) - gcBefore) * 1000) / result.requests.total;
  const { peak, end } = memory.stop();
  return {
    cpuMs,
    gcMs,
    rps: result.requests.average,
    failed: result.errors + result.non2xx,
    peak,
    end,
    killed: !alive(),
  };
}

function startApi(dataDir) {
  const apiPort = port + 1;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "studio-api", "main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DEMO: "1",
      DATA_DIR: dataDir,
      STUDIO_API_PORT: String(apiPort),
      STUDIO_API_TOKEN: token,
      ANALYTICS_API_TOKEN: analyticsToken,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  return { child, url: `http://127.0.0.1:${apiPort}/` };
}

async function replicaRow(name, { memoryMb, api, dataDir, build }) {
  const env = {
    MEMORY_MB: String(memoryMb),
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: "warn",
    DATA_DIR: path.join(dataDir, name.replace(/\W+/g, "-")),
    ...(api ? { STUDIO_API_URL: api, STUDIO_API_TOKEN: token, ANALYTICS_API_TOKEN: analyticsToken } : { DEMO: "1" }),
  };
  const site = await startSite({ port, apiPort: port + 3, env, build });
  try {
    await pause(2000); // past start-up's own allocations
    const idle = treeSample(site.child.pid)();
    const pid = site.child.pid;
    const result = await measure(
      site.url,
      treeSample(pid),
      () => site.child.exitCode === null,
      () => cpuOf(pid),
    );
    return { name, limitMb: memoryMb || null, idle, ...result };
  } finally {
    site.stop();
    await pause(1000);
  }
}

/** The container's memory cgroup on this host (cgroup v1's memory controller, else v2), from its first process. */
function cgroupDirOf(pid) {
  const lines = readFileSync(`/proc/${pid}/cgroup`, "utf8").split("\n");
  const v1 = lines.find((line) => /^\d+:memory:/.test(line));
  return v1
    ? `/sys/fs/cgroup/memory${v1.split(":")[2]}`
    : `/sys/fs/cgroup${lines.find((line) => line.startsWith("0::")).slice(3)}`;
}

/**
 * The cgroup's count (what its limit holds, page cache included) and its anonymous memory (what no
 * reclaim can free), read on the host so that sampling costs the container nothing.
 */
function cgroupSample(dir) {
  const v2 = existsSync(`${dir}/memory.current`);
  const number = (file) => Number(readFileSync(`${dir}/${file}`, "utf8").trim()) || 0;
  return () => {
    try {
      const stat = readFileSync(`${dir}/memory.stat`, "utf8");
      const field = (name) => Number(new RegExp(`^${name} (\\d+)$`, "m").exec(stat)?.[1] ?? 0);
      return v2
        ? { cgroup: number("memory.current"), anon: field("anon") }
        : { cgroup: number("memory.usage_in_bytes"), anon: field("total_rss") };
    } catch {
      return {}; // the container is gone
    }
  };
}

/**
 * The image in a container, one replica as compose runs it: `limitMb` (--memory, no swap beyond it;
 * none without) and the studio API apart on the host, or `embedded` with the API in the container
 * (DEMO=1). Host network on loopback. `memoryMb` sets MEMORY_MB (0: Node's own sizing).
 */
async function containerRow(name, api, { limitMb, memoryMb, embedded = false }) {
  const container = `mem-bench-${port}`;
  const containerPort = port + 2;
  spawnSync("podman", ["rm", "-f", container], { stdio: "ignore" });
  const run = spawnSync(
    "podman",
    [
      ...["run", "-d", "--name", container, "--network", "host"],
      ...(limitMb ? ["--memory", `${limitMb}m`, "--memory-swap", `${limitMb}m`] : []),
      ...["-e", `PORT=${containerPort}`, "-e", "HOST=127.0.0.1", "-e", "TRUST_PROXY=0", "-e", "LOG_LEVEL=warn"],
      ...(embedded
        ? ["-e", "DEMO=1", "-e", `STUDIO_API_PORT=${port + 3}`]
        : [
            ...["-e", `STUDIO_API_URL=${api}`, "-e", `STUDIO_API_TOKEN=${token}`],
            ...["-e", `ANALYTICS_API_TOKEN=${analyticsToken}`, "-e", `SESSION_SECRET=${token}-secret`],
          ]),
      ...["-e", `METRICS_TOKEN=${metricsToken}`],
      ...(memoryMb === undefined ? [] : ["-e", `MEMORY_MB=${memoryMb}`]),
      image,
    ],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`podman run: ${run.stderr.trim()}`);
  const inspect = (format) =>
    spawnSync("podman", ["inspect", "-f", format, container], { encoding: "utf8" }).stdout.trim();
  try {
    const url = `http://127.0.0.1:${containerPort}`;
    await waitFor(`${url}/healthz`, { timeoutMs: 120_000 });
    await pause(2000);
    const pid = Number(inspect("{{.State.Pid}}"));
    const dir = cgroupDirOf(pid);
    const sample = cgroupSample(dir);
    const idle = sample();
    const result = await measure(
      url,
      sample,
      () => inspect("{{.State.Running}}") === "true",
      () => cpuOf(pid),
    );
    // The kernel's own peak (v1 max_usage_in_bytes, v2 memory.peak), between the 250 ms samples.
    for (const file of ["memory.max_usage_in_bytes", "memory.peak"]) {
      if (existsSync(`${dir}/${file}`))
        result.peak.cgroup = Math.max(result.peak.cgroup, Number(readFileSync(`${dir}/${file}`, "utf8")));
    }
    const lines = spawnSync("podman", ["logs", container], { encoding: "utf8" });
    const log = `${lines.stdout}${lines.stderr}`.split("\n");
    // What the supervisor planned from the cgroup it read, and why the container stopped if it did.
    const plan =
      log
        .find((line) => line.includes("Memory: "))
        ?.replace(/^.*?Memory: /, "Memory: ")
        .replace(/".*$/, "") ?? "no plan logged";
    const ending = result.killed
      ? `; ${inspect("exit {{.State.ExitCode}}, OOMKilled {{.State.OOMKilled}}")}; ${log.slice(-4).join(" | ")}`
      : "";
    return { name, limitMb: limitMb ?? null, idle, ...result, note: `${plan}${ending}` };
  } finally {
    spawnSync("podman", ["rm", "-f", "-t", "15", container], { stdio: "ignore" });
  }
}

const mb = (bytes) => (bytes ? (bytes / MB).toFixed(0) : "–");

function print(rows) {
  console.log(
    `\nOne replica under ${connections} connections for ${seconds} s over ${PUBLIC_ROUTES.length + 2 - leftOut.length} public pages${leftOut.length ? ` (left out: ${leftOut.join(", ")})` : ""} (${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}); MB summed over the supervisor and its children (container: the cgroup's own count):`,
  );
  const head = [
    "",
    "idle MB",
    "peak MB",
    "peak anon",
    "end MB",
    "req/s",
    "× unlim.",
    "CPU ms/req",
    "GC ms/req",
    "failed",
    "killed",
  ];
  const widths = [26, 8, 8, 10, 8, 8, 9, 11, 10, 7, 7];
  const line = (cells) =>
    console.log(
      `  ${cells.map((c, i) => (i ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(" ")}`,
    );
  line(head);
  const named = (name) => rows.filter((row) => row.name === name);
  const mean = (list, pick) => list.reduce((sum, row) => sum + pick(row), 0) / list.length;
  const unlimited = named("unlimited").length ? mean(named("unlimited"), (row) => row.rps) : undefined;
  for (const row of rows) {
    const figure = (m) => m.cgroup ?? m.rss;
    line([
      row.name,
      mb(figure(row.idle)),
      mb(figure(row.peak)),
      mb(row.peak.anon),
      mb(figure(row.end)),
      row.rps.toFixed(0),
      unlimited ? (row.rps / unlimited).toFixed(2) : "–",
      Number.isNaN(row.cpuMs) ? "–" : row.cpuMs.toFixed(2),
      Number.isNaN(row.gcMs) ? "–" : row.gcMs.toFixed(2),
      row.failed,
      row.killed ? "KILLED" : "no",
    ]);
    if (row.note) console.log(`    ${row.note.trim().replaceAll("\n", "\n    ")}`);
  }
  // Over BENCH_ROUNDS: the highest peak (the cgroup's count in a container, else summed RSS), the mean req/s.
  const figure = (m) => m.cgroup ?? m.rss;
  const sizedRows = named("200 MB");
  const sized = sizedRows.length && {
    peak: Math.max(...sizedRows.map((row) => figure(row.peak))),
    anon: Math.max(...sizedRows.map((row) => row.peak.anon)),
    whole: sizedRows.every((row) => !row.killed && row.failed === 0),
    rps: mean(sizedRows, (row) => row.rps),
  };
  if (sizedRows.length > 1 && unlimited) {
    const cpu = (name) => mean(named(name), (row) => row.cpuMs).toFixed(2);
    console.log(
      `  mean of ${sizedRows.length} rounds: 200 MB ${sized.rps.toFixed(0)} req/s (${(sized.rps / unlimited).toFixed(2)}× unlimited's ${unlimited.toFixed(0)}), CPU ms/req ${cpu("200 MB")} against ${cpu("unlimited")}`,
    );
  }
  const embedded = rows.find((row) => row.name.startsWith("embedded"));
  const what = image ? "cgroup" : "summed RSS";
  const checks = [
    [`200 MB: peak ${what} ≤ 200 MB, nothing failed, not killed`, sized && sized.peak <= 200 * MB && sized.whole],
    [`200 MB: peak anon ≤ 200 MB`, sized && sized.anon <= 200 * MB],
    [`200 MB: req/s ≥ 0.95× unlimited`, sized && unlimited && sized.rps >= 0.95 * unlimited],
    [
      `embedded API, 256 MB: peak ${what} ≤ 256 MB, nothing failed, not killed`,
      embedded && figure(embedded.peak) <= 256 * MB && !embedded.killed && embedded.failed === 0,
    ],
  ];
  for (const [check, ok] of checks) console.log(`  ${ok ? "met    " : "NOT met"} ${check}`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "studio-bench-memory-"));
const api = startApi(path.join(dataDir, "api"));
try {
  for (let tries = 0; ; tries += 1) {
    if (api.child.exitCode !== null || tries > 600) throw new Error("the studio API did not come up");
    const answer = await fetch(`${api.url}categories/categories.php`, {
      headers: { Authorization: `Bearer ${token}` },
    }).catch(() => null);
    if (answer?.ok) break;
    await pause(200);
  }
  let rows = [];
  // Rounds alternate the two, so a busy moment of the machine weighs on both alike. On the host the
  // first row builds when the build is missing or stale; the others serve that build.
  const row = image
    ? (name, options) =>
        containerRow(name, api.url, options).catch((error) => console.error(`${name}: ${error.message}`))
    : (name, { memoryMb, embedded }, round) =>
        replicaRow(name, { memoryMb, api: embedded ? undefined : api.url, dataDir, build: round === 0 });
  for (let round = 0; round < rounds; round += 1) {
    rows.push(await row("unlimited", { memoryMb: 0 }, round));
    rows.push(await row("200 MB", { limitMb: 200, memoryMb: image ? undefined : 200 }, round));
  }
  rows.push(await row("embedded API, 256 MB", { limitMb: 256, memoryMb: image ? undefined : 256, embedded: true }, 1));
  rows = rows.filter(Boolean);
  print(rows);
} finally {
  try {
    process.kill(-api.child.pid, "SIGTERM");
  } catch {
    /* gone */
  }
  rmSync(dataDir, { recursive: true, force: true });
}

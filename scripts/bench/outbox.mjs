// `npm run bench:outbox`: what a backlog of leads costs visitors (docs/performance.md, decision 013). One throwaway site
// (scripts/bench/site.mjs) whose embedded API refuses every lead with a 503 (fault injection), so
// what waits keeps waiting and the worker keeps retrying it, as during an outage. /healthz and the
// contact page are timed (sequential GETs, end of the answer) with an empty outbox and with
// BENCH_OUTBOX (default 5,000) leads waiting, all due at once, in the same run, two rounds of each
// alternating; the ratio of the two medians is the figure (target ≤ 1.2×). `BENCH_REQUESTS` sets
// how many GETs per round and page (default 200).
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { startSite } from "./site.mjs";

const WAITING = Number(process.env.BENCH_OUTBOX ?? 5_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 5230);

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(2)} ms`;

async function timings(url) {
  const times = [];
  for (let i = 0; i < 20 + REQUESTS; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function measure(site) {
  return {
    healthz: await timings(`${site.url}/healthz`),
    contact: await timings(`${site.url}/resources/contact-us`),
  };
}

/** Writes `count` waiting leads as the outbox does (one JSON file each), all due now. */
function fillOutbox(dataDir, count) {
  const folder = path.join(dataDir, "outbox", "leads", "pending");
  mkdirSync(folder, { recursive: true });
  const now = Date.now();
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const lead = {
      kind: "contact",
      name: `Backlog Visitor ${i}`,
      email: `backlog${i}@example.com`,
      subject: "other",
      message: `Waiting lead ${i}: ${"a message of an ordinary length ".repeat(6)}`,
    };
    const entry = { id, payload: { lead, receivedAt: now - i }, createdAt: now - i, attempts: 0, nextAttemptAt: now };
    writeFileSync(path.join(folder, `${id}.json`), JSON.stringify(entry), { mode: 0o600 });
  }
}

const site = await startSite({ port: PORT, env: { STUDIO_API_FAULTS: "1", LOG_LEVEL: "warn", TRUST_PROXY: "1" } });
try {
  // The API takes no lead (503, retried), and answers everything else.
  const fault = await fetch(`${site.api}__faults`, {
    method: "POST",
    body: JSON.stringify({ path: "contacts/saleslist.php", method: "POST", status: 503 }),
  });
  if (!fault.ok) throw new Error(`fault injection refused: ${fault.status}`);

  // Two rounds of each, alternating, so the machine's own drift (other work on a shared host)
  // weighs on both figures alike: empty, backlog, empty (the backlog moved aside), backlog again.
  const pending = path.join(site.dataDir, "outbox", "leads", "pending");
  const aside = `${pending}-aside`;
  const empty = { healthz: [], contact: [] };
  const backlog = { healthz: [], contact: [] };
  const add = (into, from) => {
    for (const name of Object.keys(into)) into[name].push(...from[name]);
  };
  add(empty, await measure(site));
  fillOutbox(site.dataDir, WAITING);
  // Let the worker see the folder change and start retrying before measuring.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  add(backlog, await measure(site));
  renameSync(pending, aside);
  mkdirSync(pending, { mode: 0o700 });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  add(empty, await measure(site));
  rmSync(pending, { recursive: true });
  renameSync(aside, pending);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  add(backlog, await measure(site));
  for (const figures of [empty, backlog]) for (const name of Object.keys(figures)) figures[name].sort((a, b) => a - b);
  const left = readdirSync(pending).length;
  for (const name of ["healthz", "contact"]) {
    const [a, b] = [empty[name], backlog[name]];
    const label = name === "healthz" ? "/healthz" : "/resources/contact-us";
    console.log(
      `${label.padEnd(22)} 0 waiting: p50 ${ms(quantile(a, 0.5))}, p95 ${ms(quantile(a, 0.95))} | ` +
        `${WAITING} waiting: p50 ${ms(quantile(b, 0.5))}, p95 ${ms(quantile(b, 0.95))} | ` +
        `ratio p50 ${(quantile(b, 0.5) / quantile(a, 0.5)).toFixed(2)}×, p95 ${(quantile(b, 0.95) / quantile(a, 0.95)).toFixed(2)}×`,
    );
  }
  console.log(`(${left} leads still waiting when the last measurement ended: the worker kept trying them throughout)`);
} finally {
  site.stop();
}

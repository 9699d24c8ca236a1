#!/usr/bin/env node
// load.mjs: steady GET requests through nginx for compose-check.sh, one JSON line per answer:
// { t: start (epoch ms), ms, status (0: no answer), id: the X-Request-Id the site answered with, path }.
// Bounded: stops at --seconds, at --max requests, or when --stop-file exists; each request at most 10 s.
//   node load.mjs --url http://127.0.0.1:5140 --out load.jsonl [--seconds 180] [--max 12000]
//                 [--workers 2] [--gap-ms 40] [--stop-file FILE]
import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    out: { type: "string" },
    seconds: { type: "string", default: "180" },
    max: { type: "string", default: "12000" },
    workers: { type: "string", default: "2" },
    "gap-ms": { type: "string", default: "40" },
    "stop-file": { type: "string" },
  },
});
if (!values.url || !values.out) throw new Error("--url and --out are required");
const base = new URL(values.url);
if (!["127.0.0.1", "localhost", "[::1]"].includes(base.hostname)) throw new Error("loopback only");
const until = Date.now() + 1000 * Number(values.seconds);
const max = Number(values.max);
const gap = Number(values["gap-ms"]);
// The home page and a static file: both answered by a replica and logged with the request's id.
const paths = ["/", "/robots.txt"];
writeFileSync(values.out, "");
let sent = 0;

const done = () => sent >= max || Date.now() >= until || (values["stop-file"] && existsSync(values["stop-file"]));

async function worker() {
  while (!done()) {
    const path = paths[sent++ % paths.length];
    const t = Date.now();
    const started = performance.now();
    let status = 0;
    let id = null;
    try {
      const response = await fetch(new URL(path, base), { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      status = response.status;
      id = response.headers.get("x-request-id");
    } catch {
      status = 0;
    }
    const ms = Math.round((performance.now() - started) * 10) / 10;
    appendFileSync(values.out, JSON.stringify({ t, ms, status, id, path }) + "\n");
    await new Promise((resolve) => setTimeout(resolve, gap));
  }
}

await Promise.all(Array.from({ length: Number(values.workers) }, worker));

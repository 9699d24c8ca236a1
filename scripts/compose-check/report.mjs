#!/usr/bin/env node
// report.mjs: compose-check.sh's summary. Joins load.mjs's answers with each replica's log (its
// request lines carry the X-Request-Id nginx set, so each answer names the replica that gave it) and
// the script's timeline, prints what happened in each phase, and exits 1 when a check fails:
//   - the replica restarted on a new address serves requests through nginx again within 60 s;
//   - no 5xx and no answer missing while the other replica stops (SIGTERM), none slower than 3 s.
//   node report.mjs DIR   (DIR: load.jsonl, events.txt "name epoch-ms" lines, site-1.log, site-2.log,
//                          site-1-addresses.txt "before after")
import { readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
const read = (name) => readFileSync(path.join(dir, name), "utf8").split("\n").filter(Boolean);
const answers = read("load.jsonl").map((line) => JSON.parse(line));
const events = Object.fromEntries(
  read("events.txt")
    .map((line) => line.split(" "))
    .map(([k, v]) => [k, Number(v)]),
);
const replicaOf = new Map();
for (const replica of ["site-1", "site-2"]) {
  for (const line of read(`${replica}.log`)) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.requestId) replicaOf.set(entry.requestId, replica);
    } catch {
      // not a JSON line
    }
  }
}
for (const answer of answers) answer.replica = (answer.id && replicaOf.get(answer.id)) || "?";

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function describe(name, from, to) {
  const inside = answers.filter((a) => a.t >= from && a.t < to);
  const statuses = {};
  const replicas = {};
  for (const a of inside) {
    statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    replicas[a.replica] = (replicas[a.replica] ?? 0) + 1;
  }
  const slowest = inside.reduce((max, a) => Math.max(max, a.ms), 0);
  const bad = inside.filter((a) => a.status >= 500 || a.status === 0).length;
  console.log(
    `${name.padEnd(34)} ${String(inside.length).padStart(5)} requests  status ${JSON.stringify(statuses)}  ` +
      `by ${JSON.stringify(replicas)}  slowest ${slowest} ms`,
  );
  return { inside, bad, slowest };
}

// Two workers append in the order they finish: the first and last by start time.
const start = Math.min(...answers.map((a) => a.t));
const end = Math.max(...answers.map((a) => a.t)) + 1;
console.log(
  `timeline (s after the load began): ${Object.entries(events)
    .map(([k, v]) => `${k} ${((v - start) / 1000).toFixed(1)}`)
    .join(", ")}`,
);
describe("all", start, end);
describe("both replicas up", start, events.restart_begin);
const restart = describe("site-1 restarted and back", events.restart_begin, events.stop_begin);
const stop = describe("site-2 stopped (SIGTERM) and after", events.stop_begin, end);

const [oldAddress, newAddress] = readFileSync(path.join(dir, "site-1-addresses.txt"), "utf8").trim().split(" ");
const back = answers.find((a) => a.t >= events.restart_up && a.replica === "site-1");
const backAfter = back ? back.t + back.ms - events.restart_up : Infinity;
const site2Late = answers.filter((a) => a.t >= events.stop_end && a.replica === "site-2").length;
const checks = [
  [
    `site-1 restarted on a new address (${oldAddress} -> ${newAddress}; the same one would prove nothing)`,
    oldAddress !== newAddress,
  ],
  [
    `site-1 back: first answer through nginx ${back ? seconds(backAfter) : "never"} after podman restart returned (limit 60 s)`,
    backAfter <= 60_000,
  ],
  [`while site-1 restarted: ${restart.bad} answers 5xx or missing`, restart.bad === 0],
  [`while site-2 stopped: ${stop.bad} answers 5xx or missing (limit 0)`, stop.bad === 0],
  [`while site-2 stopped: slowest answer ${stop.slowest} ms (limit 3000 ms)`, stop.slowest <= 3000],
  [`after site-2 exited: ${site2Late} answers from site-2 (expect 0)`, site2Late === 0],
  [`answers attributed to a replica: ${answers.filter((a) => a.replica !== "?").length} of ${answers.length}`, true],
];
let failed = false;
for (const [text, ok] of checks) {
  console.log(`${ok ? "ok  " : "FAIL"}  ${text}`);
  if (!ok) failed = true;
}
console.log(failed ? "compose topology check FAILED" : "compose topology check passed");
process.exit(failed ? 1 : 0);

// `npm start`: refuse unsafe production settings (config/env.ts, startupProblem), build
// when the build is missing or older than the sources (server/build.ts), start the embedded
// studio API when STUDIO_API_URL is unset, then serve the build on PORT through the site's own
// server entry (server/serve.ts through serve-entry.mjs). Runs as TypeScript through tsx's loader, as the embedded API
// does (`node --import tsx server/start.ts`): no compile step stands between a fresh clone and
// `npm start`. The image runs it as plain JavaScript instead (server/bundle.ts, build/start.mjs).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  DEFAULT_DATA_DIR,
  dataDirProblem,
  readEnv,
  startNodeEnv,
  startSchema,
  startupProblem,
  startupWarnings,
  withoutEmpty,
} from "../config/env";
import { buildDirectory, buildSite } from "./build";
import { logLine } from "./log-line";
import { cgroupLimitBytes, memoryPlan } from "./memory";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const children: ChildProcess[] = [];
/** How a child runs TypeScript: tsx's loader in the same process, so signals reach it directly. */
const TS = ["--import", "tsx"];

/** True in the image's plain-JavaScript bundle of this file (server/bundle.ts defines it). */
declare const SERVER_BUNDLE: boolean | undefined;
const bundled = typeof SERVER_BUNDLE !== "undefined" && SERVER_BUNDLE;
/**
 * What each child runs: bundled, the bundles beside this one in the build directory, with no tsx
 * (and no esbuild service) in any process; else the TypeScript through tsx, as on a fresh clone.
 */
const entries = bundled
  ? { api: [path.join(buildDirectory(), "studio-api.mjs")], site: [path.join(buildDirectory(), "serve.mjs")] }
  : { api: [...TS, path.join(root, "studio-api", "main.ts")], site: [path.join(root, "server", "serve-entry.mjs")] };

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (max: number, entry) => Math.max(max, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const serverBuild = path.join(buildDirectory(), "index.js");

async function buildIfStale() {
  const builtAt = existsSync(serverBuild) ? statSync(serverBuild).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(root, "app")),
    newestMtime(path.join(root, "config")),
    newestMtime(path.join(root, "remix.config.js")),
    newestMtime(path.join(root, "package-lock.json")),
  );
  if (builtAt > sources) return;
  say("info", builtAt ? "Sources changed: rebuilding…" : "No build yet: building…");
  // server/build.ts: remix build, then the browser assets precompressed.
  try {
    await buildSite();
  } catch (error) {
    say("error", error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** A secret kept in DATA_DIR, so the demo's sessions survive a restart. */
function persistentSecret(dataDir: string, name: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The supervisor's own lines (its children's that are not JSON already: relayLines), server/log-line.ts. */
type Level = "info" | "warn" | "error";
function say(level: Level, msg: string): void {
  const line = logLine(level, msg, "supervisor");
  if (level === "info") console.log(line);
  else if (level === "warn") console.warn(line);
  else console.error(line);
}

/** Passes a child's output on line by line, each non-JSON line wrapped (`level`, `service`). */
function relayLines(stream: NodeJS.ReadableStream, out: NodeJS.WriteStream, level: Level, service: string): void {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) {
      if (line.trim()) out.write(`${line.startsWith("{") ? line : logLine(level, line, service)}\n`);
    }
  });
  stream.on("end", () => {
    if (rest.trim()) out.write(`${rest.startsWith("{") ? rest : logLine(level, rest, service)}\n`);
  });
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Stops the children last-started first: the site drains its requests in
 * flight (server/serve.ts), and only then does the embedded API they may be
 * waiting on stop. Exits with `code`.
 */
let stopping = false;
async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of [...children].reverse()) {
    if (!running(child)) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}
/**
 * A child that exits on its own (not stopped by us) takes the whole start down, saying in one JSON
 * line which child, its exit code or the signal that ended it (SIGKILL: most often the kernel's
 * out-of-memory killer), so an orchestrator's log says why the container stopped.
 */
function onChildExit(name: string) {
  return (code: number | null, signal: NodeJS.Signals | null) => {
    if (!stopping) {
      const line = {
        level: "error",
        time: new Date().toISOString(),
        service: "supervisor",
        msg: `${name} exited ${signal ? `on ${signal}` : `with code ${code}`}${signal === "SIGKILL" ? " (killed: out of memory?)" : ""}; stopping`,
        child: name,
        code,
        signal,
      };
      console.error(JSON.stringify(line));
    }
    void stopAll(code ?? 1);
  };
}

// Never leave the embedded API behind (it has its own process group, see below).
process.on("exit", () => {
  for (const child of children) if (running(child)) child.kill("SIGKILL");
});

function startEmbeddedApi(env: NodeJS.ProcessEnv, heapFlags: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...heapFlags, ...entries.api], {
      cwd: root,
      env,
      // The IPC channel is its lifeline: it stops when this process dies, however it dies.
      stdio: ["ignore", "pipe", "pipe", "ipc"],
      // Its own process group: a Ctrl-C in the terminal reaches the site, which drains, and
      // this script, which stops the API after it; never the API in the middle of a request.
      detached: true,
    });
    children.push(child);
    let ready = false;
    relayLines(child.stdout!, process.stdout, "info", "studio-api");
    relayLines(child.stderr!, process.stderr, "error", "studio-api");
    child.stdout!.on("data", (chunk: string) => {
      const match = /listening on (http:\/\/\S+)/.exec(chunk);
      if (match && !ready) {
        ready = true;
        resolve(match[1]);
      }
    });
    child.on("exit", (code, signal) => {
      if (!ready) reject(new Error(`The embedded studio API exited ${signal ? `on ${signal}` : `with code ${code}`}`));
      else onChildExit("the embedded studio API")(code, signal);
    });
  });
}

async function main() {
  // Empty variables count as unset (compose's `${SITE_URL:-}`): the children never see them.
  const given = withoutEmpty(process.env);
  // NODE_ENV as given (the site's schema names a bad one), production when unset.
  const env: NodeJS.ProcessEnv = { ...given, NODE_ENV: startNodeEnv(given) as NodeJS.ProcessEnv["NODE_ENV"] };
  const problem = startupProblem(env);
  if (problem) {
    say("error", problem);
    process.exit(1);
  }
  const config = readEnv(startSchema, env);
  if (!config.ok) {
    say("error", `Configuration error: ${config.name} ${config.problem}`);
    process.exit(1);
  }
  // A start that will be refused (an unwritable DATA_DIR) says only why, not the warnings before it.
  const dataDir = path.resolve(root, env.DATA_DIR || DEFAULT_DATA_DIR);
  const unwritable = env.STUDIO_API_URL ? null : dataDirProblem(dataDir);
  if (unwritable) {
    say("error", unwritable);
    process.exit(1);
  }
  if (env.DEMO === "1" && env.STUDIO_API_URL) say("warn", "DEMO=1 has no effect with STUDIO_API_URL set");
  for (const warning of startupWarnings(env)) say("warn", warning);

  if (!args.has("--no-build")) await buildIfStale();
  env.PORT = String(config.value.PORT);
  const memory = memoryPlan({
    memoryMb: config.value.MEMORY_MB,
    cgroupBytes: cgroupLimitBytes(),
    embeddedApi: !env.STUDIO_API_URL,
  });
  say(
    "info",
    memory.budgetMb === null
      ? "Memory: MEMORY_MB=0, heaps sized by Node from the host's RAM"
      : `Memory: planned for ${memory.budgetMb} MB (${memory.source}): site ${memory.site.join(" ")}${memory.api.length ? `, embedded API ${memory.api.join(" ")}` : ""}`,
  );

  for (const [name, value] of Object.entries(memory.env)) env[name] ??= value;

  if (!env.STUDIO_API_URL) {
    env.DATA_DIR = dataDir;
    env.STUDIO_API_TOKEN ||= randomBytes(24).toString("hex");
    env.ANALYTICS_API_TOKEN ||= randomBytes(24).toString("hex");
    if (!env.SESSION_SECRET) {
      env.SESSION_SECRET = persistentSecret(dataDir, ".session-secret");
      say("info", `SESSION_SECRET not set: using a generated one kept in ${path.join(dataDir, ".session-secret")}`);
    }
    // Beside the site's port, so two checkouts' `npm start` on two PORTs never meet.
    env.STUDIO_API_PORT ||= String(config.value.PORT + 1010);
    env.STUDIO_API_URL = await startEmbeddedApi(env, memory.api);
  } else if (!env.STUDIO_API_TOKEN) {
    say("error", "Configuration error: STUDIO_API_TOKEN is not set (required when STUDIO_API_URL is set)");
    process.exit(1);
  } else if (!env.SESSION_SECRET && env.NODE_ENV !== "production") {
    // Never a fixed value: a fresh random secret per start (sessions end on restart).
    env.SESSION_SECRET = randomBytes(32).toString("hex");
    say("info", "SESSION_SECRET not set: using a random one for this run");
  }

  const site = spawn(process.execPath, [...memory.site, ...entries.site, serverBuild], {
    cwd: root,
    env,
    // The IPC channel is its lifeline: the site drains and exits when this process dies.
    stdio: ["inherit", "inherit", "inherit", "ipc"],
  });
  children.push(site);
  site.on("exit", onChildExit("the site"));
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stopAll(0));

main().catch((error) => {
  say("error", error instanceof Error ? error.message : String(error));
  void stopAll(1);
});

import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { serverBuildPath } from "../../e2e/support/build";

const root = path.resolve(import.meta.dirname, "../../..");

/** `node --import tsx server/start.ts --no-build` on a port of its own, and what it wrote. */
export interface SiteProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Its exit code once it has exited. */
  exited: Promise<number | null>;
  /** Signals the whole process group: start.ts and the servers it started. */
  signalGroup(signal: NodeJS.Signals): void;
}

/**
 * Starts the site as an operator does (`npm start` without a build step) over the build the routes
 * suite made, for the tests about the process itself: a drain, a restart, its log lines. `env` is
 * the whole configuration beyond PORT and BUILD_DIR; resolves once /healthz answers 200.
 */
export async function startSiteProcess(port: number, env: Record<string, string>): Promise<SiteProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "start.ts"), "--no-build"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", ...env, PORT: String(port), BUILD_DIR: path.dirname(serverBuildPath) },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so a test can stop everything it started at once.
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const site: SiteProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    signalGroup(signal) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        /* already gone */
      }
    },
  };
  for (let i = 0; i < 300 && child.exitCode === null; i += 1) {
    const up = await fetch(`${site.url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return site;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  site.signalGroup("SIGKILL");
  throw new Error(`the site did not start:\n${output}`);
}

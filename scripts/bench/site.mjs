// A throwaway site for a measurement: `npm start` (server/start.ts) with the embedded API on
// loopback ports, its own DATA_DIR and BUILD_DIR, in a process group of its own so that stopping
// it stops the API too. The benchmarks, the screenshots and bench:outage start their sites here.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Resolves once `url` answers 2xx; throws when `child` exits first or after `timeoutMs`. */
export async function waitFor(url, { child, timeoutMs = 180_000 } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Starts the site on `port` (the embedded API on `apiPort`, default port + 1000) and waits for
 * /healthz. `env` adds to or overrides the defaults below; `build: false` serves the build in
 * BUILD_DIR as it is (`--no-build`); `stdout: "inherit"` shows the site's log lines.
 * Returns `{ url, api, dataDir, child, stop() }`; stop() ends the process group and removes the
 * data folder it made.
 */
export async function startSite({ port, apiPort = port + 1000, env = {}, build = true, stdout = "ignore" }) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), `studio-bench-${port}-`));
  const args = ["--import", "tsx", path.join(root, "server", "start.ts"), ...(build ? [] : ["--no-build"])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      // test: served exactly as in production, and the embedded API may take STUDIO_API_FAULTS.
      NODE_ENV: "test",
      PORT: String(port),
      STUDIO_API_PORT: String(apiPort),
      STUDIO_API_TOKEN: `bench-token-${port}`,
      ANALYTICS_API_TOKEN: `bench-analytics-${port}`,
      SESSION_SECRET: `bench-secret-${port}`,
      BUILD_DIR: process.env.BUILD_DIR ?? ".build-bench",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", stdout, "inherit"],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/healthz`, { child });
  } catch (error) {
    stop();
    throw error;
  }
  return { url, api: `http://127.0.0.1:${apiPort}/`, dataDir, child, stop };
}

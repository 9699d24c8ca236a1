import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";

/**
 * `kill -9` of server/start.ts must not leave the site and the embedded API
 * running (the next start then fails with EADDRINUSE). The real supervisor, embedded API and
 * site process, serving a stand-in build so no Remix build is needed.
 */

const startScript = fileURLToPath(new URL("../../server/start.ts", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "studio-supervisor-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The least a build must export for server/serve.ts to listen. */
const standInBuild = `export const future = {};
export const entry = { module: {} };
export const publicPath = "/build/";
export const assetsBuildDirectory = ${JSON.stringify(work)};
export const routes = {};
`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Running, not a zombie waiting for whoever adopted it to reap it. */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

describe("server/start.ts", () => {
  let supervisor: ChildProcess | undefined;
  afterAll(() => supervisor?.kill("SIGKILL"));

  it("takes the site and the embedded API down with it when it is killed with SIGKILL", async () => {
    writeFileSync(join(work, "index.js"), standInBuild);
    const [port, apiPort] = [await freePort(), await freePort()];
    supervisor = spawn(process.execPath, ["--import", "tsx", startScript, "--no-build"], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        DEMO: "1",
        BUILD_DIR: work,
        DATA_DIR: join(work, "data"),
        PORT: String(port),
        STUDIO_API_PORT: String(apiPort),
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    supervisor.stdout?.on("data", (chunk: Buffer) => (output += chunk));
    supervisor.stderr?.on("data", (chunk: Buffer) => (output += chunk));
    const pid = supervisor.pid ?? 0;
    const childrenOf = () =>
      readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    await vi.waitFor(() => expect(output).toContain(`[site] http://localhost:${port}`), {
      timeout: 40_000,
      interval: 50,
    });
    const children = childrenOf();
    expect(children).toHaveLength(2);
    // §13: the data folder and the session secret start.ts generates are the site's user's only.
    expect(statSync(join(work, "data")).mode & 0o777).toBe(0o700);
    expect(statSync(join(work, "data", ".session-secret")).mode & 0o777).toBe(0o600);

    supervisor.kill("SIGKILL");
    await vi.waitFor(() => expect(children.filter(alive), output).toEqual([]), { timeout: 10_000, interval: 50 });
  }, 60_000);
});

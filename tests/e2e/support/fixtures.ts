/**
 * The `test` every spec uses: Playwright's, with a worker-scoped site. Each worker builds
 * nothing (global-setup.ts built once) and starts `node --import tsx server/start.ts --no-build` on its own
 * ports with its own DATA_DIR (./env.ts), so no test sees another worker's data or injected
 * faults; `baseURL`, api(), injectFault() and signIn() all point at that worker's site. The faults
 * a test injects end with it, passed or failed, so the next test on the worker starts with none.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test as base } from "@playwright/test";
import { clearFaults } from "./api";
import { serverBuildPath } from "./build";
import { E2E, type E2ESite } from "./env";

export * from "@playwright/test";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** The environment of the site under test (the former webServer's). */
function siteEnv(site: E2ESite): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // test: the site serves exactly as in production (server/serve.ts), and only
    // then may the embedded API take STUDIO_API_FAULTS; a production start refuses it.
    NODE_ENV: "test",
    // Tests stand in for one proxy: each sends its own X-Forwarded-For, so per-client
    // limits (contact, newsletter, sign-in) give every test its own budget.
    TRUST_PROXY: "1",
    PORT: String(site.sitePort),
    STUDIO_API_PORT: String(site.apiPort),
    STUDIO_API_TOKEN: site.apiToken,
    ANALYTICS_API_TOKEN: site.analyticsToken,
    SESSION_SECRET: "e2e-session-secret",
    ADMIN_EMAIL: site.adminEmail,
    ADMIN_PASSWORD: site.adminPassword,
    DATA_DIR: site.dataDir,
    STUDIO_API_FAULTS: "1",
    // Short public cache windows, so an injected fault shows within seconds;
    // tests/e2e/shop.faults.spec.ts proves the cache still serves repeat reads.
    PUBLIC_CACHE_TTL_MS: "3000",
    PUBLIC_CACHE_STALE_MS: "0",
    // No last good answers here: the fault specs show the spec's failure messages (tests/routes/outage.test.ts
    // proves the site outlives the API).
    STALE_IF_ERROR_S: "0",
  };
  // The site must reach this worker's embedded API, never one named by the caller's shell.
  delete env.STUDIO_API_URL;
  return env;
}

async function answers(url: string): Promise<Response | null> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(2_000) });
  } catch {
    return null;
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) =>
    child.exitCode !== null || child.signalCode !== null ? done() : child.once("exit", () => done()),
  );

/** Starts the worker's site and embedded API over a fresh DATA_DIR and waits for /healthz. */
async function startSite(site: E2ESite): Promise<{ stop(): Promise<void> }> {
  if (await answers(`${site.siteUrl}/healthz`)) {
    throw new Error(`Port ${site.sitePort} is already in use: stop that server or set another E2E_PORT`);
  }
  rmSync(site.dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "start.ts"), "--no-build"], {
    cwd: root,
    env: { ...siteEnv(site), BUILD_DIR: path.dirname(serverBuildPath) },
    // Its own process group, so stopping it also stops the API and the site server it started.
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, "SIGTERM");
      const killed = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 10_000);
      await exited(child);
      clearTimeout(killed);
    }
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The e2e site on port ${site.sitePort} exited with code ${child.exitCode}`);
    const health = await answers(`${site.siteUrl}/healthz`);
    if (health?.ok) return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The e2e site on port ${site.sitePort} did not answer /healthz within 2 minutes`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

export const test = base.extend<{ faultsCleared: void }, { site: E2ESite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument.
    async ({}, use, workerInfo) => {
      if (workerInfo.parallelIndex !== E2E.index) {
        throw new Error(`TEST_PARALLEL_INDEX ${E2E.index} differs from the worker's ${workerInfo.parallelIndex}`);
      }
      const server = await startSite(E2E);
      try {
        await use(E2E);
      } finally {
        await server.stop();
        rmSync(E2E.dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", auto: true, timeout: 180_000 },
  ],
  faultsCleared: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument.
    async ({}, use) => {
      await use();
      await clearFaults();
    },
    { auto: true },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.siteUrl);
  },
  // With scripts, page.goto() returns once React has hydrated the page it opened
  // (`<html data-hydrated>`, set by app/entry.client.tsx), so a test's first click or change reaches its handler, as a person's would
  // a moment after the page appears; the headless shell is fast enough to act before that.
  // `waitUntil: "commit"` opts out.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // `waitUntil: "commit"` asks for the page before its scripts (the pre-hydration tests).
        if (options?.waitUntil !== "commit" && response?.headers()["content-type"]?.includes("text/html"))
          await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
        return response;
      };
    }
    await use(page);
  },
});

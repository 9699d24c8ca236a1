import os from "node:os";
import path from "node:path";

/**
 * The first port of this checkout's end-to-end sites: E2E_PORT (default 3100). Each Playwright
 * worker runs its own site on E2E_PORT + its parallel index, with its own embedded API 1000
 * above it and its own DATA_DIR, so several checkouts run side by side with distinct E2E_PORTs.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Where worker `index`'s site and embedded API listen, and the secrets they share. */
function e2eSite(index: number) {
  const sitePort = E2E_BASE_PORT + index;
  return {
    index,
    sitePort,
    apiPort: sitePort + 1000,
    siteUrl: `http://localhost:${sitePort}`,
    apiUrl: `http://127.0.0.1:${sitePort + 1000}/`,
    apiToken: "e2e-studio-api-token-0c6f7d2e",
    analyticsToken: "e2e-analytics-token-91b3aa4f",
    adminEmail: "admin@studio.test",
    adminPassword: "correct-horse-battery",
    dataDir: path.join(os.tmpdir(), `studio-e2e-${sitePort}`),
  } as const;
}

export type E2ESite = ReturnType<typeof e2eSite>;

/**
 * This worker's site (Playwright sets TEST_PARALLEL_INDEX in each worker process before it
 * loads the specs; outside a worker, index 0). api(), injectFault() and signIn() use it.
 */
export const E2E: E2ESite = e2eSite(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

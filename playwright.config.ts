import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E } from "./tests/e2e/support/env";

// Debian's Chromium where it is installed (this machine and CI); elsewhere
// Playwright's own browser.
const debianChromium = "/usr/bin/chromium";
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    }
  : {};

const FAULTS = /\.faults\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One browser at a time in CI: the upload and analytics tests share one API
  // and, two at a time on CI's two cores, slowed each other past their waits.
  workers: process.env.CI ? 1 : undefined,
  outputDir: `test-results/e2e-${E2E.sitePort}`,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: `playwright-report/${E2E.sitePort}` }]],
  use: {
    baseURL: E2E.siteUrl,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions,
  },
  projects: [
    { name: "js", testIgnore: FAULTS, use: { javaScriptEnabled: true } },
    { name: "nojs", testIgnore: FAULTS, use: { javaScriptEnabled: false } },
    // Fault injection changes what the shared API answers, so these run
    // alone, one at a time, after everything else.
    {
      name: "js-faults",
      testMatch: FAULTS,
      workers: 1,
      dependencies: ["js", "nojs"],
      use: { javaScriptEnabled: true },
    },
    {
      name: "nojs-faults",
      testMatch: FAULTS,
      workers: 1,
      dependencies: ["js-faults"],
      use: { javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: `rm -rf "${E2E.dataDir}" && node scripts/start.mjs`,
    url: `${E2E.siteUrl}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(E2E.sitePort),
      STUDIO_API_PORT: String(E2E.apiPort),
      STUDIO_API_TOKEN: E2E.apiToken,
      ANALYTICS_API_TOKEN: E2E.analyticsToken,
      SESSION_SECRET: "e2e-session-secret",
      ADMIN_EMAIL: E2E.adminEmail,
      ADMIN_PASSWORD: E2E.adminPassword,
      DATA_DIR: E2E.dataDir,
      STUDIO_API_FAULTS: "1",
      // Short public cache windows, so an injected fault shows within seconds;
      // tests/e2e/shop.faults.spec.ts proves the cache still serves repeat reads.
      PUBLIC_CACHE_TTL_MS: "3000",
      PUBLIC_CACHE_STALE_MS: "0",
    },
  },
});

import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_PORT } from "./tests/e2e/support/env";

// Debian's Chromium where it is installed (this machine and CI): its headless shell
// (package chromium-headless-shell, what Playwright itself runs headless) first, about three
// times faster on two cores than the full browser in headless mode (same Blink); elsewhere
// Playwright's own browser.
const debianChromium = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) =>
  existsSync(candidate),
);
const launchOptions = debianChromium
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
  // Each worker has its own site, embedded API and DATA_DIR (tests/e2e/support/fixtures.ts),
  // so tests never see each other's data or injected faults; CI has two cores.
  workers: process.env.CI ? 2 : undefined,
  globalSetup: "./tests/e2e/support/global-setup.ts",
  outputDir: `test-results/e2e-${E2E_BASE_PORT}`,
  // Each file's time too (test-results/playwright-timings.json, the 10 slowest printed at the end).
  reporter: process.env.CI
    ? [["list"], ["./tests/support/playwright-timings.ts"]]
    : [
        ["list"],
        ["html", { open: "never", outputFolder: `playwright-report/${E2E_BASE_PORT}` }],
        ["./tests/support/playwright-timings.ts"],
      ],
  use: {
    // CI keeps only its printed log, so recording traces there would cost time for nothing.
    trace: process.env.CI ? "off" : "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions,
    // A visitor who asked for less motion: the home film waits on its poster and nothing animates
    // while a test reads the page, a third less of the browser's CPU on the marketing and shop
    // specs (measured), which CI's two cores share with the sites. The motion tests ask for motion.
    reducedMotion: "reduce",
  },
  projects: [
    { name: "js", testIgnore: FAULTS, use: { javaScriptEnabled: true } },
    { name: "nojs", testIgnore: FAULTS, use: { javaScriptEnabled: false } },
    // Fault specs inject faults into their own worker's API only, so they run alongside the
    // rest; they keep their projects so `--project=js-faults --project=nojs-faults` selects them.
    { name: "js-faults", testMatch: FAULTS, use: { javaScriptEnabled: true } },
    { name: "nojs-faults", testMatch: FAULTS, use: { javaScriptEnabled: false } },
  ],
});

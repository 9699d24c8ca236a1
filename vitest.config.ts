import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(__dirname, "app") };

/** Unit tests and the contract suite run with a site configuration that points nowhere. */
const unitEnv = {
  NODE_ENV: "test" as const,
  STUDIO_API_URL: "http://127.0.0.1:9/",
  STUDIO_API_TOKEN: "unit-api-token",
  ANALYTICS_API_TOKEN: "unit-analytics-token",
  SESSION_SECRET: "unit-secret",
};

/** Route tests about the process, markup and links rather than the API's answers (decision 011). */
const ROUTES_STYLE_FREE = [
  "tests/routes/service.test.ts",
  "tests/routes/links.test.ts",
  "tests/routes/html-validity.test.ts",
  "tests/routes/legacy-links.test.ts",
  "tests/routes/observability.test.ts",
  // The outbox's ceiling and the answers to malformed requests are the site's own (decisions 013, 018).
  "tests/routes/lead-ceiling.test.ts",
  "tests/routes/request-edges.test.ts",
  // The marketing pages' texts come from the site itself, not from the API.
  "tests/routes/home.test.ts",
  "tests/routes/services.test.ts",
  // The admin's sessions, second factor and sign-in notice are the site's own (decisions 012, 017).
  "tests/routes/admin-sessions.test.ts",
  "tests/routes/admin-sessions-redis.test.ts",
  "tests/routes/second-factor.test.ts",
  "tests/routes/second-factor-required.test.ts",
  "tests/routes/sign-in-notice.test.ts",
];

/** What both route projects share: the files, the build made once before them, and the pool. */
const routeTests = {
  include: ["tests/routes/**/*.test.ts"],
  globalSetup: ["tests/routes/support/global-setup.ts"],
  // Worker threads start and import faster than forked processes: 94 s instead of 108 s for both
  // route projects, measured side by side. Each thread keeps its own process.env, which useSite()
  // sets per file. (The unit suite needs forks: data-modes sets process.umask.)
  pool: "threads" as const,
};

// The suites, each its own project: `vitest run --project unit|contract|routes|routes-php`.
export default defineConfig({
  resolve: { alias },
  test: {
    environment: "node",
    // Vitest's default for a run is one worker less than the cores: on CI's two cores that is
    // one file at a time, while the route tests spend much of their time waiting on servers.
    maxWorkers: Math.max(availableParallelism(), 2),
    // Its own report, then each file's time (test-results/vitest-timings.json, the 10 slowest printed).
    reporters: ["default", "./tests/support/vitest-timings.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], env: unitEnv } },
      {
        // What the site needs of a backend (decision 011), asked through the site's own services.
        extends: true,
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          // One file at a time: against a real backend every file shares its one live state, and a read
          // (a list's first record, a total before and after a visit) must not see another file's write
          // land or go in between. Per-file fixtures cannot isolate a list's totals; order can. Costs ~1 s.
          fileParallelism: false,
          env: unitEnv,
          setupFiles: ["tests/contract/support/site-target.ts"],
        },
      },
      {
        // The built site's request handler against a real embedded API (tests/routes/support).
        extends: true,
        test: { name: "routes", ...routeTests },
      },
      {
        // The same, with the embedded API answering like the studio's PHP backend (decision 011).
        extends: true,
        test: {
          name: "routes-php",
          ...routeTests,
          // Files that do not depend on the API's answers run in one style only (ROUTES_PHP_ALL=1: all).
          exclude: process.env.ROUTES_PHP_ALL === "1" ? [] : ROUTES_STYLE_FREE,
          env: { STUDIO_API_STYLE: "php" },
        },
      },
    ],
  },
});

import os from "node:os";
import path from "node:path";

/** Where the end-to-end site and its embedded API listen, and their secrets. */
const sitePort = Number(process.env.E2E_PORT ?? 3100);

export const E2E = {
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

/**
 * `npm run studio-api`: the embedded studio API on its own, for PHP developers and tests.
 * Environment: STUDIO_API_PORT (4010), DATA_DIR (./data), STUDIO_API_TOKEN, ANALYTICS_API_TOKEN,
 * ADMIN_EMAIL, ADMIN_PASSWORD, DEMO=1, STUDIO_API_FAULTS=1 (never with NODE_ENV=production),
 * STUDIO_API_STYLE (json, php or php-200: answer like a PHP backend, studio-api/php-style.ts),
 * ANALYTICS_RETENTION_DAYS (400; 0 keeps every event: studio-api/retention.ts).
 */
import { startStudioApi } from "./index";
import { API_STYLES, type ApiStyle } from "./php-style";
import { parseRetentionDays } from "./retention";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const env = process.env;
const token = env.STUDIO_API_TOKEN?.trim() || fail("studio API: STUDIO_API_TOKEN is not set");
const analyticsToken = env.ANALYTICS_API_TOKEN?.trim() || fail("studio API: ANALYTICS_API_TOKEN is not set");
const portText = env.STUDIO_API_PORT?.trim() || "4010";
const port = Number(portText);
const styleText = env.STUDIO_API_STYLE?.trim() || "json";
if (!(API_STYLES as readonly string[]).includes(styleText)) {
  fail(`studio API: STUDIO_API_STYLE must be one of ${API_STYLES.join(", ")}, got '${styleText}'`);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  fail(`studio API: STUDIO_API_PORT must be a port number, got '${portText}'`);
}
const retentionText = env.ANALYTICS_RETENTION_DAYS?.trim() ?? "";
const analyticsRetentionDays =
  parseRetentionDays(retentionText) ??
  fail(
    `studio API: ANALYTICS_RETENTION_DAYS must be a whole number of days (0 keeps every event), got '${retentionText}'`,
  );

try {
  const api = await startStudioApi({
    port,
    dataDir: env.DATA_DIR?.trim() || "./data",
    token,
    analyticsToken,
    adminEmail: env.ADMIN_EMAIL?.trim() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    faults: env.STUDIO_API_FAULTS === "1",
    demo: env.DEMO === "1",
    style: styleText as ApiStyle,
    analyticsRetentionDays,
  });
  console.log(`studio API listening on ${api.url}`);

  const stop = () => {
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  // Started by server/start.mjs with an IPC channel: when the supervisor dies (even SIGKILL) it closes.
  if (process.channel) {
    process.once("disconnect", stop);
    process.channel.unref();
  }
} catch (error) {
  fail(`studio API: could not start: ${error instanceof Error ? error.message : String(error)}`);
}

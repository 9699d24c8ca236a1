/**
 * `npm run studio-api`: the embedded studio API on its own, for PHP developers and tests.
 * Environment: STUDIO_API_PORT (4010), DATA_DIR (./data), STUDIO_API_TOKEN, ANALYTICS_API_TOKEN,
 * ADMIN_EMAIL, ADMIN_PASSWORD, DEMO=1, STUDIO_API_FAULTS=1 (never with NODE_ENV=production),
 * STUDIO_API_STYLE (json, php or php-200: answer like a PHP backend, studio-api/php-style.ts),
 * ANALYTICS_RETENTION_DAYS (400; 0 keeps every event: studio-api/retention.ts).
 */
import { DEFAULT_DATA_DIR, readEnv, studioApiSchema } from "../config/env";
import { startStudioApi } from "./index";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const env = process.env;
// Its variables from the one schema (config/env.ts), surrounding spaces ignored; a bad one is named
// in one line with the value given.
const trimmed = Object.fromEntries(
  (Object.keys(studioApiSchema.shape) as string[]).map((name) => [name, env[name]?.trim()]),
);
const config = readEnv(studioApiSchema, trimmed);
if (!config.ok) {
  const given = trimmed[config.name];
  fail(`studio API: ${config.name} ${config.problem}${given ? `, got '${given}'` : ""}`);
}
const { STUDIO_API_TOKEN: token, ANALYTICS_API_TOKEN: analyticsToken } = config.value;

const starting = startStudioApi({
  port: config.value.STUDIO_API_PORT,
  dataDir: env.DATA_DIR?.trim() || DEFAULT_DATA_DIR,
  token,
  analyticsToken,
  adminEmail: env.ADMIN_EMAIL?.trim() || undefined,
  adminPassword: env.ADMIN_PASSWORD || undefined,
  faults: env.STUDIO_API_FAULTS === "1",
  demo: env.DEMO === "1",
  style: config.value.STUDIO_API_STYLE,
  analyticsRetentionDays: config.value.ANALYTICS_RETENTION_DAYS,
});

// Its stop is in place before it starts, so before it says it listens: whoever starts it may stop
// it the moment it reads that line (a test, an orchestrator stopping a container it just started).
// Stopped while starting, it finishes starting and closes at once (a failed start says so and exits 1).
const stop = () => {
  starting
    .then((api) => api.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
// Started by server/start.ts with an IPC channel: when the supervisor dies (even SIGKILL) it closes.
if (process.channel) {
  process.once("disconnect", stop);
  process.channel.unref();
}

try {
  const api = await starting;
  console.log(`studio API listening on ${api.url}`);
} catch (error) {
  fail(`studio API: could not start: ${error instanceof Error ? error.message : String(error)}`);
}

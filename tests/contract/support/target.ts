import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStudioApi, type StudioApiOptions } from "../../../studio-api/index";
import type { ApiStyle } from "../../../studio-api/php-style";

/**
 * The server under test. By default the embedded studio API, started in-process on a random
 * port over a fresh DATA_DIR; with CONTRACT_API_URL and CONTRACT_API_TOKEN set, that server
 * instead (a real PHP backend, say), and `embedded` is null.
 */
export interface Target {
  url: string;
  token: string;
  analyticsToken: string;
  adminEmail: string;
  adminPassword: string;
  embedded: Embedded | null;
  stop(): Promise<void>;
}

interface Embedded {
  dataDir: string;
  options: StudioApiOptions;
  logs: string[];
  /** Stops the server and starts a new one on the same DATA_DIR; the target's url changes. */
  restart(): Promise<void>;
}

export const external = Boolean(process.env.CONTRACT_API_URL && process.env.CONTRACT_API_TOKEN);

/** Why embedded-only tests are skipped against an external server. */
export const EMBEDDED_ONLY =
  "needs the embedded API's internals (restart on the same DATA_DIR, fault injection, demo seed)";

/** A suffix that keeps this run's records apart from anything already on the server. */
export const runId = randomBytes(3).toString("hex");

/** `style`: how the embedded API answers (ignored against an external server). */
export async function startTarget({ style = "json" }: { style?: ApiStyle } = {}): Promise<Target> {
  const env = process.env;
  if (external) {
    const url = env.CONTRACT_API_URL!.endsWith("/") ? env.CONTRACT_API_URL! : `${env.CONTRACT_API_URL}/`;
    return {
      url,
      token: env.CONTRACT_API_TOKEN!,
      analyticsToken: env.CONTRACT_ANALYTICS_TOKEN ?? "",
      adminEmail: env.CONTRACT_ADMIN_EMAIL ?? "",
      adminPassword: env.CONTRACT_ADMIN_PASSWORD ?? "",
      embedded: null,
      stop: async () => undefined,
    };
  }

  const dataDir = mkdtempSync(join(tmpdir(), "studio-contract-"));
  const logs: string[] = [];
  const options: StudioApiOptions = {
    port: 0,
    dataDir,
    token: `test-${randomBytes(8).toString("hex")}`,
    analyticsToken: `analytics-${randomBytes(8).toString("hex")}`,
    adminEmail: "owner@studio.test",
    adminPassword: "correct horse battery staple",
    faults: true,
    style,
    log: (line) => logs.push(line),
  };
  let api = await startStudioApi(options);
  const target: Target = {
    url: api.url,
    token: options.token,
    analyticsToken: options.analyticsToken,
    adminEmail: options.adminEmail!,
    adminPassword: options.adminPassword!,
    embedded: {
      dataDir,
      options,
      logs,
      async restart() {
        await api.close();
        api = await startStudioApi(options);
        target.url = api.url;
      },
    },
    async stop() {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return target;
}

import { mkdirSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { adminCredentialProblem } from "../config/env";
import { createRequestListener } from "./app";
import { AdminAccount, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_BANNER } from "./auth";
import { openDatabase, PRIVATE_DIR } from "./db";
import { FaultInjector } from "./faults";
import type { ApiStyle } from "./php-style";
import { AnalyticsRetention, DEFAULT_RETENTION_DAYS } from "./retention";
import { seedIfNew } from "./seed/index";
import { UploadStore } from "./uploads";

export interface StudioApiOptions {
  port?: number;
  host?: string;
  dataDir: string;
  token: string;
  analyticsToken: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Test-only fault injection (`/__faults`); refused when NODE_ENV is production. */
  faults?: boolean;
  /** DEMO=1: the demo login is allowed even with NODE_ENV=production (with a banner). */
  demo?: boolean;
  log?: (line: string) => void;
  /** How it answers: our exact contract (`json`, the default) or like a PHP backend (`php`, `php-200`). */
  style?: ApiStyle;
  /** ANALYTICS_RETENTION_DAYS: events older are swept into day totals (retention.ts); 0 keeps them all. */
  analyticsRetentionDays?: number;
}

export interface StudioApi {
  url: string;
  port: number;
  /** Runs the analytics sweep now, besides at start and hourly: the number of events deleted. */
  sweepAnalytics(): number;
  close(): Promise<void>;
}

/**
 * Starts the embedded studio API: the PHP API's contract (docs/api-contract.md) over SQLite
 * and files in `dataDir`, seeded with demo content on its first start. Port 0 (the default)
 * picks a free port.
 */
export async function startStudioApi(opts: StudioApiOptions): Promise<StudioApi> {
  const log = opts.log ?? ((line: string) => console.log(line));
  if (!opts.token) throw new Error("startStudioApi: token is required");
  if (!opts.analyticsToken) throw new Error("startStudioApi: analyticsToken is required");
  const production = process.env.NODE_ENV === "production";
  if (opts.faults && production) {
    throw new Error("STUDIO_API_FAULTS=1 is not allowed with NODE_ENV=production (fault injection is for tests only)");
  }
  const retentionDays = opts.analyticsRetentionDays ?? DEFAULT_RETENTION_DAYS;
  if (!Number.isSafeInteger(retentionDays) || retentionDays < 0) {
    throw new Error(`startStudioApi: analyticsRetentionDays must be a whole number ≥ 0, got ${retentionDays}`);
  }
  const credentialProblem = adminCredentialProblem(opts.adminEmail, opts.adminPassword);
  if (production && credentialProblem && !opts.demo) {
    throw new Error(`${credentialProblem} (required with NODE_ENV=production; DEMO=1 runs the public demo instead)`);
  }

  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  const db = openDatabase(resolve(dataDir, "studio.db"), log);
  const uploads = new UploadStore(dataDir);
  const retention = new AnalyticsRetention(db, retentionDays, log);

  try {
    await seedIfNew(db, uploads, log);
    if (opts.demo) log(DEMO_BANNER);
    if (!opts.adminEmail || !opts.adminPassword) {
      log(
        `studio API: warning: ADMIN_EMAIL/ADMIN_PASSWORD not set, using the demo login ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}`,
      );
    }
    const admin = await AdminAccount.create(
      opts.adminEmail || DEMO_ADMIN_EMAIL,
      opts.adminPassword || DEMO_ADMIN_PASSWORD,
    );

    const listener = createRequestListener({
      db,
      uploads,
      admin,
      token: opts.token,
      analyticsToken: opts.analyticsToken,
      faults: opts.faults ? new FaultInjector() : null,
      style: opts.style ?? "json",
      log,
      retention,
    });
    retention.start();
    const server = createServer(listener);
    const host = opts.host ?? "127.0.0.1";
    await new Promise<void>((done, fail) => {
      server.once("error", fail);
      server.listen(opts.port ?? 0, host, () => {
        server.off("error", fail);
        done();
      });
    });
    const { port } = server.address() as AddressInfo;
    const urlHost = host.includes(":") ? `[${host}]` : host;

    let closing: Promise<void> | undefined;
    return {
      url: `http://${urlHost}:${port}/`,
      port,
      sweepAnalytics: () => retention.sweep(),
      close() {
        closing ??= new Promise<void>((done) => {
          retention.stop();
          server.close(() => {
            db.close();
            done();
          });
          server.closeAllConnections();
        });
        return closing;
      },
    };
  } catch (error) {
    retention.stop();
    db.close();
    throw error;
  }
}

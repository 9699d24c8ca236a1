// The site process (started by server/start.ts through server/serve-entry.mjs): serves the Remix
// build on PORT through server/app.ts; in development it reloads the build after each `remix dev`
// rebuild.
import { statSync, watchFile } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { format } from "node:util";
import { broadcastDevReady, installGlobals, type ServerBuild } from "@remix-run/node";
import { readEnv, serveSchema } from "../config/env";
import { createSiteApp, entryOf } from "./app";
import { JSON_LINES, logLine, type LogLevel } from "./log-line";

/**
 * Until the build's logger takes over (its observability.captureConsole), what is said while the
 * build loads (its workers starting) is one JSON line too, unless a person watches a terminal.
 */
function jsonConsoleUntilTheLogger(): void {
  if (!JSON_LINES) return;
  const levels = { log: "info", info: "info", debug: "debug", warn: "warn", error: "error" } as const;
  for (const [method, level] of Object.entries(levels) as [keyof typeof levels, LogLevel][]) {
    console[method] = (...args: unknown[]) => void process.stdout.write(`${logLine(level, format(...args), "site")}\n`);
  }
}

/** Serves the build at `buildPath` until SIGTERM/SIGINT or the supervisor's end. */
export async function serveSite(buildPath: string) {
  // NODE_ENV=test (the e2e and bench servers) serves exactly like production:
  // React's production build, Secure cookies, HSTS. Only the embedded API, a
  // separate process, reads `test` as leave to allow fault injection.
  if (process.env.NODE_ENV === "test") process.env.NODE_ENV = "production";

  const development = process.env.NODE_ENV === "development";

  /** Imports the build afresh (the query defeats the module cache after a rebuild). */
  const importBuild = (): Promise<ServerBuild> =>
    import(`${pathToFileURL(buildPath).href}?t=${statSync(buildPath).mtimeMs}`);

  jsonConsoleUntilTheLogger();
  // The build's server entry reads the site's configuration as it loads, and stops on a bad value.
  let build = await importBuild();
  // What this process reads around the build, from the same schema (config/env.ts).
  const config = readEnv(serveSchema, process.env);
  if (!config.ok) {
    console.error(`Configuration error: ${config.name} ${config.problem}`);
    process.exit(1);
  }
  const { PORT: port, HOST: host, METRICS_PORT: metricsPort, TRUST_PROXY: trustProxy } = config.value;

  installGlobals({ nativeFetch: build.future.v3_singleFetch });
  /** Logger, metrics and draining of the build (app/edge/observe.server.ts). */
  const { observability } = entryOf(build);
  // Every console line of the app and its libraries becomes one JSON log line.
  observability?.captureConsole();

  const app = createSiteApp({
    getBuild: () => build,
    mode: development ? "development" : "production",
    production: process.env.NODE_ENV === "production",
    trustProxy,
  });

  const onListen = () => {
    console.info(`[site] http://localhost:${port}`);
    if (development) void broadcastDevReady(build);
  };
  const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);

  if (development) {
    watchFile(path.resolve(buildPath, "..", "version.txt"), { interval: 300 }, async () => {
      build = await importBuild();
      void broadcastDevReady(build);
    });
  }

  // Prometheus scrapes on a port of its own, when METRICS_PORT is set (never published to the internet).
  const metricsServer =
    metricsPort && observability
      ? createServer(async (req, res) => {
          const request = new Request(`http://localhost${req.url}`, {
            headers: { authorization: req.headers.authorization ?? "" },
          });
          const response =
            req.method === "GET" && new URL(request.url).pathname === "/metrics"
              ? await observability.serveMetrics(request, { onMetricsPort: true })
              : new Response("Not Found", { status: 404 });
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(await response.text());
        }).listen(metricsPort, host)
      : null;

  /**
   * SIGTERM/SIGINT: /healthz turns 503, the listener closes (no new
   * connections), requests in flight finish on their connections, which then
   * close; after SHUTDOWN_TIMEOUT_S (config/env.ts: inside `docker stop`'s 10 s) whatever is left is cut. Exit 0.
   */
  const shutdownTimeoutMs = 1000 * config.value.SHUTDOWN_TIMEOUT_S;
  let draining = false;
  function shutdown(signal: string) {
    if (draining) return;
    draining = true;
    observability?.startDraining();
    console.info(`${signal}: draining (at most ${shutdownTimeoutMs / 1000} s)`);
    // Answers sent while draining close their keep-alive connection.
    server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) =>
      res.setHeader("Connection", "close"),
    );
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const done = async () => {
      clearInterval(idle);
      metricsServer?.close();
      // The last page views, queued for their batch, go out before the process does.
      await observability?.flushEvents();
      console.info("drained: exiting");
      process.exit(0);
    };
    server.close(() => void done());
    setTimeout(() => {
      console.warn(`SHUTDOWN_TIMEOUT_S reached: closing ${signal} with requests still open`);
      server.closeAllConnections();
      void done();
    }, shutdownTimeoutMs).unref();
  }
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => shutdown(signal));
  // server/start.ts holds an IPC channel to this process: should it die, even by SIGKILL, the channel
  // closes and the site drains and exits instead of keeping the port (the next start's EADDRINUSE).
  if (process.channel) {
    process.once("disconnect", () => shutdown("supervisor gone"));
    process.channel.unref();
  }
}

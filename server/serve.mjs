#!/usr/bin/env node
// The site's server entry: `node server/serve.mjs <build/index.js>` (started by
// server/start.mjs). Serves the Remix build on PORT through server/app.mjs;
// in development it reloads the build after each `remix dev` rebuild.
import { statSync, watchFile } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import { createSiteApp, trustedHops } from "./app.mjs";

// NODE_ENV=test (the e2e and bench servers) serves exactly like production:
// React's production build, Secure cookies, HSTS. Only the embedded API, a
// separate process, reads `test` as leave to allow fault injection.
if (process.env.NODE_ENV === "test") process.env.NODE_ENV = "production";

const buildPath = path.resolve(process.argv[2] ?? "build/index.js");
const development = process.env.NODE_ENV === "development";

/** Imports the build afresh (the query defeats the module cache after a rebuild). */
const importBuild = () => import(`${pathToFileURL(buildPath).href}?t=${statSync(buildPath).mtimeMs}`);

let build = await importBuild();
installGlobals({ nativeFetch: build.future.v3_singleFetch });
/** Logger, metrics and draining of the build (app/edge/observe.server.ts). */
const observability = build.entry.module.observability;
// Every console line of the app and its libraries becomes one JSON log line.
observability?.captureConsole();

const app = createSiteApp({
  getBuild: () => build,
  mode: development ? "development" : "production",
  production: process.env.NODE_ENV === "production",
  trustProxy: trustedHops(process.env.TRUST_PROXY),
});

const port = Number(process.env.PORT || 3000);
const onListen = () => {
  console.info(`[site] http://localhost:${port}`);
  if (development) void broadcastDevReady(build);
};
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);

if (development) {
  watchFile(path.resolve(buildPath, "..", "version.txt"), { interval: 300 }, async () => {
    build = await importBuild();
    void broadcastDevReady(build);
  });
}

// Prometheus scrapes on a port of its own, when METRICS_PORT is set (never published to the internet).
const metricsServer = process.env.METRICS_PORT
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
    }).listen(Number(process.env.METRICS_PORT), process.env.HOST)
  : null;

/**
 * SIGTERM/SIGINT: /healthz turns 503, the listener closes (no new
 * connections), requests in flight finish on their connections, which then
 * close; after SHUTDOWN_TIMEOUT_S (default 8, inside `docker stop`'s 10 s) whatever is left is cut. Exit 0.
 */
const shutdownTimeoutMs =
  1000 * (/^\d+$/.test(process.env.SHUTDOWN_TIMEOUT_S ?? "") ? Number(process.env.SHUTDOWN_TIMEOUT_S) : 8);
let draining = false;
function shutdown(signal) {
  if (draining) return;
  draining = true;
  observability?.startDraining();
  console.info(`${signal}: draining (at most ${shutdownTimeoutMs / 1000} s)`);
  // Answers sent while draining close their keep-alive connection.
  server.prependListener("request", (_req, res) => res.setHeader("Connection", "close"));
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
// server/start.mjs holds an IPC channel to this process: should it die, even by SIGKILL, the channel
// closes and the site drains and exits instead of keeping the port (the next start's EADDRINUSE).
if (process.channel) {
  process.once("disconnect", () => shutdown("supervisor gone"));
  process.channel.unref();
}

#!/usr/bin/env node
// The site's server entry: `node scripts/serve.mjs <build/index.js>` (started by
// scripts/start.mjs). Serves the Remix build on PORT through scripts/site-app.mjs;
// in development it reloads the build after each `remix dev` rebuild.
import { statSync, watchFile } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import { createSiteApp, trustedHops } from "./site-app.mjs";

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

const app = createSiteApp({
  getBuild: () => build,
  mode: development ? "development" : "production",
  production: process.env.NODE_ENV === "production",
  trustProxy: trustedHops(process.env.TRUST_PROXY),
});

const port = Number(process.env.PORT || 3000);
const onListen = () => {
  console.log(`[site] http://localhost:${port}`);
  if (development) void broadcastDevReady(build);
};
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);

if (development) {
  watchFile(path.resolve(buildPath, "..", "version.txt"), { interval: 300 }, async () => {
    build = await importBuild();
    void broadcastDevReady(build);
  });
}

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}

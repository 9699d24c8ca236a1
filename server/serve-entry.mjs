// `node server/serve-entry.mjs <build/index.js>`: the site process server/start.ts starts. server/
// is TypeScript, loaded here through tsx's loader, which is then turned off before the build
// loads: with it on, every module of the build and its packages passes through tsx, which cost
// the site ~0.4 s of start-up (docs/dependencies.md, tsx). The one file of server/ Node runs as it is.
import path from "node:path";
import { register } from "tsx/esm/api";

const unregister = register();
const { serveSite } = await import("./serve.ts");
unregister();
await serveSite(path.resolve(process.argv[2] ?? "build/index.js"));

// The site process as server/bundle.ts bundles it (build/serve.mjs): what serve-entry.mjs does,
// without tsx, for the image (docs/deploy.md, "Memory").
import path from "node:path";
import { serveSite } from "./serve";

await serveSite(path.resolve(process.argv[2] ?? "build/index.js"));

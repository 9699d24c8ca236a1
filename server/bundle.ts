// The image's processes as plain JavaScript (docs/deploy.md, "Memory"): the supervisor
// (server/start.ts), the site process (server/site-main.ts, what serve-entry.mjs does without tsx)
// and the embedded API (studio-api/main.ts), each bundled with esbuild into the build directory as
// start.mjs, serve.mjs and studio-api.mjs; packages stay in node_modules. Run once by the
// Dockerfile after `npm run build` (`node --import tsx server/bundle.ts`), so a running container
// holds neither tsx nor the esbuild service its loader starts in each process (40-55 MB of a
// 200 MB container). `npm start` from a clone still runs the TypeScript through tsx.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Plugin } from "esbuild";
import { buildDirectory } from "./build";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The bundles, by the name of their file in the build directory. */
export const BUNDLES = {
  start: "server/start.ts",
  serve: "server/site-main.ts",
  "studio-api": "studio-api/main.ts",
} as const;

/**
 * Each module keeps its own `import.meta.url`, the URL of its source file reached from the bundle's:
 * the supervisor finds the project's root from it, the API its migrations and seed images, and
 * build.ts's "run as a script" test stays false inside the supervisor's bundle.
 */
function ownImportMetaUrl(outdir: string): Plugin {
  return {
    name: "own-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.(ts|mjs|js)$/ }, ({ path: file }) => {
        const source = readFileSync(file, "utf8");
        if (/import\.meta\.(?!url\b)/.test(source)) throw new Error(`${file}: only import.meta.url is bundled`);
        const relative = path.relative(outdir, file).split(path.sep).join("/");
        return {
          contents: source.replaceAll("import.meta.url", `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
          loader: file.endsWith(".ts") ? "ts" : "js",
        };
      });
    },
  };
}

/** Writes the bundles into `outdir` (the build directory); returns their paths. */
export async function bundleServer(outdir = buildDirectory()) {
  // esbuild is a development dependency (of @remix-run/dev): imported only here, never at run time.
  const { build } = await import("esbuild");
  await build({
    entryPoints: Object.fromEntries(Object.entries(BUNDLES).map(([name, file]) => [name, path.join(root, file)])),
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // server/start.ts starts the bundles beside it instead of the TypeScript.
    define: { SERVER_BUNDLE: "true" },
    plugins: [ownImportMetaUrl(outdir)],
    logLevel: "warning",
  });
  return Object.keys(BUNDLES).map((name) => path.join(outdir, `${name}.mjs`));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = await bundleServer();
  console.log(`Bundled ${files.map((file) => path.relative(root, file)).join(", ")}`);
}

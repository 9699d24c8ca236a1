// `npm run build`: `remix build`, then every script and stylesheet of the browser build
// precompressed beside it, as `name.js.br` (brotli, quality 11) and `name.js.gz` (gzip, level 9).
// The site serves those to browsers that accept them (server/app.ts, express-static-gzip):
// the files are content-hashed and immutable, so the strongest settings are paid once here
// (about 3 s) instead of `compression`'s quick ones on every request, which also left files
// under 1 KB uncompressed. Without them (a development rebuild) the plain files are served and
// compressed on the fly as before. Before that, the chunk holding React DOM gets V8's compile
// hint (`markEagerChunks`). BUILD_DIR as for remix.config.js. `npm start` (server/start.ts) runs
// it when the build is missing or older than the sources; the tests' build (tests/e2e/support/build.ts)
// runs it too. It lives with the server, which serves what it writes; scripts/ holds tooling only.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Where `remix build` writes the browser assets (remix.config.js's assetsBuildDirectory). */
export const assetsDirectory = () =>
  path.resolve(root, process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/public` : "public/build");

/** Where `remix build` writes the server build (index.js) and its esbuild metafiles. */
export const buildDirectory = () => path.resolve(root, process.env.BUILD_DIR ?? "build");

/**
 * V8's explicit compile hint (v8.dev/blog/explicit-compile-hints, Chrome 136 and later; other
 * engines read a comment): a script that starts with it is compiled whole while it downloads,
 * off the main thread, instead of function by function on first call during the page's first
 * long task. Only for the chunk that hydration runs nearly all of: React, React DOM and Remix.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Puts COMPILE_HINT at the top of each browser chunk that holds React DOM's code, found through
 * the build's metafile; returns those files. On the shop at 4× CPU (docs/performance.md), the
 * JavaScript run on the main thread during the load fell from ~1,000 to ~500 ms.
 */
export function markEagerChunks(buildDir = buildDirectory()) {
  const { outputs } = JSON.parse(readFileSync(path.join(buildDir, "metafile.js.json"), "utf8")) as {
    outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
  };
  const marked: string[] = [];
  for (const [output, { inputs }] of Object.entries(outputs)) {
    const reactDomBytes = Object.entries(inputs)
      .filter(([input]) => input.includes("node_modules/react-dom/"))
      .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    // entry.client holds react-dom/client.js's few lines too: only the chunk with the renderer.
    if (!output.endsWith(".js") || reactDomBytes < 10_000) continue;
    const file = path.resolve(root, output);
    const code = readFileSync(file, "utf8");
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code);
    marked.push(file);
  }
  return marked;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every .js and .css file under `dir`. */
function assetsIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|css)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Writes `file.br` and `file.gz` beside each asset, each only when it is smaller than the
 * file itself (a 60-byte chunk gains nothing from a gzip header). Returns the byte totals.
 */
export async function precompress(dir = assetsDirectory()) {
  const files = assetsIn(dir);
  const totals = { files: files.length, plain: 0, br: 0, gz: 0 };
  const one = async (file: string) => {
    const body = readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    totals.plain += body.length;
    totals.br += Math.min(br.length, body.length);
    totals.gz += Math.min(gz.length, body.length);
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  };
  // zlib runs on libuv's thread pool: a few files at a time keep the cores busy.
  const queue = [...files];
  const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await one(file);
  });
  await Promise.all(workers);
  return totals;
}

/** `remix build` (production), `markEagerChunks`, then `precompress`; throws when the build fails. */
export async function buildSite({ quiet = false } = {}) {
  const result = spawnSync(path.join(root, "node_modules", ".bin", "remix"), ["build"], {
    cwd: root,
    stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`remix build failed (exit ${result.status ?? result.signal})`);
  markEagerChunks();
  const started = performance.now();
  const totals = await precompress();
  if (!quiet) {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    console.log(
      `Precompressed ${totals.files} assets in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${kb(totals.plain)} plain, ${kb(totals.br)} brotli, ${kb(totals.gz)} gzip`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await buildSite();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

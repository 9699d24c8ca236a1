import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILE_HINT, markEagerChunks, precompress } from "../../server/build";
import { buildAssets } from "../../server/app";

/**
 * docs/performance.md: the build's scripts go out as server/build.ts precompressed them (brotli 11,
 * gzip 9), through the same middleware stack as the site (compression in front).
 */

const dir = mkdtempSync(path.join(tmpdir(), "studio-assets-"));
// A route chunk's worth of repetitive minified code, and a chunk as tiny as some the build makes.
const SCRIPT = `export const rows=[${Array.from({ length: 400 }, (_, i) => `{id:${i},label:"row ${i % 7}"}`).join(",")}];`;
const TINY = "export default 1;";
let site = "";
let server: Server;

beforeAll(async () => {
  writeFileSync(path.join(dir, "route-ABC123.js"), SCRIPT);
  writeFileSync(path.join(dir, "chunk-TINY.js"), TINY);
  await precompress(dir);
  const app = express();
  app.use(compression());
  app.use("/build", buildAssets(dir));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The raw answer (fetch would undo the encoding). */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {};
    http
      .get(`${site}${url}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("the build's assets", () => {
  it("are precompressed beside each file, only where that is smaller", () => {
    // Brotli would make the 17 bytes 21, gzip 37.
    expect(readdirSync(dir).sort()).toEqual([
      "chunk-TINY.js",
      "route-ABC123.js",
      "route-ABC123.js.br",
      "route-ABC123.js.gz",
    ]);
  });

  it("go to Chromium as brotli, to a gzip-only client as gzip, else plain; cached a year either way", async () => {
    const chromium = await get("/build/route-ABC123.js", "gzip, deflate, br, zstd");
    expect(chromium.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(chromium.body).toString()).toBe(SCRIPT);
    expect(chromium.body.length).toBeLessThan(SCRIPT.length / 5);

    const gzipOnly = await get("/build/route-ABC123.js", "gzip");
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipOnly.body).toString()).toBe(SCRIPT);
    expect(chromium.body.length).toBeLessThan(gzipOnly.body.length);

    const plain = await get("/build/route-ABC123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);

    for (const answer of [chromium, gzipOnly, plain]) {
      expect(answer.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it("a file too small to gain from compression goes out as it is", async () => {
    const tiny = await get("/build/chunk-TINY.js", "gzip, deflate, br, zstd");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe(TINY);
  });
});

describe("the compile hint", () => {
  it("goes at the top of the chunk holding React DOM only, once however often the build runs", () => {
    const build = mkdtempSync(path.join(tmpdir(), "studio-build-"));
    mkdirSync(path.join(build, "public"));
    const file = (name: string) => path.join(build, "public", name);
    const chunks = { framework: "export const dom=1;", entry: "import'./framework.js';", app: "export const x=2;" };
    for (const [name, code] of Object.entries(chunks)) writeFileSync(file(`${name}.js`), code);
    // As esbuild's metafile lists them: entry.client also holds react-dom/client.js's few lines.
    const outputs = {
      [file("framework.js")]: {
        inputs: {
          "node_modules/react-dom/cjs/react-dom.production.min.js": { bytesInOutput: 129_000 },
          "node_modules/react/cjs/react.production.min.js": { bytesInOutput: 6_000 },
        },
      },
      [file("entry.js")]: { inputs: { "node_modules/react-dom/client.js": { bytesInOutput: 120 } } },
      [file("app.js")]: { inputs: { "app/root.tsx": { bytesInOutput: 900 } } },
      [file("framework.css")]: { inputs: { "node_modules/react-dom/x.css": { bytesInOutput: 20_000 } } },
    };
    writeFileSync(path.join(build, "metafile.js.json"), JSON.stringify({ outputs }));
    try {
      expect(markEagerChunks(build)).toEqual([file("framework.js")]);
      markEagerChunks(build);
      expect(readFileSync(file("framework.js"), "utf8")).toBe(`//# allFunctionsCalledOnLoad\n${chunks.framework}`);
      expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
      expect(readFileSync(file("entry.js"), "utf8")).toBe(chunks.entry);
      expect(readFileSync(file("app.js"), "utf8")).toBe(chunks.app);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});

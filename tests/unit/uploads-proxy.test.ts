import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeApi, type FakeApi } from "./support/fake-api";

/** /uploads passes raster images only, judged by their bytes, never the API's Content-Type. */

const pixel = () => sharp({ create: { width: 4, height: 3, channels: 3, background: "#c0703c" } });
const PNG = await pixel().png().toBuffer();
const GIF = await pixel().gif().toBuffer();
const AVIF = await pixel().avif().toBuffer();
const cacheDir = mkdtempSync(path.join(os.tmpdir(), "uploads-proxy-"));
process.env.IMAGE_CACHE_DIR = cacheDir;
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

const files: Record<string, { type: string; body: Buffer }> = {
  "blogs/evil.svg": { type: "image/svg+xml", body: SVG },
  "blogs/lying.png": { type: "image/png", body: SVG },
  "blogs/page.png": { type: "text/html", body: Buffer.from("<html><script>alert(1)</script></html>") },
  "blogs/real.png": { type: "application/octet-stream", body: PNG },
  "blogs/anim.gif": { type: "image/gif", body: GIF },
  "blogs/photo.avif": { type: "image/avif", body: AVIF },
};

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((_req, res, url) => {
    const file = files[url.pathname.replace(/^\/uploads\//, "")];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": file.type }).end(file.body);
  });
  process.env.STUDIO_API_URL = api.url;
});
afterAll(async () => {
  await api.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

async function get(path: string) {
  const { loader } = await import("~/routes/uploads.$/route");
  const request = new Request(`http://localhost/uploads/${path}`);
  return loader({ request, params: { "*": path }, context: {} } as never);
}

describe("/uploads", () => {
  it("refuses an SVG from the API (the placeholder instead), whatever type it claims", async () => {
    for (const path of ["blogs/evil.svg", "blogs/lying.png", "blogs/page.png"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("<script>");
    }
  });

  it("passes PNG, GIF and AVIF whatever type the API claims, re-encoded as the browser accepts", async () => {
    for (const [path, type] of [
      ["blogs/real.png", "image/png"],
      ["blogs/anim.gif", "image/gif"],
      // A browser that does not name AVIF in Accept cannot show it: it gets a JPEG.
      ["blogs/photo.avif", "image/jpeg"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type"), path).toBe(type);
      const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([served.width, served.height], path).toEqual([4, 3]);
    }
  });
});

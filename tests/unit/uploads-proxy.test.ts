import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeApi, type FakeApi } from "./support/fake-api";

/** Issue 13 §5: /uploads passes raster images only, judged by their bytes, never the API's Content-Type. */

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const GIF = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
const AVIF = Buffer.concat([Buffer.from("000000206674797061766966", "hex"), Buffer.alloc(24)]);
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
afterAll(() => api.close());

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

  it("passes PNG, GIF and AVIF under the type their bytes show, whole", async () => {
    for (const [path, type, body] of [
      ["blogs/real.png", "image/png", PNG],
      ["blogs/anim.gif", "image/gif", GIF],
      ["blogs/photo.avif", "image/avif", AVIF],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type"), path).toBe(type);
      expect(Buffer.from(await response.arrayBuffer()).equals(body), path).toBe(true);
    }
  });

  it("answers nosniff and a sandboxing CSP, image or placeholder", async () => {
    for (const path of ["blogs/real.png", "blogs/evil.svg"]) {
      const response = await get(path);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    }
  });
});

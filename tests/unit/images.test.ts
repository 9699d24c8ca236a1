import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeApi, type FakeApi } from "./support/fake-api";

/** /uploads?w= resizes with sharp, strips metadata, keeps results on disk, bounds its work. */

const cacheDir = mkdtempSync(path.join(os.tmpdir(), "image-cache-test-"));
process.env.IMAGE_CACHE_DIR = cacheDir;

const files = new Map<string, Buffer>();
let api: FakeApi;
let camera: Buffer;

/** A 4000×3000 camera JPEG lying on its side (EXIF orientation 6) with a GPS position: red top half, blue bottom. */
async function cameraJpeg() {
  const top = await sharp({ create: { width: 4000, height: 1500, channels: 3, background: "#c03020" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#2040c0" } })
    .composite([{ input: top, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Camera 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "5/1 33/1 2/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 12/1 5/1" },
    })
    .toBuffer();
}

/** A JPEG whose header claims 20,000×20,000 pixels (a decompression bomb's calling card). */
async function bombJpeg() {
  const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#888" } })
    .jpeg()
    .toBuffer();
  const sof = small.indexOf(Buffer.from([0xff, 0xc0]));
  small.writeUInt16BE(20_000, sof + 5);
  small.writeUInt16BE(20_000, sof + 7);
  return small;
}

beforeAll(async () => {
  camera = await cameraJpeg();
  files.set("products/camera.jpg", camera);
  files.set("products/bomb.jpg", await bombJpeg());
  files.set(
    "products/small.png",
    await sharp({ create: { width: 300, height: 200, channels: 4, background: "#0000" } })
      .png()
      .toBuffer(),
  );
  files.set(
    "products/drawing.svg",
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'),
  );
  files.set("products/notes.jpg", Buffer.from("just some text, not an image"));
  files.set("products/broken.jpg", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]));
  for (let i = 0; i < 20; i++) files.set(`products/batch-${i}.jpg`, camera);
  api = await startFakeApi((_req, res, url) => {
    const body = files.get(url.pathname.replace(/^\/uploads\//, ""));
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": body.byteLength }).end(body);
  });
  process.env.STUDIO_API_URL = api.url;
});
afterAll(async () => {
  await api.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const AVIF_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

async function get(file: string, query = "", accept = AVIF_ACCEPT) {
  const { loader } = await import("~/routes/uploads.$/route");
  const request = new Request(`http://localhost/uploads/${file}${query}`, { headers: { Accept: accept } });
  return loader({ request, params: { "*": file }, context: {} } as never);
}

const stats = async () => (await import("~/images/images.server")).imageStats;

describe("/uploads?w=", () => {
  it("turns a 4000×3000 camera JPEG into a 640-wide upright AVIF with no metadata", async () => {
    const input = await sharp(camera).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer

    const response = await get("products/camera.jpg", "?w=640");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/avif");
    expect(response.headers.get("Vary")).toBe("Accept");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await response.arrayBuffer());
    const output = await sharp(body).metadata();
    expect(output.format).toBe("heif");
    expect(output.compression).toBe("av1");
    // Upright: the sideways 4000×3000 becomes a 3000×4000 portrait, so 640 wide is 853 high.
    expect([output.width, output.height]).toEqual([640, 853]);
    expect(output.orientation).toBeUndefined();
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(output.icc).toBeUndefined();
    // The red top of the sensor is on the right once turned 90° clockwise.
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
    expect(pixel(600, 400)[0]).toBeGreaterThan(150);
    expect(pixel(40, 400)[2]).toBeGreaterThan(150);
  });

  it("serves the second request from disk, even for a fresh process (no second transform)", async () => {
    const first = await get("products/camera.jpg", "?w=320");
    const before = { ...(await stats()) };
    const second = await get("products/camera.jpg", "?w=320");
    expect((await stats()).transforms).toBe(before.transforms);
    expect((await stats()).hits).toBe(before.hits + 1);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);

    const { DiskCache } = await import("~/platform/disk-cache.server");
    const { useImageCache } = await import("~/images/images.server");
    useImageCache(new DiskCache(cacheDir, 512 * 1024 * 1024));
    expect((await get("products/camera.jpg", "?w=320")).status).toBe(200);
    expect((await stats()).transforms).toBe(before.transforms);
    expect(readdirSync(cacheDir).some((name) => name.endsWith(".avif"))).toBe(true);
  });

  it("answers WebP, then the source's own type, when the browser does not take AVIF; never upscales", async () => {
    const webp = await get("products/camera.jpg", "?w=480", "image/webp,*/*");
    expect(webp.headers.get("Content-Type")).toBe("image/webp");
    const plain = await get("products/camera.jpg", "?w=480", "*/*");
    expect(plain.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await plain.arrayBuffer())).metadata()).exif).toBeUndefined();
    const small = await get("products/small.png", "?w=1920", "image/avif;q=0, image/png");
    expect(small.headers.get("Content-Type")).toBe("image/png");
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(300);
  });

  it("refuses widths outside the allowlist, and sends 1920 at most without ?w=", async () => {
    for (const query of ["?w=500", "?w=abc", "?w=99999", "?w=-640", "?w=640.0", "?w="]) {
      const response = await get("products/camera.jpg", query);
      expect(response.status, query).toBe(400);
      expect(await response.text(), query).toContain("w must be one of 160, 320, 480, 640, 768, 960, 1280, 1600, 1920");
    }
    const whole = await get("products/camera.jpg");
    expect((await sharp(Buffer.from(await whole.arrayBuffer())).metadata()).width).toBe(1920);
  });

  it("refuses a 20,000×20,000 image quickly, with the placeholder", async () => {
    const start = performance.now();
    const response = await get("products/bomb.jpg", "?w=640");
    expect(performance.now() - start).toBeLessThan(1000);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    const { encode, ImageRefused } = await import("~/images/images.server");
    await expect(encode(files.get("products/bomb.jpg")!, 640, "avif")).rejects.toBeInstanceOf(ImageRefused);
  });

  it("answers the placeholder for an SVG, a text file, a broken JPEG and a missing file", async () => {
    for (const file of ["products/drawing.svg", "products/notes.jpg", "products/broken.jpg", "products/gone.jpg"]) {
      const response = await get(file, "?w=640");
      expect(response.status, file).toBe(404);
      expect(response.headers.get("Content-Type"), file).toBe("image/svg+xml");
    }
  });

  it("runs 20 parallel first requests at most one per CPU at a time, in bounded memory", async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const { imageStats } = await import("~/images/images.server");
    imageStats.maxActive = 0;
    const transforms = imageStats.transforms;
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => get(`products/batch-${i}.jpg`, "?w=640")));
    clearInterval(sampler);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(imageStats.transforms - transforms).toBe(20);
    expect(imageStats.maxActive).toBeLessThanOrEqual(os.availableParallelism());
    expect(peak - before).toBeLessThan(300 * 1024 * 1024);
  }, 120_000);
});

describe("DiskCache", () => {
  it("evicts the least recently used files past its cap", async () => {
    const { DiskCache } = await import("~/platform/disk-cache.server");
    const dir = mkdtempSync(path.join(os.tmpdir(), "image-lru-"));
    try {
      const cache = new DiskCache(dir, 3000);
      const key = (n: number) => String(n).repeat(20);
      for (const n of [1, 2, 3]) await cache.put(key(n), "webp", Buffer.alloc(1000, n));
      await cache.get(key(1));
      await cache.put(key(4), "webp", Buffer.alloc(1000, 4));
      expect(await cache.get(key(2))).toBeNull();
      expect(await cache.get(key(1))).not.toBeNull();
      expect(readdirSync(dir).sort()).not.toContain(`${key(2)}.webp`);
      expect(cache.bytes).toBeLessThanOrEqual(2700);
      // A fresh index read from disk keeps the order (modification times).
      const reopened = new DiskCache(dir, 3000);
      expect(await reopened.get(key(4))).not.toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

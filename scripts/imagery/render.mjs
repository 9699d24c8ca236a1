#!/usr/bin/env node
// Renders the site's illustrated imagery (public/images/**, public/media/hero-*)
// from the SVG scenes in scenes.mjs with Chromium, then encodes WebP with cwebp.
// The hero loop is encoded with ffmpeg from a wide still (slow push-in and pan).
// Usage: node scripts/imagery/render.mjs [name-filter]
// Needs: /usr/bin/chromium (or Playwright's), cwebp (apt: webp), ffmpeg (apt: ffmpeg).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { MANIFEST } from "./manifest.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const only = process.argv[2];
const tmp = path.join(os.tmpdir(), "studio-imagery");
mkdirSync(tmp, { recursive: true });

const browser = await chromium.launch({
  executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();

for (const item of MANIFEST) {
  if (only && !item.out.includes(only)) continue;
  const [w, h] = item.size;
  const scale = item.render ?? 1;
  await page.setViewportSize({ width: w, height: h });
  await page.setContent(
    `<!doctype html><style>html,body{margin:0;background:#fff}svg{display:block;width:${w}px;height:${h}px}</style>${item.svg(w * scale, h * scale).replace("<svg ", `<svg preserveAspectRatio="none" style="width:${w}px;height:${h}px" `)}`,
  );
  const png = path.join(tmp, `${path.basename(item.out)}.png`);
  await page.screenshot({ path: png, clip: { x: 0, y: 0, width: w, height: h } });
  if (item.out.startsWith("tmp/")) continue;
  const out = path.join(root, item.out);
  mkdirSync(path.dirname(out), { recursive: true });
  if (out.endsWith(".png")) execFileSync("cp", [png, out]);
  else execFileSync("cwebp", ["-quiet", "-q", String(item.q ?? 72), "-m", "6", "-sharp_yuv", png, "-o", out]);
  console.log(item.out);
}
await browser.close();

// The hero loop: 8 s, 24 fps, 1280×720, a slow push-in across the wide still.
if (!only || only === "hero") {
  const still = path.join(tmp, "hero-wide.webp.png");
  if (existsSync(still)) {
    const frames = 8 * 24;
    const vf = `scale=2560:-2,zoompan=z='1.0+0.08*on/${frames}':x='(iw-iw/zoom)*(0.15+0.5*on/${frames})':y='(ih-ih/zoom)/2':d=${frames}:s=1280x720:fps=24,format=yuv420p`;
    const media = path.join(root, "public/media");
    rmSync(path.join(media, "hero-loop.webm"), { force: true });
    execFileSync("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-loop",
      "1",
      "-i",
      still,
      "-vf",
      vf,
      "-frames:v",
      String(frames),
      "-an",
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "42",
      "-row-mt",
      "1",
      path.join(media, "hero-loop.webm"),
    ]);
    execFileSync("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-loop",
      "1",
      "-i",
      still,
      "-vf",
      vf,
      "-frames:v",
      String(frames),
      "-an",
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "30",
      "-movflags",
      "+faststart",
      "-pix_fmt",
      "yuv420p",
      path.join(media, "hero-loop.mp4"),
    ]);
    writeFileSync(path.join(tmp, "done"), "ok");
    console.log("public/media/hero-loop.{webm,mp4}");
  }
}

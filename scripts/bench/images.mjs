// `npm run bench`, image part (docs/performance.md): the bytes a 375 px phone at DPR 2 downloads for one shop
// card whose product photo is a 4000×3000 camera JPEG, next to the ideal: that photo as a WebP of
// exactly the card's pixel size. The card's width and the chosen candidate follow the card's
// `sizes` (92vw below 540 px) and the srcset over IMAGE_WIDTHS, as Chromium picks it.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS } from "../../app/utils/image-widths.ts";

const CHROMIUM_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/** A camera-like 4000×3000 JPEG (~2–3 MB): seed art scaled up, with sensor noise and EXIF GPS. */
async function cameraJpeg(root) {
  const scene = await sharp(path.join(root, "public/images/portfolio/open-living.webp"))
    .resize(4000, 3000, { fit: "cover" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const noise = await sharp({
    create: { width: 4000, height: 3000, channels: 3, noise: { type: "gaussian", mean: 0, sigma: 12 } },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < scene.data.length; i++) scene.data[i] = Math.min(255, Math.max(0, scene.data[i] + noise[i] - 6));
  return sharp(scene.data, { raw: scene.info })
    .jpeg({ quality: 92 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "5/1 33/1 2/1" } })
    .toBuffer();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Measures and prints the figures; returns them for docs/performance.md. */
export async function benchImages({ root, site, dataDir }) {
  const camera = await cameraJpeg(root);
  const name = `${"be7c4".padEnd(24, "0")}.jpg`;
  mkdirSync(path.join(dataDir, "uploads", "products"), { recursive: true });
  writeFileSync(path.join(dataDir, "uploads", "products", name), camera);

  const viewport = 375;
  const dpr = 2;
  const card = Math.round(viewport * 0.92);
  const chosen = IMAGE_WIDTHS.find((w) => w >= card * dpr) ?? IMAGE_WIDTHS.at(-1);
  const url = `${site}/uploads/products/${name}?w=${chosen}`;
  const start = performance.now();
  const first = await fetch(url, { headers: { Accept: CHROMIUM_ACCEPT } });
  const served = Buffer.from(await first.arrayBuffer());
  const cold = performance.now() - start;
  const again = performance.now();
  await (await fetch(url, { headers: { Accept: CHROMIUM_ACCEPT } })).arrayBuffer();
  const warm = performance.now() - again;
  const meta = await sharp(served).metadata();
  const ideal = await sharp(camera)
    .resize({ width: card * dpr })
    .webp()
    .toBuffer();
  const figures = {
    original: camera.length,
    served: served.length,
    servedType: first.headers.get("Content-Type"),
    servedWidth: meta.width,
    exif: Boolean(meta.exif),
    ideal: ideal.length,
    idealWidth: card * dpr,
    ratio: served.length / ideal.length,
    cold,
    warm,
  };
  console.log(`\nImages: a 4000×3000 camera JPEG as a ${viewport} px DPR ${dpr} shop card (${card} CSS px):`);
  console.log(`  uploaded original                       ${kb(figures.original).padStart(10)}`);
  console.log(
    `  served (?w=${chosen}, ${figures.servedType}, ${figures.servedWidth} px, EXIF ${figures.exif ? "present" : "none"}) ${kb(figures.served).padStart(10)}`,
  );
  console.log(`  ideal WebP at ${figures.idealWidth} px                  ${kb(figures.ideal).padStart(10)}`);
  console.log(`  ratio served / ideal                    ${figures.ratio.toFixed(2)}× (target ≤ 1.5×; before: 73×)`);
  console.log(`  first request (transform) ${cold.toFixed(0)} ms, second (from disk) ${warm.toFixed(0)} ms`);
  return figures;
}

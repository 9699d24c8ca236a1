/**
 * Renders the demo images in studio-api/seed/images/ from the drawings in scenes.ts (committed;
 * seeding only copies them), and the Renovation and Extensions pages' pictures in
 * public/images/services/ from service-scenes.ts, with their derived widths (as
 * scripts/image-widths.mjs writes them). sharp draws the SVG (its librsvg) and encodes WebP, so
 * nothing but the project's own packages is needed. Removes seed images no scene names any more.
 * Run: npx tsx studio-api/seed/render-images.ts [name-filter]
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { STATIC_WIDTHS } from "../../app/utils/image-widths";
import { scenes, type Scene } from "./scenes";
import { serviceScenes } from "./service-scenes";

const outDir = fileURLToPath(new URL("./images/", import.meta.url));
const servicesDir = fileURLToPath(new URL("../../public/images/services/", import.meta.url));
const only = process.argv[2];
mkdirSync(outDir, { recursive: true });
if (!only)
  for (const file of readdirSync(outDir)) if (!(file.replace(/\.webp$/, "") in scenes)) rmSync(`${outDir}${file}`);

let bytes = 0;
async function render(dir: string, all: Record<string, Scene>, derived: boolean) {
  for (const [name, scene] of Object.entries(all)) {
    if (only && !name.includes(only)) continue;
    const svg = Buffer.from(scene.draw(scene.width, scene.height));
    // librsvg draws an SVG at 72 dpi: a higher density renders the same drawing larger.
    const info = await sharp(svg, { density: 72 * (scene.scale ?? 1) })
      .webp({ quality: 62, effort: 6, smartSubsample: true })
      .toFile(`${dir}${name}.webp`);
    bytes += info.size;
    if (derived)
      for (const width of STATIC_WIDTHS.filter((w) => w < scene.width))
        await sharp(svg).resize({ width }).webp({ quality: 80 }).toFile(`${dir}${name}.w${width}.webp`);
  }
}
await render(outDir, scenes, false);
await render(servicesDir, serviceScenes, true);
console.log(`rendered ${only ?? "all"}: ${Math.round(bytes / 1024)} KB`);

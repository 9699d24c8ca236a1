/**
 * Renders the demo images in studio-api/seed/images/ from the drawings in scenes.ts (committed;
 * seeding only copies them). sharp draws the SVG (its librsvg) and encodes WebP, so nothing
 * but the project's own packages is needed. Removes images no scene names any more.
 * Run: npx tsx studio-api/seed/render-images.ts [name-filter]
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { scenes } from "./scenes";

const outDir = fileURLToPath(new URL("./images/", import.meta.url));
const only = process.argv[2];
mkdirSync(outDir, { recursive: true });
if (!only)
  for (const file of readdirSync(outDir)) if (!(file.replace(/\.webp$/, "") in scenes)) rmSync(`${outDir}${file}`);

let bytes = 0;
for (const [name, scene] of Object.entries(scenes)) {
  if (only && !name.includes(only)) continue;
  const info = await sharp(Buffer.from(scene.draw(scene.width, scene.height)))
    .webp({ quality: 62, effort: 6, smartSubsample: true })
    .toFile(`${outDir}${name}.webp`);
  bytes += info.size;
}
console.log(`rendered ${only ?? "all"}: ${Math.round(bytes / 1024)} KB`);

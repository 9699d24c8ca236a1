#!/usr/bin/env node
// The static art's derived widths (docs/performance.md): for every image under public/images and
// public/media, a WebP at each of STATIC_WIDTHS below its own width, as `name.w640.webp`
// beside it (app/utils/image-widths.ts, which the srcset is built from, holds the list). Run it
// after adding or changing art: `node --import tsx scripts/image-widths.mjs`; the files are committed.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { STATIC_WIDTHS } from "../app/utils/image-widths.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

let written = 0;
for (const file of [...walk(path.join(root, "public/images")), ...walk(path.join(root, "public/media"))]) {
  if (!/\.(webp|png|jpe?g)$/.test(file) || /\.w\d+\.\w+$/.test(file)) continue;
  const { width } = await sharp(file).metadata();
  for (const target of STATIC_WIDTHS.filter((w) => w < width)) {
    const out = file.replace(/\.(webp|png|jpe?g)$/, `.w${target}.$1`);
    const pipeline = sharp(file).resize({ width: target });
    await (out.endsWith(".webp") ? pipeline.webp({ quality: 80 }) : pipeline).toFile(out);
    written++;
  }
}
console.log(`${written} derived images written`);

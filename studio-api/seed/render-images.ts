/**
 * Renders the demo images in studio-api/seed/images/ (committed; seeding only copies them).
 * Needs rsvg-convert and cwebp (Debian: librsvg2-bin, webp). Run: npx tsx studio-api/seed/render-images.ts
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { H, scenes, W } from "./scenes";

function render(outDir: string) {
  const work = mkdtempSync(join(tmpdir(), "seed-images-"));
  try {
    for (const [name, draw] of Object.entries(scenes)) {
      const svg = join(work, `${name}.svg`);
      const png = join(work, `${name}.png`);
      writeFileSync(
        svg,
        `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}</svg>`,
      );
      execFileSync("rsvg-convert", [svg, "-o", png]);
      execFileSync("cwebp", ["-quiet", "-q", "72", "-m", "6", png, "-o", join(outDir, `${name}.webp`)]);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

render(fileURLToPath(new URL("./images/", import.meta.url)));

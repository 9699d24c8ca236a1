import { existsSync, readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import renovation from "../../app/components/marketing/content/renovation.json";
import { seedBlogs } from "../../studio-api/seed/blogs";
import { seedProducts } from "../../studio-api/seed/products";
import { seedProjects } from "../../studio-api/seed/projects";
import { scenes } from "../../studio-api/seed/scenes";

const SEED = new URL("../../studio-api/seed/images/", import.meta.url);
const SERVICES = new URL("../../public/images/services/", import.meta.url);

interface Picture {
  file: URL;
  name: string;
  /** What the picture stands for: two pictures of one item may look alike, of two items never. */
  item: string;
}

const seeded = (name: string, item: string): Picture => ({ file: new URL(`${name}.webp`, SEED), name, item });
const service = (name: string, item: string): Picture => ({ file: new URL(`${name}.webp`, SERVICES), name, item });
const fileName = (src: string) => src.replace(/^.*\//, "").replace(/\.webp$/, "");

/** Every image the seed copies, with the item that shows it. */
const used = [
  ...seedProjects.flatMap((project) => project.photos.map((shot) => seeded(shot.name, project.title))),
  ...seedProducts.flatMap((product) => product.images.map((name) => seeded(name, product.name))),
  ...seedBlogs.map((post) => seeded(post.image, post.title)),
];

/**
 * The Renovation and Extensions pages' pictures: a room's before and after are one item (the same
 * room), each extension card and each page's hero is its own.
 */
const pages = [
  service("renovation-hero", "Renovation page"),
  ...renovation.pairs.flatMap((pair) => [
    service(fileName(pair.before.src), `Renovation: ${pair.title}`),
    service(fileName(pair.after.src), `Renovation: ${pair.title}`),
  ]),
  service("extension-hero", "Extensions page"),
  ...["garden-room", "second-storey", "clinic", "villa-wing", "studio-annex", "kitchen"].map((card) =>
    service(`ext-${card}`, `Extensions: ${card}`),
  ),
];

/*
 * The drawings compared as a person compares them: colour and exposure do not count, nor which
 * way round it is, nor a small slide across the frame. A picture becomes a 32 × 24 grayscale
 * thumbnail, contrast-normalised (zero mean, unit variance); two pictures are as alike as the best
 * Pearson correlation of one with the other or its mirror image, slid up to 4 columns and 2 rows
 * in half-pixel steps. Mirrored, recoloured and shifted copies of the seed score above 0.96; its
 * distinct drawings stay below 0.94.
 */
const TW = 32;
const TH = 24;
const SAME_PICTURE = 0.95;

async function thumbnail(input: URL | Buffer): Promise<Float64Array> {
  const source = input instanceof URL ? readFileSync(input) : input;
  const thumb = sharp(source).greyscale().resize(TW, TH, { fit: "fill" }).toColourspace("b-w");
  const pixels = Float64Array.from(await thumb.raw().toBuffer());
  const mean = pixels.reduce((sum, v) => sum + v, 0) / pixels.length;
  const spread = Math.sqrt(pixels.reduce((sum, v) => sum + (v - mean) ** 2, 0) / pixels.length) || 1;
  return pixels.map((v) => (v - mean) / spread);
}

const mirrored = (a: Float64Array) => a.map((_, i) => a[i - (i % TW) + TW - 1 - (i % TW)]);
/** Moved half a pixel across, or down. */
const halfAcross = (a: Float64Array) => a.map((v, i) => (i % TW === TW - 1 ? v : (v + a[i + 1]) / 2));
const halfDown = (a: Float64Array) => a.map((v, i) => (i + TW >= a.length ? v : (v + a[i + TW]) / 2));

/** The Pearson correlation of `a` with `b` moved by (dx, dy), over the part they share. */
function correlation(a: Float64Array, b: Float64Array, dx: number, dy: number) {
  let [sa, sb, saa, sbb, sab, n] = [0, 0, 0, 0, 0, 0];
  for (let y = Math.max(0, dy); y < Math.min(TH, TH + dy); y++)
    for (let x = Math.max(0, dx); x < Math.min(TW, TW + dx); x++) {
      const u = a[y * TW + x];
      const v = b[(y - dy) * TW + x - dx];
      [sa, sb, saa, sbb, sab, n] = [sa + u, sb + v, saa + u * u, sbb + v * v, sab + u * v, n + 1];
    }
  const va = saa / n - (sa / n) ** 2;
  const vb = sbb / n - (sb / n) ** 2;
  return va > 0 && vb > 0 ? (sab / n - (sa / n) * (sb / n)) / Math.sqrt(va * vb) : 0;
}

/** A picture as the comparison takes it: itself and its mirror image, each at four half-pixel offsets. */
const poses = (b: Float64Array) =>
  [b, mirrored(b)].flatMap((turned) => [turned, halfAcross(turned), halfDown(turned), halfAcross(halfDown(turned))]);

function likeness(a: Float64Array, bPoses: readonly Float64Array[]) {
  let best = -1;
  for (const moved of bPoses)
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -4; dx <= 4; dx++) best = Math.max(best, correlation(a, moved, dx, dy));
  return best;
}

describe("the demo images (decision 016)", () => {
  it("each seeded image belongs to one item, has its drawing and its file, and no file is left over", () => {
    const names = used.map((entry) => entry.name);
    const repeated = names.filter((name, n) => names.indexOf(name) !== n);
    expect(repeated, "an image shown by two items (or twice by one)").toEqual([]);
    expect(names.filter((name) => !(name in scenes))).toEqual([]);
    const files = readdirSync(SEED).filter((file) => file.endsWith(".webp"));
    expect(files.map((file) => file.replace(/\.webp$/, "")).sort()).toEqual([...names].sort());
    expect(Object.keys(scenes).sort()).toEqual([...names].sort());
    expect(pages.filter((picture) => !existsSync(picture.file)).map((picture) => picture.name)).toEqual([]);
  });

  it("tells a mirrored, recoloured and shifted copy for the same picture", async () => {
    const original = readFileSync(new URL(`${seedProjects[0].photos[0].name}.webp`, SEED));
    const { width = 0, height = 0 } = await sharp(original).metadata();
    expect(width % 16, "a whole number of pixels to slide").toBe(0);
    // Mirrored, its colours turned and washed out, and slid a sixteenth of its width.
    const recoloured = await sharp(original)
      .flop()
      .modulate({ hue: 90, saturation: 0.6, brightness: 1.15 })
      .extend({ left: width / 16, extendWith: "copy" })
      .toBuffer();
    const copy = await sharp(recoloured).extract({ left: 0, top: 0, width, height }).webp().toBuffer();
    expect(likeness(await thumbnail(original), poses(await thumbnail(copy)))).toBeGreaterThan(SAME_PICTURE);
  });

  it("no two items show the same picture, mirrored, recoloured or shifted", async () => {
    const pictures = [...used, ...pages];
    const thumbs = await Promise.all(pictures.map((picture) => thumbnail(picture.file)));
    const posed = thumbs.map(poses);
    const alike: string[] = [];
    for (let i = 0; i < pictures.length; i++)
      for (let j = i + 1; j < pictures.length; j++) {
        if (pictures[i].item === pictures[j].item) continue;
        const score = likeness(thumbs[i], posed[j]);
        if (score > SAME_PICTURE)
          alike.push(
            `${pictures[i].name} (${pictures[i].item}) ~ ${pictures[j].name} (${pictures[j].item}): ${score.toFixed(3)}`,
          );
      }
    expect(alike, "pictures of different items that are one drawing").toEqual([]);
  });

  it("stay small on disk: a project's 1920 px photo under 60 KB, any other under 40 KB, all under 2 MB", async () => {
    const sizes = await Promise.all(
      used.map(async ({ name, file }) => {
        const { width = 0 } = await sharp(readFileSync(file)).metadata();
        return { name, size: readFileSync(file).length, limit: width > 1200 ? 60_000 : 40_000 };
      }),
    );
    expect(sizes.filter(({ size, limit }) => size > limit)).toEqual([]);
    expect(sizes.reduce((sum, { size }) => sum + size, 0)).toBeLessThan(2_000_000);
  });
});

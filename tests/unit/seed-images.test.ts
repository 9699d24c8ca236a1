import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seedBlogs } from "../../studio-api/seed/blogs";
import { seedProducts } from "../../studio-api/seed/products";
import { seedProjects } from "../../studio-api/seed/projects";
import { scenes } from "../../studio-api/seed/scenes";

const DIR = new URL("../../studio-api/seed/images/", import.meta.url);

/** Every image the seed copies, with the item that shows it. */
const used = [
  ...seedProjects.flatMap((project) => project.images.map((name) => ({ name, item: project.title }))),
  ...seedProducts.flatMap((product) => product.images.map((name) => ({ name, item: product.name }))),
  ...seedBlogs.map((post) => ({ name: post.image, item: post.title })),
];
const files = readdirSync(DIR).filter((file) => file.endsWith(".webp"));
const bytes = (name: string) => readFileSync(new URL(`${name}.webp`, DIR));

/** A 64-bit difference hash of the picture: near-identical pictures (a re-encode, a tint) share most bits. */
async function dHash(name: string): Promise<bigint> {
  const pixels = await sharp(bytes(name)).greyscale().resize(9, 8, { fit: "fill" }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (pixels[y * 9 + x] > pixels[y * 9 + x + 1] ? 1n : 0n);
  return hash;
}
const distance = (a: bigint, b: bigint) => (a ^ b).toString(2).replaceAll("0", "").length;

describe("the demo images (decision 016)", () => {
  it("each seeded image belongs to one item, has its drawing and its file, and no file is left over", () => {
    const names = used.map((entry) => entry.name);
    const repeated = names.filter((name, n) => names.indexOf(name) !== n);
    expect(repeated, "an image shown by two items (or twice by one)").toEqual([]);
    expect(names.filter((name) => !(name in scenes))).toEqual([]);
    expect(files.map((file) => file.replace(/\.webp$/, "")).sort()).toEqual([...names].sort());
    expect(Object.keys(scenes).sort()).toEqual([...names].sort());
  });

  it("no two seeded images are the same picture: their bytes and their difference hashes all differ", async () => {
    const byDigest = new Map<string, string>();
    for (const { name, item } of used) {
      const digest = createHash("sha256").update(bytes(name)).digest("hex");
      expect(byDigest.get(digest), `${name} (${item}) repeats ${byDigest.get(digest)}`).toBeUndefined();
      byDigest.set(digest, name);
    }
    const hashes = await Promise.all(used.map(async ({ name }) => ({ name, hash: await dHash(name) })));
    const alike: string[] = [];
    for (let i = 0; i < hashes.length; i++)
      for (let j = i + 1; j < hashes.length; j++)
        if (distance(hashes[i].hash, hashes[j].hash) < 4) alike.push(`${hashes[i].name} ~ ${hashes[j].name}`);
    expect(alike, "pictures that differ only by a few pixels").toEqual([]);
  });

  it("stay small on disk: each under 40 KB, all under 1.2 MB", () => {
    const sizes = used.map(({ name }) => ({ name, size: bytes(name).length }));
    expect(sizes.filter(({ size }) => size > 40_000)).toEqual([]);
    expect(sizes.reduce((sum, { size }) => sum + size, 0)).toBeLessThan(1_200_000);
  });
});

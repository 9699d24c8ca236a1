import type { ImageType } from "~/vocabulary/images";

/** The image types the studio accepts (vocabulary/images.ts), judged by content (magic bytes), not by name. */

export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (
    head.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte)
  ) {
    return "image/png";
  }
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/** In the browser: the type of a picked file, read from its first bytes. */
export async function sniffFile(file: Blob): Promise<ImageType | null> {
  return sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

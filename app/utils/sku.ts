/**
 * SKUs: 'ANI-' and 9 uppercase letters or digits (admin-area §5, §9) drawn
 * from the platform's cryptographic random source, in the browser and in Node.
 */

const SKU_PREFIX = "ANI-";
export const SKU_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const SKU_LENGTH = 9;
export const SKU_PATTERN = /^ANI-[A-Z0-9]{9}$/;

// The largest multiple of 36 that fits in a byte: bytes at or above it are
// thrown away so every character is equally likely (no modulo bias).
const LIMIT = 256 - (256 % SKU_ALPHABET.length);

type RandomSource = (bytes: Uint8Array) => Uint8Array;

const platformRandom: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

export function generateSku(random: RandomSource = platformRandom): string {
  let body = "";
  const buffer = new Uint8Array(16);
  while (body.length < SKU_LENGTH) {
    random(buffer);
    for (const byte of buffer) {
      if (byte >= LIMIT) continue;
      body += SKU_ALPHABET[byte % SKU_ALPHABET.length];
      if (body.length === SKU_LENGTH) break;
    }
  }
  return SKU_PREFIX + body;
}

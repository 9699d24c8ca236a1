/**
 * Which photo a gallery (the shop's Quick View, a project's details) shows, as `?image=`.
 * Apart from utils/shop.ts so the projects page's scripts need not load the shop's helpers.
 */

/** Gallery index `n` wrapped into 0…count-1 (next after the last is the first). */
export function wrapIndex(n: number, count: number): number {
  if (count <= 0) return 0;
  return ((n % count) + count) % count;
}

/** Reads an `image` query parameter as a gallery index (0 when absent or odd). */
export function imageIndex(value: string | null, count: number): number {
  const n = value === null ? 0 : Number.parseInt(value, 10);
  return Number.isFinite(n) ? wrapIndex(n, count) : 0;
}

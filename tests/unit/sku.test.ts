import { describe, expect, it } from "vitest";
import { generateSku, SKU_ALPHABET, SKU_PATTERN } from "~/utils/sku";

describe("generateSku", () => {
  it("is 'ANI-' and 9 uppercase letters or digits", () => {
    for (let i = 0; i < 500; i++) expect(generateSku()).toMatch(SKU_PATTERN);
  });

  it("uses the whole alphabet and nothing else", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) for (const char of generateSku().slice(4)) seen.add(char);
    expect([...seen].sort().join("")).toBe([...SKU_ALPHABET].sort().join(""));
  });

  it("gives different SKUs each time", () => {
    const skus = new Set(Array.from({ length: 1000 }, () => generateSku()));
    expect(skus.size).toBe(1000);
  });

  it("throws away bytes that would bias the draw (rejection sampling)", () => {
    // 252..255 are rejected; 0 → 'A', 35 → '9', 36 → 'A' again, 251 → '9' (251 % 36 = 35).
    const script = [255, 254, 253, 252, 0, 35, 36, 251, 1, 2, 3, 4, 5];
    let call = 0;
    const sku = generateSku((bytes) => {
      bytes.fill(252);
      if (call++ === 0) bytes.set(script);
      return bytes;
    });
    expect(sku).toBe("ANI-A9A9BCDEF");
  });

  it("keeps drawing when a whole buffer is rejected", () => {
    let call = 0;
    const sku = generateSku((bytes) => bytes.fill(call++ < 3 ? 255 : 25));
    expect(sku).toBe("ANI-ZZZZZZZZZ");
  });
});

import { describe, expect, it } from "vitest";
import { formatMoney } from "~/vocabulary/money";

const intl = new Intl.NumberFormat("en-GH", { style: "currency", currency: "GHS", currencyDisplay: "code" });
const byIntl = (amount: number) => intl.format(amount).replace(/\u00a0/g, " ");

describe("formatMoney", () => {
  it("prints Ghana cedis with grouped thousands and two decimals", () => {
    expect(formatMoney(0)).toBe("GHS 0.00");
    expect(formatMoney(60)).toBe("GHS 60.00");
    expect(formatMoney(1250)).toBe("GHS 1,250.00");
    expect(formatMoney(1234567.891)).toBe("GHS 1,234,567.89");
    expect(formatMoney(-45.5)).toBe("-GHS 45.50");
  });

  it("rounds the decimal a price prints as, half away from zero, as Intl does", () => {
    expect(formatMoney(1.005)).toBe("GHS 1.01");
    expect(formatMoney(0.125)).toBe("GHS 0.13");
    expect(formatMoney(0.1 + 0.2)).toBe("GHS 0.30");
    expect(formatMoney(999.995)).toBe("GHS 1,000.00");
  });

  it("prints what Intl.NumberFormat prints, over a sweep of amounts", () => {
    const amounts = [1e-7, -0.004, -1.005, 0.001, 0.005, 0.015, 9.995, 99.999, 100, 1000, 999999.995, 1e12 + 0.5];
    // A fixed pseudo-random sweep: whole cedis, cents and a third decimal, up to a billion.
    let seed = 7;
    for (let i = 0; i < 3000; i++) {
      seed = (seed * 48271) % 2147483647;
      const scale = 10 ** (seed % 10);
      amounts.push(Math.round((seed / 2147483647) * scale * 1000) / 1000);
    }
    for (const amount of amounts) expect(formatMoney(amount), String(amount)).toBe(byIntl(amount));
  });
});

/** Money is in Ghana cedis everywhere, public site and admin (DESIGN, 'Decisions on the spec's open points'). */

/**
 * 1250 → 'GHS 1,250.00': what `Intl.NumberFormat("en-GH", { style: "currency", currency: "GHS",
 * currencyDisplay: "code" })` prints (with a plain space), written out. The first `Intl` object a
 * page makes loads the locale's data: ~20 ms on this machine, ~90 ms on Lighthouse's 4× slower
 * phone, added to the long task that runs the shop's and the basket's scripts (docs/performance.md).
 * `tests/unit/money.test.ts` holds it equal to `Intl` over a sweep of amounts.
 */
export function formatMoney(amount: number): string {
  // Rounded half away from zero on the decimal the number prints as (1.005 → 1.01), as Intl does,
  // not on its binary value as toFixed alone does (1.005.toFixed(2) is '1.00'); a tiny amount
  // printed in exponent form (1e-7) is rounded as it is. -0 prints as 0 (Intl: "-GHS 0.00").
  const cents = Math.round(Number(`${Math.abs(amount)}e2`)) || Math.round(Math.abs(amount) * 100);
  return `${amount < 0 ? "-" : ""}GHS ${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ",")}`;
}

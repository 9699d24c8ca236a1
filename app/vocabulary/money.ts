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
  // not on its binary value as toFixed does (1.005.toFixed(2) is '1.00').
  // (Up to 10^15 cedis; a tiny amount such as 1e-7 prints in exponent form and is rounded as is.)
  const printed = String(Math.abs(amount));
  const cents = Math.round(printed.includes("e") ? Math.abs(amount) * 100 : Number(`${printed}e2`));
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}GHS ${whole}.${String(cents % 100).padStart(2, "0")}`;
}

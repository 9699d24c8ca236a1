/** Money is in Ghana cedis everywhere, public site and admin (DESIGN, 'Decisions on the spec's open points'). */

const ghs = new Intl.NumberFormat("en-GH", { style: "currency", currency: "GHS", currencyDisplay: "code" });

/** 1250 → 'GHS 1,250.00'. */
export function formatMoney(amount: number): string {
  return ghs.format(amount).replace(/\u00a0/g, " ");
}

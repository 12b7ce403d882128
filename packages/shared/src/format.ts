/** Display formats both the browser and the server draw with (docs/product.md, Constants). */

/** A count with thousand separators. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** Money: 2 decimals with thousand separators (an amount in CNY). */
export function formatMoney(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

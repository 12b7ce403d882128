/** Display formats (docs/product.md, Constants): dates, timestamps, counts and money. */

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` in local time. */
export function formatDate(value: string | Date): string {
  const d = new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `YYYY-MM-DD HH:mm:ss` in local time. */
export function formatDateTime(value: string | Date): string {
  const d = new Date(value);
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export { formatCount, formatMoney } from '@console/shared/format';

/** Which way a change went, as shown with `fractionDigits` decimals: a change that shows as 0 went nowhere. */
export function trendOf(change: number, fractionDigits: number): 'rise' | 'fall' | 'flat' {
  const shown = Number(change.toFixed(fractionDigits));
  if (shown === 0) return 'flat';
  return shown > 0 ? 'rise' : 'fall';
}

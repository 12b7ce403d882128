const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:mm:ss` in the server's time zone (chat times). */
export const formatClock = (date: Date): string =>
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** `YYYY-MM-DD HH:mm:ss` in the server's time zone, the format the console displays. */
export function formatDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${formatClock(date)}`;
}

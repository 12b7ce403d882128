import {
  DEFAULT_PERIOD_DAYS,
  PERIOD_DAYS,
  PERIOD_MAX_DAYS,
  type PeriodDays,
} from '@console/shared/visualization/constants';

/** The period of the analysis screens, as their URL keeps it: the last `days` days, or UTC days `from`–`to`. */
export type Period = { days: PeriodDays } | { from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Custom days as the server takes them: a valid pair, start not after end, at most `PERIOD_MAX_DAYS` days. */
function validRange(from: string, to: string): boolean {
  if (!DAY.test(from) || !DAY.test(to)) return false;
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return span >= 1 && span <= PERIOD_MAX_DAYS;
}

/** The period a URL names; the default (30 days) for anything else. */
export function periodFromSearch(params: URLSearchParams): Period {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && validRange(from, to)) return { from, to };
  const days = Number(params.get('days'));
  return { days: PERIOD_DAYS.find((d) => d === days) ?? DEFAULT_PERIOD_DAYS };
}

/** The query string of a period, for the URL and for the API alike. */
export function periodParams(period: Period): Record<string, string> {
  return 'days' in period ? { days: String(period.days) } : { from: period.from, to: period.to };
}

/**
 * Content events: a demo history and a bulk generator for the bench. Each day gets its share of
 * the events (steady growth, a weekly rhythm, some noise); the database then draws each event's
 * hour (a daily rhythm), kind, content type, category, source, author and reader, in one
 * statement per batch of days, so the rollup triggers see whole batches (docs/decisions/020).
 */
import { sql } from 'drizzle-orm';
import { CONTENT_TYPES, EVENT_CATEGORIES, EVENT_KINDS, EVENT_SOURCES } from '@console/shared/visualization/constants';
import type { Db } from '../../db/client';
import { contentAuthors } from '../../db/schema/content-events';
import { bothLocales as text } from '../../lib/localized-text';
import type { Random } from '../../lib/random';
import type { DemoSeedContext } from '../module';

const DAY_MS = 86_400_000;
/** Two years and today: the data analysis compares a period with the same days a year earlier. */
export const HISTORY_DAYS = 731;
/**
 * Demo events: about 2 s to seed on the embedded database (PGlite inserts about 15 a millisecond
 * with the rollups), some 25 a day a year ago and 100 a day by now.
 */
export const DEMO_EVENTS = 30_000;
/** Events per insert statement in bulk. */
const BATCH = 50_000;

const AUTHORS = [
  text('李白', 'Li Bai'),
  text('王安石', 'Wang Anshi'),
  text('苏轼', 'Su Shi'),
  text('李清照', 'Li Qingzhao'),
  text('杜甫', 'Du Fu'),
  text('白居易', 'Bai Juyi'),
  text('陆游', 'Lu You'),
  text('辛弃疾', 'Xin Qiji'),
  text('王维', 'Wang Wei'),
  text('柳宗元', 'Liu Zongyuan'),
  text('韩愈', 'Han Yu'),
  text('欧阳修', 'Ouyang Xiu'),
  text('杜牧', 'Du Mu'),
  text('李商隐', 'Li Shangyin'),
  text('孟浩然', 'Meng Haoran'),
  text('范仲淹', 'Fan Zhongyan'),
];

/** Relative weights, cumulated into the thresholds `width_bucket` picks from. */
const KIND_WEIGHTS = { visit: 22, publish: 4, comment: 4, share: 3, click: 8, like: 6, exposure: 53 } as const;
const TYPE_WEIGHTS = { text: 30, imageText: 35, video: 35 } as const;
const CATEGORY_WEIGHTS = {
  international: 14,
  finance: 16,
  technology: 24,
  sports: 16,
  entertainment: 22,
  other: 8,
} as const;
const SOURCE_WEIGHTS = { ugc: 35, foreignWebsites: 18, reposted: 22, industryReports: 15, other: 10 } as const;
/** Events per UTC hour of the day: a quiet night, a morning rise, an evening peak. */
const HOUR_WEIGHTS = [
  2, 1.2, 0.8, 0.6, 0.6, 0.9, 1.8, 3, 4.2, 5, 5.4, 5.6, 5, 4.6, 4.8, 5, 5.2, 5.4, 5.8, 6.4, 6.8, 6.2, 4.8, 3.2,
];
/** Monday … Sunday. */
const WEEKDAY_WEIGHTS = [1, 1.02, 1.03, 1, 0.97, 0.82, 0.78];

/** `'{0,0.3,…}'::float8[]`: the lower bound of each choice, for `width_bucket(random(), …)` (1-based). */
function thresholds(weights: readonly number[]) {
  const sum = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  const bounds = weights.map((w) => {
    const bound = acc / sum;
    acc += w;
    return bound;
  });
  return sql.raw(`'{${bounds.join(',')}}'::float8[]`);
}
/** A pick among `names` by `weights` (names are code constants, never input). */
const pick = (weights: Readonly<Record<string, number>>, names: readonly string[]) =>
  sql
    .raw(`('{${names.join(',')}}'::text[])[width_bucket(random(), `)
    .append(thresholds(names.map((name) => weights[name] ?? 0)))
    .append(sql.raw(')]'));

/** How many events each of the `days` days ending today gets: growth, weekly rhythm, noise. */
export function dailyCounts(total: number, days: number, now: Date, random: Random): { day: string; count: number }[] {
  const firstDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS;
  const weights = Array.from({ length: days }, (_, i) => {
    const time = firstDay + i * DAY_MS;
    const weekday = (new Date(time).getUTCDay() + 6) % 7;
    // Seven times as busy at the end as at the start, growing faster lately.
    const growth = 1 + 6 * (i / days) ** 2;
    const today = i === days - 1 ? (now.getTime() - time) / DAY_MS : 1;
    return growth * (WEEKDAY_WEIGHTS[weekday] ?? 1) * (0.85 + 0.3 * random.next()) * today;
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w, i) => ({
    day: new Date(firstDay + i * DAY_MS).toISOString().slice(0, 10),
    count: Math.round((total * w) / sum),
  }));
}

/**
 * Inserts about `total` events over the `days` days ending at `now` (the events of today stop at
 * `now`), `readers` distinct readers, the authors given. Returns the events inserted.
 */
export async function insertEvents(
  db: Db,
  options: { total: number; days: number; now: Date; random: Random; authorIds: readonly number[]; readers: number },
): Promise<number> {
  const { now, authorIds, readers } = options;
  const counts = dailyCounts(options.total, options.days, now, options.random);
  const authors = sql.raw(`('{${authorIds.join(',')}}'::int[])`);
  let inserted = 0;
  let batch: typeof counts = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const days = sql.raw(`'{${batch.map((b) => b.day).join(',')}}'::date[]`);
    const ns = sql.raw(`'{${batch.map((b) => b.count).join(',')}}'::int[]`);
    // Video is clicked most in the evening, plain text in the morning: the period analysis has a shape.
    const result = (await db.execute(sql`
      with inserted as (
      insert into content_events (kind, occurred_at, content_type, category, source, author_id, user_id)
      select case when random() < 0.04 * (1 + sin(pi() * (hour - case content_type when 'text' then 3 when 'video' then 14 else 9 end) / 12)) then 'click' else kind end,
             occurred_at, content_type, category, source, author_id, user_id
      from (
        select ${pick(KIND_WEIGHTS, EVENT_KINDS)} as kind,
               ${pick(TYPE_WEIGHTS, CONTENT_TYPES)} as content_type,
               ${pick(CATEGORY_WEIGHTS, EVENT_CATEGORIES)} as category,
               ${pick(SOURCE_WEIGHTS, EVENT_SOURCES)} as source,
               ${authors}[1 + floor(power(random(), 1.8) * ${authorIds.length})::int] as author_id,
               1 + floor(power(random(), 2) * ${readers})::int as user_id,
               extract(hour from e.at at time zone 'UTC') as hour,
               e.at as occurred_at
        from unnest(${days}, ${ns}) as d(day, n)
        cross join lateral generate_series(1, d.n) as g(i)
        cross join lateral (select ((d.day + (width_bucket(random() + 0 * g.i, ${thresholds(HOUR_WEIGHTS)}) - 1) * interval '1 hour' + random() * interval '1 hour') at time zone 'UTC') as at) as e
        where e.at <= ${now.toISOString()}::timestamptz
      ) as drawn
      returning 1)
      select count(*)::int as n from inserted`)) as unknown as { rows: { n: number }[] };
    inserted += result.rows[0]?.n ?? 0;
    batch = [];
  };
  let pending = 0;
  for (const entry of counts) {
    batch.push(entry);
    pending += entry.count;
    if (pending >= BATCH) {
      await flush();
      pending = 0;
    }
  }
  await flush();
  return inserted;
}

/** The authors, once; returns their ids. */
export async function ensureAuthors(db: Db): Promise<number[]> {
  const existing = await db.select({ id: contentAuthors.id }).from(contentAuthors);
  if (existing.length > 0) return existing.map((a) => a.id);
  return (
    await db
      .insert(contentAuthors)
      .values(AUTHORS.map((name) => ({ name })))
      .returning({ id: contentAuthors.id })
  ).map((a) => a.id);
}

export async function seedDemoEvents(tx: Db, { now, random }: DemoSeedContext): Promise<void> {
  const authorIds = await ensureAuthors(tx);
  await insertEvents(tx, { total: DEMO_EVENTS, days: HISTORY_DAYS, now, random, authorIds, readers: 800 });
}

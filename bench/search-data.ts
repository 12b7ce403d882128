/**
 * The global search's data at scale, seeded in SQL with `generate_series` (a million policies in
 * about a minute, where the seeding CLI's inserts take many): names of Chinese and English words,
 * change times over the last year. The database must hold the demo data (its members, projects and
 * accounts); the messages go to the demo admin. Used by `npm run bench` and for the measurements of
 * docs/decisions/044-search-index.md.
 */
import pg from 'pg';

export interface SearchScale {
  policies: number;
  tasks: number;
  messages: number;
}

export const SEARCH_SCALE: SearchScale = { policies: 1_000_000, tasks: 200_000, messages: 100_000 };

/** Two-character Chinese words and English words, one for one: names are three of them. */
const ZH = [
  '数据',
  '中心',
  '订单',
  '审核',
  '用户',
  '内容',
  '安全',
  '风控',
  '广告',
  '推荐',
  '直播',
  '视频',
  '图片',
  '文本',
  '评论',
  '支付',
  '营销',
  '活动',
  '运营',
  '客服',
  '物流',
  '仓储',
  '财务',
  '报表',
  '监控',
  '告警',
  '策略',
  '规则',
  '模型',
  '标签',
];
const EN = [
  'Data',
  'Center',
  'Order',
  'Review',
  'User',
  'Content',
  'Safety',
  'Risk',
  'Ad',
  'Feed',
  'Live',
  'Video',
  'Image',
  'Text',
  'Comment',
  'Payment',
  'Growth',
  'Campaign',
  'Ops',
  'Support',
  'Shipping',
  'Storage',
  'Finance',
  'Report',
  'Monitor',
  'Alert',
  'Strategy',
  'Rule',
  'Model',
  'Label',
];

const array = (words: readonly string[]) => `array[${words.map((word) => `'${word}'`).join(',')}]::text[]`;

/** A word picked by a hash of the row's number and a salt: the same data on every run. */
const word = (list: 'zh' | 'en', salt: number) => `(${list})[1 + mod(abs(hashint4(i * 7 + ${salt})), 30)]`;
const zhName = `${word('zh', 1)} || ${word('zh', 2)} || ${word('zh', 3)}`;
const enName = `${word('en', 1)} || ' ' || ${word('en', 2)} || ' ' || ${word('en', 3)}`;
/** Within the last year, by the hash of the row's number. */
const withinYear = (salt: number) => `now() - mod(abs(hashint4(i * 13 + ${salt})), 365 * 86400) * interval '1 second'`;
const words = `(select ${array(ZH)} as zh, ${array(EN)} as en) w`;

const STATEMENTS = (scale: SearchScale) => [
  `insert into policies (name, content_type, count, status, filter_type, created_at, updated_at)
   select case when i % 2 = 0 then ${zhName} else ${enName} end,
          (array['img','horizontalVideo','verticalVideo'])[1 + i % 3], 10 + i % 990,
          (array['online','offline'])[1 + i % 2], (array['artificial','rules'])[1 + i % 2],
          ${withinYear(1)}, ${withinYear(2)}
   from generate_series(1, ${scale.policies}) as i, ${words}`,
  // Numbered past the app's four digits, so that no number is one the demo or the app gives, and
  // with as many digits as the scale's count, so that no two are the same.
  `insert into tasks (number, name, type, assignee_id, estimated_hours, finish_time, status, project_id, created_at, updated_at)
   select 'T-' || to_char(now(), 'YYYY') || '-' || lpad(i::text, ${String(scale.tasks).length}, '0'),
          jsonb_build_object('zh-CN', ${word('zh', 1)} || ${word('zh', 2)} || '任务',
                             'en-US', ${word('en', 1)} || ' ' || ${word('en', 2)} || ' task'),
          (array['frontEnd','design','backEnd'])[1 + i % 3],
          m.ids[1 + i % array_length(m.ids, 1)], 0.5 * (1 + i % 16), current_date + i % 90,
          (array['inProgress','done'])[1 + i % 2], p.ids[1 + i % array_length(p.ids, 1)],
          ${withinYear(3)}, ${withinYear(4)}
   from generate_series(1, ${scale.tasks}) as i, ${words},
        (select array_agg(id order by id) as ids from members) m,
        (select array_agg(id order by id) as ids from projects) p`,
  `insert into messages (user_id, type, title, sub_title, content, status, created_at)
   select a.id, (array['message','notice','todo'])[1 + i % 3],
          jsonb_build_object('zh-CN', ${zhName}, 'en-US', ${enName}),
          jsonb_build_object('zh-CN', '', 'en-US', ''),
          jsonb_build_object('zh-CN', ${word('zh', 4)} || ${word('zh', 5)} || '已处理，请查看' || ${word('zh', 6)} || '的结果',
                             'en-US', ${word('en', 4)} || ' ' || ${word('en', 5)} || ' is done; see the ' || ${word('en', 6)} || ' results'),
          i % 2, ${withinYear(5)}
   from generate_series(1, ${scale.messages}) as i, ${words},
        (select id from users where username = 'admin') a`,
  'vacuum analyze policies, tasks, messages',
];

/** Adds the rows of `scale` to the database at `url`; answers how long it took, in seconds. */
export async function seedSearchData(url: string, scale: SearchScale = SEARCH_SCALE): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    for (const statement of STATEMENTS(scale)) await client.query(statement);
  } finally {
    await client.end();
  }
  return (Date.now() - started) / 1000;
}

/** What the search is measured with: one to four characters, in Chinese and in English. */
export const SEARCH_QUERIES = [
  { language: 'zh', q: '数' },
  { language: 'zh', q: '中心' },
  { language: 'zh', q: '数据中' },
  { language: 'zh', q: '数据中心' },
  { language: 'en', q: 'o' },
  { language: 'en', q: 'or' },
  { language: 'en', q: 'ord' },
  { language: 'en', q: 'orde' },
] as const;

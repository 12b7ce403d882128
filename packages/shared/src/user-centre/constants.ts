/** The user centre (docs/product.md, User info, User settings): enumerations and limits, without zod. */

/** Avatar images the server accepts, recognised by their first bytes, never by their name. */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
/** Largest avatar accepted: 2 MiB (413 above). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Limits of the basic information form. */
export const USER_INFO_LIMITS = { email: 100, nickname: 20, address: 100, profile: 200 } as const;

/** Country/region choices of the basic information (Arco Design Pro offers China only). */
export const COUNTRY_REGIONS = ['china'] as const;
export type CountryRegion = (typeof COUNTRY_REGIONS)[number];
/**
 * What else a save may send for a country/region, taken for its code: the option's value and
 * labels in Arco Design Pro's Vue client (`China`, `中国`), which are also the screens' labels.
 */
export const COUNTRY_REGION_ALIASES = {
  china: ['China', '中国'],
} as const satisfies Record<CountryRegion, readonly string[]>;

/** Province › city › district codes of the area cascader; the screens label them by key. */
export interface AreaNode {
  value: string;
  children?: readonly AreaNode[];
}
export const AREAS: readonly AreaNode[] = [
  {
    value: 'beijing',
    children: [
      { value: 'beijingCity', children: [{ value: 'chaoyang' }, { value: 'haidian' }, { value: 'dongcheng' }] },
    ],
  },
  {
    value: 'shanghai',
    children: [{ value: 'shanghaiCity', children: [{ value: 'pudong' }, { value: 'xuhui' }, { value: 'jingan' }] }],
  },
  {
    value: 'zhejiang',
    children: [{ value: 'hangzhou', children: [{ value: 'xihu' }, { value: 'binjiang' }, { value: 'yuhang' }] }],
  },
  {
    value: 'guangdong',
    children: [
      { value: 'shenzhen', children: [{ value: 'nanshan' }, { value: 'futian' }] },
      { value: 'guangzhou', children: [{ value: 'tianhe' }, { value: 'yuexiu' }] },
    ],
  },
];

/** The path from the province to `leaf`, or undefined when `leaf` is no district of `AREAS`. */
export function areaPath(leaf: string, nodes: readonly AreaNode[] = AREAS): string[] | undefined {
  for (const node of nodes) {
    if (!node.children) {
      if (node.value === leaf) return [node.value];
      continue;
    }
    const rest = areaPath(leaf, node.children);
    if (rest) return [node.value, ...rest];
  }
  return undefined;
}

/** Every district code (the values the API takes as `area`). */
export const AREA_LEAVES: readonly string[] = AREAS.flatMap(function leaves(node): string[] {
  return node.children ? node.children.flatMap(leaves) : [node.value];
});

/** The user info's lists: the newest projects, the latest actions. */
export const MY_PROJECT_LIMIT = 6;
export const LATEST_ACTIVITY_LIMIT = 7;

/** Kinds of page visit the user info counts: the home page (Workplace) and the project pages. */
export const VISIT_KINDS = ['home', 'project'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];
/** Visits are compared over this many days against as many before. */
export const VISIT_PERIOD_DAYS = 30;

/** Status of a certification record (and of the enterprise authentication). */
export const CERTIFICATION_STATUSES = { auditing: 0, passed: 1, withdrawn: 2 } as const;

/** What the latest activity lists: the user's own writes (the audit log) and tasks of theirs marked done. */
export const ACTIVITY_KINDS = ['audit', 'taskDone'] as const;

import { describe, expect, it } from 'vitest';
import { builtinGrant } from '../permissions';
import { buildMenu, menuOutline, menuRouteNames, type MenuNode } from '../routes';
import { applyMenuLayout, menuLayoutNames, normalizeMenuLayout, visibleMenu, type MenuLayoutEntry } from './layout';
import { saveMenuLayoutSchema } from './schemas';

const names = (nodes: readonly MenuNode[] | undefined) => (nodes ?? []).map((node) => node.name);
const group = (menu: readonly MenuNode[], name: string) => menu.find((node) => node.name === name);

describe('applyMenuLayout', () => {
  it('leaves the menu exactly as the route table builds it when the layout is empty', () => {
    for (const role of ['admin', 'user', undefined] as const) {
      const menu = buildMenu(role && builtinGrant(role));
      for (const locale of ['zh-CN', 'en-US', undefined] as const) {
        const arranged = applyMenuLayout(menu, [], locale);
        expect(arranged).toEqual(menu);
        // The same fields in the same order: the answer's JSON is byte for byte today's.
        expect(JSON.stringify(arranged)).toBe(JSON.stringify(menu));
      }
    }
  });

  it('orders an entry’s siblings by position, the others keeping their place in the route table', () => {
    const layout: MenuLayoutEntry[] = [{ name: '500', position: 0 }];
    const exception = group(applyMenuLayout(buildMenu(builtinGrant('admin')), layout), 'exception');
    expect(names(exception?.children)).toEqual(['500', '403', '404']);
    // Other groups and the top level are untouched, `order` included.
    expect(applyMenuLayout(buildMenu(builtinGrant('admin')), layout).map((n) => [n.name, n.order])).toEqual(
      buildMenu(builtinGrant('admin')).map((n) => [n.name, n.order]),
    );
  });

  it('moves the top level, renumbering `order` in the new order for clients that sort by it', () => {
    const arranged = applyMenuLayout(buildMenu(builtinGrant('user')), [
      { name: 'user', position: 0 },
      { name: 'dashboard', position: 3 },
    ]);
    expect(names(arranged).slice(0, 4)).toEqual(['user', 'list', 'dashboard', 'docs']);
    expect(arranged.map((node) => node.order)).toEqual(arranged.map((_, i) => i));
  });

  it('keeps the role’s filtering: a layout never adds an entry, and places survive the entries a role lacks', () => {
    // Admin's outline: 403 404 500. Moving 403 last leaves the user's 404 and 500 in their order.
    const layout: MenuLayoutEntry[] = [
      { name: '403', position: 2 },
      { name: '404', position: 0 },
      { name: '500', position: 1 },
    ];
    const user = applyMenuLayout(buildMenu(builtinGrant('user')), layout);
    expect(menuRouteNames(user)).toEqual(menuRouteNames(buildMenu(builtinGrant('user'))));
    expect(names(group(user, 'exception')?.children)).toEqual(['404', '500']);
    // An entry kept at its table place sorts by that place, not by its index in a shorter list.
    const dashboard: MenuLayoutEntry[] = [
      { name: 'Workplace', position: 2 },
      { name: 'Chat', position: 0 },
    ];
    expect(names(group(applyMenuLayout(buildMenu(builtinGrant('admin')), dashboard), 'dashboard')?.children)).toEqual([
      'Chat',
      'Workplace',
      'Monitor',
    ]);
    expect(names(group(applyMenuLayout(buildMenu(builtinGrant('user')), dashboard), 'dashboard')?.children)).toEqual([
      'Workplace',
    ]);
  });

  it('marks hidden entries, which stay in the tree (they still open) and leave the drawn menu', () => {
    const arranged = applyMenuLayout(buildMenu(builtinGrant('admin')), [
      { name: 'Card', hidden: true },
      { name: 'docs', hidden: true },
      { name: 'faq', hidden: true },
    ]);
    expect(menuRouteNames(arranged)).toEqual(menuRouteNames(buildMenu(builtinGrant('admin'))));
    expect(group(group(arranged, 'list')?.children ?? [], 'Card')?.hideInMenu).toBe(true);
    const drawn = visibleMenu(arranged);
    expect(names(group(drawn, 'list')?.children)).toEqual(['SearchTable']);
    expect(names(drawn)).not.toContain('docs');
    expect(names(drawn)).not.toContain('faq');
    expect(menuRouteNames(drawn).has('Excel')).toBe(false);
  });

  it('drops a group whose entries are all hidden from the drawn menu', () => {
    const drawn = visibleMenu(applyMenuLayout(buildMenu(builtinGrant('user')), [{ name: 'Excel', hidden: true }]));
    expect(names(drawn)).not.toContain('docs');
    expect(visibleMenu(buildMenu(builtinGrant('user')))).toEqual(buildMenu(builtinGrant('user')));
  });

  it('names an entry in the given language only, keeping its title key for clients that translate it', () => {
    const layout: MenuLayoutEntry[] = [{ name: 'Workplace', titles: { 'zh-CN': '我的工作台', 'en-US': 'My desk' } }];
    const workplace = (locale?: 'zh-CN' | 'en-US') =>
      group(
        group(applyMenuLayout(buildMenu(builtinGrant('user')), layout, locale), 'dashboard')?.children ?? [],
        'Workplace',
      );
    expect(workplace('en-US')).toEqual({
      name: 'Workplace',
      path: '/dashboard/workplace',
      titleKey: 'menu.dashboard.workplace',
      title: 'My desk',
    });
    expect(workplace('zh-CN')?.title).toBe('我的工作台');
    expect(workplace()?.title).toBeUndefined();
    const onlyChinese = [{ name: 'Workplace', titles: { 'zh-CN': '我的工作台' } }];
    expect(
      group(applyMenuLayout(buildMenu(builtinGrant('user')), onlyChinese, 'en-US'), 'dashboard')?.children?.[0]?.title,
    ).toBeUndefined();
  });

  it('arranges an arranged menu again by a newer layout, whatever it held', () => {
    const old = applyMenuLayout(
      buildMenu(builtinGrant('admin')),
      [
        { name: 'Card', hidden: true, position: 0, titles: { 'en-US': 'Cards' } },
        { name: 'list', position: 0 },
      ],
      'en-US',
    );
    expect(old.map((node) => node.order)).toEqual(old.map((_, i) => i));
    expect(applyMenuLayout(old, [], 'en-US')).toEqual(buildMenu(builtinGrant('admin')));
    const layout: MenuLayoutEntry[] = [{ name: 'Excel', position: 0, titles: { 'en-US': 'Sheets' } }];
    expect(applyMenuLayout(old, layout, 'en-US').map((n) => n.name)).toEqual(
      applyMenuLayout(buildMenu(builtinGrant('admin')), layout, 'en-US').map((n) => n.name),
    );
  });
});

describe('normalizeMenuLayout', () => {
  it('keeps only what differs from the route table, in its order', () => {
    const everyPlace = menuOutline().flatMap((node, position): MenuLayoutEntry[] => [
      { name: node.name, position, hidden: false, titles: { 'zh-CN': ' ', 'en-US': '' } },
      ...(node.children ?? []).map((child, index) => ({ name: child.name, position: index })),
    ]);
    expect(normalizeMenuLayout(everyPlace)).toEqual([]);
    expect(
      normalizeMenuLayout([
        { name: 'faq', hidden: true },
        { name: 'Card', position: 0, titles: { 'en-US': '  Cards ' } },
        { name: 'SearchTable', position: 1 },
        { name: 'gone', position: 3 },
      ]),
    ).toEqual([
      { name: 'SearchTable', position: 1 },
      { name: 'Card', position: 0, titles: { 'en-US': 'Cards' } },
      { name: 'faq', hidden: true },
    ]);
  });

  it('gives every entry of a rearranged level its place, and none to a level left in order', () => {
    expect(
      normalizeMenuLayout([
        { name: '500', position: 0 },
        { name: 'Chat', position: 1 },
      ]),
    ).toEqual([
      { name: '403', position: 1 },
      { name: '404', position: 2 },
      { name: '500', position: 0 },
    ]);
  });

  it('draws the same menu as the layout it normalizes', () => {
    const layout: MenuLayoutEntry[] = [
      { name: 'Workplace', position: 0 },
      { name: 'Monitor', position: 1 },
      { name: 'Chat', position: 2 },
      { name: 'result', position: 0, hidden: false },
      { name: '403', position: 0 },
      { name: '404', position: 0 },
    ];
    for (const role of ['admin', 'user'] as const)
      expect(applyMenuLayout(buildMenu(builtinGrant(role)), normalizeMenuLayout(layout))).toEqual(
        applyMenuLayout(buildMenu(builtinGrant(role)), layout),
      );
  });
});

describe('the layout’s schema', () => {
  const issues = (entries: unknown) => {
    const result = saveMenuLayoutSchema.safeParse({ version: 1, entries });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.slice(1).join('.'), issue.message]);
  };

  it('names every menu entry of the route table, groups and links included', () => {
    expect(menuLayoutNames()).toEqual(expect.arrayContaining(['dashboard', 'Workplace', 'admin', 'AdminMenu', 'faq']));
    expect(menuLayoutNames()).not.toContain('ProjectDetail');
    expect(menuLayoutNames()).not.toContain('login');
  });

  it('takes a whole layout, names trimmed', () => {
    const parsed = saveMenuLayoutSchema.parse({
      version: 3,
      entries: [{ name: 'Card', position: 2, hidden: true, titles: { 'zh-CN': ' 卡片 ' } }],
    });
    expect(parsed.entries).toEqual([{ name: 'Card', position: 2, hidden: true, titles: { 'zh-CN': '卡片' } }]);
    expect(issues([])).toEqual([]);
  });

  it('refuses unknown or repeated entries, places out of range and names it cannot store', () => {
    expect(issues([{ name: 'ProjectDetail' }])).toEqual([['0.name', 'validation.routeName']]);
    expect(issues([{ name: 'Card' }, { name: 'Card', hidden: true }])).toEqual([['1.name', 'validation.duplicate']]);
    expect(issues([{ name: 'Card', position: -1 }])).toEqual([['0.position', 'validation.integerRange']]);
    expect(issues([{ name: 'Card', position: 1000 }])).toEqual([['0.position', 'validation.integerRange']]);
    expect(issues([{ name: 'Card', position: 1.5 }])).toEqual([['0.position', 'validation.integer']]);
    expect(issues([{ name: 'Card', titles: { 'en-US': 'x'.repeat(31) } }])).toEqual([
      ['0.titles.en-US', 'validation.tooLong'],
    ]);
    expect(issues([{ name: 'Card', titles: { 'en-US': 'a\u0000b' } }])).toEqual([['0.titles.en-US', 'validation.nul']]);
    expect(issues([{ name: 'Card', hidden: 'yes' }])).toEqual([['0.hidden', 'validation.boolean']]);
    expect(saveMenuLayoutSchema.safeParse({ version: 0, entries: [] }).success).toBe(false);
  });
});

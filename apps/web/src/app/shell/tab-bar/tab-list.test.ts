import { describe, expect, it } from 'vitest';
import { DEFAULT_TAB, cachedNames, canClose, closeTabs, restoreTabs, tabForLocation, type Tab } from './tab-list';

function tab(fullPath: string, ignoreCache = false): Tab {
  return { title: `title ${fullPath}`, name: fullPath, fullPath, query: {}, ignoreCache };
}

const [a, b, c, d] = [tab('/a'), tab('/b'), tab('/c'), tab('/d')] as [Tab, Tab, Tab, Tab];
const four = [DEFAULT_TAB, a, b, c];

describe('tabForLocation', () => {
  it('opens a tab titled by the route, with its full path and query', () => {
    expect(tabForLocation({ pathname: '/exception/404', search: '?from=menu' })).toEqual({
      title: 'menu.exception.404',
      name: '404',
      fullPath: '/exception/404?from=menu',
      query: { from: 'menu' },
      ignoreCache: false,
    });
  });

  it('opens no tab for the Redirect route, the login page or unknown paths', () => {
    expect(tabForLocation({ pathname: '/redirect/%2Fexception%2F404', search: '' })).toBeUndefined();
    expect(tabForLocation({ pathname: '/login', search: '' })).toBeUndefined();
    expect(tabForLocation({ pathname: '/nowhere', search: '' })).toBeUndefined();
  });
});

describe('restoreTabs', () => {
  it('rebuilds the kept tabs in their order, the Workplace first, from the route table', () => {
    expect(
      restoreTabs(['/dashboard/workplace', '/exception/500', '/list/search-table?status=online']).map((t) => [
        t.name,
        t.fullPath,
        t.title,
      ]),
    ).toEqual([
      ['Workplace', '/dashboard/workplace', 'menu.dashboard.workplace'],
      ['500', '/exception/500', 'menu.exception.500'],
      ['SearchTable', '/list/search-table?status=online', 'menu.list.searchTable'],
    ]);
  });

  it('drops what is not a page tab of the table, and repeats', () => {
    expect(restoreTabs(['/exception/404', '/login', '/nowhere', '//evil.example/x', 7, '/exception/404?x=1'])).toEqual([
      DEFAULT_TAB,
      tabForLocation({ pathname: '/exception/404', search: '' }),
    ]);
    expect(restoreTabs(undefined)).toEqual([DEFAULT_TAB]);
    expect(restoreTabs('not a list')).toEqual([DEFAULT_TAB]);
  });
});

describe('closeTabs', () => {
  it('closing the active tab goes to its left neighbour', () => {
    expect(closeTabs(four, 'current', 2, '/b')).toEqual({ tabs: [DEFAULT_TAB, a, c], navigateTo: '/a' });
  });

  it('closing an inactive tab stays where the user is', () => {
    expect(closeTabs(four, 'current', 1, '/c')).toEqual({ tabs: [DEFAULT_TAB, b, c] });
  });

  it('close left keeps the first tab and this one onward, and opens it when the active tab went', () => {
    expect(closeTabs([...four, d], 'left', 3, '/a')).toEqual({ tabs: [DEFAULT_TAB, c, d], navigateTo: '/c' });
  });

  it('close right keeps everything up to this tab', () => {
    expect(closeTabs(four, 'right', 1, '/c')).toEqual({ tabs: [DEFAULT_TAB, a], navigateTo: '/a' });
    expect(closeTabs(four, 'right', 2, '/a')).toEqual({ tabs: [DEFAULT_TAB, a, b] });
  });

  it('close others keeps the first tab and this one', () => {
    expect(closeTabs(four, 'others', 2, '/c')).toEqual({ tabs: [DEFAULT_TAB, b], navigateTo: '/b' });
    expect(closeTabs(four, 'others', 0, DEFAULT_TAB.fullPath)).toEqual({ tabs: [DEFAULT_TAB] });
  });

  it('close all leaves only the Workplace tab and goes there', () => {
    expect(DEFAULT_TAB).toMatchObject({ name: 'Workplace', fullPath: '/dashboard/workplace' });
    expect(closeTabs(four, 'all', 2, '/b')).toEqual({ tabs: [DEFAULT_TAB], navigateTo: DEFAULT_TAB.fullPath });
  });
});

describe('canClose', () => {
  it('follows the context menu rules of the first, second and last tab', () => {
    expect(canClose('current', 0, 4)).toBe(false);
    expect(canClose('current', 1, 4)).toBe(true);
    expect(canClose('left', 1, 4)).toBe(false);
    expect(canClose('left', 2, 4)).toBe(true);
    expect(canClose('right', 3, 4)).toBe(false);
    expect(canClose('right', 2, 4)).toBe(true);
    expect(canClose('others', 1, 2)).toBe(false);
    expect(canClose('others', 0, 2)).toBe(true);
    expect(canClose('all', 0, 1)).toBe(false);
  });
});

describe('cachedNames', () => {
  it('holds each name once and skips ignoreCache tabs', () => {
    expect(cachedNames([a, a, tab('/x', true), b])).toEqual(['/a', '/b']);
  });
});

/**
 * The menu layout: how administrators arranged the menu (docs/api.md, "Menu"; docs/decisions/042).
 * Per menu entry of the route table, a place among its siblings, whether the drawn menu leaves it
 * out, and its name per language. The server's menu and the web's own apply it with the same function; it is plain
 * TypeScript (no zod), as the signed-in shell draws the menu with it on every page.
 *
 * A layout changes what the menu shows, never who may open what: a hidden entry stays in the tree,
 * marked `hideInMenu`, and opens for whoever could open it before; role filtering is `buildMenu`'s.
 */
import { LOCALES, type Locale } from '../constants';
import { getRoute, menuOutline, type MenuNode } from '../routes';

/** An entry's names per language, each in place of the route table's title in that language. */
export type MenuTitles = Partial<Record<Locale, string>>;

/** What the layout says of one menu entry; an absent field keeps the route table's choice. */
export interface MenuLayoutEntry {
  /** The menu route's name (`Workplace`, `list`, `faq`…). */
  name: string;
  /** Its place among its siblings, from 0; entries without one keep their place in the route table. */
  position?: number;
  /** Left out of the drawn menu (it still opens). */
  hidden?: boolean;
  titles?: MenuTitles;
}

/** Longest name an administrator may give an entry. */
export const MENU_TITLE_MAX = 30;
/** Highest place an entry may be given. */
export const MENU_POSITION_MAX = 999;

let defaults: ReadonlyMap<string, number> | undefined;

/** Each menu entry's place among its siblings in the route table, whatever the role (computed once). */
function defaultPlaces(): ReadonlyMap<string, number> {
  if (defaults) return defaults;
  const places = new Map<string, number>();
  const walk = (nodes: readonly MenuNode[]) =>
    nodes.forEach((node, position) => {
      places.set(node.name, position);
      if (node.children) walk(node.children);
    });
  walk(menuOutline());
  return (defaults = places);
}

/** The names a layout may arrange: every menu entry of the route table, groups and links included. */
export function menuLayoutNames(): string[] {
  return [...defaultPlaces().keys()];
}

/**
 * `menu` as the layout arranges it: each level sorted by the layout's positions, an entry without
 * one sorting at its place in the route table (after an entry the layout put at that place; the
 * route table's order breaks the other ties), `hideInMenu` on the hidden entries and `title` from
 * the layout's name in `locale` (none without a locale). Whatever `title` and `hideInMenu` the
 * input held are replaced by the layout's, so a menu the server arranged may be arranged again by a
 * newer layout. When the top level leaves the route table's order, its `order` is renumbered 0, 1,
 * 2… in the new order, for a client that sorts by it. An empty layout gives `menu` unchanged.
 */
export function applyMenuLayout(
  menu: readonly MenuNode[],
  entries: readonly MenuLayoutEntry[],
  locale?: Locale,
): MenuNode[] {
  const layout = new Map(entries.map((entry) => [entry.name, entry]));
  const places = defaultPlaces();
  const arrange = (nodes: readonly MenuNode[], top: boolean): MenuNode[] => {
    const sorted = nodes
      .map((node, index) => {
        const table = places.get(node.name) ?? index;
        const position = layout.get(node.name)?.position;
        return { node, table, index, key: position ?? table, placed: position === undefined ? 1 : 0 };
      })
      .sort((a, b) => a.key - b.key || a.placed - b.placed || a.table - b.table || a.index - b.index);
    const moved = sorted.some(({ table }, i) => i > 0 && (sorted[i - 1]?.table ?? table) > table);
    return sorted.map(({ node }, i) => {
      const { title: _title, hideInMenu: _hidden, ...rest } = node;
      const arranged: MenuNode = rest;
      const entry = layout.get(node.name);
      const title = locale && entry?.titles?.[locale];
      if (title) arranged.title = title;
      if (entry?.hidden) arranged.hideInMenu = true;
      if (top && arranged.order !== undefined)
        arranged.order = moved ? i : (getRoute(node.name)?.order ?? arranged.order);
      if (node.children) arranged.children = arrange(node.children, false);
      return arranged;
    });
  };
  return arrange(menu, true);
}

/** The menu as it is drawn: without the hidden entries, and without the groups they leave empty. */
export function visibleMenu(menu: readonly MenuNode[]): MenuNode[] {
  return menu.flatMap((node) => {
    if (node.hideInMenu) return [];
    if (!node.children) return [node];
    const children = visibleMenu(node.children);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/**
 * A layout as it is kept: only what differs from the route table, in its order, unknown names
 * dropped. A level whose entries keep the route table's order gives none of them a position; one
 * that the layout rearranges gives every one of them its place, 0, 1, 2… A `hidden: false` or an
 * empty name says nothing. Layouts that draw the same menu normalize alike, and draw it still.
 */
export function normalizeMenuLayout(entries: readonly MenuLayoutEntry[]): MenuLayoutEntry[] {
  const places = defaultPlaces();
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const positions = new Map<string, number>();
  const walk = (nodes: readonly MenuNode[]) => {
    const moved = nodes.some((node, i) => places.get(node.name) !== i);
    nodes.forEach((node, i) => {
      if (moved) positions.set(node.name, i);
      if (node.children) walk(node.children);
    });
  };
  walk(applyMenuLayout(menuOutline(), entries));
  return [...places.keys()].flatMap((name) => {
    const entry = byName.get(name);
    const kept: MenuLayoutEntry = { name };
    const position = positions.get(name);
    if (position !== undefined) kept.position = position;
    if (entry?.hidden) kept.hidden = true;
    const titles: MenuTitles = {};
    for (const locale of LOCALES) {
      const title = entry?.titles?.[locale]?.trim();
      if (title) titles[locale] = title;
    }
    if (Object.keys(titles).length > 0) kept.titles = titles;
    return Object.keys(kept).length > 1 ? [kept] : [];
  });
}

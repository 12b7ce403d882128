import { LOCALES, menuOutline, type Locale, type MenuNode } from '@console/shared';
import { applyMenuLayout, type MenuLayoutEntry } from '@console/shared/menu/layout';

/** One menu entry as the manager edits it: in its place, hidden or not, its names per language ('' for the default). */
export interface DraftEntry {
  node: MenuNode;
  hidden: boolean;
  titles: Record<Locale, string>;
  children?: DraftEntry[];
}

/** Every menu entry (whatever the role) as `entries` arranges it. */
export function draftOf(entries: readonly MenuLayoutEntry[]): DraftEntry[] {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const toDraft = ({ children, ...node }: MenuNode): DraftEntry => ({
    node,
    hidden: node.hideInMenu ?? false,
    titles: {
      'zh-CN': byName.get(node.name)?.titles?.['zh-CN'] ?? '',
      'en-US': byName.get(node.name)?.titles?.['en-US'] ?? '',
    },
    ...(children && { children: children.map(toDraft) }),
  });
  return applyMenuLayout(menuOutline(), entries).map(toDraft);
}

/** The whole layout the draft saves: every entry with its place, its flag and the names given. */
export function entriesOf(draft: readonly DraftEntry[]): MenuLayoutEntry[] {
  return draft.flatMap((entry, position): MenuLayoutEntry[] => {
    const titles = Object.fromEntries(
      LOCALES.flatMap((locale) => (entry.titles[locale].trim() ? [[locale, entry.titles[locale].trim()]] : [])),
    );
    return [{ name: entry.node.name, position, hidden: entry.hidden, titles }, ...entriesOf(entry.children ?? [])];
  });
}

/** The whole layout a draft saves, as text: drafts that draw the same menu give the same text. */
export const layoutKey = (draft: readonly DraftEntry[]) => JSON.stringify(entriesOf(draft));

/** The draft with the entry `name` changed by `change`. */
export function updateEntry(
  draft: readonly DraftEntry[],
  name: string,
  change: (entry: DraftEntry) => DraftEntry,
): DraftEntry[] {
  return draft.map((entry) => {
    if (entry.node.name === name) return change(entry);
    return entry.children ? { ...entry, children: updateEntry(entry.children, name, change) } : entry;
  });
}

/** The draft with the entry `name` moved one place up (-1) or down (1) among its siblings. */
export function moveEntry(draft: readonly DraftEntry[], name: string, step: -1 | 1): DraftEntry[] {
  const index = draft.findIndex((entry) => entry.node.name === name);
  if (index < 0)
    return draft.map((entry) =>
      entry.children ? { ...entry, children: moveEntry(entry.children, name, step) } : entry,
    );
  const target = index + step;
  if (target < 0 || target >= draft.length) return [...draft];
  const moved = [...draft];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** Where the entry `name` sits among its siblings: its index and how many they are. */
export function placeOf(draft: readonly DraftEntry[], name: string): { index: number; count: number } | undefined {
  const index = draft.findIndex((entry) => entry.node.name === name);
  if (index >= 0) return { index, count: draft.length };
  for (const entry of draft) {
    const place = entry.children && placeOf(entry.children, name);
    if (place) return place;
  }
  return undefined;
}

import { useMemo } from 'react';
import { LOCALES, type Locale, type MenuNode, type RouteIcon } from '@console/shared';
import { i18n, messageKey, useTranslation } from '@/lib/i18n/i18n';
import { useSessionMenu } from '@/lib/session/session-menu';

/** A screen the palette offers: a page of the session's menu. */
export interface Screen {
  /** The route's name (what a pick remembers). */
  name: string;
  path: string;
  external: boolean;
  /** Its title in each language: an administrator's name for it, else the route table's. */
  titles: Record<Locale, string>;
  /** The title of the group it sits in, in the current language; empty at the top level. */
  group: string;
  /** Its menu icon, or its group's. */
  icon?: RouteIcon;
}

/**
 * The pages of the session's menu, as the menu draws them (its grant, or the server's menu; the
 * layout's order, names and hidden entries), with their titles in every language so that a word
 * typed in either finds them. Both languages' route titles are in the global dictionaries.
 */
export function useScreens(): Screen[] {
  const { menu, entries } = useSessionMenu();
  const locale = useTranslation().i18n.language;
  return useMemo(() => {
    const named = new Map(entries.map((entry) => [entry.name, entry.titles]));
    const titles = (node: MenuNode) =>
      Object.fromEntries(
        LOCALES.map((l) => [l, named.get(node.name)?.[l] || i18n.getFixedT(l)(messageKey(node.titleKey))]),
      ) as Record<Locale, string>;
    const screens: Screen[] = [];
    const walk = (nodes: readonly MenuNode[], group: string, icon?: RouteIcon) => {
      for (const node of nodes) {
        if (node.children) walk(node.children, titles(node)[locale], node.icon);
        else {
          const { name, path, external = false } = node;
          screens.push({ name, path, external, titles: titles(node), group, icon: node.icon ?? icon });
        }
      }
    };
    walk(menu, '');
    return screens;
  }, [menu, entries, locale]);
}

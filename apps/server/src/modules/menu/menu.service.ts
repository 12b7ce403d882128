import { ApiCode, buildMenu, menuOutline, type Locale, type Grant, type MenuNode } from '@console/shared';
import {
  applyMenuLayout,
  menuLayoutNames,
  normalizeMenuLayout,
  type MenuLayoutEntry,
} from '@console/shared/menu/layout';
import type { AdminMenuLayout, SaveMenuLayoutInput } from '@console/shared/menu/schemas';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditEntry, AuditStore } from '../../kit/audit';
import { AppError } from '../../lib/app-error';
import type { SessionContext } from '../../lib/session-context';
import type { MenuLayoutRow, MenuLayoutStore } from './menu.store';

/** What a menu entry looks like in the drawn menu, as the audit log records it. */
interface EntrySnapshot {
  /** Its place among its siblings, from 1. */
  position: number;
  hidden: boolean;
  /** Its names; null: the route table's title. */
  titleZhCN: string | null;
  titleEnUS: string | null;
}

const known = new Set(menuLayoutNames());

/** The stored entries of routes the table still has (a route removed since is forgotten). */
function toLayout(row: MenuLayoutRow | undefined): AdminMenuLayout {
  return {
    entries: (row?.entries ?? []).filter((entry) => known.has(entry.name)),
    version: row?.version ?? 1,
    updatedBy: row?.updatedByName ?? null,
    updatedTime: row?.updatedAt.toISOString() ?? null,
  };
}

/** Every menu entry as `entries` arranges it, whatever the role. */
function snapshots(entries: readonly MenuLayoutEntry[]): Map<string, EntrySnapshot> {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const result = new Map<string, EntrySnapshot>();
  const walk = (nodes: readonly MenuNode[]) =>
    nodes.forEach((node, index) => {
      const entry = byName.get(node.name);
      result.set(node.name, {
        position: index + 1,
        hidden: entry?.hidden ?? false,
        titleZhCN: entry?.titles?.['zh-CN'] ?? null,
        titleEnUS: entry?.titles?.['en-US'] ?? null,
      });
      if (node.children) walk(node.children);
    });
  walk(applyMenuLayout(menuOutline(), entries));
  return result;
}

/** One audit entry per menu entry the change alters, with the fields it alters. */
function changesOf(
  before: readonly MenuLayoutEntry[],
  after: readonly MenuLayoutEntry[],
  actorId: number,
): AuditEntry[] {
  const old = snapshots(before);
  return [...snapshots(after)].flatMap(([name, now]) => {
    const was = old.get(name);
    if (!was) return [];
    const fields = (Object.keys(now) as (keyof EntrySnapshot)[]).filter((field) => was[field] !== now[field]);
    if (fields.length === 0) return [];
    const pick = (snapshot: EntrySnapshot) => Object.fromEntries(fields.map((field) => [field, snapshot[field]]));
    return [{ actorId, action: 'update', entityType: 'menu', entityId: name, before: pick(was), after: pick(now) }];
  });
}

const menuConflict = (current: AdminMenuLayout) =>
  new AppError(409, ApiCode.conflict, 'errors.menuConflict', { data: { current } });

/**
 * The menu layout: the menu each session gets (`/api/user/menu`) and the layout its console
 * draws by, and the menu manager's reads and saves. Saves are whole, at the version read, and
 * every entry they change is audited in the same transaction.
 */
export function createMenuService(uow: UnitOfWork<{ layouts: MenuLayoutStore; audit: AuditStore }>) {
  const read = async () => toLayout(await uow.read.layouts.find());

  return {
    adminLayout: read,

    layout: async (): Promise<{ entries: MenuLayoutEntry[] }> => ({ entries: (await read()).entries }),

    /** The menu of a session, as the route table builds it and the layout arranges it, named in `locale`. */
    async menuFor(grant: Grant, locale: Locale): Promise<MenuNode[]> {
      return applyMenuLayout(buildMenu(grant), (await read()).entries, locale);
    },

    /**
     * Replaces the layout, auditing every entry it changes; 409 with the layout as it is when
     * another save came after `version`. A layout that changes nothing is not written.
     */
    async save(session: SessionContext, { version, entries }: SaveMenuLayoutInput): Promise<AdminMenuLayout> {
      const next = normalizeMenuLayout(entries);
      return uow.transaction(async ({ layouts, audit }) => {
        const stored = toLayout(await layouts.find({ lock: true }));
        if (stored.version !== version) throw menuConflict(stored);
        const changes = changesOf(stored.entries, next, session.userId);
        if (changes.length === 0) return stored;
        if (!(await layouts.saveAt(version, next, session.userId))) throw menuConflict(toLayout(await layouts.find()));
        await audit.record(...changes);
        return toLayout(await layouts.find());
      });
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;

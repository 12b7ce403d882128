import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { STORAGE_KEYS, TABLE_DENSITIES, type TableDensity } from '@console/shared';

const preferencesSchema = z.object({
  density: z.enum(TABLE_DENSITIES),
  /** Every column key in display order. */
  order: z.array(z.string()),
  hidden: z.array(z.string()),
});
type Preferences = z.infer<typeof preferencesSchema>;

export interface ColumnSetting {
  key: string;
  visible: boolean;
}

export interface TablePreferences {
  density: TableDensity;
  setDensity: (density: TableDensity) => void;
  /** All columns in display order, with their visibility. */
  columns: ColumnSetting[];
  toggleColumn: (key: string) => void;
  /** Moves a column to the position another one holds. */
  moveColumn: (key: string, toKey: string) => void;
  /** Back to the declared order, every column shown, default density kept. */
  resetColumns: () => void;
}

const DEFAULT_DENSITY: TableDensity = 'medium';

export function preferencesKey(tableId: string): string {
  return `${STORAGE_KEYS.tablePreferences}:${tableId}`;
}

function defaults(columnKeys: readonly string[]): Preferences {
  return { density: DEFAULT_DENSITY, order: [...columnKeys], hidden: [] };
}

/** Stored preferences fitted to today's columns: unknown keys dropped, new ones in declared place. */
function load(tableId: string, columnKeys: readonly string[]): Preferences {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(preferencesKey(tableId)) ?? 'null');
  } catch {
    raw = null;
  }
  const parsed = preferencesSchema.safeParse(raw);
  if (!parsed.success) return defaults(columnKeys);
  const order = parsed.data.order.filter((key) => columnKeys.includes(key));
  columnKeys.forEach((key, index) => {
    if (!order.includes(key)) order.splice(Math.min(index, order.length), 0, key);
  });
  return { density: parsed.data.density, order, hidden: parsed.data.hidden.filter((key) => columnKeys.includes(key)) };
}

/** A search table's density and column settings (show/hide, order), remembered per table. */
export function useTablePreferences(tableId: string, columnKeys: readonly string[]): TablePreferences {
  const [preferences, setPreferences] = useState(() => load(tableId, columnKeys));

  useEffect(() => {
    localStorage.setItem(preferencesKey(tableId), JSON.stringify(preferences));
  }, [tableId, preferences]);

  const setDensity = useCallback((density: TableDensity) => setPreferences((p) => ({ ...p, density })), []);
  const toggleColumn = useCallback(
    (key: string) =>
      setPreferences((p) => ({
        ...p,
        hidden: p.hidden.includes(key) ? p.hidden.filter((k) => k !== key) : [...p.hidden, key],
      })),
    [],
  );
  const moveColumn = useCallback(
    (key: string, toKey: string) =>
      setPreferences((p) => {
        const order = p.order.filter((k) => k !== key);
        const to = p.order.indexOf(toKey);
        if (to === -1 || key === toKey) return p;
        order.splice(to, 0, key);
        return { ...p, order };
      }),
    [],
  );
  const resetColumns = useCallback(
    () => setPreferences((p) => ({ ...defaults(columnKeys), density: p.density })),
    [columnKeys],
  );

  const columns = useMemo(
    () => preferences.order.map((key) => ({ key, visible: !preferences.hidden.includes(key) })),
    [preferences],
  );
  return { density: preferences.density, setDensity, columns, toggleColumn, moveColumn, resetColumns };
}

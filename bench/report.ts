export interface Figure {
  group: string;
  name: string;
  value: number | null;
  unit: string;
  /** The target (none where the issue sets none), and whether lower or higher is better. */
  target?: number;
  better: 'lower' | 'higher';
  note?: string;
}

export function verdict(f: Figure): 'ok' | 'over' | '' {
  if (f.value === null || f.target === undefined) return '';
  return (f.better === 'lower' ? f.value <= f.target : f.value >= f.target) ? 'ok' : 'over';
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function formatValue(f: Figure): string {
  if (f.value === null) return '—';
  const digits = Number.isInteger(f.value) ? 0 : 1;
  return `${f.value.toFixed(digits)} ${f.unit}`.trim();
}

export function printTable(figures: readonly Figure[]): void {
  const rows = figures.map((f) => [
    f.group,
    f.name,
    formatValue(f),
    f.target === undefined ? '' : `${f.better === 'lower' ? '≤' : '≥'} ${f.target} ${f.unit}`.trim(),
    verdict(f),
    f.note ?? '',
  ]);
  const header = ['group', 'measure', 'value', 'target', '', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

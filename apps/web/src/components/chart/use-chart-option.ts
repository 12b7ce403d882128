import { useMemo } from 'react';
import { useSettings } from '../../stores/settings';
import type { ChartOption, ChartOptionBuilder } from './chart-option';

/**
 * The option of a chart for the current theme, recomputed when the theme or the builder changes.
 * Pass a builder memoised on its data (`useCallback`).
 */
export function useChartOption(build: ChartOptionBuilder): ChartOption {
  const isDark = useSettings((s) => s.theme === 'dark');
  return useMemo(() => build(isDark), [build, isDark]);
}

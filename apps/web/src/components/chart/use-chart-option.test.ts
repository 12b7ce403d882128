import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettings } from '../../stores/settings';
import { chartPalette, type ChartOptionBuilder } from './chart-option';
import { useChartOption } from './use-chart-option';

const build: ChartOptionBuilder = (isDark) => ({ legend: { textStyle: { color: chartPalette(isDark).text } } });

describe('useChartOption', () => {
  it('rebuilds the option when the theme flips', () => {
    act(() => useSettings.getState().update({ theme: 'light' }));
    const { result } = renderHook(() => useChartOption(build));
    expect(result.current).toEqual({ legend: { textStyle: { color: chartPalette(false).text } } });

    act(() => useSettings.getState().toggleTheme());
    expect(result.current).toEqual({ legend: { textStyle: { color: chartPalette(true).text } } });
    expect(chartPalette(true).text).not.toBe(chartPalette(false).text);
  });
});

import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesKey, useTablePreferences } from './use-table-preferences';

const COLUMNS = ['index', 'number', 'name', 'status'];

describe('useTablePreferences', () => {
  beforeEach(() => localStorage.clear());

  it('remembers hidden columns, their order and the density across mounts', () => {
    const first = renderHook(() => useTablePreferences('policies', COLUMNS));
    act(() => first.result.current.toggleColumn('name'));
    act(() => first.result.current.moveColumn('status', 'number'));
    act(() => first.result.current.setDensity('mini'));
    first.unmount();

    const second = renderHook(() => useTablePreferences('policies', COLUMNS));
    expect(second.result.current.density).toBe('mini');
    expect(second.result.current.columns).toEqual([
      { key: 'index', visible: true },
      { key: 'status', visible: true },
      { key: 'number', visible: true },
      { key: 'name', visible: false },
    ]);
  });

  it('resets the columns to the declared order, all shown', () => {
    const { result } = renderHook(() => useTablePreferences('policies', COLUMNS));
    act(() => result.current.toggleColumn('number'));
    act(() => result.current.moveColumn('name', 'index'));
    act(() => result.current.resetColumns());
    expect(result.current.columns.map((c) => [c.key, c.visible])).toEqual(COLUMNS.map((key) => [key, true]));
    expect(JSON.parse(localStorage.getItem(preferencesKey('policies')) ?? '{}')).toMatchObject({
      order: COLUMNS,
      hidden: [],
    });
  });

  it('fits stored settings to columns added or removed since', () => {
    localStorage.setItem(
      preferencesKey('policies'),
      JSON.stringify({ density: 'large', order: ['status', 'gone', 'index'], hidden: ['gone'] }),
    );
    const { result } = renderHook(() => useTablePreferences('policies', COLUMNS));
    expect(result.current.columns.map((c) => c.key)).toEqual(['status', 'number', 'name', 'index']);
    expect(result.current.density).toBe('large');
  });
});

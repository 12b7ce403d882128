import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from './settings';

afterEach(() => useSettings.setState({ menuCollapse: false, tabBar: true }));

describe('settings store', () => {
  it('tells its subscribers of an update only when a value changes', () => {
    useSettings.getState().update({ menuCollapse: false, tabBar: true });
    const listener = vi.fn();
    const unsubscribe = useSettings.subscribe(listener);
    const before = useSettings.getState();

    useSettings.getState().update({ menuCollapse: false, tabBar: true });
    expect(listener).not.toHaveBeenCalled();
    expect(useSettings.getState()).toBe(before);

    useSettings.getState().update({ menuCollapse: true, tabBar: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(useSettings.getState()).toMatchObject({ menuCollapse: true, tabBar: true });
    unsubscribe();
  });
});

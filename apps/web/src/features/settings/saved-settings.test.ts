import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '@console/shared';
import { DEFAULT_SETTINGS } from '@/stores/settings';
import { isDefault, savedPart } from './saved-settings';

describe('savedPart', () => {
  it('keeps the shared app settings and leaves the client-only ones out', () => {
    const saved = savedPart({ ...DEFAULT_SETTINGS, globalSettings: true, hideMenu: true, tabBar: true, serverMenu: [] });
    expect(saved).toEqual({ ...DEFAULT_APP_SETTINGS, tabBar: true });
  });

  it('saves nothing while a value is out of range', () => {
    expect(savedPart({ ...DEFAULT_SETTINGS, menuWidth: 2 })).toBeUndefined();
  });
});

describe('isDefault', () => {
  it('tells the never-saved answer from saved choices', () => {
    expect(isDefault(DEFAULT_APP_SETTINGS)).toBe(true);
    expect(isDefault({ ...DEFAULT_APP_SETTINGS, theme: 'dark' })).toBe(false);
  });
});

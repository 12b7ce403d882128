import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '@console/shared';
import { DEFAULT_SETTINGS } from '@/stores/settings';
import { isDefault, pickSaved, sameSettings } from './saved-settings';
import { validSettings } from './valid-settings';

describe('pickSaved', () => {
  it('keeps the shared app settings and leaves the client-only ones out', () => {
    const saved = pickSaved({
      ...DEFAULT_SETTINGS,
      globalSettings: true,
      hideMenu: true,
      tabBar: true,
      serverMenu: [],
    });
    expect(saved).toEqual({ ...DEFAULT_APP_SETTINGS, tabBar: true });
  });
});

describe('validSettings', () => {
  it('takes settings in range and nothing while a value is out of range', () => {
    expect(validSettings({ ...DEFAULT_APP_SETTINGS, tabBar: true })).toEqual({ ...DEFAULT_APP_SETTINGS, tabBar: true });
    expect(validSettings({ ...DEFAULT_APP_SETTINGS, menuWidth: 2 })).toBeUndefined();
    expect(validSettings({ ...DEFAULT_APP_SETTINGS, themeColor: 'blue' })).toBeUndefined();
  });
});

describe('sameSettings', () => {
  it('compares every saved value whatever the key order', () => {
    const reordered = Object.fromEntries(Object.entries(DEFAULT_APP_SETTINGS).reverse()) as typeof DEFAULT_APP_SETTINGS;
    expect(sameSettings(reordered, DEFAULT_APP_SETTINGS)).toBe(true);
    expect(sameSettings({ ...DEFAULT_APP_SETTINGS, menuWidth: 240 }, DEFAULT_APP_SETTINGS)).toBe(false);
  });
});

describe('isDefault', () => {
  it('tells the never-saved answer from saved choices', () => {
    expect(isDefault(DEFAULT_APP_SETTINGS)).toBe(true);
    expect(isDefault({ ...DEFAULT_APP_SETTINGS, theme: 'dark' })).toBe(false);
  });
});

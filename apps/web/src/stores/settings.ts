import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  APP_SETTINGS_DEFAULTS,
  COLOR_WEAK_FILTER,
  DEFAULT_THEME_COLOR,
  STORAGE_KEYS,
  THEME_COLOR_SHADES,
  type AppSettings,
  type MenuNode,
  type Theme,
} from '@console/shared';

export type Device = 'desktop' | 'mobile';

/** Every app setting (docs/product.md, Records): the ones saved per user plus the client-only ones. */
export interface SettingsState extends AppSettings {
  /** The sider is replaced by a drawer (mobile). */
  hideMenu: boolean;
  device: Device;
  /** The settings drawer is open. */
  globalSettings: boolean;
  /** Menu tree from the server (`userApi.menu`), used when `menuFromServer` is on. */
  serverMenu: MenuNode[];
}

interface SettingsActions {
  update: (partial: Partial<SettingsState>) => void;
  toggleTheme: () => void;
}

export type SettingsStore = SettingsState & SettingsActions;

function storedTheme(): Theme {
  return localStorage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

/** Below the lg breakpoint (992 px, as Arco's grid) the sider gives way to a drawer menu (docs/product.md, Shell: layout). */
export const MOBILE_MEDIA_QUERY = '(max-width: 991.98px)';

/** The device the viewport makes this, read at start so that the first paint already has its layout. */
export function viewportDevice(): Pick<SettingsState, 'device' | 'hideMenu'> {
  const mobile = window.matchMedia(MOBILE_MEDIA_QUERY).matches;
  return { device: mobile ? 'mobile' : 'desktop', hideMenu: mobile };
}

export const DEFAULT_SETTINGS: SettingsState = {
  ...APP_SETTINGS_DEFAULTS,
  hideMenu: false,
  device: 'desktop',
  globalSettings: false,
  serverMenu: [],
};

/** Whether `partial` sets any value the state does not have already. */
const changes = (state: SettingsState, partial: Partial<SettingsState>) =>
  Object.entries(partial).some(([key, value]) => !Object.is(state[key as keyof SettingsState], value));

export const useSettings = create<SettingsStore>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      ...viewportDevice(),
      theme: storedTheme(),
      // An update that changes nothing notifies no one: the layout reads the whole store, and a
      // re-render of it costs as much as its first.
      update: (partial) => set((state) => (changes(state, partial) ? partial : state)),
      toggleTheme: () => set((s) => ({ theme: s.theme === 'dark' ? 'light' : 'dark' })),
    }),
    {
      name: STORAGE_KEYS.settings,
      storage: createJSONStorage(() => localStorage),
      // Device state, the drawer and the server menu belong to this page view only.
      partialize: ({
        hideMenu: _h,
        device: _d,
        globalSettings: _g,
        serverMenu: _s,
        update: _u,
        toggleTheme: _t,
        ...kept
      }) => kept,
    },
  ),
);

const PALETTE_VARIABLES = Array.from({ length: THEME_COLOR_SHADES }, (_, i) => [
  `--primary-${i + 1}`,
  `--arcoblue-${i + 1}`,
]);

/** Settles once the document shows the current theme colour. */
let paletteApplied: Promise<void> = Promise.resolve();

/** Resolves once the document shows the current theme colour (a custom one's shades load on demand). */
export function themeColorApplied(): Promise<void> {
  return paletteApplied;
}

/**
 * The default colour's shades are Arco's own CSS (light and dark); a custom one overrides them.
 * The palette generator loads on demand; a newer setting wins over a slower older one.
 */
function applyPalette(color: string, dark: boolean): void {
  const { style } = document.body;
  if (color.toUpperCase() === DEFAULT_THEME_COLOR) {
    PALETTE_VARIABLES.flat().forEach((name) => style.removeProperty(name));
    paletteApplied = Promise.resolve();
    return;
  }
  paletteApplied = import('./theme-palette').then(({ themeColorShades }) => {
    const current = useSettings.getState();
    if (current.themeColor !== color || (current.theme === 'dark') !== dark) return;
    const shades = themeColorShades(color, dark);
    PALETTE_VARIABLES.forEach((names, i) => names.forEach((name) => style.setProperty(name, shades[i] ?? '')));
  });
}

/** Writes the settings that live outside React onto the document: theme, colour weak, palette. */
function applyToDocument({ theme, colorWeak, themeColor }: SettingsState): void {
  const { body } = document;
  const dark = theme === 'dark';
  if (dark) body.setAttribute('arco-theme', 'dark');
  else body.removeAttribute('arco-theme');
  localStorage.setItem(STORAGE_KEYS.theme, theme);
  body.style.filter = colorWeak ? COLOR_WEAK_FILTER : '';
  applyPalette(themeColor, dark);
}

applyToDocument(useSettings.getState());
useSettings.subscribe((state, previous) => {
  if (
    state.theme !== previous.theme ||
    state.colorWeak !== previous.colorWeak ||
    state.themeColor !== previous.themeColor
  ) {
    applyToDocument(state);
  }
});

/**
 * Business constants (docs/product.md, Constants) and the storage keys shared by client and server.
 * Nothing here may be redefined elsewhere: import it.
 */

export const API_BASE = '/member-api';

/** Keys under which the browser keeps state (docs/product.md, Constants). */
export const STORAGE_KEYS = {
  token: 'token',
  locale: 'arco-locale',
  theme: 'arco-theme',
  loginConfig: 'login-config',
  settings: 'arco-settings',
  tabs: 'arco-tabs',
  /** The settings change a browser tab sent and the server has not confirmed (sessionStorage). */
  unsavedSettings: 'arco-settings-unsaved',
  /** Prefix of each search table's remembered density and columns (`<prefix>:<table id>`). */
  tablePreferences: 'table-preferences',
} as const;

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const FALLBACK_LOCALE: Locale = 'en-US';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const DEFAULT_THEME_COLOR = '#165DFF';
/** Number of generated shades of the theme colour. */
export const THEME_COLOR_SHADES = 10;
export const DEFAULT_MENU_WIDTH = 220;
export const COLLAPSED_MENU_WIDTH = 48;
export const MENU_WIDTH_RANGE = { min: 160, max: 400 } as const;
export const SETTINGS_DRAWER_WIDTH = 300;
export const COLOR_WEAK_FILTER = 'invert(80%)';
export const NAVBAR_HEIGHT = 60;

/** Top progress bar (nprogress) settings. */
export const PROGRESS_BAR = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
} as const;

/** HTTP client: error toasts stay 5 s (requests have no timeout). */
export const ERROR_TOAST_MS = 5000;

/**
 * The server records a session's last use at most this often, so a request that comes sooner
 * extends nothing: the web's idle warning counts from a request less this much.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** Lists start on page 1 with 10 rows (docs/product.md, Constants); a page holds at most 100. */
export const LIST_DEFAULTS = { current: 1, pageSize: 10 } as const;
export const PAGE_SIZE_MAX = 100;
/**
 * How deep a list pages: a page starts within its first `LIST_WINDOW` rows, and where counting a
 * filtered result would read more rows than this, its total is counted this far and no further
 * (docs/decisions/054-lists-at-ten-million-rows.md). A deeper page would make the database read
 * and drop every row before it; a filter or the other order reaches the rest.
 */
export const LIST_WINDOW = 1_000;
/**
 * Response header with the number of rows of every page, for Arco Design Pro's lists whose `data` is
 * the bare array of one page (the operation log).
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** The page sizes a list offers (Arco Design Pro's changer). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;
/** Largest value of a PostgreSQL `integer` (ids, counters). */
export const INT32_MAX = 2_147_483_647;
/** Years a date filter may name. */
export const DATE_YEAR_RANGE = { min: 1900, max: 9999 } as const;
/** Arco Table's sort directions. */
export const SORT_ORDERS = ['ascend', 'descend'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The formats a list or a sheet is exported in. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const TABLE_DENSITIES = ['mini', 'small', 'medium', 'large'] as const;
export type TableDensity = (typeof TABLE_DENSITIES)[number];

/** Length limits of the login fields (the form's rules and `loginSchema` share them). */
export const LOGIN_LIMITS = { username: 64, password: 128 } as const;

export const ACTIVITY_NAME_MAX = 20;
export const TEXT_MAX_WORDS = 200;
export const FRAME_RATE_RANGE = { min: 1, max: 30 } as const;
export const BIT_RATE_RANGE = { min: 150, max: 1800 } as const;

export const ICON_STROKE_WIDTH = 4;
export const DEFAULT_ROUTE_NAME = 'Workplace';
export const LOGIN_ROUTE_NAME = 'login';
export const NOT_FOUND_ROUTE_NAME = 'notFound';
/** Routes that pass the server-menu check even when absent from the server menu (docs/product.md, Rules). */
export const SERVER_MENU_WHITELIST = [LOGIN_ROUTE_NAME, NOT_FOUND_ROUTE_NAME] as const;

/**
 * Default app settings (docs/product.md, Records: app settings) as plain data, for code that must not load zod at start-up
 * (the web app's first chunk). `appSettingsSchema` takes its defaults from here.
 */
export const APP_SETTINGS_DEFAULTS = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: DEFAULT_THEME_COLOR,
  menuWidth: DEFAULT_MENU_WIDTH,
  tabBar: false,
  menuFromServer: false,
} as const satisfies Record<string, boolean | number | string>;

// message box (the shell's)
export const MESSAGE_TYPES = ['message', 'notice', 'todo'] as const;
/** `messageType` tags: 0 not started, 1 opened, 2 in progress, 3 about to expire. */
export const MESSAGE_TAGS = [0, 1, 2, 3] as const;
export type MessageTag = (typeof MESSAGE_TAGS)[number];

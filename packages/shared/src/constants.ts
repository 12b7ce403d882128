/**
 * Business constants of SPEC section 9 and the storage keys shared by client and server.
 * Nothing here may be redefined elsewhere: import it.
 */

export const API_BASE = '/member-api';

/** Keys under which the browser keeps state (SPEC section 9 and screens.md section 5.7). */
export const STORAGE_KEYS = {
  token: 'token',
  locale: 'arco-locale',
  theme: 'arco-theme',
  loginConfig: 'login-config',
  settings: 'arco-settings',
  tabs: 'arco-tabs',
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

export const POLICY_LIST_DEFAULTS = { current: 1, pageSize: 10, demoTotal: 55 } as const;
export const PAGE_SIZE_MAX = 100;

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
/** Routes that pass the server-menu check even when absent from the server menu (SPEC section 5). */
export const SERVER_MENU_WHITELIST = [LOGIN_ROUTE_NAME, NOT_FOUND_ROUTE_NAME] as const;

/**
 * Default app settings (screens.md 5.7) as plain data, for code that must not load zod at start-up
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

/**
 * Domain values (enumerations and limits) of the API areas. They live here, apart from the zod
 * schemas in `api/*` that are built from them, so that a screen can use them without loading zod.
 */

// workplace
/** Content categories: the popular-content tabs and the donut's slices. */
export const CONTENT_CATEGORIES = ['text', 'image', 'video'] as const;
export const CONTENT_DATA_DAYS = 8;
export const POPULAR_LIST_SIZE = 5;
export const ANNOUNCEMENT_TYPES = ['activity', 'message', 'notice'] as const;
export const ANNOUNCEMENTS_LIMIT = 5;
/** How many distinct routes the server remembers per user. */
export const RECENT_VISITS_MAX = 3;

// message
export const MESSAGE_TYPES = ['message', 'notice', 'todo'] as const;
/** `messageType` tags: 0 not started, 1 opened, 2 in progress, 3 about to expire. */
export const MESSAGE_TAGS = [0, 1, 2, 3] as const;

// policy
export const POLICY_CONTENT_TYPES = ['img', 'horizontalVideo', 'verticalVideo'] as const;
export const POLICY_STATUSES = ['online', 'offline'] as const;
export const POLICY_FILTER_TYPES = ['artificial', 'rules'] as const;
/** Columns the list may be sorted by. Without `sortField` the newest policies come first. */
export const POLICY_SORT_FIELDS = ['number', 'name', 'count', 'createdTime'] as const;
/** Arco Table's sort directions. */
export const SORT_ORDERS = ['ascend', 'descend'] as const;
export const POLICY_NAME_MAX = 64;
export const POLICY_COUNT_MAX = 999_999;
export const POLICY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

// card-list
export const SERVICE_ACTIONS = ['open', 'cancel', 'renew'] as const;
/** A renewal extends the contract by this many months from today or from its end, whichever is later. */
export const SERVICE_RENEWAL_MONTHS = 12;

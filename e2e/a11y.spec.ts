/// <reference lib="dom" />
/**
 * The accessibility pass: every live route, and the dialogs, drawers and menus it opens, scanned by
 * axe at desktop and phone width, in both themes and both locales. Each of the eight runs loads the
 * app once and walks the screens by client-side navigation (docs/testing.md, "Accessibility").
 * Every scan is a soft assertion: one run reports every screen that fails, not only the first.
 */
import { PAGE_ROUTES } from '@console/shared';
import { expectNoA11yViolations, type ScanScope } from './support/a11y';
import { totpCode } from '../apps/server/src/lib/totp';
import {
  apiAs,
  createPolicy,
  resetChannelFormDraft,
  temporaryPasswordSession,
  TEMPORARY_PASSWORD,
} from './support/api';
import { startWithLocale, tokenOf, type UiLocale } from './support/auth';
import { READY } from './support/first-load';
import { textsOf, type Texts } from './support/texts';
import { expect, test, type Locator, type Page } from './support/test';
import { startWithTheme } from './support/theme';
import { saveServerSettings } from './support/user-settings';

type Width = 'desktop' | 'phone';

/** What a run scans in: a state's scope may depend on it. */
interface Run {
  width: Width;
  theme: 'light' | 'dark';
  locale: UiLocale;
  t: Texts;
}

/** Something opened on a screen and scanned: a dialog, a drawer, a menu, or the screen in another state. */
interface State {
  name: string;
  open(page: Page, t: Texts): Promise<unknown>;
  /** What to scan: the whole page by default. */
  scope?: (run: Run) => ScanScope;
  /** Puts the screen back as it was (Escape by default, until no popup shows). */
  close?(page: Page, t: Texts): Promise<unknown>;
  /**
   * Where it is opened: on the desktop runs by default (one light in en-US, one dark in zh-CN), or
   * on the phone runs (`phone`: the phone's own drawers). The phone runs scan every screen as it
   * first shows.
   */
  runs?: 'phone';
}

interface Screen {
  /** The URL to open, where the route's path has parameters. */
  url?: string;
  /** When the screen shows its content (the first-load definitions by default). */
  ready?(page: Page, t: Texts): Promise<unknown>;
  states?: readonly State[];
}

/** A step form filled in step 1 and 2, as its draft is saved. */
const STEP_FORM_DRAFT = {
  ...{
    activityName: 'Accessibility',
    channelType: 'appGeneral',
    promotionTime: ['2026-12-01', '2026-12-09'],
    promoteLink: 'https://arco.design',
  },
  ...{
    advertisingSource: 'Sohu',
    advertisingMedia: 'CPC',
    keyword: ['toutiao'],
    pushNotify: true,
    advertisingContent: 'Winter sale',
  },
};

const MODAL: ScanScope = { include: ['.arco-modal-wrapper'] };
const DROPDOWN: ScanScope = { include: ['.arco-dropdown'] };
const tabBar = (t: Texts) => `nav[aria-label="${t('tabBar.label')}"]`;

const dialog = (page: Page) => page.getByRole('dialog').filter({ visible: true });
const button = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();

/** The account list's row of the admin (the rows' order changes as the runs add accounts), or the role list's. */
const adminRow = (page: Page) =>
  page
    .locator('.arco-table tbody tr')
    .filter({ visible: true })
    .filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });

/** Arco's radio buttons hide their input behind the label: a click lands on the label. */
const chooseRadio = (page: Page, name: string) =>
  page.locator('label', { has: page.getByRole('radio', { name }) }).click();

/** Opens a dialog with the button named `key` and waits for it. */
const dialogState = (name: string, key: string): State => ({
  name,
  open: async (page, t) => {
    await button(page, t(key)).click();
    await expect(dialog(page)).toBeVisible();
  },
  scope: () => MODAL,
});

/**
 * Closes a menu or popover as a click on the page around it does. Escape reaches a popup only
 * through its own button, and a popover's button may be covered by its tooltip.
 */
async function clickOutside(page: Page): Promise<void> {
  await page.evaluate(() => document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  await expect(page.locator(OVERLAYS).filter({ visible: true })).toHaveCount(0);
}

/** Closes a drawer that slides in from the left with a click on its mask, beside it. */
async function clickMaskRight(page: Page): Promise<void> {
  const mask = page.locator('.arco-drawer-mask').filter({ visible: true });
  const box = await mask.boundingBox();
  if (!box) throw new Error('no drawer mask shows');
  await mask.click({ position: { x: box.width - 8, y: box.height / 2 } });
  await expect(page.locator(OVERLAYS).filter({ visible: true })).toHaveCount(0);
}

/** A menu or popover its button opens. */
const popupState = (
  name: string,
  trigger: (page: Page, t: Texts) => Locator,
  scope: ScanScope,
  {
    shown = (page) =>
      page
        .locator(scope.include?.[0] ?? OVERLAYS)
        .filter({ visible: true })
        .first(),
  }: { shown?: (page: Page) => Locator } = {},
): State => ({
  name,
  open: async (page, t) => {
    await trigger(page, t).click();
    await expect(shown(page)).toBeVisible();
  },
  scope: () => scope,
  close: clickOutside,
});

/** Every row of the page selected: the checked boxes and the batch action. */
const selectAllState: State = {
  name: 'every row selected',
  // Arco draws its checkboxes over the (transparent) input: a click lands on the label.
  open: async (page, t) => {
    await page
      .getByRole('checkbox', { name: t('table.selectAll') })
      .locator('xpath=ancestor::label[1]')
      .click();
    await expect(page.getByRole('checkbox', { name: t('table.selectAll') })).toBeChecked();
  },
  close: async (page, t) => {
    await page
      .getByRole('checkbox', { name: t('table.selectAll') })
      .locator('xpath=ancestor::label[1]')
      .click();
    await expect(page.getByRole('checkbox', { name: t('table.selectAll') })).not.toBeChecked();
  },
};

/** The list kit's table: its create dialog (for admins), its density and export menus, its column settings. */
const listStates = (create: boolean): State[] => [
  ...(create ? [dialogState('the create dialog', 'table.create'), selectAllState] : []),
  popupState('the density menu', (page, t) => button(page, t('table.density')), DROPDOWN),
  popupState('the column settings', (page, t) => button(page, t('table.columnSettings')), {
    include: ['[data-testid="column-settings"]'],
  }),
  popupState('the export menu', (page, t) => button(page, t('table.export')), DROPDOWN),
];

/**
 * The first row's record, opened in its drawer by the list kit's "view" action; `prepare` first
 * writes what the list is to show, and the list is refreshed.
 */
const viewDrawerState = (name: string, prepare?: (page: Page, t: Texts) => Promise<unknown>): State => ({
  name,
  open: async (page, t) => {
    if (prepare) {
      await prepare(page, t);
      await button(page, t('table.refresh')).click();
    }
    await page
      .locator('.arco-table tbody tr')
      .filter({ visible: true })
      .first()
      .getByRole('button', { name: t('table.view') })
      .click();
    await expect(page.locator('.arco-drawer')).toBeVisible();
  },
  scope: () => ({ include: ['.arco-drawer'] }),
  close: async (page) => {
    await page.locator('.arco-drawer-close-icon').click();
    await expect(page.locator(OVERLAYS).filter({ visible: true })).toHaveCount(0);
  },
});

const SCREENS: Readonly<Record<string, Screen>> = {
  Workplace: {},
  Chat: {
    ready: (page) => expect(page.locator('textarea.arco-textarea')).toBeVisible(),
    states: [
      {
        name: 'with an answer',
        open: async (page, t) => {
          const composer = page.getByRole('textbox', { name: t('chat.composer.label') });
          await composer.fill(t('chat.suggestion.tasks'));
          await composer.press('Enter');
          const thread = page.getByRole('list', { name: t('chat.thread.label') });
          await expect(thread.locator('li code').first()).toBeVisible({ timeout: 20_000 });
          await expect(page.getByRole('button', { name: t('chat.stop') })).toHaveCount(0);
        },
        close: async () => undefined,
      },
      {
        name: 'its conversations drawer',
        open: async (page, t) => {
          await button(page, t('chat.list.open')).tap();
          await expect(page.getByRole('navigation', { name: t('chat.list.label') })).toBeVisible();
        },
        close: clickMaskRight,
        runs: 'phone',
      },
    ],
  },
  Monitor: {},
  DataAnalysis: {},
  MultiDimensionDataAnalysis: {},
  SearchTable: { states: listStates(true) },
  Card: {
    states: [
      {
        // Arco's empty state, whose description the console darkens: a fresh account meets it on
        // several screens (no conversation, no document), which the walk's seeded account does not.
        name: 'no card matching the search',
        open: async (page, t) => {
          await page.getByRole('textbox', { name: t('cardList.search') }).fill('no such card');
          // The queues keep their "create" card, whatever the search.
          await expect(page.getByText(t('cardList.empty'))).toHaveCount(2);
        },
        close: async (page, t) => {
          await page.getByRole('textbox', { name: t('cardList.search') }).fill('');
          await expect(page.getByText(t('cardList.empty'))).toHaveCount(0);
        },
      },
      dialogState('the new quality-inspection queue dialog', 'cardList.quality.create'),
    ],
  },
  Excel: {
    states: [
      dialogState('the new document dialog', 'excel.document.create'),
      {
        // The walk opens the screen on a document (every run creates one): the phone runs see the grid too.
        name: 'a cell being edited',
        open: async (page, t) => {
          const grid = page.getByRole('grid').filter({ visible: true });
          await grid.locator('[role="gridcell"][aria-colindex="2"]').first().dblclick();
          await expect(grid.getByRole('textbox', { name: t('excel.cell.editing', { cell: 'A1' }) })).toBeFocused();
        },
      },
    ],
  },
  ProjectCard: { states: [dialogState('the new project dialog', 'project.cards.create')] },
  ProjectSearchTable: {
    states: [...listStates(true), viewDrawerState('a task in its drawer')],
  },
  ProjectDetail: { url: '/project/detail/1' },
  Step: {
    states: [
      {
        name: 'every message of step 1',
        open: async (page) => {
          await page.locator('.arco-form button[type="submit"]').filter({ visible: true }).click();
          await expect(page.locator('.arco-form-message').filter({ visible: true })).toHaveCount(3);
        },
        close: async () => undefined,
      },
      {
        name: 'step 2, from a saved draft',
        open: async (page, t) => {
          await apiAs(page, 'admin', 'PUT', '/api/channel-form/draft', { step: 2, data: STEP_FORM_DRAFT });
          await page.reload();
          await expect(button(page, t('channelForm.button.submit'))).toBeVisible();
        },
        close: async () => undefined,
      },
      {
        name: 'step 3, submitted',
        open: async (page, t) => {
          await button(page, t('channelForm.button.submit')).click();
          await expect(page.getByText(t('channelForm.success.subTitle'))).toBeVisible();
        },
        close: async () => undefined,
      },
    ],
  },
  Group: {},
  Basic: {},
  Success: {},
  Error: {},
  '403': {},
  '404': {},
  '500': {},
  // The administrator's projects, as the page shows them (the demo seed gives six).
  Info: { ready: (page) => expect(page.locator('h3 a[href^="/project/detail/"]')).toHaveCount(6) },
  Account: {
    states: [
      dialogState('the recharge dialog', 'wallet.recharge'),
      dialogState('the withdrawal dialog', 'wallet.withdraw'),
    ],
  },
  AdminUsers: {
    states: [
      ...listStates(true),
      popupState(
        'a row’s further actions',
        (page, t) => page.getByRole('button', { name: t('accounts.action.moreOf', { username: 'admin' }) }),
        DROPDOWN,
      ),
      {
        name: 'the disable confirmation',
        open: async (page, t) => {
          await adminRow(page)
            .getByRole('button', { name: t('accounts.action.disable'), exact: true })
            .click();
          await expect(dialog(page)).toBeVisible();
        },
        scope: () => MODAL,
      },
      {
        name: 'the password reset dialog',
        open: async (page, t) => {
          await page.getByRole('button', { name: t('accounts.action.moreOf', { username: 'admin' }) }).click();
          await page.getByRole('menuitem', { name: t('accounts.action.resetPassword') }).click();
          await expect(dialog(page)).toBeVisible();
        },
        scope: () => MODAL,
      },
    ],
  },
  AdminRoles: {
    ready: (page) => expect(adminRow(page)).toBeVisible(),
    // A fresh database holds the built-in roles alone, which no row selection takes.
    states: [
      dialogState('the create dialog', 'table.create'),
      ...listStates(false),
      {
        name: 'the administrators’ role in its dialog, every permission locked',
        open: async (page, t) => {
          await adminRow(page)
            .getByRole('button', { name: t('table.edit'), exact: true })
            .click();
          await expect(dialog(page).getByText(t('roles.picker.adminNote'))).toBeVisible();
        },
        scope: () => MODAL,
      },
    ],
  },
  AuditLog: {
    // A fresh database's log is empty: the state writes the entry it opens.
    states: [
      ...listStates(false),
      viewDrawerState('an entry’s change in its drawer', (page) => createPolicy(page, 'Accessibility')),
    ],
  },
  MailOutbox: {
    // The demo outbox fills when a reset link is asked for (a walk past the account's limit gets a
    // 429, and another walk's mail is there).
    states: [
      ...listStates(false),
      viewDrawerState('a kept mail in its drawer', async (page) => {
        await page.request.post('/member-api/api/user/password-reset', { data: { login: 'user' } });
        await expect
          .poll(async () => (await apiAs<{ total: number }>(page, 'admin', 'GET', '/api/admin/mail-outbox')).total)
          .toBeGreaterThan(0);
      }),
    ],
  },
  AdminMenu: {
    ready: (page, t) => expect(page.getByRole('list', { name: t('menuManager.tree') })).toBeVisible(),
    states: [
      {
        // A hidden entry's row, the enabled save and the unsaved-changes note.
        name: 'with an entry hidden, unsaved',
        open: async (page, t) => {
          await page.getByRole('switch', { name: t('menuManager.shownOf', { entry: t('menu.faq') }) }).click();
          await expect(page.getByText(t('menuManager.unsaved'))).toBeVisible();
        },
        close: async (page, t) => {
          await button(page, t('menuManager.discard')).click();
          await expect(page.getByText(t('menuManager.unsaved'))).toHaveCount(0);
        },
      },
    ],
  },
  Setting: {
    states: [
      {
        name: 'the security settings',
        open: async (page, t) => {
          await chooseRadio(page, t('userSetting.tab.security'));
          const sessions = page.getByRole('region', { name: t('userSetting.sessions.title') });
          await expect(
            sessions.getByRole('listitem').filter({ hasText: t('userSetting.sessions.current') }),
          ).toBeVisible();
        },
        close: async () => undefined,
      },
      dialogState('the password dialog', 'userSetting.security.update'),
      {
        name: 'the set-up of two-step verification',
        open: async (page, t) => {
          await button(page, t('secondFactor.enable')).click();
          await expect(dialog(page).locator('img[src^="data:image/svg+xml"]')).toBeVisible();
        },
        scope: () => MODAL,
      },
      {
        name: 'the registration of a passkey',
        open: async (page, t) => {
          await button(page, t('passkey.add')).click();
          await expect(dialog(page).getByRole('textbox', { name: t('passkey.name') })).toBeVisible();
        },
        scope: () => MODAL,
      },
      {
        name: 'the certification',
        open: async (page, t) => {
          await chooseRadio(page, t('userSetting.tab.certification'));
          await expect(page.locator('.arco-table tbody tr').filter({ visible: true })).toHaveCount(2);
        },
        close: async () => undefined,
      },
    ],
  },
};

/** Page routes the pass reaches in another way, and why. */
const REACHED_ELSEWHERE: Readonly<Record<string, string>> = {
  login: 'scanned signed out, before the walk',
  ForgotPassword: 'scanned signed out, before the walk',
  ResetPassword: 'scanned signed out, before the walk, with a link that works and one that does not',
  Redirect: 'forwards at once to the page it names',
  PasswordChange: 'scanned before the walk, as a session that must replace its temporary password',
  SecondFactorSetup: 'scanned before the walk, as a session whose role requires a second factor',
};

/** The shell's own dialogs, drawers and menus, opened on a quiet screen. */
const SHELL_STATES: readonly State[] = [
  {
    name: 'the settings drawer',
    open: async (page, t) => {
      await button(page, t('navbar.settings')).click();
      await expect(page.getByRole('dialog', { name: t('settings.title') })).toBeVisible();
      // The button's tooltip fades out once the pointer leaves it.
      await page.mouse.move(1, 400);
      await expect(page.locator('.arco-tooltip')).toHaveCount(0);
    },
    // Arco's primary button (white on primary-6) lacks contrast in its dark palette; the theme owns
    // that fix, so the drawer's footer button is left out in dark.
    scope: ({ theme }) => ({
      include: ['.arco-drawer'],
      exclude: theme === 'dark' ? ['.arco-drawer-footer .arco-btn-primary'] : [],
    }),
  },
  popupState(
    'the message box',
    (page, t) => page.getByRole('button', { name: new RegExp(`^${t('messageBox.button')}`) }),
    { include: ['.arco-popover-content'] },
    {
      // The box's code loads when it first opens.
      shown: (page) => page.locator('.arco-popover-content').getByRole('tab').first(),
    },
  ),
  // Named after the signed-in user, wherever the locale puts the name.
  popupState(
    'the account menu',
    (page, t) => page.getByRole('button', { name: new RegExp(`^${t('navbar.account', { name: '.+' })}$`) }),
    DROPDOWN,
  ),
  popupState('the language menu', (page, t) => button(page, t('navbar.locale')), DROPDOWN),
  {
    name: 'the menu drawer',
    open: async (page, t) => {
      // A tap, as on a phone: a click would hover the button and show its tooltip over the page.
      await button(page, t('navbar.menu.open')).tap();
      await expect(page.locator('.arco-drawer')).toBeVisible();
      // The tap's emulated hover flashes the button's tooltip until the drawer's mask covers it.
      await expect(page.getByRole('tooltip')).toHaveCount(0);
    },
    close: clickMaskRight,
    runs: 'phone',
  },
  {
    // With a letter typed: screens, records of several kinds and actions, their matches marked.
    name: 'the search palette',
    open: async (page, t) => {
      await page.getByRole('button', { name: new RegExp(`^${t('navbar.search')}`) }).click();
      const palette = page.getByRole('dialog', { name: t('search.dialog'), exact: true });
      await expect(palette.getByRole('combobox')).toBeFocused();
      await page.keyboard.type('a');
      await expect(palette.getByRole('option').first()).toBeVisible();
      await expect(palette.getByRole('status')).toHaveText(/\d/);
    },
    scope: () => ({ include: ['[role="dialog"][data-layout]'] }),
  },
  {
    // Last: the tab bar keeps pages alive, which the walk above does without. The next run starts
    // with the default settings again.
    name: 'the tab bar',
    open: async (page, t) => {
      await button(page, t('navbar.settings')).click();
      const drawer = page.getByRole('dialog', { name: t('settings.title') });
      await drawer.getByRole('switch', { name: t('settings.tabBar'), exact: true }).click();
      await page.keyboard.press('Escape');
      await expect(page.locator(OVERLAYS).filter({ visible: true })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: t('tabBar.label') })).toBeVisible();
    },
    scope: ({ t }) => ({ include: [tabBar(t)] }),
    close: async () => undefined,
  },
  {
    ...popupState('the tab actions menu', (page, t) => button(page, t('tabBar.actions')), DROPDOWN),
    scope: ({ t }) => ({ include: [tabBar(t), '.arco-dropdown'] }),
  },
];

const WIDTHS: Record<Width, { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean }> = {
  desktop: { viewport: { width: 1280, height: 720 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

/**
 * Nothing moves in the pass: axe reads the page as it rests, and a fade or a slide half-way through
 * only slows the walk down and confuses the contrast check.
 */
async function stillMotion(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const style = document.createElement('style');
    // 1 ms, not none: the components wait for the end events of their fades.
    style.textContent =
      '*, *::before, *::after { transition-duration: 1ms !important; transition-delay: 0s !important; animation-duration: 1ms !important; animation-delay: 0s !important; }';
    document.addEventListener('DOMContentLoaded', () => document.head.append(style), { once: true });
  });
}

/**
 * Waits for what still moves: an expanding submenu is animated by script, and an animation may start
 * a frame after what triggers it. Frames pass until nothing runs (endless spinners aside).
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 10; round++) {
      await frame();
      const moving = document
        .getAnimations()
        .filter(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Popups, dialogs and drawers: a state is closed once none shows (a tooltip stays while the pointer rests on its button). */
const OVERLAYS = '.arco-trigger:not(.arco-tooltip), .arco-modal-wrapper, .arco-drawer-wrapper';

/** Scans the page (or `scope`) as it is now; a violation is recorded and the walk goes on. */
async function scan(page: Page, where: string, scope: ScanScope = {}): Promise<void> {
  await settle(page);
  await test.step(`axe: ${where}`, async () => {
    try {
      await expectNoA11yViolations(page, scope);
    } catch (error) {
      expect.soft(error instanceof Error ? error.message : String(error), where).toBe('');
    }
  });
}

/** Opens `url` by client-side navigation, as a click in the app would, and waits for the route's title. */
async function navigate(page: Page, url: string, title: string): Promise<void> {
  await page.evaluate((to) => {
    const index = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
  // Checked every frame (an assertion backs off to 1 s between checks); the assertion words a failure.
  await page
    .waitForFunction((expected) => document.title === expected, title, { polling: 'raf', timeout: 10_000 })
    .catch(() => undefined);
  await expect(page).toHaveTitle(title);
}

/** On a phone nothing is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

async function openStates(page: Page, t: Texts, run: Run, where: string, states: readonly State[] = []): Promise<void> {
  for (const state of states) {
    const opened = state.runs === 'phone' ? run.width === 'phone' : run.width === 'desktop';
    if (!opened) continue;
    // The pointer leaves the last button it clicked, whose tooltip would otherwise stay over the page.
    await page.mouse.move(0, 0);
    await state.open(page, t);
    await scan(page, `${where}: ${state.name}`, state.scope?.(run));
    if (state.close) await state.close(page, t);
    else {
      await page.keyboard.press('Escape');
      await expect(page.locator(OVERLAYS).filter({ visible: true })).toHaveCount(0);
    }
  }
}

/**
 * The walks: each width in both themes and in both languages, paired so that every pair of width,
 * theme and language is walked once (docs/testing.md, "The accessibility matrix").
 */
const WALKS: Record<Width, readonly (readonly ['light' | 'dark', UiLocale])[]> = {
  desktop: [
    ['light', 'en-US'],
    ['dark', 'zh-CN'],
  ],
  phone: [
    ['dark', 'en-US'],
    ['light', 'zh-CN'],
  ],
};

const walked = PAGE_ROUTES.filter((route) => !(route.name in REACHED_ELSEWHERE));
const titleOf = (t: Texts, key: string) => `${t(key)} - ${t('app.title')}`;

test('every live page route is in the accessibility pass', () => {
  expect(walked.map((route) => route.name).filter((name) => !(name in SCREENS))).toEqual([]);
});

test.describe('accessibility', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const width of ['desktop', 'phone'] as const) {
    test.describe(width, () => {
      test.use({ ...WIDTHS[width], reducedMotion: 'reduce' });

      for (const [theme, locale] of WALKS[width]) {
        test(`every screen, ${theme}, ${locale}`, async ({ page, request }) => {
          test.setTimeout(300_000);
          const t = textsOf(locale);
          await stillMotion(page);
          await saveServerSettings(request, 'admin', { theme });
          await startWithTheme(page, theme);
          await startWithLocale(page, locale);

          await page.goto('/login');
          await READY['/login']!(page);
          await scan(page, 'the login page');
          await page.locator('form button[type="submit"]').click();
          await expect(page.getByText(t('validation.usernameRequired'))).toBeVisible();
          await expect(page.getByText(t('validation.passwordRequired'))).toBeVisible();
          await scan(page, 'the login page: its messages');

          // A forgotten password, signed out: the request with its message and its answer, then the
          // link's page, with a token of the right shape (the form) and a broken one.
          await page.goto('/forgot-password');
          await expect(page.getByRole('heading', { level: 1, name: t('passwordReset.forgot.title') })).toBeVisible();
          await page.getByRole('button', { name: t('passwordReset.forgot.submit') }).click();
          await expect(page.getByRole('alert').filter({ hasText: t('validation.resetLoginRequired') })).toBeVisible();
          await scan(page, 'the forgotten password');
          if (width === 'phone') await expectNoSidewaysScroll(page, 'the forgotten password');
          await page.getByLabel(t('passwordReset.forgot.login')).fill('nobody-at-all');
          await page.getByRole('button', { name: t('passwordReset.forgot.submit') }).click();
          await expect(
            page.getByRole('heading', { level: 1, name: t('passwordReset.forgot.sent.title') }),
          ).toBeVisible();
          await scan(page, 'the forgotten password: asked');
          await page.goto(`/reset-password#${'A'.repeat(43)}`);
          await expect(page.getByRole('heading', { level: 1, name: t('passwordReset.reset.title') })).toBeVisible();
          await scan(page, 'the reset page');
          if (width === 'phone') await expectNoSidewaysScroll(page, 'the reset page');
          await page.goto('/reset-password#broken');
          await expect(
            page.getByRole('heading', { level: 1, name: t('passwordReset.reset.broken.title') }),
          ).toBeVisible();
          await scan(page, 'the reset page: a broken link');

          // The pages that hold a session until it has done something, each drawn on its own: the
          // password change of a temporary password, then the set-up of a role that requires a
          // second factor; then, the second factor on, the second step of its sign-in.
          const username = `a11y-${width}-${theme}-${locale}`.toLowerCase();
          await apiAs(page, 'admin', 'POST', '/api/admin/roles', {
            name: username,
            labels: { 'zh-CN': username, 'en-US': username },
            permissions: ['workplace.read'],
            requireSecondFactor: true,
          });
          const held = await temporaryPasswordSession(page, username, { theme }, [username]);
          const asHeld = { Authorization: `Bearer ${held}` };
          await page.evaluate((token) => localStorage.setItem('token', token), held);
          await page.goto('/password-change');
          await expect(page.getByRole('heading', { level: 1, name: t('passwordChange.title') })).toBeVisible();
          await scan(page, 'the password change');
          if (width === 'phone') await expectNoSidewaysScroll(page, 'the password change');

          const password = 'Own-Pass12';
          const changed = await page.request.post('/member-api/api/user/password', {
            headers: asHeld,
            data: { oldPassword: TEMPORARY_PASSWORD, newPassword: password },
          });
          expect(changed.ok(), await changed.text()).toBe(true);
          await page.goto('/second-factor');
          await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible();
          await scan(page, 'the set-up of a second factor');
          if (width === 'phone') await expectNoSidewaysScroll(page, 'the set-up of a second factor');

          const setup = await page.request.post('/member-api/api/user/second-factor/totp/setup', { headers: asHeld });
          const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
          const enabled = await page.request.post('/member-api/api/user/second-factor/totp/enable', {
            headers: asHeld,
            data: { code: totpCode(secret) },
          });
          expect(enabled.ok(), await enabled.text()).toBe(true);
          await page.evaluate(() => localStorage.removeItem('token'));
          await page.goto('/login');
          await READY['/login']!(page);
          await page.locator('input#username_input').first().fill(username);
          await page.locator('input#password_input').first().fill(password);
          await page.locator('form button[type="submit"]').click();
          await expect(page.locator('input[autocomplete="one-time-code"]')).toBeFocused();
          await scan(page, 'the second step of the sign-in');

          await resetChannelFormDraft(page);
          await apiAs(page, 'admin', 'POST', '/api/documents', { name: 'Accessibility' });
          await page.evaluate((token) => localStorage.setItem('token', token), tokenOf('admin'));
          for (const [i, route] of walked.entries()) {
            const screen = SCREENS[route.name] ?? {};
            const url = screen.url ?? route.path;
            await test.step(url, async () => {
              if (i === 0) await page.goto(url);
              else await navigate(page, url, titleOf(t, route.titleKey));
              await (screen.ready ? screen.ready(page, t) : READY[url]?.(page));
              await scan(page, url);
              if (width === 'phone') await expectNoSidewaysScroll(page, url);
              await openStates(page, t, { width, theme, locale, t }, url, screen.states);
            });
          }

          await navigate(page, '/exception/500', titleOf(t, 'menu.exception.500'));
          await openStates(page, t, { width, theme, locale, t }, 'the shell', SHELL_STATES);
          await navigate(page, '/no/such/page', titleOf(t, 'menu.notFound'));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await scan(page, 'the not-found screen');
        });
      }
    });
  }
});

import { NOT_FOUND_ROUTE_NAME, PAGE_ROUTES } from '@console/shared';
import type { Screen, ScreenName, Screens } from '@/lib/screen';

/** The app's own screen: re-enters a route (the exception pages' "Retry"). */
const APP_SCREENS: Screens = {
  Redirect: { page: () => import('./redirect-page') },
};

/**
 * Every feature's `screens.ts`. Each holds only lazy imports, so this registry stays small and the
 * pages load on demand.
 */
const FEATURE_SCREENS = import.meta.glob<Screens>('../features/*/screens.ts', { eager: true, import: 'default' });

function collect(sources: readonly Screens[]): Map<ScreenName, Screen> {
  const screens = new Map<ScreenName, Screen>();
  for (const source of sources) {
    for (const [name, screen] of Object.entries(source) as [ScreenName, Screen][]) {
      if (screens.has(name)) throw new Error(`The screen ${name} is declared twice`);
      screens.set(name, screen);
    }
  }
  return screens;
}

export const SCREENS: ReadonlyMap<ScreenName, Screen> = collect([APP_SCREENS, ...Object.values(FEATURE_SCREENS)]);

/** The screen of a live route or of the not-found page; a live route without one is a build error. */
export function screenOf(name: ScreenName): Screen {
  const screen = SCREENS.get(name);
  if (!screen) throw new Error(`The live route ${name} has no screen: declare it in its feature's screens.ts`);
  return screen;
}

/** Live routes must have a screen, and only live routes (and not-found) may: a test checks both. */
export function unmatchedScreens(): { missing: string[]; unrouted: string[] } {
  const routed = new Set<string>([...PAGE_ROUTES.map((r) => r.name), NOT_FOUND_ROUTE_NAME]);
  return {
    missing: [...routed].filter((name) => !SCREENS.has(name as ScreenName)),
    unrouted: [...SCREENS.keys()].filter((name) => !routed.has(name)),
  };
}

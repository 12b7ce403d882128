import { NOT_FOUND_ROUTE_NAME, PAGE_ROUTES } from '@console/shared';
import type { Screen, ScreenName, Screens } from '@/lib/routing/screen';

/** The `feature` that the route table gives the app's own screens (`RouteDef.feature`). */
const APP_FEATURE = 'app';

/** The app's own screen: re-enters a route (the exception pages' "Retry"). */
const APP_SCREENS: Screens = {
  Redirect: { page: () => import('./redirect-page') },
};

/**
 * Every feature's `screens.ts`, keyed by its path (`../features/<feature>/screens.ts`). Each holds
 * only lazy imports, so this registry stays small and the pages load on demand.
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

/** The feature folder of a `screens.ts`, read from its path as the glob keys it. */
function featureOfPath(path: string): string {
  const feature = /^\.\.\/features\/([^/]+)\/screens\.ts$/.exec(path)?.[1];
  if (!feature) throw new Error(`${path} is no feature's screens.ts`);
  return feature;
}

/** The folder that declares each screen: its feature (read from its `screens.ts` path), or `app` for the app's own. */
function screenFolders(): Map<ScreenName, string> {
  const folders = new Map<ScreenName, string>();
  const sources: [string, Screens][] = [
    [APP_FEATURE, APP_SCREENS],
    ...Object.entries(FEATURE_SCREENS).map(([path, screens]): [string, Screens] => [featureOfPath(path), screens]),
  ];
  for (const [folder, screens] of sources) {
    for (const name of Object.keys(screens) as ScreenName[]) folders.set(name, folder);
  }
  return folders;
}

/**
 * Page routes whose screen is not declared by the folder that their `feature` names (`declaredIn`
 * undefined: by none). The route, the web feature and the server module share one name: a test
 * checks that none is listed.
 */
export function misplacedScreens(): { route: string; feature: string; declaredIn: string | undefined }[] {
  const folders = screenFolders();
  return PAGE_ROUTES.flatMap((route) => {
    const declaredIn = folders.get(route.name as ScreenName);
    return declaredIn === route.feature ? [] : [{ route: route.name, feature: route.feature, declaredIn }];
  });
}

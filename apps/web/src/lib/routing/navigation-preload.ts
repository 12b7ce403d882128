import { createContext, useContext } from 'react';
import type { RouteName } from '@console/shared';

/** Loads code (and data) of where the user is about to go, ahead of the click. */
export interface NavigationPreload {
  /** The signed-in frame and the landing page: called when a sign-in starts (ADR 010). */
  landing(): void;
  /** One page with what it loads after its first paint. */
  page(name: RouteName): void;
}

/**
 * Provided by the app's root (it owns the screens); a feature asks for a preload without knowing
 * the router. Outside the app (unit tests) preloading does nothing.
 */
export const NavigationPreloadContext = createContext<NavigationPreload>({
  landing: () => undefined,
  page: () => undefined,
});

export const useNavigationPreload = (): NavigationPreload => useContext(NavigationPreloadContext);

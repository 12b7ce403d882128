import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { NOT_FOUND_ROUTE_NAME, RouteName } from '@console/shared';
import type { Dictionary } from '@/lib/i18n/i18n-core';

/** The module a screen's data prefetch lives in (loaded with the route, not with the page). */
export interface PrefetchModule {
  /** Asks for the page's data (into the query cache) for the URL being opened. */
  prefetch(queryClient: QueryClient, url: URL): void;
}

/**
 * What the router needs to show one screen of the route table. A feature declares its screens in
 * its `screens.ts` (default export); the router finds every such file (docs/architecture.md,
 * "Screens").
 */
export interface Screen {
  /** The page component's module. */
  page: () => Promise<{ default: ComponentType }>;
  /** The feature's dictionaries, as `import.meta.glob('./locales/*.json', { import: 'default' })` gives them. */
  texts?: Record<string, () => Promise<Dictionary>>;
  /** Data the page asks for as soon as the route grants access, in parallel with its code. */
  prefetch?: () => Promise<PrefetchModule>;
  /** Code the page loads after its first paint (charts): preloaded when a sign-in or a menu is about to open it. */
  preload?: () => Promise<unknown>;
}

/** Screens are named after their route; the not-found screen has no route of its own. */
export type ScreenName = RouteName | typeof NOT_FOUND_ROUTE_NAME;

export type Screens = Partial<Record<ScreenName, Screen>>;

/** Declares a feature's screens (checks their names against the route table). */
export const defineScreens = <S extends Screens>(screens: S): S => screens;

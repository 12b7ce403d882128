import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { getRoute } from '@console/shared';
import { i18n } from '@/lib/i18n/i18n';
import { useSettings } from '@/stores/settings';
import { DefaultLayout } from './default-layout';

/** How often the frame's own parts rendered: the navbar and the menu stand for the frame. */
const renders = vi.hoisted(() => ({ navbar: 0, menu: 0 }));

vi.mock('./navbar', () => ({
  Navbar: () => {
    renders.navbar += 1;
    return null;
  },
}));
vi.mock('./app-menu', async () => {
  const { useCurrentRoute } = await import('@/lib/routing/current-route');
  return {
    AppMenu: () => {
      renders.menu += 1;
      return <p>{`menu at ${useCurrentRoute()?.name ?? ''}`}</p>;
    },
  };
});
// The frame's connections to the server are not what this test is about.
vi.mock('@/lib/live/use-live', () => ({ useLiveChannel: () => undefined, useLiveEvent: () => undefined }));
vi.mock('./settings/use-server-settings-sync', () => ({ useServerSettingsSync: () => undefined }));
vi.mock('@/features/workplace', () => ({ useRecordVisit: () => undefined }));

function renderLayout() {
  const page = (name: 'Workplace' | 'SearchTable') => {
    const route = getRoute(name)!;
    return { path: route.path, handle: { route }, element: <h1>{name}</h1> };
  };
  const router = createMemoryRouter(
    [{ element: <DefaultLayout />, children: [page('Workplace'), page('SearchTable')] }],
    {
      initialEntries: ['/dashboard/workplace'],
    },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('DefaultLayout', () => {
  afterEach(cleanup);
  beforeEach(async () => {
    renders.navbar = 0;
    renders.menu = 0;
    useSettings.getState().update({ navbar: true, menu: true, topMenu: false, hideMenu: false, tabBar: false });
    await i18n.changeLanguage('en-US');
  });

  it('renders the page and the menu at a navigation, not the whole frame again', async () => {
    const router = renderLayout();
    expect(screen.getByRole('heading', { name: 'Workplace' })).toBeDefined();
    const navbarRenders = renders.navbar;
    const menuRenders = renders.menu;

    await act(() => router.navigate('/list/search-table'));

    expect(screen.getByRole('heading', { name: 'SearchTable' })).toBeDefined();
    expect(screen.getByText('menu at SearchTable')).toBeDefined();
    expect(renders.menu).toBeGreaterThan(menuRenders);
    expect(renders.navbar).toBe(navbarRenders);
  });
});

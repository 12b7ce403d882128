import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Navigate, RouterProvider, createMemoryRouter, useParams } from 'react-router';
import { i18n } from '@/lib/i18n/i18n';
import { useSettings } from '@/stores/settings';
import { useTabs } from '../tab-store';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { TabBar } from './tab-bar';

function NotePage({ label }: { label: string }) {
  return <input aria-label={label} />;
}

function RedirectPage() {
  const { path = '/' } = useParams();
  return <Navigate to={path} replace />;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <TabBar />
            <KeepAliveOutlet />
          </>
        ),
        children: [
          { path: '/exception/404', element: <NotePage label="404 note" /> },
          { path: '/exception/500', element: <NotePage label="500 note" /> },
          { path: '/redirect/:path', element: <RedirectPage /> },
        ],
      },
    ],
    { initialEntries: ['/exception/404'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The note field of a page, if shown (a hidden kept-alive page is not). */
function note(page: string) {
  return screen.getByRole('textbox', { name: `${page} note` });
}

async function go(router: ReturnType<typeof renderApp>, path: string) {
  await act(() => router.navigate(path));
}

describe('KeepAliveOutlet', () => {
  afterEach(cleanup);
  beforeEach(async () => {
    useTabs.getState().reset();
    useSettings.getState().update({ tabBar: true });
    await i18n.changeLanguage('en-US');
  });

  it('keeps a hidden tab page with its state and shows it again unchanged', async () => {
    const router = renderApp();
    await userEvent.type(note('404'), 'half-filled');
    await go(router, '/exception/500');

    expect(screen.queryByRole('textbox', { name: '404 note' })).toBeNull();
    expect(note('500')).toBeDefined();

    await go(router, '/exception/404');
    expect(note('404')).toHaveProperty('value', 'half-filled');
  });

  it('keeps the page and its tab when only the query changes', async () => {
    const router = renderApp();
    await userEvent.type(note('404'), 'filters');
    await go(router, '/exception/404?page=2');

    expect(note('404')).toHaveProperty('value', 'filters');
    expect(useTabs.getState().tabs.map((tab) => tab.fullPath)).toEqual([
      '/dashboard/workplace',
      '/exception/404?page=2',
    ]);
  });

  it('discards the state of a closed tab', async () => {
    const router = renderApp();
    await userEvent.type(note('404'), 'draft');
    await go(router, '/exception/500');
    await userEvent.click(screen.getByRole('button', { name: /close 404/i }));

    await go(router, '/exception/404');
    expect(note('404')).toHaveProperty('value', '');
  });

  it('reload mounts the page fresh through the Redirect route', async () => {
    const router = renderApp();
    await userEvent.type(note('404'), 'draft');
    // Arco's dropdown blocks pointer events while it animates in.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Tab actions' }));
    await user.click(await screen.findByRole('menuitem', { name: /reload/i }));

    expect(router.state.location.pathname).toBe('/exception/404');
    expect(note('404')).toHaveProperty('value', '');
  });

  it('starts afresh with the Workplace tab after the layout is left', async () => {
    const router = renderApp();
    await go(router, '/exception/500');
    cleanup();
    expect(useTabs.getState().tabs.map((tab) => tab.name)).toEqual(['Workplace']);
  });

  it('keeps only the current page when the tab bar is off', async () => {
    useSettings.getState().update({ tabBar: false });
    const router = renderApp();
    await userEvent.type(note('404'), 'draft');
    await go(router, '/exception/500');
    await go(router, '/exception/404');
    expect(note('404')).toHaveProperty('value', '');
  });
});

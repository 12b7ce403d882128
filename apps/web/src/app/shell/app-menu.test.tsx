import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { getRoute } from '@console/shared';
import { i18n } from '@/lib/i18n/i18n';
import { userInfoKeys } from '@/lib/session/current-user';
import { fakeProfile } from '@/test/fake-profile';
import { AppMenu } from './app-menu';

/** Whether a group's page item shows: a closed or still unfolding group hides its items. */
function shown(text: string): boolean {
  const group = screen.getByText(text).closest('.arco-menu-inline-content');
  if (!group) throw new Error(`${text} is in no group`);
  return getComputedStyle(group).visibility !== 'hidden';
}

function renderMenuAt(name: string): void {
  const route = getRoute(name)!;
  const router = createMemoryRouter([{ path: route.path, handle: { route }, element: <AppMenu /> }], {
    initialEntries: [route.path],
  });
  // Nothing is fetched (a request still on its way when the test ends would answer into a
  // torn-down document): the menu is the one of a `user` profile already in the cache.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData(userInfoKeys.all, fakeProfile('user'));
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AppMenu', () => {
  afterEach(cleanup);
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
  });

  it('shows the group of the current page open at once, not unfolding it after the first paint', () => {
    renderMenuAt('404');
    // A group opened after mount is still hidden here, at the start of its unfolding.
    expect(shown('500')).toBe(true);
    expect(shown('Search Table')).toBe(false);
  });
});

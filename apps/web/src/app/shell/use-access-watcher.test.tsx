import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { builtinGrant, getRoute, type Grant, type Permission, type UserInfo } from '@console/shared';
import { toast } from '@/lib/toast/toast';
import { userInfoKeys } from '@/lib/session/current-user';
import { fakeProfile } from '@/test/fake-profile';
import { useAccessWatcher } from './use-access-watcher';

vi.mock('@/lib/toast/toast', () => ({ toast: vi.fn() }));

function Page({ name }: { name: string }) {
  useAccessWatcher();
  return <h1>{name}</h1>;
}

/** The policy list (opened by `policy.read`) shown to a `user` session, whose profile the test then changes. */
function renderAt(name: string, grant: Grant = builtinGrant('user')) {
  const route = getRoute(name)!;
  const router = createMemoryRouter(
    [
      { path: route.path, handle: { route }, element: <Page name={name} /> },
      // Where a session lands: the first page its menu opens.
      { path: getRoute('Workplace')!.path, element: <h1>Workplace</h1> },
      { path: getRoute('ProjectSearchTable')!.path, element: <h1>Tasks</h1> },
      { path: getRoute('SecondFactorSetup')!.path, element: <h1>Second factor</h1> },
    ],
    { initialEntries: [route.path] },
  );
  // Nothing is fetched: the profile is the one the test puts in the cache.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData(userInfoKeys.all, fakeProfile(grant));
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const grantNow = (next: Grant, extra: Partial<UserInfo> = {}) =>
    act(() => void client.setQueryData(userInfoKeys.all, fakeProfile(next, extra)));
  return { router, grantNow };
}

const without = (grant: Grant, permission: Permission): Grant => ({
  ...grant,
  permissions: grant.permissions.filter((p) => p !== permission),
});

describe('useAccessWatcher', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(toast).mockClear();
  });

  it('sends the page to the landing page, told why, when the role’s permissions no longer open it', async () => {
    const user = builtinGrant('user');
    const { router, grantNow } = renderAt('SearchTable', user);
    expect(screen.getByRole('heading', { name: 'SearchTable' })).toBeTruthy();
    await grantNow(without(user, 'policy.read'));
    await waitFor(() => expect(router.state.location.pathname).toBe(getRoute('Workplace')!.path));
    expect(toast).toHaveBeenCalledWith('warning', expect.any(String));
    // Replaced: going back does not return to the page that closed.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lands a custom role on the first page it may open', async () => {
    const { router, grantNow } = renderAt('SearchTable', { role: 'reader', permissions: ['policy.read', 'task.read'] });
    await grantNow({ role: 'reader', permissions: ['task.read'] });
    await waitFor(() => expect(router.state.location.pathname).toBe(getRoute('ProjectSearchTable')!.path));
  });

  it('keeps the page while it still opens, whatever else changed', async () => {
    const user = builtinGrant('user');
    const { router, grantNow } = renderAt('SearchTable', user);
    await grantNow(without(user, 'task.read'));
    await grantNow({ ...user, permissions: [...user.permissions, 'policy.write'] });
    // The same permissions in another order are the same access.
    await grantNow({ ...user, permissions: [...user.permissions].reverse() });
    // A navigation would have been under way by now (the other tests wait for theirs).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe(getRoute('SearchTable')!.path);
  });

  it('follows a role switch: a page the new role may not open gives way to its landing page, inside the console', async () => {
    const { router, grantNow } = renderAt('AuditLog', builtinGrant('admin'));
    await grantNow(builtinGrant('user'));
    await waitFor(() => expect(router.state.location.pathname).toBe(getRoute('Workplace')!.path));
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('opens the set-up of a second factor that a role of the session came to require', async () => {
    const user = builtinGrant('user');
    const { router, grantNow } = renderAt('SearchTable', user);
    await grantNow(user, { mustEnrolSecondFactor: true });
    await waitFor(() => expect(router.state.location.pathname).toBe(getRoute('SecondFactorSetup')!.path));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast).not.toHaveBeenCalled();
  });
});

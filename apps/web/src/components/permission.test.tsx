import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BuiltinRole, Grant, Role } from '@console/shared';
import { userInfoKeys } from '@/lib/session/current-user';
import { fakeProfile } from '@/test/fake-profile';
import { Permission } from './permission';

function renderAs(grant: BuiltinRole | Grant, ui: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(userInfoKeys.all, fakeProfile(grant));
  localStorage.setItem('token', 'test-token');
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { client, view };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('Permission', () => {
  it('shows the children to a listed role and removes them for another', () => {
    renderAs('admin', <Permission roles={['admin']}>admin action</Permission>);
    expect(screen.getByText('admin action')).toBeTruthy();
    cleanup();
    renderAs('user', <Permission roles={['admin']}>admin action</Permission>);
    expect(screen.queryByText('admin action')).toBeNull();
  });

  it('shows the children to everyone when the list is empty', () => {
    renderAs('user', <Permission roles={[]}>for all</Permission>);
    expect(screen.getByText('for all')).toBeTruthy();
  });

  it('re-evaluates when the role changes', async () => {
    const { client } = renderAs('admin', <Permission roles={['admin']}>admin action</Permission>);
    expect(screen.getByText('admin action')).toBeTruthy();
    client.setQueryData(userInfoKeys.all, fakeProfile('user', { roles: ['admin', 'user'] }));
    await waitFor(() => expect(screen.queryByText('admin action')).toBeNull());
  });

  it('shows the children to the roles holding a permission of the shared table', () => {
    renderAs('admin', <Permission to="policy.write">write</Permission>);
    expect(screen.getByText('write')).toBeTruthy();
    cleanup();
    renderAs('user', <Permission to="policy.write">write</Permission>);
    expect(screen.queryByText('write')).toBeNull();
    cleanup();
    renderAs('user', <Permission to="policy.read">read</Permission>);
    expect(screen.getByText('read')).toBeTruthy();
  });

  it('follows the session’s permissions, not its role’s name', async () => {
    const reader = { role: 'task-reader', permissions: ['task.read'] } satisfies Grant;
    const { client } = renderAs(reader, <Permission to="task.write">write</Permission>);
    expect(screen.queryByText('write')).toBeNull();
    // An administrator gives the role the write (the profile refetched): the button follows.
    client.setQueryData(userInfoKeys.all, fakeProfile({ ...reader, permissions: ['task.read', 'task.write'] }));
    expect(await screen.findByText('write')).toBeTruthy();
    // A role's name grants nothing by itself: only what the profile lists counts.
    cleanup();
    renderAs({ role: 'admin', permissions: ['task.read'] }, <Permission to="task.write">write</Permission>);
    expect(screen.queryByText('write')).toBeNull();
  });

  it('throws the documented error when roles is not an array', () => {
    const notAnArray = 'admin' as unknown as Role[];
    expect(() => renderAs('admin', <Permission roles={notAnArray}>x</Permission>)).toThrow(
      `need roles! Like v-permission="['admin','user']"`,
    );
  });
});

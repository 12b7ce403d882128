import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Role, UserInfo } from '@console/shared';
import { userInfoKeys } from '@/lib/session/current-user';
import { Permission } from './permission';

function renderAs(role: Role, ui: ReactNode) {
  const client = new QueryClient();
  client.setQueryData<Partial<UserInfo>>(userInfoKeys.all, { name: 'Test', role, roles: [role] });
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
    client.setQueryData<Partial<UserInfo>>(userInfoKeys.all, { name: 'Test', role: 'user', roles: ['admin', 'user'] });
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

  it('throws the documented error when roles is not an array', () => {
    const notAnArray = 'admin' as unknown as Role[];
    expect(() => renderAs('admin', <Permission roles={notAnArray}>x</Permission>)).toThrow(
      `need roles! Like v-permission="['admin','user']"`,
    );
  });
});

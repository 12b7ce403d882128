import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { getRoute, type BuiltinRole, type Grant } from '@console/shared';
import { userInfoKeys } from '@/lib/session/current-user';
import { fakeProfile } from '@/test/fake-profile';
import { workplaceKeys } from '../api/workplace-keys';
import { MoreLink } from './more-link';
import { QuickOperations } from './quick-operations';

/** The paths the Workplace's links lead to, for a session of `grant` that visited `visited` last. */
function linksOf(grant: BuiltinRole | Grant, visited: string[] = []): string[] {
  // Nothing is fetched: the profile and the visits are what the test puts in the cache.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData(userInfoKeys.all, fakeProfile(grant));
  client.setQueryData(
    workplaceKeys.recentVisits(),
    visited.map((name) => ({ name })),
  );
  const { container } = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <QuickOperations />
        <MoreLink to="DataAnalysis" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return [...container.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
}

const path = (name: string) => getRoute(name)!.path;

describe('the Workplace’s links', () => {
  afterEach(cleanup);

  it('lead an administrator to every quick operation and to the analysis', () => {
    expect(linksOf('admin')).toEqual(
      ['SearchTable', 'DataAnalysis', 'Setting', 'Card', 'Step', 'DataAnalysis'].map(path),
    );
  });

  it('lead a user only to the pages the user role opens, the recent ones included', () => {
    expect(linksOf('user', ['Monitor', 'Excel'])).toEqual(['SearchTable', 'Setting', 'Card', 'Excel'].map(path));
  });

  it('follow a custom role’s permissions', () => {
    expect(linksOf({ role: 'analyst', permissions: ['visualization.read'] })).toEqual(
      ['DataAnalysis', 'Setting', 'DataAnalysis'].map(path),
    );
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dictionary } from '@/lib/i18n/i18n-core';
import { userInfoKeys } from '@/lib/session/current-user';
import { fakeProfile } from '@/test/fake-profile';
import { speakIn } from '@/test/speak-in';
import { UserBanner } from './user-banner';

describe('UserBanner', () => {
  speakIn('en-US', import.meta.glob<Dictionary>('../locales/*.json', { eager: true, import: 'default' }));
  afterEach(cleanup);

  it('names a known job, organization and location in the current language, and shows others as stored', () => {
    const client = new QueryClient();
    const profile = { job: 'architect', jobName: '平台架构师', organization: 'lab', organizationName: '实验室' };
    client.setQueryData(
      userInfoKeys.all,
      fakeProfile('user', { ...profile, location: 'hangzhou', locationName: '杭州' }),
    );
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <UserBanner />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Platform architect')).toBeTruthy();
    expect(screen.getByText('Hangzhou')).toBeTruthy();
    expect(screen.getByText('实验室')).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { WalletTrend } from '@console/shared/wallet/schemas';
import type { Dictionary } from '@/lib/i18n/i18n-core';
import { queryClient } from '@/lib/query-client';
import { pictureOf, shownPicture, useChartPictures } from '@/test/chart-pictures';
import { useFakeServer } from '@/test/fake-server';
import { speakIn } from '@/test/speak-in';
import { SpendingTrend } from './spending-trend';

const fetchMock = vi.fn<typeof fetch>();
const answer = (data: unknown) => Promise.resolve(new Response(JSON.stringify({ code: 20000, msg: 'ok', data })));

const trend: WalletTrend = { range: 'month', xAxis: ['Nov 2026'], spending: [12.5], balance: [100] };

describe('SpendingTrend', () => {
  speakIn('en-US', import.meta.glob<Dictionary>('../locales/*.json', { eager: true, import: 'default' }));
  useFakeServer(fetchMock, 'user-session');
  const { turnedLive } = useChartPictures({ width: 640, height: 300 });

  it('asks for the server’s picture of the month trend with its data, and shows it without loading ECharts', async () => {
    fetchMock.mockImplementation((url) =>
      answer(String(url).includes('/charts/') ? { svg: pictureOf('spending-trend') } : trend),
    );
    render(
      <QueryClientProvider client={queryClient}>
        <SpendingTrend />
      </QueryClientProvider>,
    );
    const chart = screen.getByRole('img', { name: /Spending per month/ });
    await vi.waitFor(() => expect(shownPicture(chart)).toBe(pictureOf('spending-trend')));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      expect.stringMatching(
        /\/api\/user\/account\/charts\/spending-trend\?range=month&theme=light&width=640&height=300$/,
      ),
      expect.stringMatching(/\/api\/user\/account\/trend\?range=month$/),
    ]);
    expect(turnedLive).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectDetail } from '@console/shared/project/schemas';
import type { Dictionary } from '@/lib/i18n/i18n-core';
import { queryClient } from '@/lib/query-client';
import { pictureOf, shownPicture, useChartPictures } from '@/test/chart-pictures';
import { useFakeServer } from '@/test/fake-server';
import { speakIn } from '@/test/speak-in';
import { ProjectCharts } from './project-charts';

const fetchMock = vi.fn<typeof fetch>();

const detail = {
  id: 7,
  stats: { total: 5, done: 2, inProgress: 3, estimatedHours: 12 },
  tasksByType: [
    { type: 'frontEnd', count: 2 },
    { type: 'design', count: 0 },
    { type: 'backEnd', count: 3 },
  ],
  finishedPerDay: [{ day: '2026-11-28', count: 2 }],
} as ProjectDetail;

describe('ProjectCharts', () => {
  speakIn('en-US', import.meta.glob<Dictionary>('../locales/*.json', { eager: true, import: 'default' }));
  useFakeServer(fetchMock, 'user-session');
  const { turnedLive } = useChartPictures();

  it('shows the server’s pictures of both charts, at their measured size, without loading ECharts', async () => {
    fetchMock.mockImplementation((url) => {
      const chart = new URL(String(url), 'http://console.test').pathname.split('/').at(-1)!;
      return Promise.resolve(new Response(JSON.stringify({ code: 20000, msg: 'ok', data: { svg: pictureOf(chart) } })));
    });
    render(
      <QueryClientProvider client={queryClient}>
        <ProjectCharts detail={detail} />
      </QueryClientProvider>,
    );
    const types = screen.getByRole('img', { name: /Tasks by type/ });
    const finished = screen.getByRole('img', { name: /Tasks finished per day/ });
    await vi.waitFor(() => expect(shownPicture(types)).toBe(pictureOf('tasks-by-type')));
    expect(shownPicture(finished)).toBe(pictureOf('finished-per-day'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/\/api\/project\/7\/charts\/tasks-by-type\?theme=light&width=480&height=280$/),
      expect.stringMatching(/\/api\/project\/7\/charts\/finished-per-day\?theme=light&width=480&height=280$/),
    ]);
    expect(turnedLive).not.toHaveBeenCalled();
  });
});

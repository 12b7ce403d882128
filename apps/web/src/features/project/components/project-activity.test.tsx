import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectActivityPage } from '@console/shared/project/schemas';
import type { Dictionary } from '@/lib/i18n/i18n-core';
import { speakIn } from '@/test/speak-in';
import { projectActivityQueryOptions } from '../api/get-project-activity';
import { ProjectActivity } from './project-activity';

describe('ProjectActivity', () => {
  speakIn('en-US', import.meta.glob<Dictionary>('../locales/*.json', { eager: true, import: 'default' }));
  afterEach(cleanup);

  it('names the fields an edit changed as the forms label them', () => {
    const client = new QueryClient();
    const page: ProjectActivityPage = {
      total: 1,
      list: [
        {
          id: 1,
          actorName: 'admin',
          action: 'update',
          entityType: 'task',
          entityId: 56,
          label: 'T-2026-0056 Launch checklist',
          fields: ['name', 'estimatedHours', 'somethingNew'],
          createdTime: '2026-11-28T08:00:00.000Z',
        },
      ],
    };
    client.setQueryData(projectActivityQueryOptions(3, 1).queryKey, page);
    render(
      <QueryClientProvider client={client}>
        <ProjectActivity projectId={3} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('admin edited task T-2026-0056 Launch checklist')).toBeTruthy();
    expect(screen.getByText(/changed: Task name, Estimated hours, somethingNew/)).toBeTruthy();
  });
});

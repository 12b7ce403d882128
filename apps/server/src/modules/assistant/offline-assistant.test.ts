import { describe, expect, it } from 'vitest';
import { LIST_WINDOW } from '@console/shared';
import type { Task } from '@console/shared/project/schemas';
import { createOfflineAssistant, type AssistantSources } from './offline-assistant';
import './assistant.messages';

const TASK = {
  number: 'T-0001',
  name: 'Review',
  assigneeName: 'Wang',
  projectName: 'Console',
  finishTime: '2026-12-01',
} as Task;

const unused = () => Promise.reject(new Error('not asked'));

/** An assistant whose task list answers `page`, as the task service does. */
const assistantWith = (page: Awaited<ReturnType<AssistantSources['tasksInProgress']>>) =>
  createOfflineAssistant({
    allows: () => true,
    workplaceStats: unused,
    topAuthors: unused,
    policiesByStatus: unused,
    tasksInProgress: () => Promise.resolve(page),
  });

describe('the offline assistant on tasks in progress', () => {
  it('gives the exact number when the list counted them all, and how many it shows', async () => {
    const answer = await assistantWith({ list: [TASK], total: 3 }).answer('tasks in progress', 'en-US');
    expect(answer).toContain('**3 tasks in progress**. Showing 1, soonest due first:');
  });

  it('says a single task in the singular', async () => {
    expect(await assistantWith({ list: [TASK], total: 1 }).answer('tasks in progress', 'en-US')).toBe(
      '**1 task in progress**:\n\n- `T-0001` Review: Wang, project Console, due 2026-12-01',
    );
  });

  it('says "more than" when the list counted as far as its window', async () => {
    const page = { list: [TASK], total: LIST_WINDOW, totalCapped: true };
    expect(await assistantWith(page).answer('tasks in progress', 'en-US')).toContain(
      '**More than 1,000 tasks in progress**',
    );
    expect(await assistantWith(page).answer('进行中的任务', 'zh-CN')).toContain('**进行中的任务超过 1,000 个**');
  });
});

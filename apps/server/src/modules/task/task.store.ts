import { between, eq, ilike, inArray } from 'drizzle-orm';
import type { TaskSortField } from '@console/shared/project/constants';
import type { TaskFilter } from '@console/shared/project/schemas';
import type { Db } from '../../db/client';
import { members, projects, tasks } from '../../db/schema/projects';
import { containing, listStore, localizedContaining, versionedRows } from '../../kit/list-store';
import type { LocalizedText } from '../../lib/localized-text';

export type TaskRow = typeof tasks.$inferSelect;
/** Seed rows may also set the creation and completion times. */
export type NewTask = typeof tasks.$inferInsert;

const list = listStore<typeof tasks, TaskFilter, TaskSortField>({
  table: tasks,
  id: tasks.id,
  filters: {
    number: (number) => ilike(tasks.number, containing(number)),
    name: (name) => localizedContaining(tasks.name, name),
    type: (type) => eq(tasks.type, type),
    assignee: (assignee) => eq(tasks.assigneeId, assignee),
    finishTime: ([from, to]) => between(tasks.finishTime, from, to),
    createdTime: ([from, to]) => between(tasks.createdAt, new Date(from), new Date(to)),
    status: (status) => eq(tasks.status, status),
    projectId: (projectId) => eq(tasks.projectId, projectId),
  },
  sortColumns: { estimatedHours: tasks.estimatedHours, finishTime: tasks.finishTime, createdTime: tasks.createdAt },
});

const rows = versionedRows({ table: tasks, id: tasks.id, version: tasks.version, updatedAt: tasks.updatedAt });

/** Who and what a page of tasks names: its assignees and projects. */
export interface TaskNames {
  members: Map<number, { name: LocalizedText; avatar: string }>;
  projects: Map<number, LocalizedText>;
}

/** The tasks' SQL: the kit's list reads and versioned writes, and the names a page shows. */
export function createTaskStore(db: Db) {
  return {
    ...list(db),
    ...rows(db),

    async names(rows: readonly TaskRow[]): Promise<TaskNames> {
      const memberIds = [...new Set(rows.map((row) => row.assigneeId))];
      const projectIds = [...new Set(rows.map((row) => row.projectId))];
      const [people, owners] = await Promise.all([
        memberIds.length
          ? db
              .select({ id: members.id, name: members.name, avatar: members.avatar })
              .from(members)
              .where(inArray(members.id, memberIds))
          : [],
        projectIds.length
          ? db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, projectIds))
          : [],
      ]);
      return { members: new Map(people.map((p) => [p.id, p])), projects: new Map(owners.map((p) => [p.id, p.name])) };
    },

    async memberExists(id: number): Promise<boolean> {
      return (await db.select({ id: members.id }).from(members).where(eq(members.id, id))).length > 0;
    },

    async projectExists(id: number): Promise<boolean> {
      return (await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id))).length > 0;
    },
  };
}

export type TaskStore = ReturnType<typeof createTaskStore>;

import { and, asc, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { ProjectCategoryId, TaskStatus, TaskType } from '@console/shared/project/constants';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../lib/localized-text';
import { members, projects, tasks } from '../../db/schema/projects';
import { listStore, localizedContaining, versionedRows } from '../../kit/list-store';

export type MemberRow = typeof members.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;

/** The cards' filters: the category, a keyword in the name or description, archived or not. */
interface ProjectFilter {
  categoryId?: ProjectCategoryId;
  keyword?: string;
  archived?: boolean;
}

const list = listStore<typeof projects, ProjectFilter, 'createdTime'>({
  table: projects,
  id: projects.id,
  filters: {
    categoryId: (categoryId) => eq(projects.categoryId, categoryId),
    keyword: (keyword) =>
      sql`(${localizedContaining(projects.name, keyword)} or ${localizedContaining(projects.description, keyword)})`,
    archived: (archived) => eq(projects.archived, archived),
  },
  sortColumns: { createdTime: projects.createdAt },
});

const rows = versionedRows({
  table: projects,
  id: projects.id,
  version: projects.version,
  updatedAt: projects.updatedAt,
});

/** The figures of one project, computed from its tasks. */
export interface ProjectFigures {
  byStatus: { status: TaskStatus; count: number; hours: number }[];
  byType: { type: TaskType; count: number }[];
  /** Tasks completed per UTC day since `since` (days without any are absent). */
  finishedPerDay: { day: string; count: number }[];
}

/** The projects' SQL: the cards' reads (the kit's list), versioned writes, the team directory, a project's figures. */
export function createProjectStore(db: Db) {
  return {
    ...list(db),
    ...rows(db),

    async members(ids?: readonly number[]): Promise<MemberRow[]> {
      if (ids?.length === 0) return [];
      return db
        .select()
        .from(members)
        .where(ids ? inArray(members.id, [...ids]) : undefined)
        .orderBy(asc(members.id));
    },

    /** The numbers of the tasks among `ids` that exist. */
    /** The tasks' numbers and names, by id (tasks deleted since are missing). */
    async taskLabels(ids: readonly number[]): Promise<Map<number, { number: string; name: LocalizedText }>> {
      if (ids.length === 0) return new Map();
      const found = await db
        .select({ id: tasks.id, number: tasks.number, name: tasks.name })
        .from(tasks)
        .where(inArray(tasks.id, [...ids]));
      return new Map(found.map(({ id, ...label }) => [id, label]));
    },

    async figures(projectId: number, since: Date): Promise<ProjectFigures> {
      const day = sql<string>`to_char(${tasks.completedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const [byStatus, byType, finishedPerDay] = await Promise.all([
        db
          .select({ status: tasks.status, count: count(), hours: sum(tasks.estimatedHours).mapWith(Number) })
          .from(tasks)
          .where(eq(tasks.projectId, projectId))
          .groupBy(tasks.status),
        db
          .select({ type: tasks.type, count: count() })
          .from(tasks)
          .where(eq(tasks.projectId, projectId))
          .groupBy(tasks.type),
        db
          .select({ day, count: count() })
          .from(tasks)
          .where(and(eq(tasks.projectId, projectId), eq(tasks.status, 'done'), gte(tasks.completedAt, since)))
          .groupBy(day),
      ]);
      return { byStatus, byType, finishedPerDay };
    },
  };
}

export type ProjectStore = ReturnType<typeof createProjectStore>;

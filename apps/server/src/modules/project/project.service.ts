import { PROJECT_FINISHED_DAYS, TASK_TYPES } from '@console/shared/project/constants';
import type {
  Member,
  Project,
  ProjectActivityPage,
  ProjectArchiveInput,
  ProjectCardQuery,
  ProjectDetail,
  ProjectInput,
  ProjectPage,
  ProjectUpdateInput,
} from '@console/shared/project/schemas';
import type { Locale } from '@console/shared';
import type { ChartSnapshot, ChartSnapshotQuery } from '@console/shared/chart/schemas';
import {
  finishedPerDayOption,
  projectChartTexts,
  tasksByTypeOption,
  type ProjectChart,
} from '@console/shared/project/charts';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditLogRow, AuditStore } from '../../kit/audit';
import { auditedWrites, type Actor } from '../../kit/audited-writes';
import { translate } from '../../i18n/i18n';
import { fieldError, notFound } from '../../lib/app-error';
import { drawChart } from '../../lib/chart-snapshot';
import { asTyped, localize, retyped, type LocalizedText } from '../../lib/localized-text';
import type { MemberRow, ProjectRow, ProjectStore } from './project.store';

const DAY_MS = 24 * 3600_000;

export const toMember = (row: MemberRow, locale: Locale): Member => ({
  id: row.id,
  name: localize(row.name, locale),
  email: row.email,
  avatar: row.avatar,
});

/** The audit log's scope of a project and of its tasks: the project's activity lists them. */
export const projectScope = (projectId: number) => `project:${projectId}`;

/** What the audit log keeps of a project. */
const snapshot = ({ name, description, categoryId, ownerId, contributorIds, archived, version }: ProjectRow) => ({
  name,
  description,
  categoryId,
  ownerId,
  contributorIds,
  archived,
  version,
});

/** The UTC days from `PROJECT_FINISHED_DAYS - 1` days before `now` to `now`'s, oldest first. */
function lastDays(now: Date): string[] {
  return Array.from({ length: PROJECT_FINISHED_DAYS }, (_, i) =>
    new Date(now.getTime() - (PROJECT_FINISHED_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** A snapshot's text in `locale`: a plain string, or a name kept in every language. */
function snapshotText(value: unknown, locale: Locale): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return localize(value as LocalizedText, locale);
  return undefined;
}

/** A task as the activity names it: its number, then its name. */
const taskLabel = (number: string, name: string | undefined) => (name ? `${number} ${name}` : number);

/**
 * The label of an activity entry from its snapshots: a project's name, or a task's number and
 * name when the snapshots hold both (a creation or a deletion; an edit keeps only what changed).
 */
function snapshotLabel(row: AuditLogRow, locale: Locale): string | undefined {
  const field = (name: string) => snapshotText(row.after?.[name] ?? row.before?.[name], locale);
  if (row.entityType === 'project') return field('name');
  const number = field('number');
  const name = field('name');
  return number && name ? taskLabel(number, name) : undefined;
}

export function createProjectService(
  uow: UnitOfWork<{ rows: ProjectStore; audit: AuditStore }>,
  now: () => Date = () => new Date(),
) {
  const store = uow.read.rows;

  /** The team directory by id: a dozen rows, read before a write so its answer (and a 409's) needs no query. */
  const directory = async () => new Map((await store.members()).map((member) => [member.id, member]));

  const toProject = (row: ProjectRow, people: ReadonlyMap<number, MemberRow>, locale: Locale): Project => {
    const person = (id: number) => {
      const member = people.get(id);
      if (!member) throw new Error(`Project ${row.id} names member ${id}, who does not exist`);
      return toMember(member, locale);
    };
    const contributors = [row.ownerId, ...row.contributorIds].map(person);
    return {
      id: row.id,
      name: localize(row.name, locale),
      description: localize(row.description, locale),
      categoryId: row.categoryId,
      owner: person(row.ownerId),
      contributors,
      peopleNumber: contributors.length,
      createdTime: row.createdAt.toISOString(),
      archived: row.archived,
      version: row.version,
    };
  };

  /** The people a write names must be in the directory; the owner is never listed twice. */
  const team = ({ ownerId, contributorIds }: ProjectInput, people: ReadonlyMap<number, MemberRow>) => {
    const others = [...new Set(contributorIds)].filter((id) => id !== ownerId);
    if (!people.has(ownerId)) throw fieldError('ownerId', 'validation.memberUnknown');
    if (others.some((id) => !people.has(id))) throw fieldError('contributorIds', 'validation.memberUnknown');
    return { ownerId, contributorIds: others };
  };

  /** The kit's audited writes, answering in `locale` (a 409 carries the project as it is now). */
  const writes = (people: ReadonlyMap<number, MemberRow>, locale: Locale) =>
    auditedWrites(uow, {
      entityType: 'project',
      snapshot,
      toDto: (row: ProjectRow) => toProject(row, people, locale),
      conflictMessage: 'errors.projectVersionConflict',
      scope: (row) => projectScope(row.id),
    });

  const found = async (id: number) => {
    const row = await store.findById(id);
    if (!row) throw notFound();
    return row;
  };

  /** A project (404 when there is none) with the figures of its tasks, the detail's and its charts'. */
  const taskFigures = async (id: number) => {
    const days = lastDays(now());
    const [row, figures] = await Promise.all([found(id), store.figures(id, new Date(`${days[0]}T00:00:00Z`))]);
    const status = (name: 'done' | 'inProgress') => figures.byStatus.find((s) => s.status === name);
    const finished = new Map(figures.finishedPerDay.map((d) => [d.day, d.count]));
    return {
      row,
      stats: {
        total: figures.byStatus.reduce((total, s) => total + s.count, 0),
        done: status('done')?.count ?? 0,
        inProgress: status('inProgress')?.count ?? 0,
        estimatedHours: figures.byStatus.reduce((total, s) => total + s.hours, 0),
      },
      tasksByType: TASK_TYPES.map((type) => ({
        type,
        count: figures.byType.find((t) => t.type === type)?.count ?? 0,
      })),
      finishedPerDay: days.map((day) => ({ day, count: finished.get(day) ?? 0 })),
    };
  };

  return {
    /** The cards: live (not archived) projects, newest first. */
    async cards({ categoryId, keyword, current, pageSize }: ProjectCardQuery, locale: Locale): Promise<ProjectPage> {
      const [{ rows, ...total }, people] = await Promise.all([
        store.page(
          { categoryId, keyword, archived: false, current, pageSize },
          { field: 'createdTime', order: 'descend' },
        ),
        directory(),
      ]);
      return { list: rows.map((row) => toProject(row, people, locale)), ...total };
    },

    async members(locale: Locale): Promise<Member[]> {
      return (await store.members()).map((member) => toMember(member, locale));
    },

    async detail(id: number, locale: Locale): Promise<ProjectDetail> {
      const [{ row, ...figures }, people] = await Promise.all([taskFigures(id), directory()]);
      return { ...toProject(row, people, locale), ...figures };
    },

    /** The SVG of a chart's first view: the browser's option, from the detail's figures, in `locale` (ADR 052). */
    async chartSnapshot(
      id: number,
      chart: ProjectChart,
      query: ChartSnapshotQuery,
      locale: Locale,
    ): Promise<ChartSnapshot> {
      const figures = await taskFigures(id);
      // The task types' names are the task module's texts, registered with the app's messages.
      const texts = projectChartTexts((key) => translate(locale, key));
      const name = `project/${chart}`;
      return chart === 'tasks-by-type'
        ? drawChart(name, figures.tasksByType, query, locale, (data, isDark) => tasksByTypeOption(data, isDark, texts))
        : drawChart(name, figures.finishedPerDay, query, locale, (data, isDark) =>
            finishedPerDayOption(data, isDark, texts),
          );
    },

    /** Writes to the project and its tasks, newest first, from the audit log. */
    async activity(
      id: number,
      page: { current: number; pageSize: number },
      locale: Locale,
    ): Promise<ProjectActivityPage> {
      const project = await found(id);
      const { rows, total } = await uow.read.audit.scopePage(projectScope(id), page);
      const unlabelled = rows
        .filter((row) => row.entityType === 'task' && snapshotLabel(row, locale) === undefined)
        .map((row) => Number(row.entityId));
      const labels = await store.taskLabels(unlabelled);
      // A task deleted since is named by what its snapshots kept.
      const taskNow = (row: AuditLogRow) => {
        const task = labels.get(Number(row.entityId));
        if (task) return taskLabel(task.number, localize(task.name, locale));
        const number = snapshotText(row.after?.number ?? row.before?.number, locale);
        return number ?? `#${row.entityId}`;
      };
      const fallback = (row: AuditLogRow) =>
        row.entityType === 'task' ? taskNow(row) : localize(project.name, locale);
      return {
        list: rows.map((row) => ({
          id: row.id,
          actorName: row.actorName,
          action: row.action,
          entityType: row.entityType === 'task' ? 'task' : 'project',
          entityId: Number(row.entityId),
          label: snapshotLabel(row, locale) ?? fallback(row),
          fields:
            row.action === 'create' || row.action === 'delete'
              ? []
              : Object.keys(row.after ?? {}).filter((key) => key !== 'version'),
          createdTime: row.createdAt.toISOString(),
        })),
        total,
      };
    },

    async create(actor: Actor, input: ProjectInput, locale: Locale): Promise<Project> {
      const people = await directory();
      return writes(people, locale).create(actor, {
        name: asTyped(input.name),
        description: asTyped(input.description),
        categoryId: input.categoryId,
        ...team(input, people),
      });
    },

    async update(
      actor: Actor,
      id: number,
      { version, ...input }: ProjectUpdateInput,
      locale: Locale,
    ): Promise<Project> {
      const people = await directory();
      const members = team(input, people);
      return writes(people, locale).update(actor, id, version, (before) => ({
        name: retyped(before.name, input.name, locale),
        description: retyped(before.description, input.description, locale),
        categoryId: input.categoryId,
        ...members,
      }));
    },

    async setArchived(
      actor: Actor,
      id: number,
      { archived, version }: ProjectArchiveInput,
      locale: Locale,
    ): Promise<Project> {
      return writes(await directory(), locale).update(
        actor,
        id,
        version,
        { archived },
        archived ? 'archive' : 'restore',
      );
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;

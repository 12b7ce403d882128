import { DEFAULT_LOCALE, resolveSort, type Locale, type Sort } from '@console/shared';
import type { TaskSortField } from '@console/shared/project/constants';
import {
  earliestToday,
  type Task,
  type TaskExportQuery,
  type TaskFilter,
  type TaskInput,
  type TaskListQuery,
  type TaskPage,
  type TaskStatusInput,
  type TaskUpdateInput,
} from '@console/shared/project/schemas';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditStore } from '../../kit/audit';
import { auditedWrites, type Actor } from '../../kit/audited-writes';
import { fieldError } from '../../lib/app-error';
import { asTyped, localize, retyped } from '../../lib/localized-text';
import { projectScope } from '../project';
import type { NewTask, TaskNames, TaskRow, TaskStore } from './task.store';

/** Without a sort field the newest tasks come first (docs/product.md, Task table). */
const DEFAULT_SORT: Sort<TaskSortField> = { field: 'createdTime', order: 'descend' };
/** An export reads names for this many rows at a time. */
const NAME_BATCH = 500;

export function toTask(row: TaskRow, names: TaskNames, locale: Locale): Task {
  const assignee = names.members.get(row.assigneeId);
  const project = names.projects.get(row.projectId);
  if (!assignee || !project) throw new Error(`Task ${row.id} names a member or project that does not exist`);
  return {
    id: row.id,
    number: row.number,
    name: localize(row.name, locale),
    type: row.type,
    assignee: row.assigneeId,
    assigneeName: localize(assignee.name, locale),
    assigneeAvatar: assignee.avatar,
    estimatedHours: row.estimatedHours,
    finishTime: row.finishTime,
    createdTime: row.createdAt.toISOString(),
    status: row.status,
    projectId: row.projectId,
    projectName: localize(project, locale),
    version: row.version,
  };
}

/** What the audit log keeps of a task. */
const snapshot = ({
  number,
  name,
  type,
  assigneeId,
  estimatedHours,
  finishTime,
  status,
  projectId,
  version,
}: TaskRow) => ({
  number,
  name,
  type,
  assigneeId,
  estimatedHours,
  finishTime,
  status,
  projectId,
  version,
});

/** Marking a task done stamps when; reopening clears it. */
const completion = (status: TaskRow['status'], now: Date) => ({ status, completedAt: status === 'done' ? now : null });
/** A status change of `before`; the same status keeps its completion time. */
const statusChange = (status: TaskRow['status'], before: TaskRow, now: Date) =>
  before.status === status ? {} : completion(status, now);

export function createTaskService(
  uow: UnitOfWork<{ rows: TaskStore; audit: AuditStore }>,
  now: () => Date = () => new Date(),
) {
  const store = uow.read.rows;

  /** The kit's audited writes answering in `locale`; a task's entries go under its project. */
  const writes = (locale: Locale) =>
    auditedWrites(uow, {
      entityType: 'task',
      snapshot,
      toDto: async (row: TaskRow, { rows }) => toTask(row, await rows.names([row]), locale),
      conflictMessage: 'errors.taskVersionConflict',
      scope: (row) => projectScope(row.projectId),
    });

  /** The assignee and the project must exist (a 400 on the field, not a foreign-key failure). */
  const checkReferences = async ({ assignee, projectId }: Pick<TaskInput, 'assignee' | 'projectId'>) => {
    const [member, project] = await Promise.all([store.memberExists(assignee), store.projectExists(projectId)]);
    if (!member) throw fieldError('assignee', 'validation.memberUnknown');
    if (!project) throw fieldError('projectId', 'validation.projectUnknown');
  };

  return {
    async page(query: TaskListQuery, locale: Locale): Promise<TaskPage> {
      const { rows, ...total } = await store.page(query, resolveSort(query, DEFAULT_SORT));
      const names = await store.names(rows);
      return { list: rows.map((row) => toTask(row, names, locale)), ...total };
    },

    /** The whole filtered result in list order, for export. */
    async *exportRows(
      { sortField, sortOrder, ...filter }: Omit<TaskExportQuery, 'format'>,
      locale: Locale,
    ): AsyncGenerator<Task> {
      let batch: TaskRow[] = [];
      const flush = async function* () {
        const names = await store.names(batch);
        yield* batch.map((row) => toTask(row, names, locale));
        batch = [];
      };
      for await (const row of store.iterate(
        filter satisfies TaskFilter,
        resolveSort({ sortField, sortOrder }, DEFAULT_SORT),
      )) {
        batch.push(row);
        if (batch.length === NAME_BATCH) yield* flush();
      }
      yield* flush();
    },

    /** The server assigns the number. */
    async create(actor: Actor, { name, status, ...input }: TaskInput, locale: Locale): Promise<Task> {
      await checkReferences(input);
      const { assignee, ...fields } = input;
      const values: NewTask = { ...fields, assigneeId: assignee, name: asTyped(name), ...completion(status, now()) };
      return writes(locale).create(actor, values);
    },

    async update(
      actor: Actor,
      id: number,
      { version, name, status, assignee, ...fields }: TaskUpdateInput,
      locale: Locale,
    ): Promise<Task> {
      await checkReferences({ assignee, projectId: fields.projectId });
      return writes(locale).update(actor, id, version, (before) => {
        // A done task's past finish time may stay; a new one is not before today.
        if (fields.finishTime !== before.finishTime && fields.finishTime < earliestToday(now()))
          throw fieldError('finishTime', 'validation.finishTimePast');
        return {
          ...fields,
          assigneeId: assignee,
          name: retyped(before.name, name, locale),
          ...statusChange(status, before, now()),
        };
      });
    },

    /** Mark done or reopen (the detail drawer's toggle). */
    setStatus: (actor: Actor, id: number, { version, status }: TaskStatusInput, locale: Locale) =>
      writes(locale).update(actor, id, version, (before) => statusChange(status, before, now()), 'status'),

    // Deletes answer a count, in no language.
    remove: (actor: Actor, id: number) => writes(DEFAULT_LOCALE).remove(actor, id),
    removeMany: (actor: Actor, ids: number[]) => writes(DEFAULT_LOCALE).removeMany(actor, ids),
  };
}

export type TaskService = ReturnType<typeof createTaskService>;

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  TASK_HOURS,
  TASK_STATUSES,
  TASK_TYPES,
  type ProjectCategoryId,
  type TaskStatus,
  type TaskType,
} from '@console/shared/project/constants';
import { localizedText, localizedTexts, oneOf, searchIndexes } from './columns';

/**
 * The team directory: the people projects name as owner and contributors and tasks as assignee.
 * Names are catalogue text in both languages (docs/decisions/004).
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    name: localizedText('name'),
    email: text('email').notNull().unique(),
    avatar: text('avatar').notNull(),
  },
  // The global search finds a task by its assignee's name (docs/decisions/044-search-index.md).
  (t) => searchIndexes('members', localizedTexts('name', t.name)),
);

/**
 * Projects of the project cards. Seeded names and descriptions are in both languages; what an
 * administrator types is stored the same in both. `contributor_ids` lists the people besides the
 * owner, so one row (and one versioned write) holds the whole project.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: localizedText('name'),
    description: localizedText('description'),
    categoryId: smallint('category_id').$type<ProjectCategoryId>().notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => members.id),
    contributorIds: integer('contributor_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('projects_created_at_id_idx').on(t.createdAt, t.id),
    // The global search (docs/decisions/044-search-index.md).
    ...searchIndexes('projects', {
      ...localizedTexts('name', t.name),
      ...localizedTexts('description', t.description),
    }),
    check('projects_category_check', sql`${t.categoryId} in (1, 2, 3)`),
  ],
);

/** Task numbers count up across years; the year part is the year a task was numbered. */
export const taskNumbers = pgSequence('task_numbers', { startWith: 1 });

/**
 * Tasks of the task table. As for policies, each sort key has a `(key, id)` ascending index
 * (docs/decisions/004); `project_id` serves the detail page's task tab and figures.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    number: text('number')
      .notNull()
      .unique()
      .default(
        sql`('T-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || zero_padded(nextval('task_numbers'), 4))`,
      ),
    name: localizedText('name'),
    type: text('type').$type<TaskType>().notNull(),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => members.id),
    estimatedHours: doublePrecision('estimated_hours').notNull(),
    finishTime: date('finish_time', { mode: 'string' }).notNull(),
    status: text('status').$type<TaskStatus>().notNull(),
    /** When the task was last marked done; null while it is in progress. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('tasks_created_at_id_idx').on(t.createdAt, t.id),
    index('tasks_finish_time_id_idx').on(t.finishTime, t.id),
    index('tasks_estimated_hours_id_idx').on(t.estimatedHours, t.id),
    index('tasks_project_id_idx').on(t.projectId),
    // The global search (docs/decisions/044-search-index.md): the latest change first, the tasks of
    // the assignees found by name, and the number's and the name's indexes.
    index('tasks_updated_at_id_idx').on(t.updatedAt, t.id),
    index('tasks_assignee_id_idx').on(t.assigneeId),
    ...searchIndexes('tasks', { number: t.number, ...localizedTexts('name', t.name) }, { folded: true }),
    check('tasks_type_check', oneOf(t.type, TASK_TYPES)),
    check('tasks_status_check', oneOf(t.status, TASK_STATUSES)),
    check(
      'tasks_estimated_hours_check',
      sql`${t.estimatedHours} between ${sql.raw(String(TASK_HOURS.min))} and ${sql.raw(String(TASK_HOURS.max))} and ${t.estimatedHours} * 2 = floor(${t.estimatedHours} * 2)`,
    ),
  ],
);

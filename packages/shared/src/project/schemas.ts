import { z } from 'zod';
import {
  dateRangeSchema,
  dayRangeSchema,
  filterTextSchema,
  idParamSchema,
  idSchema,
  listSchemas,
  pageQueryShape,
  pickedDaySchema,
  pickedIdSchema,
  pageSchema,
  textSchema,
  versionSchema,
} from '../list';
import {
  PROJECT_CATEGORY_IDS,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_KEYWORD_MAX,
  PROJECT_NAME_MAX,
  PROJECT_PEOPLE_MAX,
  TASK_HOURS,
  TASK_NAME_MAX,
  TASK_NUMBER_MAX,
  TASK_SORT_FIELDS,
  TASK_STATUSES,
  TASK_TYPES,
} from './constants';

export { idParamsSchema } from '../list';

/**
 * Projects (the cards of `/project/card`, the detail page) and their tasks (the task table of
 * `/project/search-table`). The list contract: docs/decisions/004. Their endpoints are the
 * operations of `projectApi` and `taskApi` (./contract.ts).
 */

/** A person of the team directory: project owners, contributors and task assignees. */
export const memberSchema = z.object({ id: idSchema, name: z.string(), email: z.string(), avatar: z.string() });
export type Member = z.infer<typeof memberSchema>;
/** The team directory. */
export const memberListSchema = z.array(memberSchema);

export const projectCategoryIdSchema = z.literal(PROJECT_CATEGORY_IDS, { error: 'validation.option' });
/** `categoryId` in a query string. */
const categoryIdParamSchema = z.coerce.number({ error: 'validation.option' }).pipe(projectCategoryIdSchema);

export const projectSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  categoryId: projectCategoryIdSchema,
  owner: memberSchema,
  /** The people on the project, the owner first; `peopleNumber` counts them. */
  contributors: z.array(memberSchema),
  peopleNumber: z.number().int().min(0),
  /** ISO 8601 instant. */
  createdTime: z.string(),
  archived: z.boolean(),
  /** Optimistic-lock version: send it back with every edit. */
  version: z.number().int().positive(),
});
export type Project = z.infer<typeof projectSchema>;

/** The project cards' query (`projectApi.cards`): no `categoryId` means every category; archived projects are left out. */
export const projectCardQuerySchema = z.object({
  categoryId: categoryIdParamSchema.optional(),
  keyword: filterTextSchema(PROJECT_KEYWORD_MAX),
  ...pageQueryShape,
});
export type ProjectCardQuery = z.infer<typeof projectCardQuerySchema>;
export const projectPageSchema = pageSchema(projectSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;

/** The detail's query (`projectApi.detail`): `?id=`. */
export const projectDetailQuerySchema = z.object({ id: idParamSchema });

export const projectDetailSchema = projectSchema.extend({
  /** Figures computed from the project's tasks. */
  stats: z.object({ total: z.number(), done: z.number(), inProgress: z.number(), estimatedHours: z.number() }),
  tasksByType: z.array(z.object({ type: z.enum(TASK_TYPES), count: z.number() })),
  /** Tasks marked done on each of the last days (UTC), oldest first. */
  finishedPerDay: z.array(z.object({ day: z.string(), count: z.number() })),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** Editable fields of a project, shared by the create/edit dialog and the server. */
export const projectInputSchema = z.object({
  name: textSchema({ max: PROJECT_NAME_MAX, required: true }),
  categoryId: projectCategoryIdSchema,
  description: textSchema({ max: PROJECT_DESCRIPTION_MAX }),
  ownerId: pickedIdSchema('validation.ownerRequired'),
  /** Everyone else on the project (the owner is always on it). */
  contributorIds: z.array(idSchema).max(PROJECT_PEOPLE_MAX - 1, 'validation.tooMany'),
});
export type ProjectInput = z.infer<typeof projectInputSchema>;
export const projectUpdateSchema = projectInputSchema.extend({ version: versionSchema });
export type ProjectUpdateInput = z.infer<typeof projectUpdateSchema>;
export const projectArchiveSchema = z.object({
  archived: z.boolean({ error: 'validation.boolean' }),
  version: versionSchema,
});
export type ProjectArchiveInput = z.infer<typeof projectArchiveSchema>;

/** One entry of a project's activity: a write to the project or one of its tasks (from the audit log). */
export const projectActivitySchema = z.object({
  id: idSchema,
  actorName: z.string(),
  action: z.string(),
  entityType: z.enum(['project', 'task']),
  entityId: z.number(),
  /** The project's name or the task's number. */
  label: z.string(),
  /** The fields an update changed. */
  fields: z.array(z.string()),
  createdTime: z.string(),
});
export type ProjectActivity = z.infer<typeof projectActivitySchema>;
export const projectActivityQuerySchema = z.object({ id: idParamSchema, ...pageQueryShape });
export const projectActivityPageSchema = pageSchema(projectActivitySchema);
export type ProjectActivityPage = z.infer<typeof projectActivityPageSchema>;

export const taskTypeSchema = z.enum(TASK_TYPES, { error: 'validation.option' });
export const taskStatusSchema = z.enum(TASK_STATUSES, { error: 'validation.option' });

export const taskSchema = z.object({
  id: idSchema,
  /** `T-YYYY-NNNN`, assigned by the server, never changes. */
  number: z.string(),
  name: z.string(),
  type: taskTypeSchema,
  /** The assignee's member id; `assigneeName` and `assigneeAvatar` show them. */
  assignee: idSchema,
  assigneeName: z.string(),
  assigneeAvatar: z.string(),
  estimatedHours: z.number(),
  /** A day, `YYYY-MM-DD`. */
  finishTime: z.string(),
  /** ISO 8601 instant. */
  createdTime: z.string(),
  status: taskStatusSchema,
  projectId: idSchema,
  projectName: z.string(),
  version: z.number().int().positive(),
});
export type Task = z.infer<typeof taskSchema>;

/** Filters of the task list and of its export. */
export const taskFilterShape = {
  /** Case-insensitive "contains". */
  number: filterTextSchema(TASK_NUMBER_MAX),
  /** Case-insensitive "contains", in either language. */
  name: filterTextSchema(TASK_NAME_MAX),
  type: taskTypeSchema.optional(),
  assignee: idParamSchema.optional(),
  /** Inclusive days: a finish time is a day, not an instant. */
  finishTime: dayRangeSchema.optional(),
  /** Inclusive instants (see `dateRangeSchema`). */
  createdTime: dateRangeSchema.optional(),
  status: taskStatusSchema.optional(),
  projectId: idParamSchema.optional(),
};
export type TaskFilter = z.infer<z.ZodObject<typeof taskFilterShape>>;

const isHalfHour = (hours: number) => Number.isInteger(hours * 2);

/** The calendar day `now` is in at UTC−12, the last zone to reach a date: no user's today is earlier. */
export function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

/** A finish time an edit may set: not before today (the server takes the earliest zone's today). */
export const finishTimeSchema = pickedDaySchema('validation.finishTimeRequired').refine(
  (day) => day >= earliestToday(),
  'validation.finishTimePast',
);

const taskFields = {
  name: textSchema({ max: TASK_NAME_MAX, required: true }),
  type: taskTypeSchema,
  assignee: pickedIdSchema('validation.assigneeRequired'),
  estimatedHours: z
    .number({ error: 'validation.hoursRange' })
    .min(TASK_HOURS.min, 'validation.hoursRange')
    .max(TASK_HOURS.max, 'validation.hoursRange')
    .refine(isHalfHour, 'validation.hoursStep'),
  status: taskStatusSchema,
  projectId: pickedIdSchema('validation.projectRequired'),
};

/** A new task: its finish time not before today. */
export const taskInputSchema = z.object({ ...taskFields, finishTime: finishTimeSchema });
export type TaskInput = z.infer<typeof taskInputSchema>;
/**
 * An edit: a finish time already in the past may stay (a done task's), but a changed one must not
 * be before today; the server checks that against the stored day.
 */
export const taskUpdateSchema = z.object({
  ...taskFields,
  finishTime: pickedDaySchema('validation.finishTimeRequired'),
  version: versionSchema,
});
export type TaskUpdateInput = z.infer<typeof taskUpdateSchema>;
export const taskStatusInputSchema = z.object({ status: taskStatusSchema, version: versionSchema });
export type TaskStatusInput = z.infer<typeof taskStatusInputSchema>;

/** The task table on the list kit: its queries, its page and its writes. */
export const taskList = listSchemas({
  item: taskSchema,
  filters: taskFilterShape,
  sortFields: TASK_SORT_FIELDS,
  create: taskInputSchema,
  update: taskUpdateSchema,
});
export type TaskListQuery = z.infer<typeof taskList.query>;
export type TaskPage = z.infer<typeof taskList.page>;
export type TaskExportQuery = z.infer<typeof taskList.exportQuery>;

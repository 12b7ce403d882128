/** Projects, their people and their tasks (docs/product.md, Project cards, Project detail, Task table): enumerations and limits, without zod. */

/** Project categories by id (`categoryId`); the screens label them by key. */
export const PROJECT_CATEGORIES = { 1: 'software', 2: 'design', 3: 'promotion' } as const;
export type ProjectCategoryId = keyof typeof PROJECT_CATEGORIES;
export type ProjectCategoryKey = (typeof PROJECT_CATEGORIES)[ProjectCategoryId];
export const PROJECT_CATEGORY_IDS = [1, 2, 3] as const satisfies readonly ProjectCategoryId[];

export const PROJECT_NAME_MAX = 30;
export const PROJECT_DESCRIPTION_MAX = 200;
export const PROJECT_KEYWORD_MAX = 50;
/** People on one project, the owner included. */
export const PROJECT_PEOPLE_MAX = 50;
/** The project cards show this many per page. */
export const PROJECT_PAGE_SIZE = 12;
/** Days of the detail page's "tasks finished per day" line. */
export const PROJECT_FINISHED_DAYS = 14;
/** The demo seeds this many projects. */
export const PROJECT_DEMO_TOTAL = 18;

export const TASK_TYPES = ['frontEnd', 'design', 'backEnd'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const TASK_STATUSES = ['inProgress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** Columns the task list may be sorted by. Without `sortField` the newest tasks come first. */
export const TASK_SORT_FIELDS = ['estimatedHours', 'finishTime', 'createdTime'] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];
export const TASK_NAME_MAX = 50;
/** `T-YYYY-NNNN` and a little room: a number filter longer than this matches nothing. */
export const TASK_NUMBER_MAX = 16;
/** Estimated hours: 0.5 to 999 in steps of 0.5. */
export const TASK_HOURS = { min: 0.5, max: 999, step: 0.5 } as const;
/** The demo seeds this many tasks (like the 55 policies). */
export const TASK_DEMO_TOTAL = 55;

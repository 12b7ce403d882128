import type { Task } from '@console/shared/project/schemas';
import { translate } from '../../i18n/i18n';
import type { ExportSpec } from '../../kit/export-file';
import { formatDateTime } from '../../lib/format-time';
import './task.messages';

/** The export's columns: what the task table shows, labels in the caller's language. */
export const taskExport: ExportSpec<Task> = {
  name: 'tasks',
  sheetName: 'task.sheetName',
  columns: [
    { header: 'task.column.number', cell: (task) => task.number },
    { header: 'task.column.name', cell: (task) => task.name },
    { header: 'task.column.type', cell: (task, locale) => translate(locale, `task.type.${task.type}`) },
    { header: 'task.column.assignee', cell: (task) => task.assigneeName },
    { header: 'task.column.estimatedHours', cell: (task) => task.estimatedHours },
    { header: 'task.column.finishTime', cell: (task) => task.finishTime },
    { header: 'task.column.createdTime', cell: (task) => formatDateTime(new Date(task.createdTime)) },
    { header: 'task.column.status', cell: (task, locale) => translate(locale, `task.status.${task.status}`) },
    { header: 'task.column.project', cell: (task) => task.projectName },
  ],
};

import { useMemo, useState } from 'react';
import { taskInputSchema, taskUpdateSchema, type Task, type TaskInput } from '@console/shared/project/schemas';
import { ListPanel, ListScreen, type ListProps, type ListScreenTexts } from '@/components/list';
import { useTranslation } from '@/lib/i18n/i18n';
import { taskResource } from '../api/task-resource';
import { TaskDrawer } from './task-drawer';
import { NEW_TASK, TaskFormFields, useTaskColumns, useTaskFilters } from './task-fields';

/** An edit keeps a past finish time (the server refuses a new one before today). */
const taskEditSchema = taskUpdateSchema.omit({ version: true });

export interface TaskListProps {
  /** A project's own tasks (the detail page's tab): no project filter, new tasks go to it. */
  projectId?: number;
}

/**
 * The task table (docs/product.md, Task table) on the list kit: its page (`/project/search-table`), or, given a
 * project, the detail page's tasks tab. A task's name or "view" opens its drawer.
 */
export function TaskList({ projectId }: TaskListProps) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<Task>();
  const columns = useTaskColumns(setViewing);
  const filters = useTaskFilters();
  const texts = useMemo(
    (): ListScreenTexts<Task> => ({
      createTitle: t('task.modal.create'),
      editTitle: (task) => t('task.modal.edit', { number: task.number }),
      created: (task) => t('task.toast.created', { number: task.number }),
      saved: (task) => t('task.toast.saved', { number: task.number }),
      deleted: (count) => t('task.toast.deleted', { count }),
      confirmDelete: (task) => t('task.confirm.delete', { number: task.number }),
      confirmBatchDelete: (count) => t('task.confirm.batchDelete', { count }),
      selectRow: (task) => t('task.select', { number: task.number }),
    }),
    [t],
  );
  const fixedFilters = useMemo(() => (projectId === undefined ? undefined : { projectId }), [projectId]);
  const panel: ListProps<Task, TaskInput> = {
    id: 'tasks',
    resource: taskResource,
    columns,
    filters,
    writes: {
      permission: 'task.write',
      form: {
        schema: taskInputSchema,
        editSchema: taskEditSchema,
        fields: <TaskFormFields fixedProject={projectId !== undefined} />,
        defaults: NEW_TASK,
      },
      texts,
    },
    onView: setViewing,
    fixedFilters,
  };
  return (
    <>
      {projectId === undefined ? (
        <ListScreen title={t('task.title')} {...panel} />
      ) : (
        <ListPanel label={t('task.title')} {...panel} />
      )}
      <TaskDrawer task={viewing} onSaved={setViewing} onClose={() => setViewing(undefined)} />
    </>
  );
}

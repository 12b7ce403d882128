import { Button, Descriptions, Drawer, Message } from '@arco-design/web-react';
import { taskApi } from '@console/shared/project/contract';
import type { Task } from '@console/shared/project/schemas';
import { Permission } from '@/components/permission';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { taskResource } from '../api/task-resource';
import { MemberName, TaskStatusBadge, TaskTypeTag } from './project-options';
import styles from './project.module.css';

export interface TaskDrawerProps {
  /** The task shown; none: closed. */
  task: Task | undefined;
  /** A toggle saved the task: show it as it is now. */
  onSaved: (task: Task) => void;
  onClose: () => void;
}

/** A task's details (docs/product.md, Task table) with the mark done / reopen toggle (admin). */
export function TaskDrawer({ task, onSaved, onClose }: TaskDrawerProps) {
  const { t } = useTranslation();
  const { mutate, isPending } = taskResource.useRecordAction(taskApi.status);
  const toggle = (current: Task) => {
    const status = current.status === 'done' ? 'inProgress' : 'done';
    mutate(
      { id: current.id, input: { status, version: current.version } },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          Message.success(
            t(saved.status === 'done' ? 'task.toast.done' : 'task.toast.reopened', { number: saved.number }),
          );
        },
      },
    );
  };
  return (
    <Drawer
      width={480}
      title={task ? t('task.drawer.title', { number: task.number }) : ''}
      visible={task !== undefined}
      onCancel={onClose}
      footer={
        task && (
          <Permission to="task.write">
            <Button type="primary" loading={isPending} onClick={() => toggle(task)}>
              {task.status === 'done' ? t('task.drawer.reopen') : t('task.drawer.markDone')}
            </Button>
          </Permission>
        )
      }
    >
      {task && (
        <Descriptions
          className={styles.descriptions}
          column={1}
          labelStyle={{ width: 120 }}
          data={[
            { label: t('task.columns.number'), value: task.number },
            { label: t('task.columns.name'), value: task.name },
            { label: t('task.columns.project'), value: task.projectName },
            { label: t('task.columns.type'), value: <TaskTypeTag type={task.type} /> },
            { label: t('task.columns.assignee'), value: <MemberName id={task.assignee} name={task.assigneeName} /> },
            { label: t('task.columns.estimatedHours'), value: t('task.hours', { hours: task.estimatedHours }) },
            { label: t('task.columns.finishTime'), value: task.finishTime },
            { label: t('task.columns.createdTime'), value: formatDateTime(task.createdTime) },
            { label: t('task.columns.status'), value: <TaskStatusBadge status={task.status} /> },
          ]}
        />
      )}
    </Drawer>
  );
}

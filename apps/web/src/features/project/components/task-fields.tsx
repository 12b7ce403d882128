import { useMemo } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Select } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { TASK_HOURS, TASK_NAME_MAX, TASK_STATUSES, TASK_TYPES } from '@console/shared/project/constants';
import type { Task, TaskInput } from '@console/shared/project/schemas';
import type { ListFilter, SearchTableColumn } from '@/components/list';
import { formatDate, formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { projectCardsQueryOptions } from '../api/get-project-cards';
import { MemberName, MemberSelect, TaskOptionSelect, TaskStatusBadge, TaskTypeTag } from './project-options';
import styles from './project.module.css';

/** What a new task starts with; the server assigns its number. */
export const NEW_TASK: Partial<TaskInput> = { type: 'frontEnd', status: 'inProgress', estimatedHours: 8 };

/** The columns of the task table (docs/product.md, Task table); the kit adds the index and the operations. */
export function useTaskColumns(onOpen: (task: Task) => void): SearchTableColumn<Task>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'number', dataIndex: 'number', title: t('task.columns.number') },
      {
        key: 'name',
        dataIndex: 'name',
        title: t('task.columns.name'),
        render: (name: string, task: Task) => (
          <Button
            type="text"
            size="small"
            className={styles.nameLink}
            onClick={() => onOpen(task)}
            aria-label={t('task.open', { name, number: task.number })}
          >
            {name}
          </Button>
        ),
      },
      {
        key: 'type',
        dataIndex: 'type',
        title: t('task.columns.type'),
        render: (type: Task['type']) => <TaskTypeTag type={type} />,
      },
      {
        key: 'assignee',
        dataIndex: 'assigneeName',
        title: t('task.columns.assignee'),
        render: (_: string, task: Task) => <MemberName id={task.assignee} name={task.assigneeName} />,
      },
      {
        key: 'estimatedHours',
        dataIndex: 'estimatedHours',
        title: t('task.columns.estimatedHours'),
        sorter: true,
        render: (hours: number) => t('task.hours', { hours }),
      },
      { key: 'finishTime', dataIndex: 'finishTime', title: t('task.columns.finishTime'), sorter: true },
      {
        key: 'createdTime',
        dataIndex: 'createdTime',
        title: t('task.columns.createdTime'),
        sorter: true,
        render: (value: string) => formatDateTime(value),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('task.columns.status'),
        render: (status: Task['status']) => <TaskStatusBadge status={status} />,
      },
      { key: 'project', dataIndex: 'projectName', title: t('task.columns.project') },
    ],
    [onOpen, t],
  );
}

/** The filters of the task table. */
export function useTaskFilters(): ListFilter[] {
  const { t } = useTranslation();
  const all = t('task.form.all');
  return [
    { field: 'number', label: t('task.form.number'), kind: 'text', placeholder: t('task.form.number.placeholder') },
    { field: 'name', label: t('task.form.name'), kind: 'text', placeholder: t('task.form.name.placeholder') },
    {
      field: 'type',
      label: t('task.form.type'),
      kind: 'select',
      options: TASK_TYPES.map((value) => ({ value, label: t(`task.type.${value}`) })),
      placeholder: all,
    },
    {
      field: 'assignee',
      label: t('task.form.assignee'),
      kind: 'custom',
      render: () => <MemberSelect allowClear placeholder={all} />,
    },
    { field: 'finishTime', label: t('task.form.finishTime'), kind: 'dateRange' },
    { field: 'createdTime', label: t('task.form.createdTime'), kind: 'dateRange' },
    {
      field: 'status',
      label: t('task.form.status'),
      kind: 'select',
      options: TASK_STATUSES.map((value) => ({ value, label: t(`task.status.${value}`) })),
      placeholder: all,
    },
  ];
}

/** The live projects a task may belong to (every page of the cards' endpoint would be more than a select needs). */
function ProjectSelect(props: {
  value?: number;
  onChange?: (value: number) => void;
  disabled?: boolean;
  placeholder: string;
}) {
  const projects = useQuery(projectCardsQueryOptions({ pageSize: 100 }));
  return (
    <Select {...props} showSearch loading={projects.isPending}>
      {(projects.data?.list ?? []).map((project) => (
        <Select.Option key={project.id} value={project.id}>
          {project.name}
        </Select.Option>
      ))}
    </Select>
  );
}

/** The create/edit fields, named after `taskInputSchema`; a project's own table fixes the project. */
export function TaskFormFields({ fixedProject }: { fixedProject: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item field="name" label={t('task.form.name')} required>
        <Input maxLength={TASK_NAME_MAX} showWordLimit placeholder={t('task.form.name.placeholder')} />
      </Form.Item>
      <Form.Item field="projectId" label={t('task.form.project')} required>
        <ProjectSelect disabled={fixedProject} placeholder={t('task.form.project.placeholder')} />
      </Form.Item>
      <Form.Item field="type" label={t('task.form.type')} required>
        <TaskOptionSelect field="type" />
      </Form.Item>
      <Form.Item field="assignee" label={t('task.form.assignee')} required>
        <MemberSelect placeholder={t('task.form.assignee.placeholder')} />
      </Form.Item>
      <Form.Item field="estimatedHours" label={t('task.form.estimatedHours')} required>
        <InputNumber
          min={TASK_HOURS.min}
          max={TASK_HOURS.max}
          step={TASK_HOURS.step}
          precision={1}
          suffix={t('task.hours.unit')}
        />
      </Form.Item>
      <Form.Item field="finishTime" label={t('task.form.finishTime')} required>
        <DatePicker
          style={{ width: '100%' }}
          disabledDate={(day) => day.format('YYYY-MM-DD') < formatDate(new Date())}
        />
      </Form.Item>
      <Form.Item field="status" label={t('task.form.status')} required>
        <TaskOptionSelect field="status" />
      </Form.Item>
    </>
  );
}

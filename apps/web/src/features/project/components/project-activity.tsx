import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Empty, List, Pagination, Skeleton } from '@arco-design/web-react';
import type { ProjectActivity as Activity } from '@console/shared/project/schemas';
import { formatDateTime } from '@/lib/format';
import { messageKey, useTranslation, type MessageKey } from '@/lib/i18n/i18n';
import { ACTIVITY_PAGE_SIZE, projectActivityQueryOptions } from '../api/get-project-activity';
import styles from './project.module.css';

/** Known actions read as verbs; a module's future action still shows, by its identifier. */
const ACTIONS = ['create', 'update', 'delete', 'archive', 'restore', 'status'];

/** The label of each field an edit may change, as the forms name it; another field shows by its identifier. */
const FIELD_LABELS: Record<Activity['entityType'], Record<string, MessageKey>> = {
  project: {
    name: 'project.form.name',
    description: 'project.form.description',
    categoryId: 'project.form.category',
    ownerId: 'project.form.owner',
    contributorIds: 'project.form.contributors',
    archived: 'project.archived',
  },
  task: {
    number: 'task.columns.number',
    name: 'task.columns.name',
    type: 'task.columns.type',
    assigneeId: 'task.columns.assignee',
    estimatedHours: 'task.columns.estimatedHours',
    finishTime: 'task.columns.finishTime',
    status: 'task.columns.status',
    projectId: 'task.columns.project',
  },
};

/** The activity tab: who changed the project or its tasks, newest first, from the audit log. */
export function ProjectActivity({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const activity = useQuery(projectActivityQueryOptions(projectId, current));
  const describe = (entry: Activity) =>
    t(messageKey(`project.activity.${entry.entityType}.${ACTIONS.includes(entry.action) ? entry.action : 'other'}`), {
      actor: entry.actorName,
      label: entry.label,
      action: entry.action,
    });
  const fieldLabel = (entry: Activity, field: string) => {
    const key = FIELD_LABELS[entry.entityType][field];
    return key ? t(key) : field;
  };
  if (activity.isPending) return <Skeleton animation text={{ rows: 5 }} />;
  const entries = activity.data?.list ?? [];
  if (entries.length === 0) return <Empty description={t('project.activity.empty')} />;
  return (
    <>
      <List
        bordered={false}
        dataSource={entries}
        render={(entry: Activity) => (
          <List.Item key={entry.id}>
            <List.Item.Meta
              title={describe(entry)}
              description={
                <>
                  {formatDateTime(entry.createdTime)}
                  {entry.fields.length > 0 &&
                    ` · ${t('project.activity.fields', { fields: entry.fields.map((field) => fieldLabel(entry, field)).join(t('project.activity.fieldSeparator')) })}`}
                </>
              }
            />
          </List.Item>
        )}
      />
      <div className={styles.pagination}>
        <Pagination
          current={current}
          pageSize={ACTIVITY_PAGE_SIZE}
          total={activity.data?.total ?? 0}
          onChange={setCurrent}
          hideOnSinglePage
        />
      </div>
    </>
  );
}

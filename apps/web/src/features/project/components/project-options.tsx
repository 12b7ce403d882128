import { useQuery } from '@tanstack/react-query';
import { Avatar, Badge, Select, Space, Tag, Tooltip, type SelectProps } from '@arco-design/web-react';
import {
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_IDS,
  TASK_STATUSES,
  TASK_TYPES,
  type ProjectCategoryId,
  type TaskStatus,
  type TaskType,
} from '@console/shared/project/constants';
import type { Member } from '@console/shared/project/schemas';
import { useTranslation } from '@/lib/i18n/i18n';
import { membersQueryOptions } from '../api/get-members';
import styles from './project.module.css';

const CATEGORY_COLORS: Record<ProjectCategoryId, string> = { 1: 'arcoblue', 2: 'purple', 3: 'orangered' };
const TYPE_COLORS: Record<TaskType, string> = { frontEnd: 'cyan', design: 'purple', backEnd: 'green' };

/** A project's category as a coloured tag (a colour per category). */
export function CategoryTag({ categoryId }: { categoryId: ProjectCategoryId }) {
  const { t } = useTranslation();
  return (
    <Tag className={styles.tag} color={CATEGORY_COLORS[categoryId]}>
      {t(`project.category.${PROJECT_CATEGORIES[categoryId]}`)}
    </Tag>
  );
}

export function TaskTypeTag({ type }: { type: TaskType }) {
  const { t } = useTranslation();
  return (
    <Tag className={styles.tag} color={TYPE_COLORS[type]}>
      {t(`task.type.${type}`)}
    </Tag>
  );
}

/** Green for done, blue for in progress (docs/product.md, Task table). */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return <Badge status={status === 'done' ? 'success' : 'processing'} text={t(`task.status.${status}`)} />;
}

/** Dark shades, so the white initial reads at 4.5:1 in both themes. */
const AVATAR_COLORS = ['#0E42D2', '#551DB0', '#06686B', '#008026', '#A23511', '#A1151E'];

/**
 * A person's avatar: the first letter of their name on a colour of their own. (The directory's
 * `avatar` images are the console's role pictures, which say nothing about a person.)
 */
export function MemberAvatar({ member, size }: { member: Pick<Member, 'id' | 'name'>; size?: number }) {
  return (
    <Avatar
      size={size}
      style={{ backgroundColor: AVATAR_COLORS[member.id % AVATAR_COLORS.length] }}
      aria-label={member.name}
    >
      {member.name.slice(0, 1)}
    </Avatar>
  );
}

/** Up to four faces and "+N" (docs/product.md, Project cards); the "+N" in colours that read in both themes. */
export function MemberAvatars({ members }: { members: readonly Member[] }) {
  return (
    <Avatar.Group
      size={28}
      maxCount={4}
      maxStyle={{ backgroundColor: 'var(--color-fill-3)', color: 'var(--color-text-1)' }}
    >
      {members.map((member) => (
        <Tooltip key={member.id} content={member.name}>
          <MemberAvatar member={member} />
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}

/** A member's avatar and name. */
export function MemberName({ id, name }: Pick<Member, 'id' | 'name'>) {
  return (
    <Space size={8}>
      <MemberAvatar member={{ id, name }} size={24} />
      {name}
    </Space>
  );
}

type OptionSelectProps = Omit<SelectProps, 'children' | 'options'>;

export function CategorySelect(props: OptionSelectProps) {
  const { t } = useTranslation();
  return (
    <Select {...props}>
      {PROJECT_CATEGORY_IDS.map((id) => (
        <Select.Option key={id} value={id}>
          {t(`project.category.${PROJECT_CATEGORIES[id]}`)}
        </Select.Option>
      ))}
    </Select>
  );
}

const TASK_OPTIONS = {
  type: TASK_TYPES.map((value) => ({ value, label: `task.type.${value}` as const })),
  status: TASK_STATUSES.map((value) => ({ value, label: `task.status.${value}` as const })),
};

/** A select over a task's type or status, with localized labels. */
export function TaskOptionSelect({ field, ...rest }: OptionSelectProps & { field: keyof typeof TASK_OPTIONS }) {
  const { t } = useTranslation();
  return (
    <Select {...rest}>
      {TASK_OPTIONS[field].map(({ value, label }) => (
        <Select.Option key={value} value={value}>
          {t(label)}
        </Select.Option>
      ))}
    </Select>
  );
}

/** A select over the team directory (one person, or several with `mode="multiple"`). */
export function MemberSelect(props: OptionSelectProps) {
  const members = useQuery(membersQueryOptions());
  return (
    <Select
      {...props}
      loading={members.isPending}
      showSearch
      filterOption={(input, option) =>
        String((option as { props: { extra?: string } }).props.extra)
          .toLowerCase()
          .includes(input.toLowerCase())
      }
    >
      {(members.data ?? []).map((member: Member) => (
        <Select.Option key={member.id} value={member.id} extra={member.name}>
          {member.name}
        </Select.Option>
      ))}
    </Select>
  );
}

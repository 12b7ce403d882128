import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Descriptions,
  Grid,
  List,
  Message,
  Modal,
  Radio,
  Skeleton,
  Space,
  Statistic,
  Tag,
} from '@arco-design/web-react';
import { IconLeft } from '@arco-design/web-react/icon';
import { ApiCode, href } from '@console/shared';
import { PROJECT_CATEGORIES } from '@console/shared/project/constants';
import type { ProjectDetail } from '@console/shared/project/schemas';
import { PageContainer } from '@/components/page-container';
import { Permission } from '@/components/permission';
import { StatusResult } from '@/components/status-result';
import { ApiError } from '@/lib/http/api-client';
import { formatDate, formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { projectDetailQueryOptions, projectIdOf } from '../api/get-project-detail';
import { useArchiveProject } from '../api/project-writes';
import { ProjectActivity } from '../components/project-activity';
import { ProjectCharts } from '../components/project-charts';
import { ProjectDialog } from '../components/project-dialog';
import { CategoryTag, MemberAvatar, MemberAvatars } from '../components/project-options';
import { TaskList } from '../components/task-list';
import styles from '../components/project.module.css';

const ProjectNotFound = lazy(() => import('../components/project-not-found'));

const DetailLoading = () => (
  <Card>
    <Skeleton animation text={{ rows: 6 }} />
  </Card>
);

function ProjectHeader({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const archive = useArchiveProject();
  const [modal, holder] = Modal.useModal();
  const toggleArchive = () =>
    modal.confirm?.({
      title: t(project.archived ? 'project.confirm.restore.title' : 'project.confirm.archive.title'),
      content: t(project.archived ? 'project.confirm.restore' : 'project.confirm.archive', { name: project.name }),
      onOk: () =>
        archive
          .mutateAsync({ id: project.id, input: { archived: !project.archived, version: project.version } })
          .then(() =>
            Message.success(
              t(project.archived ? 'project.toast.restored' : 'project.toast.archived', { name: project.name }),
            ),
          ),
    });
  return (
    <Card>
      {holder}
      <h1 className={styles.headerTitle}>
        {project.name}
        <CategoryTag categoryId={project.categoryId} />
        {project.archived && <Tag>{t('project.archived')}</Tag>}
      </h1>
      <div>{project.description || t('project.noDescription')}</div>
      <div className={styles.headerMeta}>
        <MemberAvatars members={project.contributors} />
        <span>{t('project.people', { count: project.peopleNumber })}</span>
        <span>{t('project.createdOn', { date: formatDate(project.createdTime) })}</span>
        <Space wrap>
          <Button icon={<IconLeft />} onClick={() => void navigate(href('ProjectCard'))}>
            {t('project.back')}
          </Button>
          <Permission to="project.write">
            <Button type="primary" onClick={() => setEditing(true)}>
              {t('project.edit')}
            </Button>
            <Button onClick={toggleArchive}>{t(project.archived ? 'project.restore' : 'project.card.archive')}</Button>
          </Permission>
        </Space>
      </div>
      <ProjectDialog
        editing={editing ? { project } : null}
        onClose={() => setEditing(false)}
        onSaved={() => Message.success(t('project.toast.saved'))}
      />
    </Card>
  );
}

function ProjectStats({ project }: { project: ProjectDetail }) {
  const { t, i18n } = useTranslation();
  const tiles = [
    { key: 'total', value: project.stats.total },
    { key: 'done', value: project.stats.done },
    { key: 'inProgress', value: project.stats.inProgress },
    { key: 'hours', value: project.stats.estimatedHours },
  ] as const;
  return (
    // A wrapper carries the spacing: the row's gutter sets its own (negative) margins.
    <div className={styles.section}>
      <Grid.Row gutter={[16, 16]}>
        {tiles.map((tile) => (
          <Grid.Col key={tile.key} xs={12} lg={6}>
            <Card>
              <Statistic
                title={<span className={styles.statTitle}>{t(`project.stats.${tile.key}`)}</span>}
                value={formatCount(tile.value, i18n.language)}
                styleValue={{ fontSize: 24 }}
              />
            </Card>
          </Grid.Col>
        ))}
      </Grid.Row>
    </div>
  );
}

const TABS = ['overview', 'tasks', 'members', 'activity'] as const;
type Tab = (typeof TABS)[number];

/** Overview, tasks, members and activity; a switch above the shown part (as on the card list). */
function ProjectTabs({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('overview');
  return (
    <Card className={styles.section}>
      <Radio.Group
        type="button"
        value={tab}
        onChange={(key: Tab) => setTab(key)}
        aria-label={t('project.tabs')}
        className={styles.tabs}
      >
        {TABS.map((key) => (
          <Radio key={key} value={key}>
            {t(`project.tab.${key}`)}
          </Radio>
        ))}
      </Radio.Group>
      {tab === 'overview' && (
        <>
          <Descriptions
            className={styles.descriptions}
            column={{ xs: 1, md: 2, lg: 3 }}
            data={[
              { label: t('project.field.id'), value: project.id },
              {
                label: t('project.field.category'),
                value: t(`project.category.${PROJECT_CATEGORIES[project.categoryId]}`),
              },
              { label: t('project.field.owner'), value: project.owner.name },
              { label: t('project.field.created'), value: formatDate(project.createdTime) },
              { label: t('project.field.people'), value: project.peopleNumber },
            ]}
          />
          <ProjectCharts detail={project} />
        </>
      )}
      {tab === 'tasks' && <TaskList projectId={project.id} />}
      {tab === 'members' && (
        <List
          bordered={false}
          dataSource={project.contributors}
          render={(member) => (
            <List.Item key={member.id}>
              <List.Item.Meta
                avatar={<MemberAvatar member={member} />}
                title={member.id === project.owner.id ? `${member.name} · ${t('project.field.owner')}` : member.name}
                description={<a href={`mailto:${member.email}`}>{member.email}</a>}
              />
            </List.Item>
          )}
        />
      )}
      {tab === 'activity' && <ProjectActivity projectId={project.id} />}
    </Card>
  );
}

/** `/project/detail/:id` (docs/product.md, Project detail): each id is its own tab; an unknown id shows "project not found" in place. */
export default function ProjectDetailPage() {
  const id = projectIdOf(useParams().id);
  const detail = useQuery({ ...projectDetailQueryOptions(id ?? 0), enabled: id !== undefined });
  const notFound = id === undefined || (detail.error instanceof ApiError && detail.error.code === ApiCode.notFound);
  return (
    <PageContainer extraCrumbs={detail.data ? [detail.data.name] : []}>
      {notFound ? (
        <Suspense fallback={<DetailLoading />}>
          <ProjectNotFound />
        </Suspense>
      ) : detail.data ? (
        <>
          <ProjectHeader project={detail.data} />
          <ProjectStats project={detail.data} />
          <ProjectTabs project={detail.data} />
        </>
      ) : detail.isError ? (
        <Card>
          <StatusResult status="error" title={<DetailError onRetry={() => void detail.refetch()} />} />
        </Card>
      ) : (
        <DetailLoading />
      )}
    </PageContainer>
  );
}

function DetailError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical">
      <h1 className={styles.title}>{t('project.loadFailed')}</h1>
      <Button onClick={onRetry}>{t('project.retry')}</Button>
    </Space>
  );
}

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Grid, Input, Message, Modal, Pagination, Radio, Skeleton } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { href } from '@console/shared';
import { PROJECT_CATEGORIES, PROJECT_CATEGORY_IDS, PROJECT_PAGE_SIZE } from '@console/shared/project/constants';
import type { Project } from '@console/shared/project/schemas';
import { PageContainer } from '@/components/page-container';
import { usePermission } from '@/components/use-permission';
import { useTranslation } from '@/lib/i18n/i18n';
import { cardQueryOf, projectCardsQueryOptions } from '../api/get-project-cards';
import { useArchiveProject } from '../api/project-writes';
import { ProjectCard } from '../components/project-card';
import { ProjectDialog } from '../components/project-dialog';
import styles from '../components/project.module.css';

/** The search waits this long after the last keystroke (docs/product.md, Project cards). */
const SEARCH_DEBOUNCE_MS = 300;
const SPAN = { xs: 24, sm: 12, md: 12, lg: 8, xl: 6, xxl: 6 };

/** `/project/card`: the projects by category, searchable, 12 a page; tab, search and page live in the URL. */
export default function ProjectCardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = cardQueryOf(params);
  const cards = useQuery(projectCardsQueryOptions(query));
  const canWrite = usePermission().can('project.write');
  const archive = useArchiveProject();
  const [modal, modalHolder] = Modal.useModal();
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState(query.keyword ?? '');

  /** A new tab, keyword or page; a new tab or keyword starts at page 1. */
  const go = (next: { categoryId?: number; keyword?: string; current?: number }, replace = false) => {
    const merged = { categoryId: query.categoryId, keyword: query.keyword, current: 1, ...next };
    const search = new URLSearchParams();
    if (merged.categoryId) search.set('categoryId', String(merged.categoryId));
    if (merged.keyword) search.set('keyword', merged.keyword);
    if (merged.current > 1) search.set('current', String(merged.current));
    setParams(search, { replace });
  };

  // Follow the URL (back/forward) into the search box.
  useEffect(() => setSearch(query.keyword ?? ''), [query.keyword]);

  useEffect(() => {
    const keyword = search.trim() || undefined;
    if (keyword === query.keyword) return;
    const timer = setTimeout(() => go({ keyword }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `go` is rebuilt on every render; the search text and the URL's keyword decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, query.keyword]);

  const copyLink = (project: Project) => {
    const url = new URL(href('ProjectDetail', { id: project.id }), window.location.origin).href;
    navigator.clipboard.writeText(url).then(
      () => Message.success(t('project.toast.linkCopied')),
      () => Message.error(t('project.toast.linkNotCopied')),
    );
  };

  const askArchive = (project: Project) =>
    modal.confirm?.({
      title: t('project.confirm.archive.title'),
      content: t('project.confirm.archive', { name: project.name }),
      okText: t('project.card.archive'),
      okButtonProps: { status: 'danger' },
      onOk: () =>
        archive
          .mutateAsync({ id: project.id, input: { archived: true, version: project.version } })
          .then(() => Message.success(t('project.toast.archived', { name: project.name }))),
    });

  const list = cards.data?.list;
  return (
    <PageContainer>
      {modalHolder}
      <Card title={<h1 className={styles.title}>{t('project.cards.title')}</h1>}>
        <div className={styles.toolbar}>
          <Radio.Group
            type="button"
            name={t('project.cards.categories')}
            value={query.categoryId ?? 0}
            onChange={(value: number) => go({ categoryId: value || undefined })}
          >
            <Radio value={0}>{t('project.category.all')}</Radio>
            {PROJECT_CATEGORY_IDS.map((id) => (
              <Radio key={id} value={id}>
                {t(`project.category.${PROJECT_CATEGORIES[id]}`)}
              </Radio>
            ))}
          </Radio.Group>
          <div className={styles.toolbarRight}>
            <Input.Search
              className={styles.search}
              allowClear
              value={search}
              onChange={setSearch}
              placeholder={t('project.cards.search')}
              aria-label={t('project.cards.search')}
            />
            {canWrite && (
              <Button type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
                {t('project.cards.create')}
              </Button>
            )}
          </div>
        </div>
        {cards.isPending ? (
          <Grid.Row gutter={[16, 16]}>
            {Array.from({ length: 8 }, (_, i) => (
              <Grid.Col key={i} {...SPAN}>
                <Card>
                  <Skeleton animation text={{ rows: 4 }} />
                </Card>
              </Grid.Col>
            ))}
          </Grid.Row>
        ) : list && list.length > 0 ? (
          <Grid.Row gutter={[16, 16]}>
            {list.map((project) => (
              <Grid.Col key={project.id} {...SPAN}>
                <ProjectCard project={project} onCopyLink={copyLink} onArchive={canWrite ? askArchive : undefined} />
              </Grid.Col>
            ))}
          </Grid.Row>
        ) : (
          <Empty description={t('project.cards.empty')} />
        )}
        <div className={styles.pagination}>
          <Pagination
            current={query.current}
            pageSize={PROJECT_PAGE_SIZE}
            total={cards.data?.total ?? 0}
            showTotal
            hideOnSinglePage={false}
            onChange={(current) => go({ current })}
          />
        </div>
      </Card>
      <ProjectDialog
        editing={creating ? {} : null}
        onClose={() => setCreating(false)}
        onSaved={(project) => Message.success(t('project.toast.created', { name: project.name }))}
      />
    </PageContainer>
  );
}

import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Dropdown, Menu, Typography } from '@arco-design/web-react';
import { IconMore } from '@arco-design/web-react/icon';
import { href } from '@console/shared';
import type { Project } from '@console/shared/project/schemas';
import { useTranslation } from '@/lib/i18n/i18n';
import { CategoryTag, MemberAvatars } from './project-options';
import styles from './project.module.css';

export interface ProjectCardProps {
  project: Project;
  onCopyLink: (project: Project) => void;
  /** Admins only: asks to archive the project. */
  onArchive?: (project: Project) => void;
}

/** Clicks on the card's own controls do not also open the project. */
const stop = (event: MouseEvent) => event.stopPropagation();

/** One project of the cards (docs/product.md, Project cards): the whole card opens its detail page. */
export function ProjectCard({ project, onCopyLink, onArchive }: ProjectCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = href('ProjectDetail', { id: project.id });
  const more = (
    <Menu onClickMenuItem={(key) => (key === 'copy' ? onCopyLink(project) : onArchive?.(project))}>
      <Menu.Item key="copy">{t('project.card.copyLink')}</Menu.Item>
      {onArchive && <Menu.Item key="archive">{t('project.card.archive')}</Menu.Item>}
    </Menu>
  );
  return (
    <Card className={styles.card} hoverable onClick={() => void navigate(detail)}>
      <CategoryTag categoryId={project.categoryId} />
      <h2 className={styles.cardTitle}>
        <Link to={detail} onClick={stop}>
          {project.name}
        </Link>
      </h2>
      <Typography.Paragraph className={styles.cardDescription} ellipsis={{ rows: 2 }}>
        {project.description || t('project.noDescription')}
      </Typography.Paragraph>
      <div className={styles.cardPeople}>
        <MemberAvatars members={project.contributors} />
        <span>{t('project.people', { count: project.peopleNumber })}</span>
      </div>
      <div className={styles.cardFooter} onClick={stop}>
        <Link to={detail}>{t('project.card.detail')}</Link>
        <Dropdown droplist={more} trigger="click" position="br">
          <Button
            type="text"
            size="small"
            icon={<IconMore />}
            aria-label={t('project.card.more', { name: project.name })}
          />
        </Dropdown>
      </div>
    </Card>
  );
}

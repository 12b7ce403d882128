import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Grid, Skeleton } from '@arco-design/web-react';
import { href } from '@console/shared';
import { MY_PROJECT_LIMIT } from '@console/shared/user-centre/constants';
import type { MyProject } from '@console/shared/user-centre/schemas';
import { useTranslation } from '@/lib/i18n/i18n';
import { myProjectsQueryOptions } from '../api/get-my-projects';
import { BlockBody } from './block-body';
import styles from './user-centre.module.css';

/** Two projects a row up to lg, three from xl. */
const SPAN = { xs: 24, sm: 12, md: 12, lg: 12, xl: 8, xxl: 8 };
/** Avatars shown per project; the others are counted. */
const SHOWN = 4;

function ProjectItem({ project }: { project: MyProject }) {
  const { t } = useTranslation();
  const shown = project.contributors.slice(0, SHOWN);
  const others = project.peopleNumber - shown.length;
  return (
    <Card className={styles.project} bordered>
      <h3 className={styles.projectName}>
        <Link to={href('ProjectDetail', { id: project.id })}>{project.name}</Link>
      </h3>
      <p className={styles.projectDescription} title={project.description}>
        {project.description}
      </p>
      <div className={styles.people}>
        <Avatar.Group size={24} aria-label={t('userInfo.projects.people', { name: project.name })}>
          {shown.map((person) => (
            <Avatar key={person.email}>
              <img src={person.avatar} alt={person.name} title={person.name} />
            </Avatar>
          ))}
        </Avatar.Group>
        {others > 0 && <span>{t('userInfo.projects.others', { count: others })}</span>}
      </div>
    </Card>
  );
}

/** The projects the user takes part in, newest first. */
export function MyProjects() {
  const { t } = useTranslation();
  const projects = useQuery(myProjectsQueryOptions());
  const skeleton = (
    <Grid.Row gutter={[16, 16]}>
      {Array.from({ length: MY_PROJECT_LIMIT }, (_, i) => (
        <Grid.Col key={i} {...SPAN}>
          <Card bordered>
            <Skeleton animation text={{ rows: 3 }} />
          </Card>
        </Grid.Col>
      ))}
    </Grid.Row>
  );
  return (
    <Card
      title={<h2 className={styles.cardTitle}>{t('userInfo.projects.title')}</h2>}
      extra={
        <Link className={styles.link} to={href('ProjectCard')}>
          {t('userInfo.projects.more')}
        </Link>
      }
    >
      <BlockBody query={projects} skeleton={skeleton} empty={t('userInfo.projects.empty')}>
        {(list) => (
          <Grid.Row gutter={[16, 16]}>
            {list.map((project) => (
              <Grid.Col key={project.id} {...SPAN}>
                <ProjectItem project={project} />
              </Grid.Col>
            ))}
          </Grid.Row>
        )}
      </BlockBody>
    </Card>
  );
}

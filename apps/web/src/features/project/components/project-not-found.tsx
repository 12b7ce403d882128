import { Button, Card } from '@arco-design/web-react';
import Image404 from '@arco-design/web-react/es/Result/404';
import { Link } from 'react-router';
import { href } from '@console/shared';
import { StatusResult } from '@/components/status-result';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './project.module.css';

/** "Project not found", with Arco's 404 illustration: loaded when shown, not with the detail page. */
export default function ProjectNotFound() {
  const { t } = useTranslation();
  return (
    <Card>
      <StatusResult
        status="404"
        illustration={<Image404 />}
        title={<h1 className={styles.title}>{t('project.notFound')}</h1>}
        subTitle={t('project.notFound.detail')}
        extra={
          <Link to={href('ProjectCard')}>
            <Button type="primary">{t('project.back')}</Button>
          </Link>
        }
      />
    </Card>
  );
}

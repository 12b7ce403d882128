import { Button } from '@arco-design/web-react';
import Image404 from '@arco-design/web-react/es/Result/404';
import { useNavigate } from 'react-router';
import { StatusResult } from '@/components/status-result';
import { useTranslation } from '@/lib/i18n/i18n';
import { useLandingPath } from '@/lib/routing/use-landing-path';
import styles from './not-found-page.module.css';

/** Unknown paths: a 404 outside the layout with a way back (docs/product.md, Screens). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const landing = useLandingPath();
  return (
    <main className={styles.page}>
      <StatusResult
        status="404"
        illustration={<Image404 />}
        title={<h1 className={styles.title}>{t('exception.notFound')}</h1>}
        extra={
          <Button type="primary" onClick={() => navigate(landing)}>
            {t('exception.backHome')}
          </Button>
        }
      />
    </main>
  );
}

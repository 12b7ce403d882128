import type { ReactNode } from 'react';
import { Button } from '@arco-design/web-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n';
import { href } from '@console/shared';
import { useLandingPath } from '@/lib/routing/use-landing-path';
import { PageContainer } from '@/components/page-container';
import { StatusResult } from '@/components/status-result';
import styles from './exception-result.module.css';

interface ExceptionResultProps {
  status: '403' | '404' | '500';
  /** Arco's picture of the status, which each page imports alone. */
  illustration: ReactNode;
  /** Offer 'Retry': reload the page through the redirect route. */
  retry?: boolean;
}

/** An exception page: illustration, the product's sentence, Back to the landing route. */
export function ExceptionResult({ status, illustration, retry = false }: ExceptionResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const landing = useLandingPath();
  const reload = () => navigate(href('Redirect', { path: `${pathname}${search}` }));
  return (
    <PageContainer>
      <div className={styles.box}>
        <StatusResult
          status={status}
          illustration={illustration}
          title={<h1 className={styles.title}>{t(`exception.${status}`)}</h1>}
          extra={
            <div className={styles.actions}>
              {retry && <Button onClick={reload}>{t('exception.retry')}</Button>}
              <Button type="primary" onClick={() => navigate(landing)}>
                {t('exception.back')}
              </Button>
            </div>
          }
        />
      </div>
    </PageContainer>
  );
}

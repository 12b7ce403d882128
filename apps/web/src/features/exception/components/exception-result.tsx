import { Button, Result } from '@arco-design/web-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n';
import { href } from '@console/shared';
import { useLandingPath } from '@/lib/routing/use-landing-path';
import { PageContainer } from '@/components/page-container';
import styles from './exception-result.module.css';

interface ExceptionResultProps {
  status: '403' | '404' | '500';
  /** Offer 'Retry': reload the page through the redirect route. */
  retry?: boolean;
}

/** An exception page: illustration, the product's sentence, Back to the landing route. */
export function ExceptionResult({ status, retry = false }: ExceptionResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const landing = useLandingPath();
  const reload = () => navigate(href('Redirect', { path: `${pathname}${search}` }));
  return (
    <PageContainer>
      <div className={styles.box}>
        <Result
          status={status}
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

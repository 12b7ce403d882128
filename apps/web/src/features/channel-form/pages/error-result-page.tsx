import { Button } from '@arco-design/web-react';
import { IconLink } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router';
import { href } from '@console/shared';
import { PageContainer } from '@/components/page-container';
import { StatusResult } from '@/components/status-result';
import { useTranslation } from '@/lib/i18n/i18n';
import { useGoBack } from '@/lib/routing/use-go-back';
import styles from '../components/result.module.css';

/** Where a domain's ICP filing (the registration the first detail names) is done. */
const REGISTRATION_PROCESS_URL = 'https://beian.miit.gov.cn/';

/** `/result/error`: the submit error with its details; "return for correction" reopens the step form and its draft (docs/product.md, Results). */
export default function ErrorResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();

  return (
    <PageContainer>
      <div className={styles.wrapper}>
        <StatusResult
          className={styles.result}
          status="error"
          title={<h1 className={styles.title}>{t('result.error.title')}</h1>}
          subTitle={t('result.error.subTitle')}
          extra={
            <div className={styles.actions}>
              <Button onClick={goBack}>{t('result.error.goBack')}</Button>
              <Button type="primary" onClick={() => navigate(href('Step'))}>
                {t('result.error.retry')}
              </Button>
            </div>
          }
        />
        <section className={styles.box} aria-labelledby="result-error-details">
          <h2 id="result-error-details" className={styles.boxTitle}>
            {t('result.error.details')}
          </h2>
          <ol className={styles.details}>
            <li>
              {t('result.error.record')}
              <a
                className={styles.link}
                href={REGISTRATION_PROCESS_URL}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('result.error.recordLink')} (${t('result.error.newTab')})`}
              >
                <IconLink aria-hidden />
                {t('result.error.recordLink')}
              </a>
            </li>
            <li>{t('result.error.auth')}</li>
          </ol>
        </section>
      </div>
    </PageContainer>
  );
}

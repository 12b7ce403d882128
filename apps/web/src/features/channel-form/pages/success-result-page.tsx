import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton } from '@arco-design/web-react';
import { useNavigate } from 'react-router';
import { href } from '@console/shared';
import { PageContainer } from '@/components/page-container';
import { StatusResult } from '@/components/status-result';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { latestChannelFormQueryOptions } from '../api/get-latest-channel-form';
import { StageProgress } from '../components/stage-progress';
import styles from '../components/result.module.css';

/** `/result/success`: the success result with where the caller's latest channel form stands (docs/product.md, Results). */
export default function SuccessResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const latest = useQuery(latestChannelFormQueryOptions());
  const form = latest.data;

  let progress;
  if (latest.isPending) progress = <Skeleton animation text={{ rows: 2 }} />;
  else if (!form)
    progress = (
      <Empty
        description={
          <>
            <p>{t('result.empty')}</p>
            <Button type="primary" onClick={() => navigate(href('Step'))}>
              {t('result.empty.create')}
            </Button>
          </>
        }
      />
    );
  else
    progress = (
      <>
        <p className={styles.caption}>
          {t('result.progress.form', {
            number: form.number,
            name: form.activityName,
            time: formatDateTime(form.submittedTime),
          })}
        </p>
        <StageProgress form={form} />
      </>
    );

  return (
    <PageContainer>
      <div className={styles.wrapper} data-printable>
        <StatusResult
          className={styles.result}
          status="success"
          title={<h1 className={styles.title}>{t('result.success.title')}</h1>}
          subTitle={t('result.success.subTitle')}
          extra={
            <div className={styles.actions}>
              <Button onClick={() => window.print()}>{t('result.success.print')}</Button>
              <Button type="primary" onClick={() => navigate(href('ProjectSearchTable'))}>
                {t('result.success.projectList')}
              </Button>
            </div>
          }
        />
        <section className={styles.box} aria-labelledby="result-progress">
          <h2 id="result-progress" className={styles.boxTitle}>
            {t('result.progress')}
          </h2>
          {progress}
        </section>
      </div>
    </PageContainer>
  );
}

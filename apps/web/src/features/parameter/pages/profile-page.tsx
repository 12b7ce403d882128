import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty } from '@arco-design/web-react';
import { PageContainer } from '@/components/page-container';
import { StatusResult } from '@/components/status-result';
import { useTranslation } from '@/lib/i18n/i18n';
import { profileBasicQueryOptions } from '../api/get-profile-basic';
import { ApprovalCard } from '../components/approval-card';
import { OperationLog } from '../components/operation-log';
import { ParameterBlocks } from '../components/parameter-blocks';
import styles from '../components/parameter.module.css';

/**
 * `/profile/basic` (docs/product.md, Basic profile): where the latest parameter change stands, with cancel and
 * approve; the current parameters (the latest approved) and the original ones (approved before
 * them); the operation log of every change.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useQuery(profileBasicQueryOptions());
  const data = profile.data;

  return (
    <PageContainer>
      <div className={styles.stack}>
        <ApprovalCard status={data?.status} latest={data?.latestRequest} />
        {profile.isError ? (
          <Card bordered={false}>
            <StatusResult
              status="error"
              subTitle={t('parameter.loadError')}
              extra={<Button onClick={() => void profile.refetch()}>{t('parameter.retry')}</Button>}
            />
          </Card>
        ) : (
          <>
            <Card bordered={false} title={<h2 className={styles.title}>{t('profile.current')}</h2>}>
              <ParameterBlocks parameters={data} />
            </Card>
            <Card bordered={false} title={<h2 className={styles.title}>{t('profile.original')}</h2>}>
              {data && !data.original ? (
                <Empty description={t('profile.noOriginal')} />
              ) : (
                <ParameterBlocks parameters={data?.original ?? undefined} original />
              )}
            </Card>
          </>
        )}
        <OperationLog />
      </div>
    </PageContainer>
  );
}

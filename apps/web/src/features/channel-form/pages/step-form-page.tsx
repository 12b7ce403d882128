import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Skeleton } from '@arco-design/web-react';
import { PageContainer } from '@/components/page-container';
import { StatusResult } from '@/components/status-result';
import { useTranslation } from '@/lib/i18n/i18n';
import { channelFormDraftQueryOptions } from '../api/get-channel-form-draft';
import { ChannelFormWizard } from '../components/channel-form-wizard';
import styles from '../components/channel-form.module.css';

/** `/form/step`: the channel form in three steps, resuming the user's draft (docs/product.md, Step form). */
export default function StepFormPage() {
  const { t } = useTranslation();
  const draft = useQuery(channelFormDraftQueryOptions());
  // Each "again" is a new form; the one before it stays submitted.
  const [round, setRound] = useState(0);

  let body;
  if (draft.isPending) body = <Skeleton animation text={{ rows: 6 }} />;
  else if (draft.isError)
    body = (
      <StatusResult
        status="error"
        subTitle={t('channelForm.draft.error')}
        extra={<Button onClick={() => void draft.refetch()}>{t('channelForm.draft.retry')}</Button>}
      />
    );
  else body = <ChannelFormWizard key={round} draft={draft.data} onAgain={() => setRound((n) => n + 1)} />;

  return (
    <PageContainer>
      <Card bordered={false} title={<h1 className={styles.title}>{t('channelForm.title')}</h1>}>
        {body}
      </Card>
    </PageContainer>
  );
}

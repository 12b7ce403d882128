import { Button } from '@arco-design/web-react';
import { useNavigate } from 'react-router';
import { href } from '@console/shared';
import type { ChannelForm } from '@console/shared/channel-form/schemas';
import { StatusResult } from '@/components/status-result';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './channel-form.module.css';

/** Step 3: the submission succeeded; view where the form stands, or start another. */
export function SubmittedResult({ form, onAgain }: { form: ChannelForm; onAgain: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <StatusResult
        status="success"
        title={<h2 className={styles.title}>{t('channelForm.success.title')}</h2>}
        subTitle={
          <>
            {t('channelForm.success.subTitle')}
            <br />
            {t('channelForm.success.number', { number: form.number })}
          </>
        }
        extra={
          <div className={styles.resultActions}>
            <Button type="primary" onClick={() => navigate(href('Success'))}>
              {t('channelForm.button.view')}
            </Button>
            <Button onClick={onAgain}>{t('channelForm.button.again')}</Button>
          </div>
        }
      />
      <section className={styles.about} aria-labelledby="channel-form-about">
        <h3 id="channel-form-about" className={styles.aboutTitle}>
          {t('channelForm.about.title')}
        </h3>
        <p className={styles.aboutText}>{t('channelForm.about.text')}</p>
      </section>
    </>
  );
}

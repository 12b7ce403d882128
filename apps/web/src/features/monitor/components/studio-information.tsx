import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Skeleton } from '@arco-design/web-react';
import {
  STUDIO_CATEGORY_MAX,
  STUDIO_NOTIFICATION_MAX,
  STUDIO_TAG_MAX,
  STUDIO_TITLE_MAX,
} from '@console/shared/monitor/constants';
import { studioInfoSchema, type Studio, type StudioInfo } from '@console/shared/monitor/schemas';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { useTranslation } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/toast';
import { useSaveStudioInfo, useStudio } from '../api/monitor-api';
import styles from './monitor.module.css';

const FIELDS = ['title', 'notification', 'category', 'tag'] as const;

const infoOf = ({ title, notification, category, tag }: Studio): StudioInfo => ({ title, notification, category, tag });
const sameInfo = (a: Partial<StudioInfo>, b: Partial<StudioInfo>) =>
  FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? ''));

/** The studio's title, online notification, category and tag, checked by the server's own schema. */
export function StudioInformation() {
  const { t } = useTranslation();
  const { data: studio } = useStudio();
  const { form, check, revalidate, showServerErrors } = useSchemaForm(studioInfoSchema, FIELDS);
  const save = useSaveStudioInfo();
  const saved = studio ? infoOf(studio) : undefined;
  // The information the form was filled with: what another viewer saves since replaces it, unless
  // the form was edited meanwhile (then an alert offers to load it).
  const [shown, setShown] = useState<StudioInfo | undefined>();
  const changedElsewhere = saved !== undefined && shown !== undefined && !sameInfo(saved, shown);

  const load = (info: StudioInfo) => {
    form.setFields(Object.fromEntries(FIELDS.map((field) => [field, { value: info[field], error: undefined }])));
    setShown(info);
  };

  useEffect(() => {
    if (!saved || (shown && sameInfo(saved, shown))) return;
    if (!shown || sameInfo(form.getFieldsValue() as Partial<StudioInfo>, shown)) load(saved);
  });

  const submit = () => {
    const { values } = check();
    if (!values) return;
    save.mutate(values, {
      onSuccess: (studio) => {
        toast('success', t('monitor.info.saved'));
        setShown(infoOf(studio));
      },
      onError: showServerErrors,
    });
  };

  return (
    <Card title={<h2 className={styles.cardTitle}>{t('monitor.info.title')}</h2>}>
      {!studio && <Skeleton text={{ rows: 6 }} animation />}
      {changedElsewhere && (
        <Alert
          className={styles.alert}
          type="info"
          content={t('monitor.info.changedElsewhere')}
          action={
            <Button size="mini" type="text" onClick={() => saved && load(saved)}>
              {t('monitor.info.load')}
            </Button>
          }
        />
      )}
      <Form
        form={form}
        layout="vertical"
        className={studio ? undefined : styles.hidden}
        onValuesChange={revalidate}
        onSubmit={submit}
      >
        <Form.Item label={t('monitor.info.studioTitle')} field="title" required>
          <Input
            maxLength={STUDIO_TITLE_MAX}
            placeholder={t('monitor.info.titlePlaceholder', { name: studio?.ownerName ?? '' })}
          />
        </Form.Item>
        <Form.Item label={t('monitor.info.notification')} field="notification" required>
          <Input.TextArea maxLength={STUDIO_NOTIFICATION_MAX} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item label={t('monitor.info.category')} field="category" required>
          <Input maxLength={STUDIO_CATEGORY_MAX} />
        </Form.Item>
        <Form.Item label={t('monitor.info.tag')} field="tag">
          <Input maxLength={STUDIO_TAG_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" long loading={save.isPending}>
          {t('monitor.info.save')}
        </Button>
      </Form>
    </Card>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Skeleton } from '@arco-design/web-react';
import { STUDIO_CATEGORY_MAX, STUDIO_NOTIFICATION_MAX, STUDIO_TAG_MAX, STUDIO_TITLE_MAX } from '@console/shared/monitor/constants';
import { studioInfoSchema, type Studio, type StudioInfo } from '@console/shared/monitor/schemas';
import { useSchemaForm } from '@/components/crud-modal';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSaveStudioInfo, useStudio } from '../api/monitor-api';
import styles from './monitor.module.css';

const FIELDS = ['title', 'notification', 'category', 'tag'] as const;

const infoOf = ({ title, notification, category, tag }: Studio): StudioInfo => ({ title, notification, category, tag });
const sameInfo = (a: StudioInfo, b: StudioInfo) => FIELDS.every((field) => a[field] === b[field]);

/** The studio's title, online notification, category and tag, checked by the server's own schema. */
export function StudioInformation() {
  const { t } = useTranslation();
  const { data: studio } = useStudio();
  const { form, check, revalidate, showServerErrors } = useSchemaForm(studioInfoSchema, FIELDS);
  const save = useSaveStudioInfo();
  const [editing, setEditing] = useState(false);
  const saved = studio ? infoOf(studio) : undefined;
  // What another viewer saved replaces the form unless this one is being edited.
  const [shown, setShown] = useState<StudioInfo | undefined>();
  const changedElsewhere = editing && saved !== undefined && shown !== undefined && !sameInfo(saved, shown);

  useEffect(() => {
    if (!saved || editing) return;
    if (shown && sameInfo(saved, shown)) return;
    form.setFieldsValue(saved);
    setShown(saved);
  }, [saved, editing, shown, form]);

  const reload = () => {
    if (!saved) return;
    form.setFieldsValue(saved);
    form.clearFields([...FIELDS]);
    setShown(saved);
    setEditing(false);
  };

  const submit = () => {
    const { values } = check();
    if (!values) return;
    save.mutate(values, {
      onSuccess: (studio) => {
        toast('success', t('monitor.info.saved'));
        setShown(infoOf(studio));
        setEditing(false);
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
            <Button size="mini" type="text" onClick={reload}>
              {t('monitor.info.load')}
            </Button>
          }
        />
      )}
      <Form
        form={form}
        layout="vertical"
        className={studio ? undefined : styles.hidden}
        onValuesChange={(changed) => {
          setEditing(true);
          revalidate(changed);
        }}
        onSubmit={submit}
      >
        <Form.Item label={t('monitor.info.studioTitle')} field="title" required>
          <Input maxLength={STUDIO_TITLE_MAX} placeholder={t('monitor.info.titlePlaceholder', { name: studio?.ownerName ?? '' })} />
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

import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Message, Skeleton } from '@arco-design/web-react';
import { useNavigate } from 'react-router';
import { href, TEXT_MAX_WORDS } from '@console/shared';
import { parameterSetSchema, type ProfileBasic } from '@console/shared/parameter/schemas';
import { StatusResult } from '@/components/status-result';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { PageContainer } from '@/components/page-container';
import { useTranslation } from '@/lib/i18n/i18n';
import { profileBasicQueryOptions } from '../api/get-profile-basic';
import { useSubmitGroupForm } from '../api/submit-group-form';
import { AudioFields, PARAMETER_FIELDS, RATE_FIELDS, VideoFields } from '../components/parameter-fields';
import styles from '../components/parameter.module.css';

/** The form, filled with the current parameters; a submission asks for a change (docs/product.md, Group form). */
function GroupForm({ profile }: { profile: ProfileBasic }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, check, showServerErrors } = useSchemaForm(parameterSetSchema, PARAMETER_FIELDS);
  const submission = useSubmitGroupForm();
  // Set at once, before any re-render: a second click of the same gesture finds it taken.
  const submitting = useRef(false);
  const pending = profile.latestRequest?.status === 'auditing' ? profile.latestRequest : null;

  const onValuesChange = (changed: Record<string, unknown>) => {
    const fields = Object.keys(changed);
    check(fields.some((field) => RATE_FIELDS.includes(field)) ? [...fields, ...RATE_FIELDS] : fields);
  };

  const submit = async () => {
    if (submitting.current) return;
    const { values } = check();
    if (!values) return;
    submitting.current = true;
    try {
      const request = await submission.mutateAsync(values);
      Message.success(t('groupForm.submitted', { number: request.contentNumber }));
      navigate(href('Basic'));
    } catch (error) {
      showServerErrors(error);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ video: profile.video, audio: profile.audio, description: profile.description }}
      onValuesChange={onValuesChange}
      onSubmit={() => void submit()}
    >
      <div className={styles.stack}>
        {pending ? (
          <Alert
            type="warning"
            content={t('groupForm.pending', { number: pending.contentNumber })}
            action={
              <Button size="small" onClick={() => navigate(href('Basic'))}>
                {t('groupForm.pending.open')}
              </Button>
            }
          />
        ) : (
          <p className={styles.intro}>{t('groupForm.intro')}</p>
        )}
        <Card bordered={false} title={<h2 className={styles.title}>{t('groupForm.video')}</h2>}>
          <VideoFields />
        </Card>
        <Card bordered={false} title={<h2 className={styles.title}>{t('groupForm.audio')}</h2>}>
          <AudioFields />
        </Card>
        <Card bordered={false} title={<h2 className={styles.title}>{t('groupForm.description')}</h2>}>
          <Form.Item field="description" label={t('parameter.label.description')}>
            <Input.TextArea
              maxLength={TEXT_MAX_WORDS}
              showWordLimit
              autoSize={{ minRows: 3, maxRows: 6 }}
              placeholder={t('parameter.placeholder.description')}
            />
          </Form.Item>
        </Card>
      </div>
      <div className={styles.actionBar}>
        <Button onClick={() => form.resetFields()} disabled={submission.isPending}>
          {t('groupForm.reset')}
        </Button>
        <Button type="primary" htmlType="submit" loading={submission.isPending} disabled={pending !== null}>
          {t('groupForm.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** `/form/group`: video and audio parameters and a description; submitting asks for the change. */
export default function GroupFormPage() {
  const { t } = useTranslation();
  const profile = useQuery(profileBasicQueryOptions());

  let body;
  if (profile.isPending) body = <Skeleton animation text={{ rows: 8 }} />;
  else if (profile.isError)
    body = (
      <StatusResult
        status="error"
        subTitle={t('parameter.loadError')}
        extra={<Button onClick={() => void profile.refetch()}>{t('parameter.retry')}</Button>}
      />
    );
  else body = <GroupForm profile={profile.data} />;

  return (
    <PageContainer>
      <h1 className={styles.visuallyHidden}>{t('menu.form.group')}</h1>
      {body}
    </PageContainer>
  );
}

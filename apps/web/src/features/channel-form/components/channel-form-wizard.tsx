import { useRef, useState } from 'react';
import { Button, Form, Steps } from '@arco-design/web-react';
import {
  CHANNEL_FORM_DEFAULTS,
  CHANNEL_FORM_STEP_FIELDS,
  type ChannelFormDraftStep,
} from '@console/shared/channel-form/constants';
import {
  channelFormInputSchema,
  type ChannelForm,
  type ChannelFormDraft,
  type ChannelFormDraftData,
} from '@console/shared/channel-form/schemas';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { useSettings } from '@/stores/settings';
import { useSubmitChannelForm } from '../api/submit-channel-form';
import { useDraftAutosave } from '../use-draft-autosave';
import { BaseInfoFields, ChannelInfoFields } from './channel-form-fields';
import { SubmittedResult } from './submitted-result';
import styles from './channel-form.module.css';

const FIELDS: readonly string[] = [...CHANNEL_FORM_STEP_FIELDS[1], ...CHANNEL_FORM_STEP_FIELDS[2]];
const STEP_ONE: readonly string[] = CHANNEL_FORM_STEP_FIELDS[1];

/** What the form holds, as a draft keeps it: the fields that have a value. */
function draftData(values: Record<string, unknown>): ChannelFormDraftData {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
  ) as ChannelFormDraftData;
}

export interface ChannelFormWizardProps {
  /** The user's unfinished form, resumed at its step; null starts a new one. */
  draft: ChannelFormDraft | null;
  /** "Again" after a submission: a new, empty form. */
  onAgain: () => void;
}

/**
 * The three steps (docs/product.md, Step form): base information, channel information (submits), the result.
 * What the user types is kept as their draft on the server; the shared schema checks each step
 * before it moves on, and the server's issues show under their fields (back on step 1 if needed).
 */
export function ChannelFormWizard({ draft, onAgain }: ChannelFormWizardProps) {
  const { t } = useTranslation();
  const mobile = useSettings((s) => s.device === 'mobile');
  const { form, check, revalidate, showServerErrors } = useSchemaForm(channelFormInputSchema, FIELDS);
  const [step, setStep] = useState<ChannelFormDraftStep | 3>(draft?.step ?? 1);
  const [submitted, setSubmitted] = useState<ChannelForm>();
  const autosave = useDraftAutosave();
  const submission = useSubmitChannelForm();
  // Set at once, before any re-render: a second click of the same gesture finds it taken.
  const submitting = useRef(false);

  const values = () => draftData(form.getFieldsValue());
  // The buttons line up with the controls, under no label.
  const actionsCol = mobile ? undefined : { offset: 7, span: 17 };

  const onValuesChange = (changed: Record<string, unknown>) => {
    revalidate(changed);
    if (step !== 3) autosave.schedule({ step, data: values() });
  };

  const goTo = (next: ChannelFormDraftStep) => {
    setStep(next);
    autosave.saveNow({ step: next, data: values() });
  };

  const next = () => {
    if (check(STEP_ONE).valid) goTo(2);
  };

  const submit = async () => {
    if (submitting.current) return;
    const { values: input, valid } = check(CHANNEL_FORM_STEP_FIELDS[2]);
    if (!input) {
      // A field of step 1 can only be wrong if the draft was: show it where it is.
      if (valid) {
        setStep(1);
        check(STEP_ONE);
      }
      return;
    }
    submitting.current = true;
    try {
      // A draft save still on its way must not land after the submission has cleared the draft.
      await autosave.settle();
      setSubmitted(await submission.mutateAsync(input));
      setStep(3);
    } catch (error) {
      if (showServerErrors(error).some((field) => STEP_ONE.includes(field))) setStep(1);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <div className={styles.wrapper}>
      <Steps
        current={step}
        status={step === 3 ? 'finish' : 'process'}
        lineless
        className={styles.steps}
        direction={mobile ? 'vertical' : 'horizontal'}
        size={mobile ? 'small' : 'default'}
        aria-label={t('channelForm.steps')}
      >
        <Steps.Step title={t('channelForm.step.baseInfo')} description={t('channelForm.step.baseInfo.description')} />
        <Steps.Step title={t('channelForm.step.channel')} description={t('channelForm.step.channel.description')} />
        <Steps.Step title={t('channelForm.step.finish')} description={t('channelForm.step.finish.description')} />
      </Steps>
      {step !== 3 && (
        <p className={styles.saved} role="status">
          {autosave.savedTime && t('channelForm.draft.saved', { time: formatDateTime(autosave.savedTime) })}
        </p>
      )}
      <Form
        form={form}
        className={styles.form}
        hidden={step === 3}
        initialValues={{ ...CHANNEL_FORM_DEFAULTS, ...draft?.data }}
        layout={mobile ? 'vertical' : 'horizontal'}
        labelCol={{ span: 7 }}
        wrapperCol={{ span: 17 }}
        onValuesChange={onValuesChange}
        onSubmit={() => (step === 1 ? next() : void submit())}
      >
        <div hidden={step !== 1}>
          <BaseInfoFields />
          <Form.Item wrapperCol={actionsCol}>
            <Button type="primary" htmlType="submit">
              {t('channelForm.button.next')}
            </Button>
          </Form.Item>
        </div>
        <div hidden={step !== 2}>
          <ChannelInfoFields />
          <Form.Item wrapperCol={actionsCol}>
            <div className={styles.actions}>
              <Button onClick={() => goTo(1)} disabled={submission.isPending}>
                {t('channelForm.button.prev')}
              </Button>
              <Button type="primary" htmlType="submit" loading={submission.isPending}>
                {t('channelForm.button.submit')}
              </Button>
            </div>
          </Form.Item>
        </div>
      </Form>
      {step === 3 && submitted && <SubmittedResult form={submitted} onAgain={onAgain} />}
    </div>
  );
}

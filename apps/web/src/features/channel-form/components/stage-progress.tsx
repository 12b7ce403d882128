import { Steps } from '@arco-design/web-react';
import { CHANNEL_FORM_STAGES } from '@console/shared/channel-form/constants';
import type { ChannelForm } from '@console/shared/channel-form/schemas';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { useSettings } from '@/stores/settings';

/**
 * Where a form stands: "submit application" (done when it was submitted), then its stages. The
 * stage it is at is processing, those before it done, those after it waiting; a launched form is done.
 */
export function StageProgress({ form }: { form: ChannelForm }) {
  const { t } = useTranslation();
  const mobile = useSettings((s) => s.device === 'mobile');
  const at = CHANNEL_FORM_STAGES.indexOf(form.stage);
  const finished = form.stage === 'launched';
  const describe = (index: number) => {
    if (index < at || finished) return t('result.stage.done');
    return index === at ? t('result.stage.processing') : t('result.stage.waiting');
  };
  return (
    <Steps
      type="dot"
      current={at + 2}
      status={finished ? 'finish' : 'process'}
      direction={mobile ? 'vertical' : 'horizontal'}
    >
      <Steps.Step title={t('result.stage.submitted')} description={formatDateTime(form.submittedTime)} />
      {CHANNEL_FORM_STAGES.map((stage, index) => (
        <Steps.Step key={stage} title={t(`result.stage.${stage}`)} description={describe(index)} />
      ))}
    </Steps>
  );
}

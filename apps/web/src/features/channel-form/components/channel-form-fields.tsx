import { Checkbox, DatePicker, Form, Input, Select, Switch } from '@arco-design/web-react';
import { ACTIVITY_NAME_MAX, TEXT_MAX_WORDS } from '@console/shared';
import {
  ADVERTISING_NAME_MAX,
  CHANNEL_KEYWORDS,
  CHANNEL_TYPES,
  PROMOTE_LINK_MAX,
} from '@console/shared/channel-form/constants';
import { useTranslation } from '@/lib/i18n/i18n';

/** Step 1, base information: the fields of `CHANNEL_FORM_STEP_FIELDS[1]`. */
export function BaseInfoFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item field="activityName" label={t('channelForm.label.activityName')} required>
        <Input maxLength={ACTIVITY_NAME_MAX} showWordLimit placeholder={t('channelForm.placeholder.activityName')} />
      </Form.Item>
      <Form.Item field="channelType" label={t('channelForm.label.channelType')} required>
        <Select
          placeholder={t('channelForm.placeholder.channelType')}
          aria-label={t('channelForm.label.channelType')}
          options={CHANNEL_TYPES.map((value) => ({ value, label: t(`channelForm.channelType.${value}`) }))}
        />
      </Form.Item>
      <Form.Item field="promotionTime" label={t('channelForm.label.promotionTime')} required>
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          placeholder={[t('channelForm.placeholder.promotionStart'), t('channelForm.placeholder.promotionEnd')]}
        />
      </Form.Item>
      <Form.Item
        field="promoteLink"
        label={t('channelForm.label.promoteLink')}
        required
        extra={t('channelForm.tip.promoteLink')}
      >
        <Input maxLength={PROMOTE_LINK_MAX} placeholder={t('channelForm.placeholder.promoteLink')} />
      </Form.Item>
    </>
  );
}

/** Step 2, channel information: the fields of `CHANNEL_FORM_STEP_FIELDS[2]`. */
export function ChannelInfoFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item field="advertisingSource" label={t('channelForm.label.advertisingSource')} required>
        <Input maxLength={ADVERTISING_NAME_MAX} placeholder={t('channelForm.placeholder.advertisingSource')} />
      </Form.Item>
      <Form.Item field="advertisingMedia" label={t('channelForm.label.advertisingMedia')} required>
        <Input maxLength={ADVERTISING_NAME_MAX} placeholder={t('channelForm.placeholder.advertisingMedia')} />
      </Form.Item>
      {/* Two fixed choices: checkboxes rather than Arco Design Pro's multi-select, one click each and no popup. */}
      <Form.Item field="keyword" label={t('channelForm.label.keyword')} required>
        <Checkbox.Group
          options={CHANNEL_KEYWORDS.map((value) => ({ value, label: t(`channelForm.keyword.${value}`) }))}
        />
      </Form.Item>
      <Form.Item field="pushNotify" label={t('channelForm.label.pushNotify')} triggerPropName="checked">
        <Switch aria-label={t('channelForm.label.pushNotify')} />
      </Form.Item>
      <Form.Item field="advertisingContent" label={t('channelForm.label.advertisingContent')} required>
        <Input.TextArea
          maxLength={TEXT_MAX_WORDS}
          showWordLimit
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('channelForm.placeholder.advertisingContent')}
        />
      </Form.Item>
    </>
  );
}

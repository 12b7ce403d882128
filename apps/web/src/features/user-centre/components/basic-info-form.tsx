import { useRef } from 'react';
import { Button, Cascader, Form, Input, Message, Select, Space } from '@arco-design/web-react';
import type { UserInfo } from '@console/shared';
import {
  AREAS,
  COUNTRY_REGIONS,
  USER_INFO_LIMITS,
  areaPath,
  type AreaNode,
} from '@console/shared/user-centre/constants';
import { saveInfoSchema } from '@console/shared/user-centre/schemas';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { messageKey, useTranslation } from '@/lib/i18n/i18n';
import { useSaveInfo } from '../api/save-info';
import styles from './user-centre.module.css';

interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

const FIELDS = ['email', 'nickname', 'countryRegion', 'area', 'address', 'profile'] as const;

/** Label above the control on phones, beside it from `sm`. */
const LABEL_COL = { xs: 24, sm: 6 };
const WRAPPER_COL = { xs: 24, sm: 18 };
const ACTIONS_COL = { xs: 24, sm: { span: 18, offset: 6 } };

/** The basic information (docs/product.md, User settings), checked by the schema the server checks it with. */
export function BasicInfoForm({ user, onSaved }: { user: UserInfo; onSaved: () => void }) {
  const { t } = useTranslation();
  const { form, check, revalidate, showServerErrors } = useSchemaForm(saveInfoSchema, FIELDS);
  const save = useSaveInfo();
  // Set at once, before any re-render: a second click of the same gesture finds it taken.
  const saving = useRef(false);

  const areaOptions = (nodes: readonly AreaNode[]): AreaOption[] =>
    nodes.map((node) => ({
      value: node.value,
      label: t(messageKey(`userSetting.area.${node.value}`)),
      children: node.children && areaOptions(node.children),
    }));

  const submit = async () => {
    if (saving.current) return;
    const { values } = check();
    if (!values) return;
    saving.current = true;
    try {
      await save.mutateAsync(values);
      Message.success(t('userSetting.basic.saved'));
      onSaved();
    } catch (error) {
      showServerErrors(error);
    } finally {
      saving.current = false;
    }
  };

  return (
    <Form
      form={form}
      className={styles.form}
      labelCol={LABEL_COL}
      wrapperCol={WRAPPER_COL}
      initialValues={{
        email: user.email,
        nickname: user.name,
        countryRegion: user.countryRegion || undefined,
        area: user.area,
        address: user.address,
        profile: user.introduction,
      }}
      onValuesChange={revalidate}
      onSubmit={() => void submit()}
    >
      <Form.Item field="email" label={t('userSetting.basic.email')} required>
        <Input type="email" autoComplete="email" placeholder={t('userSetting.basic.email.placeholder')} />
      </Form.Item>
      <Form.Item field="nickname" label={t('userSetting.basic.nickname')} required>
        <Input
          autoComplete="nickname"
          maxLength={USER_INFO_LIMITS.nickname}
          placeholder={t('userSetting.basic.nickname.placeholder')}
        />
      </Form.Item>
      <Form.Item field="countryRegion" label={t('userSetting.basic.countryRegion')} required>
        <Select
          placeholder={t('userSetting.basic.countryRegion.placeholder')}
          options={COUNTRY_REGIONS.map((value) => ({ value, label: t(`userSetting.country.${value}`) }))}
        />
      </Form.Item>
      {/* The form keeps the district (the API's `area`); the cascader shows its path. */}
      <Form.Item
        field="area"
        label={t('userSetting.basic.area')}
        required
        normalize={(path?: string[]) => path?.at(-1) ?? ''}
        formatter={(leaf?: unknown) => (typeof leaf === 'string' ? areaPath(leaf) : undefined)}
      >
        <Cascader allowClear placeholder={t('userSetting.basic.area.placeholder')} options={areaOptions(AREAS)} />
      </Form.Item>
      <Form.Item field="address" label={t('userSetting.basic.address')}>
        <Input
          autoComplete="street-address"
          maxLength={USER_INFO_LIMITS.address}
          placeholder={t('userSetting.basic.address.placeholder')}
        />
      </Form.Item>
      <Form.Item field="profile" label={t('userSetting.basic.profile')}>
        <Input.TextArea
          showWordLimit
          maxLength={{ length: USER_INFO_LIMITS.profile, errorOnly: true }}
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('userSetting.basic.profile.placeholder')}
        />
      </Form.Item>
      <Form.Item wrapperCol={ACTIONS_COL}>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('userSetting.basic.save')}
          </Button>
          <Button onClick={() => form.resetFields()} disabled={save.isPending}>
            {t('userSetting.basic.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

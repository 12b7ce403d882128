import { useCallback, useMemo } from 'react';
import { Alert, Checkbox, Form, Grid, Input, Tag } from '@arco-design/web-react';
import { ADMIN_ROLE, LOCALES, PERMISSION_NAMES, type Permission } from '@console/shared';
import { ROLE_KEYWORD_MAX, ROLE_LABEL_MAX, ROLE_NAME_MAX } from '@console/shared/roles/constants';
import type { RoleCreateInput, RoleRecord } from '@console/shared/roles/schemas';
import type { ListFilter, SearchTableColumn } from '@/components/list';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { PermissionPicker } from './permission-picker';
import { PermissionSelect } from './permission-select';
import styles from './roles.module.css';

/** What a new role starts with: no permission, every text empty (the schema names what is missing). */
export const NEW_ROLE: RoleCreateInput = {
  name: '',
  labels: { 'zh-CN': '', 'en-US': '' },
  permissions: [],
  requireSecondFactor: false,
};

/** The columns of the role list; the kit adds the index and the operations. */
export function useRoleColumns(): SearchTableColumn<RoleRecord>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'name',
        dataIndex: 'name',
        title: t('roles.column.name'),
        sorter: true,
        render: (name: string) => <code className={styles.code}>{name}</code>,
      },
      { key: 'title', dataIndex: 'title', title: t('roles.column.title') },
      {
        key: 'builtin',
        dataIndex: 'builtin',
        title: t('roles.column.kind'),
        render: (builtin: boolean) =>
          builtin ? <Tag color="arcoblue">{t('roles.kind.builtin')}</Tag> : <Tag>{t('roles.kind.custom')}</Tag>,
      },
      {
        key: 'permissions',
        dataIndex: 'permissions',
        title: t('roles.column.permissions'),
        render: (permissions: Permission[]) =>
          t('roles.permissionCount', { count: permissions.length, total: PERMISSION_NAMES.length }),
      },
      {
        key: 'requireSecondFactor',
        dataIndex: 'requireSecondFactor',
        title: t('roles.column.secondFactor'),
        render: (required: boolean) => t(required ? 'roles.secondFactor.required' : 'roles.secondFactor.optional'),
      },
      { key: 'accounts', dataIndex: 'accounts', title: t('roles.column.accounts') },
      {
        key: 'updatedTime',
        dataIndex: 'updatedTime',
        title: t('roles.column.updatedTime'),
        render: (value: string) => formatDateTime(value),
      },
    ],
    [t],
  );
}

/** The filters of the role list: a keyword in the name or the labels, a permission the role holds. */
export function useRoleFilters(): ListFilter[] {
  const { t } = useTranslation();
  return [
    {
      field: 'keyword',
      label: t('roles.filter.keyword'),
      kind: 'text',
      maxLength: ROLE_KEYWORD_MAX,
      placeholder: t('roles.filter.keyword.placeholder'),
    },
    {
      field: 'permission',
      label: t('roles.filter.permission'),
      kind: 'custom',
      render: () => <PermissionSelect allowClear placeholder={t('roles.filter.all')} />,
    },
  ];
}

/**
 * Whether a role may be deleted (the list kit's `deletable`): never a built-in one, and not while
 * accounts hold it (the server refuses both).
 */
export function useRoleDeletable(): (role: RoleRecord) => boolean | string {
  const { t } = useTranslation();
  return useCallback(
    (role: RoleRecord) => {
      if (role.builtin) return false;
      return role.accounts > 0 ? t('roles.delete.inUse', { count: role.accounts }) : true;
    },
    [t],
  );
}

/** A label per language, side by side where they fit. */
function LabelFields() {
  const { t } = useTranslation();
  return (
    <Grid.Row gutter={16}>
      {LOCALES.map((locale) => (
        <Grid.Col key={locale} xs={24} sm={12}>
          <Form.Item field={`labels.${locale}`} label={t(`roles.form.label.${locale}`)} required>
            <Input
              maxLength={ROLE_LABEL_MAX}
              placeholder={t('roles.form.label.placeholder', { max: ROLE_LABEL_MAX })}
            />
          </Form.Item>
        </Grid.Col>
      ))}
    </Grid.Row>
  );
}

function PermissionsField({ locked = false }: { locked?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item field="permissions" label={t('roles.form.permissions')}>
      <PermissionPicker locked={locked} />
    </Form.Item>
  );
}

/**
 * Whether the role's users must sign in with a second factor (docs/decisions/046-second-factor.md): a
 * checkbox, which the permission picker has loaded already (Arco's switch would add 3 KiB to the page).
 */
function SecondFactorField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      field="requireSecondFactor"
      label={t('roles.column.secondFactor')}
      triggerPropName="checked"
      extra={t('roles.form.secondFactor.hint')}
    >
      <Checkbox>{t('roles.form.secondFactor')}</Checkbox>
    </Form.Item>
  );
}

/** A new role's fields (`roleCreateSchema`): its name, set once, then what an edit changes. */
export function RoleCreateFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item field="name" label={t('roles.column.name')} required extra={t('roles.form.name.hint')}>
        <Input maxLength={ROLE_NAME_MAX} placeholder="task-reader" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <LabelFields />
      <SecondFactorField />
      <PermissionsField />
    </>
  );
}

/**
 * The fields an edit changes (`roleUpdateSchema`): the labels, the second factor's requirement and, but
 * for the administrators' role, the permissions.
 */
export function RoleEditFields() {
  const { t } = useTranslation();
  return (
    // The form holds the record being edited: its name and how many accounts hold it are read, not edited.
    <Form.Item
      noStyle
      shouldUpdate={(before: Partial<RoleRecord>, after: Partial<RoleRecord>) => before.name !== after.name}
    >
      {(role: Partial<RoleRecord>) => (
        <>
          <Alert
            type="warning"
            showIcon
            className={styles.liveNotice}
            content={t('roles.form.live', { count: role.accounts ?? 0 })}
          />
          <LabelFields />
          <SecondFactorField />
          <PermissionsField locked={role.name === ADMIN_ROLE} />
        </>
      )}
    </Form.Item>
  );
}

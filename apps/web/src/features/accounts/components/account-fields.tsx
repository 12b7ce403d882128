import { useMemo } from 'react';
import { Badge, Checkbox, Form, Input, Space, Tag } from '@arco-design/web-react';
import type { Role } from '@console/shared';
import {
  ACCOUNT_EMAIL_MAX,
  ACCOUNT_KEYWORD_MAX,
  ACCOUNT_NAME_MAX,
  ACCOUNT_STATUSES,
  ACCOUNT_USERNAME_MAX,
  type AccountStatus,
} from '@console/shared/accounts/constants';
import type { Account, AccountCreateInput } from '@console/shared/accounts/schemas';
import type { RoleLabels } from '@console/shared/roles/constants';
import type { ListFilter, ListOption, SearchTableColumn } from '@/components/list';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { roleLabel } from '@/lib/session/role-label';
import { useRoleOptions } from '../api/get-role-options';

/** What a new account starts with: the user role, every text empty (the schema names what is missing). */
export const NEW_ACCOUNT: AccountCreateInput = { username: '', name: '', email: '', roles: ['user'], password: '' };

/**
 * Every role's label in the current language, by name, from the server's role options: roles are
 * data, and administrators name them (the role switch and the account menu name them the same way).
 */
function useRoleNames(): (role: Role) => string {
  const locale = useTranslation().i18n.language;
  const options = useRoleOptions().data;
  return useMemo(() => {
    const labels = new Map<Role, RoleLabels>(options?.map(({ name, labels }) => [name, labels]));
    return (role: Role) => roleLabel(role, labels.get(role), locale);
  }, [options, locale]);
}

/** The roles an account may hold, in the server's order (the built-in ones first); the form shows them as checkboxes. */
function useRoleChoices(): ListOption[] {
  const options = useRoleOptions().data;
  const name = useRoleNames();
  return useMemo(
    () => (options ?? []).map((option) => ({ value: option.name, label: name(option.name) })),
    [options, name],
  );
}

function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return <Badge status={status === 'active' ? 'success' : 'default'} text={t(`accounts.status.${status}`)} />;
}

/**
 * What the account has of two-step verification: a tag for its app and one for its passkeys (plain,
 * as the roles' are: a coloured tag's text is under 4.5:1 on its fill), or "Off".
 */
function SecondFactors({ account: { secondFactor: totp, passkeys } }: { account: Account }) {
  const { t } = useTranslation();
  if (!totp && passkeys === 0) return <Badge status="default" text={t('accounts.secondFactor.off')} />;
  return (
    <Space size={4} wrap>
      {totp && <Tag>{t('accounts.secondFactor.totp')}</Tag>}
      {passkeys > 0 && <Tag>{t('accounts.secondFactor.passkeys', { count: passkeys })}</Tag>}
    </Space>
  );
}

/** The columns of the account list (docs/product.md, Users); the kit adds the index and the operations. */
export function useAccountColumns(): SearchTableColumn<Account>[] {
  const { t } = useTranslation();
  const roleName = useRoleNames();
  return useMemo(
    () => [
      { key: 'username', dataIndex: 'username', title: t('accounts.column.username'), sorter: true },
      { key: 'name', dataIndex: 'name', title: t('accounts.column.name') },
      { key: 'email', dataIndex: 'email', title: t('accounts.column.email') },
      {
        key: 'roles',
        dataIndex: 'roles',
        title: t('accounts.column.roles'),
        render: (roles: Role[]) => (
          <Space size={4} wrap>
            {roles.map((role) => (
              <Tag key={role}>{roleName(role)}</Tag>
            ))}
          </Space>
        ),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('accounts.column.status'),
        render: (status: AccountStatus) => <AccountStatusBadge status={status} />,
      },
      {
        key: 'mustChangePassword',
        dataIndex: 'mustChangePassword',
        title: t('accounts.column.password'),
        render: (mustChange: boolean) =>
          mustChange ? <Badge status="warning" text={t('accounts.password.temporary')} /> : null,
      },
      {
        key: 'secondFactor',
        dataIndex: 'secondFactor',
        title: t('accounts.column.secondFactor'),
        render: (_: boolean, account: Account) => <SecondFactors account={account} />,
      },
      {
        key: 'createdTime',
        dataIndex: 'createdTime',
        title: t('accounts.column.createdTime'),
        sorter: true,
        render: (value: string) => formatDateTime(value),
      },
    ],
    [t, roleName],
  );
}

/** The filters of the account list: a keyword in the username or the name, a role, a status. */
export function useAccountFilters(): ListFilter[] {
  const { t } = useTranslation();
  const roles = useRoleChoices();
  const all = t('accounts.filter.all');
  return [
    {
      field: 'keyword',
      label: t('accounts.filter.keyword'),
      kind: 'text',
      maxLength: ACCOUNT_KEYWORD_MAX,
      placeholder: t('accounts.filter.keyword.placeholder'),
    },
    { field: 'role', label: t('accounts.filter.role'), kind: 'select', options: roles, placeholder: all },
    {
      field: 'status',
      label: t('accounts.column.status'),
      kind: 'select',
      options: ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`accounts.status.${status}`) })),
      placeholder: all,
    },
  ];
}

/** The fields an edit keeps (`accountUpdateSchema`): the name, the email, the roles. */
export function AccountEditFields() {
  const { t } = useTranslation();
  const roles = useRoleChoices();
  return (
    <>
      <Form.Item field="name" label={t('accounts.form.name')} required>
        <Input maxLength={ACCOUNT_NAME_MAX} placeholder={t('accounts.form.name.placeholder')} />
      </Form.Item>
      <Form.Item field="email" label={t('accounts.column.email')}>
        <Input
          type="email"
          maxLength={ACCOUNT_EMAIL_MAX}
          autoComplete="off"
          placeholder={t('accounts.form.email.placeholder')}
        />
      </Form.Item>
      <Form.Item field="roles" label={t('accounts.column.roles')} required>
        <Checkbox.Group options={roles} />
      </Form.Item>
    </>
  );
}

/** A new account's fields (`accountCreateSchema`): its username and first password, then what an edit changes. */
export function AccountCreateFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        field="username"
        label={t('accounts.column.username')}
        required
        extra={t('accounts.form.username.hint')}
      >
        <Input maxLength={ACCOUNT_USERNAME_MAX} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <AccountEditFields />
      <Form.Item field="password" label={t('accounts.form.password')} required extra={t('accounts.form.password.hint')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

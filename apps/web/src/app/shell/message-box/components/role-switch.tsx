import { Button, Message } from '@arco-design/web-react';
import { IconTag } from '@arco-design/web-react/icon';
import { useTranslation } from '@/lib/i18n/i18n';
import { useUserInfo } from '@/lib/session/current-user';
import { useSwitchRole } from '@/app/shell/switch-role';

/** Switches the session to the account's other role; shown only to accounts holding more than one. */
export function RoleSwitch() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const switchRole = useSwitchRole();
  const other = user?.roles.find((role) => role !== user.role);
  if (!other) return null;
  return (
    <Button
      type="text"
      size="small"
      icon={<IconTag />}
      loading={switchRole.isPending}
      onClick={() =>
        switchRole.mutate(other, {
          onSuccess: () => Message.success(t('navbar.switchRole.done', { role: t(`role.${other}`) })),
        })
      }
    >
      {t('navbar.switchRole.to', { role: t(`role.${other}`) })}
    </Button>
  );
}

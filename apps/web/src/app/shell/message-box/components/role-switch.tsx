import { Button, Message } from '@arco-design/web-react';
import { IconTag } from '@arco-design/web-react/icon';
import { useTranslation } from '@/lib/i18n/i18n';
import { useUserInfo } from '@/lib/session/current-user';
import { roleLabel } from '@/lib/session/role-label';
import { useSwitchRole } from '@/app/shell/switch-role';

/** Switches the session to another role the account holds; one button per role, none with a single role. */
export function RoleSwitch() {
  const { t, i18n } = useTranslation();
  const { data: user } = useUserInfo();
  const switchRole = useSwitchRole();
  if (!user) return null;
  return user.roles
    .filter((other) => other !== user.role)
    .map((other) => {
      const role = roleLabel(other, user.roleLabels[other], i18n.language);
      return (
        <Button
          key={other}
          type="text"
          size="small"
          icon={<IconTag />}
          loading={switchRole.isPending && switchRole.variables === other}
          disabled={switchRole.isPending}
          onClick={() =>
            switchRole.mutate(other, {
              onSuccess: () => Message.success(t('navbar.switchRole.done', { role })),
            })
          }
        >
          {t('navbar.switchRole.to', { role })}
        </Button>
      );
    });
}

import { Card, Descriptions, Tag } from '@arco-design/web-react';
import type { UserInfo } from '@console/shared';
import { useTranslation } from '@/lib/i18n';
import { AvatarUploader } from './avatar-uploader';
import styles from './user-centre.module.css';

/** The user settings' head: the avatar and its upload, and who the account is. */
export function UserPanel({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const data = [
    { label: t('userSetting.userName'), value: user.name },
    {
      label: t('userSetting.certification'),
      value: user.certification ? <Tag color="green">{t('userSetting.certified')}</Tag> : <Tag>{t('userSetting.uncertified')}</Tag>,
    },
    { label: t('userSetting.accountId'), value: user.accountId || '–' },
    { label: t('userSetting.phone'), value: user.phone || '–' },
    { label: t('userSetting.registrationDate'), value: user.registrationDate },
  ];
  return (
    <Card>
      <div className={styles.panel}>
        <AvatarUploader user={user} />
        <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} data={data} labelStyle={{ textAlign: 'right', width: 140 }} />
      </div>
    </Card>
  );
}

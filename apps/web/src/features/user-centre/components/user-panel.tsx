import { Card, Tag } from '@arco-design/web-react';
import type { UserInfo } from '@console/shared';
import { useTranslation } from '@/lib/i18n/i18n';
import { AvatarUploader } from './avatar-uploader';
import { InfoList } from './info-list';
import styles from './user-centre.module.css';

/** The user settings' head: the avatar and its upload, and who the account is. */
export function UserPanel({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const items = [
    { label: t('userSetting.userName'), value: user.name },
    {
      label: t('userSetting.certification'),
      value: user.certification ? (
        <Tag className={styles.tag} color="green">
          {t('userSetting.certified')}
        </Tag>
      ) : (
        <Tag className={styles.tag}>{t('userSetting.uncertified')}</Tag>
      ),
    },
    { label: t('userSetting.accountId'), value: user.accountId || '–' },
    { label: t('userSetting.phone'), value: user.phone || '–' },
    { label: t('userSetting.registrationDate'), value: user.registrationDate },
  ];
  return (
    <Card>
      <div className={styles.panel}>
        <AvatarUploader user={user} />
        <InfoList items={items} />
      </div>
    </Card>
  );
}

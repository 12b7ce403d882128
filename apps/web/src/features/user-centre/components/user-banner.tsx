import { Link } from 'react-router';
import { Skeleton } from '@arco-design/web-react';
import { IconCamera, IconHome, IconLocation, IconUser } from '@arco-design/web-react/icon';
import { href } from '@console/shared';
import { useUserInfo } from '@/lib/session/current-user';
import { messageKey, useTranslation } from '@/lib/i18n/i18n';
import { UserAvatar } from './user-avatar';
import styles from './user-centre.module.css';

/** The user info's header: avatar (leading to the settings, where it changes), name, job, organization and location. */
export function UserBanner() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  if (!user) return <Skeleton animation className={styles.banner} text={{ rows: 2 }} image={{ shape: 'circle' }} />;
  /** A code the console names in every language shows in the current one; another shows the name stored with it. */
  const named = (kind: 'jobs' | 'organizations' | 'locations', code: string, stored: string) => {
    const key = `userInfo.${kind}.${code}`;
    const text = code ? t(messageKey(key)) : key;
    return text === key ? stored : text;
  };
  const facts = [
    { label: t('userInfo.job'), value: named('jobs', user.job, user.jobName), Icon: IconUser },
    {
      label: t('userInfo.organization'),
      value: named('organizations', user.organization, user.organizationName),
      Icon: IconHome,
    },
    { label: t('userInfo.location'), value: named('locations', user.location, user.locationName), Icon: IconLocation },
  ].filter((fact) => fact.value);
  return (
    <section className={styles.banner}>
      <Link to={href('Setting')} className={styles.avatarLink} aria-label={t('userInfo.changeAvatar')}>
        <UserAvatar
          size={64}
          triggerIcon={<IconCamera />}
          triggerType="mask"
          src={user.avatar}
          name={user.name}
          alt={t('userInfo.avatarAlt', { name: user.name })}
        />
      </Link>
      <h1 className={styles.bannerName}>{user.name}</h1>
      <ul className={styles.bannerFacts}>
        {facts.map(({ label, value, Icon }) => (
          <li key={label}>
            <Icon aria-label={label} />
            {value}
          </li>
        ))}
      </ul>
    </section>
  );
}

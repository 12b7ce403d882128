import { useTranslation } from '@/lib/i18n/i18n';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Tag } from '@arco-design/web-react';
import type { AnnouncementType } from '@console/shared/workplace/constants';
import { announcementsQueryOptions } from '../api/get-announcements';
import styles from './workplace.module.css';

const TAG_COLORS: Record<AnnouncementType, string> = { activity: 'orangered', message: 'cyan', notice: 'blue' };

/** The latest announcements, each tagged with its kind. */
export function Announcements() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(announcementsQueryOptions());
  return (
    <section className={styles.panel} aria-labelledby="workplace-announcements">
      <h2 id="workplace-announcements" className={styles.blockTitle}>
        {t('workplace.announcements')}
      </h2>
      {isPending ? (
        <Skeleton animation text={{ rows: 5 }} />
      ) : !data?.length ? (
        <Empty />
      ) : (
        <ul className={styles.announcements}>
          {data.map((item) => (
            <li key={item.id}>
              <Tag className={styles.tag} color={TAG_COLORS[item.type]} size="small">
                {t(`workplace.announcement.${item.type}`)}
              </Tag>
              {/* CSS ellipsis, the full text on hover: Typography's measured one cost a forced layout per row. */}
              <span className={styles.announcementText} title={item.content}>
                {item.content}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Card, List, Skeleton } from '@arco-design/web-react';
import { LATEST_ACTIVITY_LIMIT } from '@console/shared/user-centre/constants';
import { useUserInfo } from '@/lib/session/current-user';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { latestActivityQueryOptions } from '../api/get-latest-activity';
import { BlockBody } from './block-body';
import { UserAvatar } from './user-avatar';
import styles from './user-centre.module.css';

/** The user's latest writes and finished tasks, newest first. */
export function LatestActivity() {
  const { t } = useTranslation();
  const activity = useQuery(latestActivityQueryOptions());
  const { data: user } = useUserInfo();
  const skeleton = Array.from({ length: LATEST_ACTIVITY_LIMIT }, (_, i) => (
    <Skeleton key={i} animation text={{ rows: 2 }} image={{ shape: 'circle', size: 'small' }} />
  ));
  return (
    <Card title={<h2 className={styles.cardTitle}>{t('userInfo.activity.title')}</h2>}>
      <BlockBody
        query={activity}
        skeleton={<div className={styles.stack}>{skeleton}</div>}
        empty={t('userInfo.activity.empty')}
      >
        {(entries) => (
          <List
            bordered={false}
            dataSource={entries}
            render={(entry) => (
              <List.Item key={entry.key}>
                <List.Item.Meta
                  avatar={<UserAvatar size={32} src={entry.avatar} name={user?.name ?? ''} alt="" />}
                  title={
                    <>
                      {entry.title}
                      <time className={styles.time} dateTime={entry.time}>
                        {formatDateTime(entry.time)}
                      </time>
                    </>
                  }
                  description={entry.description}
                />
              </List.Item>
            )}
          />
        )}
      </BlockBody>
    </Card>
  );
}

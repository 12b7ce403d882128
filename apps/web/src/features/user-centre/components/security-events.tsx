import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { List, Pagination, Skeleton, Space } from '@arco-design/web-react';
import { IconSafe, IconUser } from '@arco-design/web-react/icon';
import type { SecurityEvent } from '@console/shared/security/schemas';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { SECURITY_EVENTS_PER_PAGE, securityEventsQueryOptions } from '../api/security-events';
import { BlockBody } from './block-body';
import styles from './user-centre.module.css';

/**
 * The account's sign-ins, with their method, browser and address, and the changes to how it signs
 * in, newest first, a page at a time from the server: what to look at when something seems wrong.
 */
export function SecurityEvents() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const options = securityEventsQueryOptions(current);
  // One request per page: the list and its total read the same answer.
  const events = useQuery({ ...options, select: (page) => page.list });
  const total = useQuery({ ...options, select: (page) => page.total }).data ?? 0;

  const title = (event: SecurityEvent) =>
    event.method
      ? t('userSetting.securityEvents.signIn', { method: t(`userSetting.securityEvents.method.${event.method}`) })
      : t(`audit.action.${event.action}`);
  const facts = (event: SecurityEvent) => [
    ...(event.method
      ? [
          [event.browser, event.os].filter(Boolean).join(' · ') || t('userSetting.sessions.unknownDevice'),
          `${t('userSetting.sessions.address')}: ${event.address || '–'}`,
        ]
      : []),
    ...(event.by ? [t('userSetting.securityEvents.by', { name: event.by })] : []),
    formatDateTime(event.createdTime),
  ];

  return (
    <section className={styles.sessions} aria-labelledby="security-events-title">
      <div className={styles.sessionsHead}>
        <h2 id="security-events-title" className={styles.sectionTitle}>
          {t('userSetting.securityEvents.title')}
        </h2>
        <p>{t('userSetting.securityEvents.intro')}</p>
      </div>
      <BlockBody
        query={events}
        skeleton={<Skeleton animation text={{ rows: 3 }} />}
        empty={t('userSetting.securityEvents.empty')}
      >
        {(list) => (
          <>
            <List
              bordered={false}
              dataSource={list}
              render={(event) => (
                <List.Item key={event.id}>
                  <List.Item.Meta
                    avatar={event.method ? <IconUser fontSize={24} /> : <IconSafe fontSize={24} />}
                    title={title(event)}
                    description={
                      <Space className={styles.sessionFacts} wrap>
                        {facts(event).map((fact) => (
                          <span key={fact}>{fact}</span>
                        ))}
                      </Space>
                    }
                  />
                </List.Item>
              )}
            />
            {total > SECURITY_EVENTS_PER_PAGE && (
              <nav className={styles.sessionPages} aria-label={t('userSetting.securityEvents.pages')}>
                <Pagination
                  size="small"
                  total={total}
                  pageSize={SECURITY_EVENTS_PER_PAGE}
                  current={current}
                  onChange={setCurrent}
                />
              </nav>
            )}
          </>
        )}
      </BlockBody>
    </section>
  );
}

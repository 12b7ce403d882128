import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, List, Message, Modal, Pagination, Skeleton, Space, Tag } from '@arco-design/web-react';
import { IconDesktop, IconMobile } from '@arco-design/web-react/icon';
import type { UserSession } from '@console/shared/user-centre/schemas';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { sessionsQueryOptions, useEndOtherSessions, useEndSession } from '../api/sessions';
import { BlockBody } from './block-body';
import styles from './user-centre.module.css';

const MOBILE_SYSTEMS = ['iOS', 'Android'];

/**
 * Sessions per page of the list: an account that signs in often keeps dozens working within the
 * idle limit (7 days by default).
 */
const SESSIONS_PER_PAGE = 5;

/** This session first, then the others by their last use, latest first. */
const byRelevance = (a: UserSession, b: UserSession) =>
  Number(b.current) - Number(a.current) || b.lastUsedTime.localeCompare(a.lastUsedTime);

/** The user's sessions that still work; any but this one can be signed out, one by one or all at once. */
export function SessionList() {
  const { t } = useTranslation();
  const sessions = useQuery(sessionsQueryOptions());
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [modal, modalHolder] = Modal.useModal();
  const [current, setCurrent] = useState(1);

  const deviceOf = (session: UserSession) =>
    [session.browser, session.os].filter(Boolean).join(' · ') || t('userSetting.sessions.unknownDevice');

  const askEnd = (session: UserSession) =>
    modal.confirm?.({
      title: t('userSetting.sessions.endOne', { device: deviceOf(session) }),
      content: t('userSetting.sessions.confirmOne', { device: deviceOf(session) }),
      okButtonProps: { status: 'danger' },
      onOk: () => endOne.mutateAsync(session.id).then(() => Message.success(t('userSetting.sessions.ended'))),
    });

  const askEndOthers = () =>
    modal.confirm?.({
      title: t('userSetting.sessions.endOthers'),
      content: t('userSetting.sessions.confirmOthers'),
      okButtonProps: { status: 'danger' },
      onOk: () =>
        endOthers
          .mutateAsync()
          .then(({ ended }) => Message.success(t('userSetting.sessions.endedOthers', { count: ended }))),
    });

  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <section className={styles.sessions} aria-labelledby="sessions-title">
      {modalHolder}
      <div className={styles.sessionsHead}>
        <h2 id="sessions-title" className={styles.sectionTitle}>
          {t('userSetting.sessions.title')}
        </h2>
        {others > 0 && <Button onClick={askEndOthers}>{t('userSetting.sessions.endOthers')}</Button>}
        <p>{t('userSetting.sessions.intro')}</p>
      </div>
      <BlockBody
        query={sessions}
        skeleton={<Skeleton animation text={{ rows: 3 }} />}
        empty={t('userSetting.sessions.onlyThis')}
      >
        {(list) => {
          const sorted = [...list].sort(byRelevance);
          // Ending the last session of the last page leaves that page empty: the one before shows.
          const page = Math.min(current, Math.max(1, Math.ceil(sorted.length / SESSIONS_PER_PAGE)));
          return (
            <>
              <List
                bordered={false}
                dataSource={sorted.slice((page - 1) * SESSIONS_PER_PAGE, page * SESSIONS_PER_PAGE)}
                footer={others === 0 ? t('userSetting.sessions.onlyThis') : undefined}
                render={(session) => (
                  <List.Item key={session.id}>
                    <div className={styles.sessionItem}>
                      <List.Item.Meta
                        avatar={
                          MOBILE_SYSTEMS.includes(session.os) ? (
                            <IconMobile fontSize={24} />
                          ) : (
                            <IconDesktop fontSize={24} />
                          )
                        }
                        title={
                          <span className={styles.sessionDevice} title={session.userAgent}>
                            {deviceOf(session)}
                            {session.current && (
                              <Tag className={styles.tag} color="green">
                                {t('userSetting.sessions.current')}
                              </Tag>
                            )}
                          </span>
                        }
                        description={
                          <Space className={styles.sessionFacts} wrap>
                            <span>
                              {t('userSetting.sessions.address')}: {session.address || '–'}
                            </span>
                            <span>
                              {t('userSetting.sessions.created')}: {formatDateTime(session.createdTime)}
                            </span>
                            <span>
                              {t('userSetting.sessions.lastUsed')}: {formatDateTime(session.lastUsedTime)}
                            </span>
                          </Space>
                        }
                      />
                      {!session.current && (
                        <Button
                          size="small"
                          onClick={() => askEnd(session)}
                          aria-label={t('userSetting.sessions.endOne', { device: deviceOf(session) })}
                        >
                          {t('userSetting.sessions.end')}
                        </Button>
                      )}
                    </div>
                  </List.Item>
                )}
              />
              {sorted.length > SESSIONS_PER_PAGE && (
                <nav className={styles.sessionPages} aria-label={t('userSetting.sessions.pages')}>
                  <Pagination
                    size="small"
                    total={sorted.length}
                    pageSize={SESSIONS_PER_PAGE}
                    current={page}
                    onChange={setCurrent}
                  />
                </nav>
              )}
            </>
          );
        }}
      </BlockBody>
    </section>
  );
}

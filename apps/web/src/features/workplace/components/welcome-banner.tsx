import { useTranslation } from '@/lib/i18n';
import { useQuery } from '@tanstack/react-query';
import { Divider, Grid, Skeleton, Statistic } from '@arco-design/web-react';
import { IconArrowFall, IconArrowRise, IconCalendar, IconFile, IconMessage, IconPen } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useUserInfo } from '@/features/auth/api/get-user-info';
import { workplaceStatsQueryOptions } from '../api/get-workplace-stats';
import styles from './workplace.module.css';

function Tile({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className={styles.tile}>
      <span className={styles.tileIcon} aria-hidden>
        {icon}
      </span>
      <div>
        <div className={styles.tileTitle}>{title}</div>
        {children}
      </div>
    </div>
  );
}

/** Welcome heading with the user's name, the wallet figures and the four content statistics. */
export function WelcomeBanner() {
  const { t } = useTranslation();
  const user = useUserInfo().data;
  const { data: stats, isPending } = useQuery(workplaceStatsQueryOptions());
  const unit = <span className={styles.unit}>{t('workplace.unit.items')}</span>;
  const change = stats?.commentsChangePercent;

  return (
    <section aria-labelledby="workplace-welcome">
      <div className={styles.welcome}>
        <h1 id="workplace-welcome" className={styles.welcomeTitle}>
          {t('workplace.welcome', { name: user?.name ?? '' })}
        </h1>
        {stats && (
          <div className={styles.wallet}>
            <Statistic title={t('workplace.balance')} value={stats.balanceCny} precision={2} groupSeparator prefix="¥" suffix="CNY" countUp />
            <Statistic title={t('workplace.pendingOrders')} value={stats.pendingOrders} groupSeparator countUp />
            <Statistic title={t('workplace.renewalOrders')} value={stats.renewalOrders} groupSeparator countUp />
          </div>
        )}
      </div>
      <Divider />
      {isPending || !stats ? (
        <Skeleton animation text={{ rows: 2 }} />
      ) : (
        <Grid.Row className={styles.tiles}>
          <Grid.Col xs={24} sm={12} xxl={6}>
            <Tile icon={<IconFile />} title={t('workplace.onlineContent')}>
              <Statistic value={stats.onlineContent} groupSeparator countUp suffix={unit} />
            </Tile>
          </Grid.Col>
          <Grid.Col xs={24} sm={12} xxl={6}>
            <Tile icon={<IconPen />} title={t('workplace.contentPutIn')}>
              <Statistic value={stats.contentPutIn} groupSeparator countUp suffix={unit} />
            </Tile>
          </Grid.Col>
          <Grid.Col xs={24} sm={12} xxl={6}>
            <Tile icon={<IconMessage />} title={t('workplace.dailyNewComments')}>
              <Statistic value={stats.dailyNewComments} groupSeparator countUp suffix={unit} />
            </Tile>
          </Grid.Col>
          <Grid.Col xs={24} sm={12} xxl={6}>
            <Tile icon={<IconCalendar />} title={t('workplace.comparedToYesterday')}>
              {change === null || change === undefined ? (
                <span className={styles.noChange}>{t('workplace.noComparison')}</span>
              ) : (
                <Statistic
                  value={Math.abs(change)}
                  precision={1}
                  countUp
                  suffix={
                    <span className={change < 0 ? styles.fall : styles.rise}>
                      % {change < 0 ? <IconArrowFall aria-label={t('workplace.decrease')} /> : <IconArrowRise aria-label={t('workplace.increase')} />}
                    </span>
                  }
                />
              )}
            </Tile>
          </Grid.Col>
        </Grid.Row>
      )}
    </section>
  );
}

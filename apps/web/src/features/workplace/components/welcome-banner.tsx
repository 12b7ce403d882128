import { useTranslation } from '@/lib/i18n/i18n';
import { useQuery } from '@tanstack/react-query';
import { Divider, Grid, Statistic } from '@arco-design/web-react';
import { countUp } from '@/components/count-up';
import {
  IconArrowFall,
  IconArrowRise,
  IconCalendar,
  IconFile,
  IconMessage,
  IconPen,
} from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import type { WorkplaceStats } from '@console/shared/workplace/schemas';
import { trendOf } from '@/lib/format';
import { useUserInfo } from '@/lib/session/current-user';
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

/** The three count tiles: a stats figure each, titled by the key of the same name. */
const COUNT_TILES = [
  { key: 'onlineContent', icon: <IconFile /> },
  { key: 'contentPutIn', icon: <IconPen /> },
  { key: 'dailyNewComments', icon: <IconMessage /> },
] as const satisfies readonly { key: keyof WorkplaceStats; icon: ReactNode }[];

/** Decimals of the day-on-day change. */
const CHANGE_DIGITS = 1;

/**
 * Welcome heading with the user's name, the wallet figures and the four content statistics.
 * The figures keep their place while they load (a skeleton per value), so nothing below moves.
 */
export function WelcomeBanner() {
  const { t } = useTranslation();
  const user = useUserInfo().data;
  const stats = useQuery(workplaceStatsQueryOptions()).data;
  const loading = stats === undefined;
  const unit = <span className={styles.unit}>{t('workplace.unit.items')}</span>;
  const change = stats?.commentsChangePercent;
  const trend = trendOf(change ?? 0, CHANGE_DIGITS);

  return (
    <section className={styles.banner} aria-labelledby="workplace-welcome">
      <div className={styles.welcome}>
        <h1 id="workplace-welcome" className={styles.welcomeTitle}>
          {t('workplace.welcome', { name: user?.name ?? '' })}
        </h1>
        <div className={styles.wallet}>
          <Statistic
            title={t('workplace.balance')}
            value={stats?.balanceCny ?? 0}
            loading={loading}
            precision={2}
            groupSeparator
            prefix="¥"
            suffix="CNY"
            renderFormat={countUp}
          />
          <Statistic
            title={t('workplace.pendingOrders')}
            value={stats?.pendingOrders ?? 0}
            loading={loading}
            groupSeparator
            renderFormat={countUp}
          />
          <Statistic
            title={t('workplace.renewalOrders')}
            value={stats?.renewalOrders ?? 0}
            loading={loading}
            groupSeparator
            renderFormat={countUp}
          />
        </div>
      </div>
      <Divider />
      <Grid.Row className={styles.tiles}>
        {COUNT_TILES.map(({ key, icon }) => (
          <Grid.Col key={key} xs={24} sm={12} xxl={6}>
            <Tile icon={icon} title={t(`workplace.${key}`)}>
              <Statistic
                value={stats?.[key] ?? 0}
                loading={loading}
                groupSeparator
                renderFormat={countUp}
                suffix={unit}
              />
            </Tile>
          </Grid.Col>
        ))}
        <Grid.Col xs={24} sm={12} xxl={6}>
          <Tile icon={<IconCalendar />} title={t('workplace.comparedToYesterday')}>
            {change === null ? (
              <span className={styles.noChange}>{t('workplace.noComparison')}</span>
            ) : (
              <Statistic
                value={Math.abs(change ?? 0)}
                loading={loading}
                precision={CHANGE_DIGITS}
                renderFormat={countUp}
                suffix={
                  <span className={styles[trend]}>
                    % {trend === 'fall' && <IconArrowFall aria-label={t('workplace.decrease')} />}
                    {trend === 'rise' && <IconArrowRise aria-label={t('workplace.increase')} />}
                  </span>
                }
              />
            )}
          </Tile>
        </Grid.Col>
      </Grid.Row>
    </section>
  );
}

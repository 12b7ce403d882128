import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Statistic } from '@arco-design/web-react';
import { IconArrowFall, IconArrowRise } from '@arco-design/web-react/icon';
import { VISIT_KINDS } from '@console/shared/user-centre/constants';
import { trendOf } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/i18n';
import { visitsQueryOptions } from '../api/get-visits';
import { BlockBody } from './block-body';
import styles from './user-centre.module.css';

/** Decimals of a growth rate. */
const GROWTH_DIGITS = 2;

/** A growth rate with its arrow; one that shows as 0 % has none. */
function Growth({ growth }: { growth: number }) {
  const { t, i18n } = useTranslation();
  const trend = trendOf(growth, GROWTH_DIGITS);
  return (
    <span className={styles[trend]}>
      {trend === 'fall' && <IconArrowFall />}
      {trend === 'rise' && <IconArrowRise />}{' '}
      {t('userInfo.visits.growth', {
        growth: new Intl.NumberFormat(i18n.language, {
          maximumFractionDigits: GROWTH_DIGITS,
          signDisplay: 'exceptZero',
        }).format(growth),
      })}
    </span>
  );
}

/** The user's visits of the home page and the project pages in the last 30 days, against the 30 before. */
export function VisitStats() {
  const { t } = useTranslation();
  const visits = useQuery(visitsQueryOptions());
  const skeleton = (
    <div className={styles.visits}>
      {VISIT_KINDS.map((kind) => (
        <Skeleton key={kind} animation text={{ rows: 2 }} />
      ))}
    </div>
  );
  return (
    <Card title={<h2 className={styles.cardTitle}>{t('userInfo.visits.title')}</h2>}>
      <BlockBody query={visits} skeleton={skeleton} empty="">
        {(stats) => (
          <div className={styles.visits}>
            {stats.map((stat) => (
              <div key={stat.key}>
                <Statistic title={stat.name} value={stat.visits} groupSeparator />
                <div className={styles.growth}>
                  {stat.previousVisits === 0 ? t('userInfo.visits.noBefore') : <Growth growth={stat.growth} />}
                </div>
              </div>
            ))}
          </div>
        )}
      </BlockBody>
    </Card>
  );
}

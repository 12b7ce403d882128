import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DatePicker, Radio, Space } from '@arco-design/web-react';
import { PERIOD_DAYS } from '@console/shared/visualization/constants';
import { useTranslation } from '@/lib/i18n/i18n';
import { periodParams } from '../period';
import { usePeriod } from '../use-period';

const CUSTOM = 'custom';
const today = () => new Date().toISOString().slice(0, 10);

/** Last 7, 30 or 90 days, or custom days; kept in the URL, which every block's query follows. */
export function PeriodControl() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const period = usePeriod();
  const [custom, setCustom] = useState('from' in period);
  const choose = (value: string) => {
    setCustom(value === CUSTOM);
    if (value !== CUSTOM)
      setParams(periodParams({ days: Number(value) as (typeof PERIOD_DAYS)[number] }), { replace: true });
  };
  return (
    <Space wrap size={12}>
      <Radio.Group
        type="button"
        value={custom ? CUSTOM : String('days' in period ? period.days : '')}
        onChange={choose}
        aria-label={t('visualization.period.label')}
      >
        {PERIOD_DAYS.map((days) => (
          <Radio key={days} value={String(days)}>
            {t('visualization.period.days', { days })}
          </Radio>
        ))}
        <Radio value={CUSTOM}>{t('visualization.period.custom')}</Radio>
      </Radio.Group>
      {custom && (
        <DatePicker.RangePicker
          aria-label={t('visualization.period.range')}
          value={'from' in period ? [period.from, period.to] : undefined}
          disabledDate={(day) => day.format('YYYY-MM-DD') > today()}
          onChange={(days: string[] | undefined) => {
            const [from, to] = days ?? [];
            if (from && to) setParams({ from, to }, { replace: true });
          }}
        />
      )}
    </Space>
  );
}

import { useState } from 'react';
import { Button, Card, Radio, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconPlayCircle } from '@arco-design/web-react/icon';
import { useQuery } from '@tanstack/react-query';
import { LIVE_METHODS, type LiveMethod } from '@console/shared/monitor/constants';
import type { Program } from '@console/shared/monitor/schemas';
import { SelectAllCheckbox } from '@/components/list/select-all-checkbox';
import { SidewaysScrollArea } from '@/components/list/sideways-scroll-area';
import { useTranslation } from '@/lib/i18n/i18n';
import { programsQuery } from '../api/monitor-api';
import { DEFAULT_LIVE_METHOD } from '../monitor-options';
import styles from './monitor.module.css';

/** The studio's rotation of one live method, with row selection and the audit-failed tag. */
export function DataStatistic() {
  const { t } = useTranslation();
  const [liveMethod, setLiveMethod] = useState<LiveMethod>(DEFAULT_LIVE_METHOD);
  const [selected, setSelected] = useState<number[]>([]);
  const { data: programs = [], isPending, isError, refetch } = useQuery(programsQuery(liveMethod));

  const columns: TableColumnProps<Program>[] = [
    { title: t('monitor.programs.order'), dataIndex: 'order', width: 70, render: (_value, _row, index) => index + 1 },
    {
      title: t('monitor.programs.cover'),
      dataIndex: 'cover',
      width: 120,
      render: (_value, row) => (
        <span className={styles.cover}>
          {/* A program that failed its audit cannot be played: its tag takes the play icon's place. */}
          {row.status === -1 ? (
            <Tag color="red" size="small">
              {t('monitor.programs.auditFailed')}
            </Tag>
          ) : (
            <IconPlayCircle aria-hidden />
          )}
        </span>
      ),
    },
    { title: t('monitor.programs.name'), dataIndex: 'name' },
    { title: t('monitor.programs.duration'), dataIndex: 'duration', width: 100 },
    { title: t('monitor.programs.id'), dataIndex: 'code', width: 110 },
  ];

  return (
    <Card title={<h2 className={styles.cardTitle}>{t('monitor.programs.title')}</h2>}>
      <Radio.Group
        type="button"
        aria-label={t('monitor.programs.liveMethod')}
        value={liveMethod}
        onChange={(value: LiveMethod) => {
          setLiveMethod(value);
          setSelected([]);
        }}
        className={styles.methods}
      >
        {LIVE_METHODS.map((method) => (
          <Radio key={method} value={method}>
            {t(`monitor.liveMethod.${method}`)}
          </Radio>
        ))}
      </Radio.Group>
      <div className={styles.selection} aria-live="polite">
        {selected.length > 0 && (
          <>
            {t('monitor.programs.selected', { count: selected.length })}
            <Button type="text" size="mini" onClick={() => setSelected([])}>
              {t('monitor.programs.clearSelection')}
            </Button>
          </>
        )}
      </div>
      {isError ? (
        <Button type="text" onClick={() => void refetch()}>
          {t('monitor.retry')}
        </Button>
      ) : (
        // While it loads the table has no rows to focus: the region itself takes the focus.
        <SidewaysScrollArea label={t('monitor.programs.title')}>
          <Table<Program>
            rowKey="id"
            size="small"
            loading={isPending}
            columns={columns}
            data={programs}
            pagination={false}
            scroll={{ x: 560 }}
            rowSelection={{
              type: 'checkbox',
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(Number)),
              // Arco's own select-all checkbox cannot be labelled.
              checkAll: false,
              columnTitle: (
                <SelectAllCheckbox
                  label={t('monitor.programs.selectAll')}
                  selected={selected.length}
                  total={programs.length}
                  onChange={(all) => setSelected(all ? programs.map((program) => program.id) : [])}
                />
              ),
              checkboxProps: (row) => ({
                children: (
                  <span className={styles.visuallyHidden}>{t('monitor.programs.select', { name: row.name })}</span>
                ),
              }),
            }}
          />
        </SidewaysScrollArea>
      )}
      <p className={styles.secondary}>{t('monitor.programs.caption', { count: programs.length })}</p>
    </Card>
  );
}

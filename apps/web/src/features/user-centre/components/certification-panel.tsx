import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  Empty,
  Message,
  Popconfirm,
  Spin,
  Table,
  type TableColumnProps,
} from '@arco-design/web-react';
import { CERTIFICATION_STATUSES } from '@console/shared/user-centre/constants';
import type { CertificationRecord } from '@console/shared/user-centre/schemas';
import { SidewaysScrollArea } from '@/components/list/sideways-scroll-area';
import { messageKey, useTranslation } from '@/lib/i18n/i18n';
import { certificationQueryOptions, useWithdrawRecord } from '../api/certification';
import { BlockError } from './block-error';
import { InfoList } from './info-list';
import styles from './user-centre.module.css';

const BADGE: Record<number, 'processing' | 'success' | 'default'> = {
  [CERTIFICATION_STATUSES.auditing]: 'processing',
  [CERTIFICATION_STATUSES.passed]: 'success',
  [CERTIFICATION_STATUSES.withdrawn]: 'default',
};

/** The enterprise authentication and the certification records; a record still auditing can be withdrawn. */
export function CertificationPanel() {
  const { t } = useTranslation();
  const certification = useQuery(certificationQueryOptions());
  const withdraw = useWithdrawRecord();
  const status = (value: number) => (
    <Badge status={BADGE[value] ?? 'default'} text={t(messageKey(`userSetting.cert.status.${value}`))} />
  );

  const columns: TableColumnProps<CertificationRecord>[] = [
    {
      title: t('userSetting.cert.recordType'),
      dataIndex: 'certificationType',
      render: (type: number) => t(messageKey(`userSetting.cert.recordType.${type}`)),
    },
    { title: t('userSetting.cert.content'), dataIndex: 'certificationContent' },
    { title: t('userSetting.cert.status'), dataIndex: 'status', render: status },
    { title: t('userSetting.cert.recordTime'), dataIndex: 'time' },
    {
      title: t('userSetting.cert.operation'),
      render: (_: unknown, record) =>
        record.status === CERTIFICATION_STATUSES.auditing && (
          <Popconfirm
            title={t('userSetting.cert.withdraw.confirm')}
            onOk={() => withdraw.mutateAsync(record.id).then(() => Message.success(t('userSetting.cert.withdrawn')))}
          >
            <Button className={styles.action} type="text" size="small">
              {t('userSetting.cert.withdraw')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  if (certification.isPending) return <Spin className={styles.stack} block loading />;
  if (certification.isError) return <BlockError onRetry={() => void certification.refetch()} />;
  const { enterpriseInfo: info, record } = certification.data;
  return (
    <div className={styles.stack}>
      <Card title={<h2 className={styles.sectionTitle}>{t('userSetting.cert.enterprise')}</h2>}>
        {info ? (
          <InfoList
            columns={3}
            items={[
              {
                label: t('userSetting.cert.accountType'),
                value: t(messageKey(`userSetting.cert.accountType.${info.accountType}`)),
              },
              { label: t('userSetting.cert.status'), value: status(info.status) },
              { label: t('userSetting.cert.time'), value: info.time },
              { label: t('userSetting.cert.legalPerson'), value: info.legalPerson },
              { label: t('userSetting.cert.certificateType'), value: info.certificateType },
              { label: t('userSetting.cert.authenticationNumber'), value: info.authenticationNumber },
              { label: t('userSetting.cert.enterpriseName'), value: info.enterpriseName },
              { label: t('userSetting.cert.enterpriseCertificateType'), value: info.enterpriseCertificateType },
              { label: t('userSetting.cert.organizationCode'), value: info.organizationCode },
            ]}
          />
        ) : (
          <Empty description={t('userSetting.cert.none')} />
        )}
      </Card>
      <Card title={<h2 className={styles.sectionTitle}>{t('userSetting.cert.records')}</h2>}>
        {record.length > 0 ? (
          <SidewaysScrollArea label={t('userSetting.cert.records')}>
            <Table rowKey="id" columns={columns} data={record} pagination={false} scroll={{ x: 640 }} />
          </SidewaysScrollArea>
        ) : (
          <Empty description={t('userSetting.cert.noRecords')} />
        )}
      </Card>
    </div>
  );
}

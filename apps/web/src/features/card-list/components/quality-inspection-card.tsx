import { Card, Descriptions } from '@arco-design/web-react';
import type { QualityInspectionItem } from '@console/shared/card-list/schemas';
import { formatDateTime } from '@/lib/format';
import styles from './card-list.module.css';

/** An inspection queue: its title, creation time and three figures. */
export function QualityInspectionCard({ item }: { item: QualityInspectionItem }) {
  return (
    <Card bordered={false} hoverable className={styles.card} title={<h3 className={styles.cardTitle}>{item.title}</h3>}>
      <p className={styles.description}>{formatDateTime(item.createdTime)}</p>
      <Descriptions
        className={styles.descriptions}
        column={1}
        size="small"
        colon=":"
        data={item.data.map(({ label, value }) => ({ label, value }))}
        labelStyle={{ paddingRight: 4 }}
      />
    </Card>
  );
}

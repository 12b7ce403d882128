import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/i18n';
import { Card, Empty, Grid, Skeleton } from '@arco-design/web-react';
import styles from './card-list.module.css';

export interface CardSectionProps<T extends { id: number }> {
  id: string;
  title: string;
  items: T[] | undefined;
  loading: boolean;
  /** Skeleton cards shown while loading. */
  placeholders: number;
  renderCard: (item: T) => ReactNode;
  /** A card before the items, whatever they are (the queues' "create" card). */
  lead?: ReactNode;
}

const COLUMN = { xs: 24, sm: 12, lg: 6 } as const;

/** One titled section of cards: one per row on a phone, two up to md, four from lg; skeletons while loading. */
export function CardSection<T extends { id: number }>({
  id,
  title,
  items,
  loading,
  placeholders,
  renderCard,
  lead,
}: CardSectionProps<T>) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {!loading && !items?.length && !lead ? (
        <Empty description={t('cardList.empty')} />
      ) : (
        <Grid.Row gutter={24} align="stretch">
          {lead && (
            <Grid.Col {...COLUMN} className={styles.col}>
              {lead}
            </Grid.Col>
          )}
          {loading
            ? Array.from({ length: placeholders }, (_, i) => (
                <Grid.Col key={i} {...COLUMN} className={styles.col}>
                  <Card bordered={false} className={styles.card}>
                    <Skeleton animation text={{ rows: 3 }} />
                  </Card>
                </Grid.Col>
              ))
            : items?.map((item) => (
                <Grid.Col key={item.id} {...COLUMN} className={styles.col}>
                  {renderCard(item)}
                </Grid.Col>
              ))}
        </Grid.Row>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Card, Tag, Typography } from '@arco-design/web-react';
import styles from './card-list.module.css';

/** What a card's tag beside its title says of it (opened, expired, enabled, inspecting). */
export interface CardState {
  color: string;
  icon?: ReactNode;
  label: string;
}

export interface ListCardProps {
  title: string;
  /** Before the title (a service's avatar). */
  avatar?: ReactNode;
  state?: CardState;
  description: string;
  /** The kind's own class, beside every card's. */
  className?: string;
  /** The buttons along the card's foot. */
  actions?: ReactNode[];
  /** A control at the title's end. */
  extra?: ReactNode;
  /** What the card shows under its description. */
  children?: ReactNode;
}

/** A card of the card list: its title with a tag of its state, a two-line description, then its own parts. */
export function ListCard({ title, avatar, state, description, className, actions, extra, children }: ListCardProps) {
  return (
    <Card
      bordered={false}
      hoverable
      className={className ? `${styles.card} ${className}` : styles.card}
      title={
        <span className={styles.cardHeading}>
          {avatar}
          <h3 className={styles.cardTitle}>{title}</h3>
          {state && (
            <Tag className={styles.tag} color={state.color} icon={state.icon} size="small">
              {state.label}
            </Tag>
          )}
        </span>
      }
      actions={actions}
      extra={extra}
    >
      <Typography.Paragraph className={styles.description} ellipsis={{ rows: 2, showTooltip: true }}>
        {description}
      </Typography.Paragraph>
      {children}
    </Card>
  );
}

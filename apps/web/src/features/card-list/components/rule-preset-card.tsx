import { useTranslation } from '@/lib/i18n/i18n';
import { Card, Switch, Tag, Typography } from '@arco-design/web-react';
import type { RulePreset } from '@console/shared/card-list/schemas';
import styles from './card-list.module.css';

export interface RulePresetCardProps {
  preset: RulePreset;
  /** The admin's switch handler; absent for roles that may not change rules. */
  onToggle?: (preset: RulePreset, enable: boolean) => void;
  busy: boolean;
}

/** A content rule with its "enabled" tag and, for admins, the switch. */
export function RulePresetCard({ preset, onToggle, busy }: RulePresetCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      bordered={false}
      hoverable
      className={`${styles.card} ${styles.presetCard}`}
      title={
        <span className={styles.cardHeading}>
          <h3 className={styles.cardTitle}>{preset.title}</h3>
          {preset.enable && (
            <Tag className={styles.tag} color="green" size="small">
              {t('cardList.tag.enabled')}
            </Tag>
          )}
        </span>
      }
      extra={
        onToggle && (
          <Switch
            checked={preset.enable}
            loading={busy}
            aria-label={`${t('cardList.action.enable')} ${preset.title}`}
            onChange={(enable) => onToggle(preset, enable)}
          />
        )
      }
    >
      <Typography.Paragraph className={styles.description} ellipsis={{ rows: 2, showTooltip: true }}>
        {preset.description}
      </Typography.Paragraph>
    </Card>
  );
}

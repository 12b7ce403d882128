import { useTranslation } from '@/lib/i18n/i18n';
import { Switch } from '@arco-design/web-react';
import type { RulePreset } from '@console/shared/card-list/schemas';
import styles from './card-list.module.css';
import { ListCard } from './list-card';

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
    <ListCard
      className={styles.presetCard}
      title={preset.title}
      state={preset.enable ? { color: 'green', label: t('cardList.tag.enabled') } : undefined}
      description={preset.description}
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
    />
  );
}

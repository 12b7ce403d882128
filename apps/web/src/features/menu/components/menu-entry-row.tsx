import { Button, Input, Switch, Tag } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import { LOCALES, type Locale } from '@console/shared';
import { MENU_TITLE_MAX } from '@console/shared/menu/layout';
import { MENU_ICONS } from '@/components/menu-icons';
import { i18n, messageKey, useTranslation } from '@/lib/i18n/i18n';
import type { DraftEntry } from './menu-draft';
import styles from './menu-manager.module.css';

export interface MenuEntryRowProps {
  entry: DraftEntry;
  /** A group's row heads its entries. */
  group: boolean;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onHidden: (hidden: boolean) => void;
  onTitle: (locale: Locale, title: string) => void;
}

/** One menu entry: its default name and path, its names per language, whether the menu shows it, and its place. */
export function MenuEntryRow({ entry, group, index, count, onMove, onHidden, onTitle }: MenuEntryRowProps) {
  const { t } = useTranslation();
  const { node } = entry;
  const name = t(messageKey(node.titleKey));
  const Icon = node.icon && MENU_ICONS[node.icon];
  return (
    <div className={`${styles.row} ${group ? styles.groupRow : ''} ${entry.hidden ? styles.hiddenRow : ''}`}>
      <div className={styles.entry}>
        {Icon && <Icon className={styles.icon} />}
        <span className={styles.names}>
          <span className={styles.name}>{name}</span>
          <span className={styles.path}>{node.path}</span>
        </span>
        {node.external && <Tag size="small">{t('menuManager.link')}</Tag>}
        {entry.hidden && (
          <Tag size="small" className={styles.hiddenTag}>
            {t('menuManager.hidden')}
          </Tag>
        )}
      </div>
      {LOCALES.map((locale) => (
        <div key={locale} className={styles.titleField}>
          <span aria-hidden="true" className={styles.fieldLabel}>
            {t(`menuManager.column.${locale}`)}
          </span>
          <Input
            value={entry.titles[locale]}
            maxLength={MENU_TITLE_MAX}
            placeholder={i18n.getFixedT(locale)(messageKey(node.titleKey))}
            lang={locale}
            aria-label={t('menuManager.titleOf', { entry: name, language: t(`menuManager.language.${locale}`) })}
            onChange={(value) => onTitle(locale, value)}
          />
        </div>
      ))}
      <div className={styles.controls}>
        <Switch
          size="small"
          checked={!entry.hidden}
          aria-label={t('menuManager.shownOf', { entry: name })}
          onChange={(shown: boolean) => onHidden(!shown)}
        />
        <span className={styles.moves}>
          <Button
            size="small"
            icon={<IconArrowUp />}
            disabled={index === 0}
            data-move={`${node.name}:up`}
            aria-label={t('menuManager.moveUp', { entry: name })}
            onClick={() => onMove(-1)}
          />
          <Button
            size="small"
            icon={<IconArrowDown />}
            disabled={index === count - 1}
            data-move={`${node.name}:down`}
            aria-label={t('menuManager.moveDown', { entry: name })}
            onClick={() => onMove(1)}
          />
        </span>
      </div>
    </div>
  );
}

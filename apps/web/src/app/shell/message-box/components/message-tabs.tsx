import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/i18n';
import { MESSAGE_TYPES, type MessageType } from '@console/shared';
import styles from './message-box.module.css';

interface MessageTabsProps {
  active: MessageType;
  unreadCounts: Record<MessageType, number>;
  onChange: (type: MessageType) => void;
  children: ReactNode;
}

/** Rounded Message / Notice / Todo tabs (WAI-ARIA tabs: arrow keys move, Home/End jump). */
export function MessageTabs({ active, unreadCounts, onChange, children }: MessageTabsProps) {
  const { t } = useTranslation();
  const id = useId();
  const tabRefs = useRef<Partial<Record<MessageType, HTMLButtonElement | null>>>({});

  const select = (type: MessageType) => {
    onChange(type);
    tabRefs.current[type]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = MESSAGE_TYPES.indexOf(active);
    const last = MESSAGE_TYPES.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(MESSAGE_TYPES[target] ?? active);
  };

  return (
    <>
      <div role="tablist" aria-label={t('messageBox.tabs')} className={styles.tabs} onKeyDown={onKeyDown}>
        {MESSAGE_TYPES.map((type) => {
          const selected = type === active;
          const count = unreadCounts[type];
          return (
            <button
              key={type}
              ref={(button) => {
                tabRefs.current[type] = button;
              }}
              type="button"
              role="tab"
              id={`${id}-${type}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => onChange(type)}
            >
              {t(`messageBox.tab.${type}`)}
              {count > 0 && ` (${count})`}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`}>
        {children}
      </div>
    </>
  );
}

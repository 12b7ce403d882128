import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/i18n';
import { Button, Checkbox, Popover, Tooltip } from '@arco-design/web-react';
import { IconDragDotVertical, IconSettings } from '@arco-design/web-react/icon';
import type { ColumnSetting } from './use-table-preferences';
import styles from './search-table.module.css';

export interface ColumnSettingsProps {
  columns: ColumnSetting[];
  titles: Record<string, string>;
  onToggle: (key: string) => void;
  onMove: (key: string, toKey: string) => void;
  onReset: () => void;
}

/** Popover listing the columns: a checkbox shows/hides one, dragging (or arrow keys) reorders. */
export function ColumnSettings({ columns, titles, onToggle, onMove, onReset }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<string | null>(null);

  const moveByKey = (event: KeyboardEvent, index: number) => {
    const target =
      event.key === 'ArrowUp' ? columns[index - 1] : event.key === 'ArrowDown' ? columns[index + 1] : undefined;
    const column = columns[index];
    if (!target || !column) return;
    event.preventDefault();
    onMove(column.key, target.key);
  };

  const content = (
    <div className={styles.columns} data-testid="column-settings">
      <ul>
        {columns.map((column, index) => (
          <li
            key={column.key}
            data-column={column.key}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged) onMove(dragged, column.key);
              setDragged(null);
            }}
          >
            <button
              type="button"
              className={styles.columnHandle}
              draggable
              aria-label={t('table.columnSettings.drag', { column: titles[column.key] })}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragged(column.key);
              }}
              onKeyDown={(event) => moveByKey(event, index)}
            >
              <IconDragDotVertical />
            </button>
            <Checkbox checked={column.visible} onChange={() => onToggle(column.key)}>
              {titles[column.key]}
            </Checkbox>
          </li>
        ))}
      </ul>
      <Button type="text" size="small" long onClick={onReset}>
        {t('table.columnSettings.reset')}
      </Button>
    </div>
  );

  return (
    <Popover trigger="click" position="bl" content={content} title={t('table.columnSettings')}>
      <Tooltip content={t('table.columnSettings')}>
        <Button type="text" className={styles.action} icon={<IconSettings />} aria-label={t('table.columnSettings')} />
      </Tooltip>
    </Popover>
  );
}

import { useState } from 'react';
import { Button, Form, Input, Modal, Space } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconPlus } from '@arco-design/web-react/icon';
import { DOCUMENT_LIMITS } from '@console/shared/document/constants';
import type { Sheet } from '@console/shared/document/schemas';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './excel.module.css';

export interface SheetTabsProps {
  sheets: readonly Sheet[];
  active: number;
  onSelect: (index: number) => void;
  onAdd: () => void;
  onRename: (index: number, name: string) => void;
  onDelete: (index: number) => void;
}

/** The sheets under the grid: pick one, add one, rename or delete the shown one. */
export function SheetTabs({ sheets, active, onSelect, onAdd, onRename, onDelete }: SheetTabsProps) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const [renaming, setRenaming] = useState<string | null>(null);
  const current = sheets[active];
  const trimmed = renaming?.trim() ?? '';
  const renameError = !trimmed
    ? t('excel.sheet.nameRequired')
    : sheets.some((s, i) => i !== active && s.name === trimmed)
      ? t('excel.sheet.nameTaken')
      : undefined;

  return (
    <div className={styles.sheets} role="group" aria-label={t('excel.sheets')}>
      {holder}
      {sheets.map((sheet, index) => (
        <Button
          key={sheet.name}
          size="small"
          type={index === active ? 'primary' : 'secondary'}
          aria-pressed={index === active}
          onClick={() => onSelect(index)}
        >
          {sheet.name}
        </Button>
      ))}
      <Space size={4}>
        <Button
          size="small"
          icon={<IconPlus />}
          aria-label={t('excel.sheet.add')}
          title={t('excel.sheet.add')}
          onClick={onAdd}
        />
        <Button
          size="small"
          icon={<IconEdit />}
          aria-label={t('excel.sheet.rename')}
          title={t('excel.sheet.rename')}
          onClick={() => setRenaming(current?.name ?? '')}
        />
        <Button
          size="small"
          icon={<IconDelete />}
          aria-label={t('excel.sheet.delete')}
          title={t('excel.sheet.delete')}
          disabled={sheets.length <= 1}
          onClick={() =>
            modal.confirm?.({
              title: t('excel.sheet.confirmDelete', { name: current?.name ?? '' }),
              onOk: () => onDelete(active),
            })
          }
        />
      </Space>
      <Modal
        title={t('excel.sheet.rename')}
        visible={renaming !== null}
        okButtonProps={{ disabled: renameError !== undefined }}
        onOk={() => {
          onRename(active, trimmed);
          setRenaming(null);
        }}
        onCancel={() => setRenaming(null)}
        unmountOnExit
      >
        <Form
          layout="vertical"
          onSubmit={() => renameError === undefined && (onRename(active, trimmed), setRenaming(null))}
        >
          <Form.Item
            label={t('excel.sheet.name')}
            validateStatus={renameError ? 'error' : undefined}
            help={renameError}
          >
            <Input value={renaming ?? ''} maxLength={DOCUMENT_LIMITS.sheetNameMax} onChange={setRenaming} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useBlocker } from 'react-router';
import { Button, Dropdown, Input, Menu, Message, Modal, Space, Tooltip } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconPlus, IconRedo, IconUndo, IconUpload } from '@arco-design/web-react/icon';
import { EXPORT_FORMATS, type ExportFormat } from '@console/shared';
import {
  BLANK_SHEET,
  DOCUMENT_LIMITS,
  FILL_SOURCES,
  cellName,
  type FillSource,
} from '@console/shared/document/constants';
import type { Sheet, SpreadsheetDocument } from '@console/shared/document/schemas';
import { useTranslation } from '@/lib/i18n/i18n';
import { exportSheet, fillRows, getDocument, importFile } from '../api/documents';
import { SheetGrid } from './sheet-grid';
import { SheetTabs } from './sheet-tabs';
import {
  blankSheet,
  bounds,
  deleteColumns,
  deleteRows,
  insertColumn,
  insertRow,
  setCell,
  sheetOf,
  type Range,
} from './sheet-ops';
import { useAutosave, type Autosave } from './use-autosave';
import { useSheetsHistory } from './use-sheets-history';
import styles from './excel.module.css';

const ORIGIN: Range = { anchor: { row: 0, column: 0 }, focus: { row: 0, column: 0 } };
const IMPORT_ACCEPT = '.xlsx,.csv';

/** `base`, or `base 2`, `base 3`… whichever no sheet has yet. */
export function freeSheetName(sheets: readonly Sheet[], base: string): string {
  const taken = new Set(sheets.map((s) => s.name));
  for (let n = 1; ; n++) {
    const name = (n === 1 ? base : `${base} ${n}`).slice(0, DOCUMENT_LIMITS.sheetNameMax);
    if (!taken.has(name)) return name;
  }
}

export interface DocumentEditorProps {
  document: SpreadsheetDocument;
  /** The user chose another tab's save over this one's edits: load the document again. */
  onReload: () => void;
  /** The autosave of this document, for the page's rename (it moves the version on). */
  onAutosave: (autosave: Autosave) => void;
}

/**
 * One document being edited: toolbar, value bar, grid and sheet tabs; autosaved, guarded when
 * leaving with unsaved edits, and a 409 answered by a choice (keep mine, or load theirs).
 */
export function DocumentEditor({ document, onReload, onAutosave }: DocumentEditorProps) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const history = useSheetsHistory(document.content.sheets);
  const { sheets } = history;
  const autosave = useAutosave(document.id, sheets, document.version);
  const [active, setActive] = useState(0);
  const [range, setRange] = useState<Range>(ORIGIN);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const sheetIndex = Math.min(active, sheets.length - 1);
  const sheet = sheets[sheetIndex] ?? sheets[0]!;
  const box = bounds(range);
  useEffect(() => onAutosave(autosave));

  /** An edit of the shown sheet; one that changes nothing adds no undo step. */
  const changeSheet = (update: (current: Sheet) => Sheet) =>
    history.change((all) => {
      const current = all[sheetIndex] ?? sheet;
      const next = update(current);
      return next === current ? all : all.with(sheetIndex, next);
    });
  const showSheet = (index: number) => {
    setActive(index);
    setRange(ORIGIN);
  };

  // The value bar shows the active cell's text, or the cell's edit as it is typed; Enter puts the
  // bar's own edit into the cell.
  const activeText = sheet.rows[range.anchor.row]?.[range.anchor.column] ?? '';
  const [draft, setDraft] = useState({ cell: '', text: activeText });
  const [cellEdit, setCellEdit] = useState<string | null>(null);
  const cell = `${sheetIndex}:${range.anchor.row}:${range.anchor.column}:${activeText}`;
  const shownDraft = draft.cell === cell ? draft.text : activeText;

  // Another tab saved first: keep these sheets (save over it) or load the other tab's.
  const asked = useRef(false);
  useEffect(() => {
    if (autosave.status !== 'conflict') {
      asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    modal.confirm?.({
      title: t('excel.conflict.title'),
      content: t('excel.conflict.content'),
      okText: t('excel.conflict.keepMine'),
      cancelText: t('excel.conflict.loadTheirs'),
      closable: false,
      maskClosable: false,
      onOk: async () => {
        const current = await getDocument(document.id);
        await autosave.overwrite(current.version);
      },
      onCancel: onReload,
    });
  }, [autosave, modal, t, document.id, onReload]);

  // Leaving with unsaved edits asks first (in the app, and when the browser closes the page).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => autosave.dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // One question per blocked navigation: the effect runs again while it is open (autosave and
  // the blocker change identity on every render), and must not stack a second dialog.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const answer = (leave: boolean) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    };
    modal.confirm?.({
      title: t('excel.leave.title'),
      content: t('excel.leave.content'),
      okText: t('excel.leave.save'),
      cancelText: t('excel.leave.stay'),
      onOk: async () => answer(await autosave.flush()),
      onCancel: () => answer(false),
    });
  }, [blocker, modal, t, autosave]);
  useEffect(() => {
    if (!autosave.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [autosave.dirty]);

  /** Runs a server step that needs the sheets saved first (import, export). */
  const afterSave = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      if (await autosave.flush()) await step();
    } catch {
      // The HTTP client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase();
    if (extension === 'xls') return void Message.error(t('excel.import.xls'));
    if (extension !== 'xlsx' && extension !== 'csv') return void Message.error(t('excel.import.type'));
    if (file.size > DOCUMENT_LIMITS.importBytes) return void Message.error(t('excel.import.size'));
    void afterSave(async () => {
      const { document: updated, rows } = await importFile(document.id, autosave.version, file);
      const imported = updated.content.sheets;
      history.change(() => imported);
      autosave.adopt(updated.version, imported);
      showSheet(imported.length - 1);
      Message.success(t('excel.import.done', { count: rows }));
    });
  };

  const download = (format: ExportFormat) =>
    afterSave(() => exportSheet(document.id, sheetIndex, format, `${document.name}-${sheet.name}`));

  const fill = async (source: FillSource) => {
    if (sheets.length >= DOCUMENT_LIMITS.sheets)
      return void Message.error(t('excel.sheet.limit', { max: DOCUMENT_LIMITS.sheets }));
    setBusy(true);
    try {
      const { rows } = await fillRows(source);
      history.change((all) => [...all, sheetOf(freeSheetName(all, t(`excel.fill.${source}`)), rows)]);
      showSheet(sheets.length);
      Message.success(t('excel.fill.done', { count: rows.length - 1 }));
    } catch {
      // The HTTP client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  const confirmThen = (title: string, action: () => void) => modal.confirm?.({ title, onOk: action });

  const rowCount = box.bottom - box.top + 1;
  const columnCount = box.right - box.left + 1;

  return (
    <>
      {modalHolder}
      <div className={styles.bar} role="toolbar" aria-label={t('excel.toolbar')}>
        <input ref={fileInput} type="file" accept={IMPORT_ACCEPT} hidden onChange={onFile} aria-hidden tabIndex={-1} />
        <Button icon={<IconUpload />} loading={busy} onClick={() => fileInput.current?.click()}>
          {t('excel.import')}
        </Button>
        <Dropdown
          trigger="click"
          droplist={
            <Menu onClickMenuItem={(key) => void download(key as ExportFormat)}>
              {EXPORT_FORMATS.map((format) => (
                <Menu.Item key={format}>{t(`excel.export.${format}`)}</Menu.Item>
              ))}
            </Menu>
          }
        >
          <Button icon={<IconDownload />} disabled={busy}>
            {t('excel.export')}
          </Button>
        </Dropdown>
        <Dropdown
          trigger="click"
          droplist={
            <Menu onClickMenuItem={(key) => void fill(key as FillSource)}>
              {FILL_SOURCES.map((source) => (
                <Menu.Item key={source}>{t(`excel.fill.from.${source}`)}</Menu.Item>
              ))}
            </Menu>
          }
        >
          <Button disabled={busy}>{t('excel.fill')}</Button>
        </Dropdown>
        <Space size={4} wrap className={styles.actions}>
          <Button icon={<IconPlus />} onClick={() => changeSheet((s) => insertRow(s, box.bottom + 1))}>
            {t('excel.row.add')}
          </Button>
          <Button
            icon={<IconDelete />}
            disabled={sheet.rows.length === 0}
            onClick={() =>
              confirmThen(
                t('excel.row.confirmDelete', { count: rowCount }),
                () => (changeSheet((s) => deleteRows(s, box.top, box.bottom)), setRange(ORIGIN)),
              )
            }
          >
            {t('excel.row.delete', { count: rowCount })}
          </Button>
          <Button
            icon={<IconPlus />}
            onClick={() => changeSheet((s) => insertColumn(s, box.right + 1))}
            disabled={sheet.columns >= DOCUMENT_LIMITS.columns}
          >
            {t('excel.column.add')}
          </Button>
          <Button
            icon={<IconDelete />}
            disabled={sheet.columns <= 1}
            onClick={() =>
              confirmThen(
                t('excel.column.confirmDelete', { count: columnCount }),
                () => (changeSheet((s) => deleteColumns(s, box.left, box.right)), setRange(ORIGIN)),
              )
            }
          >
            {t('excel.column.delete', { count: columnCount })}
          </Button>
        </Space>
        <Tooltip content={t('excel.undo')}>
          <Button icon={<IconUndo />} aria-label={t('excel.undo')} disabled={!history.canUndo} onClick={history.undo} />
        </Tooltip>
        <Tooltip content={t('excel.redo')}>
          <Button icon={<IconRedo />} aria-label={t('excel.redo')} disabled={!history.canRedo} onClick={history.redo} />
        </Tooltip>
        <span className={styles.spacer} />
        <span className={styles.status} role="status">
          {t(`excel.status.${autosave.status}`)}
        </span>
      </div>
      <div className={styles.valueBar}>
        <Input
          className={styles.address}
          value={cellName(range.anchor.row, range.anchor.column)}
          readOnly
          aria-label={t('excel.address')}
        />
        <Input
          value={cellEdit ?? shownDraft}
          aria-label={t('excel.value')}
          placeholder={t('excel.value.placeholder')}
          maxLength={DOCUMENT_LIMITS.cellMax}
          onChange={(text) => setDraft({ cell, text })}
          onPressEnter={() => changeSheet((s) => setCell(s, range.anchor.row, range.anchor.column, shownDraft))}
          onBlur={() => changeSheet((s) => setCell(s, range.anchor.row, range.anchor.column, shownDraft))}
        />
      </div>
      <SheetGrid
        sheet={sheet}
        onChange={(next) => changeSheet(() => next)}
        range={range}
        onRangeChange={setRange}
        onEditText={setCellEdit}
        onUndo={history.undo}
        onRedo={history.redo}
      />
      <SheetTabs
        sheets={sheets}
        active={sheetIndex}
        onSelect={showSheet}
        onAdd={() => {
          if (sheets.length >= DOCUMENT_LIMITS.sheets)
            return void Message.error(t('excel.sheet.limit', { max: DOCUMENT_LIMITS.sheets }));
          history.change((all) => [
            ...all,
            blankSheet(freeSheetName(all, t('excel.sheet.default')), BLANK_SHEET.rows, BLANK_SHEET.columns),
          ]);
          showSheet(sheets.length);
        }}
        onRename={(index, name) => history.change((all) => all.with(index, { ...(all[index] ?? sheet), name }))}
        onDelete={(index) => {
          history.change((all) => all.toSpliced(index, 1));
          showSheet(Math.max(0, index - 1));
        }}
      />
    </>
  );
}

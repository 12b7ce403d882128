import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiCode, type Locale } from '@console/shared';
import { ApiError } from '@/lib/http/api-client';
import { formatDateTime } from '@/lib/format';
import { messageKey, useTranslation } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/toast';
import { menuManagerKeys, useSaveMenuLayout, type AdminMenuLayout } from '../api/menu-manager';
import { MenuEntryRow } from './menu-entry-row';
import { draftOf, entriesOf, layoutKey, moveEntry, placeOf, updateEntry, type DraftEntry } from './menu-draft';
import styles from './menu-manager.module.css';

/** The route table's own menu, as a draft saves it. */
const DEFAULT_KEY = layoutKey(draftOf([]));

/** A move's button to focus once the entries are in their new places. */
interface PendingFocus {
  name: string;
  step: -1 | 1;
}

/**
 * The menu manager's editor: every group and entry in the layout's order, moved with their arrow
 * buttons, shown or hidden, named per language; saved whole at the version read.
 */
export function MenuEditor({ layout }: { layout: AdminMenuLayout }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSaveMenuLayout();
  // The draft follows the layout whenever another version of it arrives (a save, a reload).
  const [edited, setEdited] = useState({ version: layout.version, draft: draftOf(layout.entries) });
  if (edited.version !== layout.version) setEdited({ version: layout.version, draft: draftOf(layout.entries) });
  const { draft } = edited;
  const setDraft = (next: DraftEntry[]) => setEdited({ version: layout.version, draft: next });

  const [conflict, setConflict] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [pendingFocus, setPendingFocus] = useState<PendingFocus>();
  const treeRef = useRef<HTMLOListElement>(null);

  const entries = entriesOf(draft);
  const dirty = layoutKey(draft) !== layoutKey(draftOf(layout.entries));
  const isDefault = layoutKey(draft) === DEFAULT_KEY;

  // A moved entry's button keeps the focus; at either end, its other button takes it.
  useLayoutEffect(() => {
    if (!pendingFocus) return;
    // Route names are identifiers: no quoting needed in the selector.
    const button = (step: -1 | 1) =>
      treeRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${pendingFocus.name}:${step < 0 ? 'up' : 'down'}"]`,
      );
    const pressed = button(pendingFocus.step);
    (pressed && !pressed.disabled ? pressed : button(pendingFocus.step < 0 ? 1 : -1))?.focus();
    setPendingFocus(undefined);
  }, [pendingFocus]);

  const move = (entry: DraftEntry, step: -1 | 1) => {
    const next = moveEntry(draft, entry.node.name, step);
    const place = placeOf(next, entry.node.name);
    setDraft(next);
    setPendingFocus({ name: entry.node.name, step });
    if (place)
      setAnnouncement(
        t('menuManager.moved', {
          entry: t(messageKey(entry.node.titleKey)),
          position: place.index + 1,
          count: place.count,
        }),
      );
  };
  const change = (name: string, update: (entry: DraftEntry) => DraftEntry) =>
    setDraft(updateEntry(draft, name, update));

  const submit = () => {
    setConflict(undefined);
    save.mutate(
      { version: layout.version, entries },
      {
        onSuccess: () => toast('success', t('menuManager.saved')),
        onError: (error) => {
          if (error instanceof ApiError && error.code === ApiCode.conflict) setConflict(error.message);
        },
      },
    );
  };
  const loadLatest = async () => {
    await queryClient.invalidateQueries({ queryKey: menuManagerKeys.layout });
    setConflict(undefined);
  };

  const rows = (level: readonly DraftEntry[], group: boolean) =>
    level.map((entry, index) => (
      <li key={entry.node.name} className={entry.children ? styles.group : undefined}>
        <MenuEntryRow
          entry={entry}
          group={group && entry.children !== undefined}
          index={index}
          count={level.length}
          onMove={(step) => move(entry, step)}
          onHidden={(hidden) => change(entry.node.name, (e) => ({ ...e, hidden }))}
          onTitle={(locale: Locale, title) =>
            change(entry.node.name, (e) => ({ ...e, titles: { ...e.titles, [locale]: title } }))
          }
        />
        {entry.children && <ol className={styles.children}>{rows(entry.children, false)}</ol>}
      </li>
    ));

  return (
    <>
      {conflict && (
        <Alert
          type="warning"
          className={styles.alert}
          title={t('menuManager.conflict.title')}
          content={conflict}
          action={
            <Button size="small" onClick={() => void loadLatest()}>
              {t('menuManager.conflict.load')}
            </Button>
          }
        />
      )}
      <div className={styles.head} aria-hidden="true">
        <span>{t('menuManager.column.entry')}</span>
        <span>{t('menuManager.column.zh-CN')}</span>
        <span>{t('menuManager.column.en-US')}</span>
        <span className={styles.headControls}>
          <span>{t('menuManager.column.shown')}</span>
          <span>{t('menuManager.column.order')}</span>
        </span>
      </div>
      <ol ref={treeRef} className={styles.tree} aria-label={t('menuManager.tree')}>
        {rows(draft, true)}
      </ol>
      <p className={styles.announcement} aria-live="polite">
        {announcement}
      </p>
      <div className={styles.footer}>
        <Button type="primary" loading={save.isPending} disabled={!dirty} onClick={submit}>
          {t('menuManager.save')}
        </Button>
        <Button disabled={!dirty} onClick={() => setDraft(draftOf(layout.entries))}>
          {t('menuManager.discard')}
        </Button>
        <Button disabled={isDefault} onClick={() => setDraft(draftOf([]))}>
          {t('menuManager.reset')}
        </Button>
        <span className={styles.status}>
          {dirty ? (
            <strong>{t('menuManager.unsaved')}</strong>
          ) : layout.updatedTime ? (
            layout.updatedBy ? (
              t('menuManager.lastSaved', { name: layout.updatedBy, time: formatDateTime(layout.updatedTime) })
            ) : (
              t('menuManager.lastSavedAt', { time: formatDateTime(layout.updatedTime) })
            )
          ) : (
            t('menuManager.neverSaved')
          )}
        </span>
      </div>
    </>
  );
}

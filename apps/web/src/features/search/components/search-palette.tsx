/**
 * The global search's palette (loaded on its first opening): a dialog whose input is a combobox
 * over one listbox of groups, screens, then records by kind, then actions; on an empty input the
 * account's recent picks. The focus stays in the input; the active option is its
 * `aria-activedescendant` (the WAI-ARIA combobox pattern).
 */
import { Fragment, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import {
  IconCheckSquare,
  IconExport,
  IconFile,
  IconFolder,
  IconLanguage,
  IconList,
  IconLoading,
  IconLock,
  IconMessage,
  IconMoonFill,
  IconNotification,
  IconSearch,
  IconSettings,
  IconSunFill,
  IconUser,
} from '@arco-design/web-react/icon';
import { SEARCH_TYPES, type SearchType } from '@console/shared/search/constants';
import type { Locale } from '@console/shared';
import { MENU_ICONS } from '@/components/menu-icons';
import { registerDictionaries, useTranslation } from '@/lib/i18n/i18n';
import type { Dictionary } from '@/lib/i18n/i18n-core';
import { usePicks, useRecordSearch, useRememberPick, type PickInput, type SearchPick } from '../api/search';
import { matchRuns, matchesAll, queryWords, startsWithFirst } from '../model/match';
import { recordTarget, type RecordRef } from '../model/record-target';
import { useSettings } from '@/stores/settings';
import { useMediaQuery } from '@/lib/dom/use-media-query';
import { useActions, type Action } from '../model/use-actions';
import { useScreens, type Screen } from '../model/use-screens';
import styles from './search-palette.module.css';

registerDictionaries(import.meta.glob<Dictionary>('../locales/*.json', { eager: true, import: 'default' }));

/** Opens the message box at one message, on its tab (`message`, `notice`, `todo`). */
export type MessageTarget = (id: number, group: string) => void;

/** How long typing may pause before the records are asked for. */
export const SEARCH_DEBOUNCE_MS = 150;
/** Most screens listed for one query: the records and actions stay in view. */
const SCREENS_MAX = 8;
/** A phone: the palette fills the screen. */
export const PHONE_QUERY = '(max-width: 576px)';

const KIND_ICONS: Record<SearchType, ReactNode> = {
  policy: <IconList />,
  project: <IconFolder />,
  task: <IconCheckSquare />,
  document: <IconFile />,
  message: <IconNotification />,
  conversation: <IconMessage />,
  account: <IconUser />,
};

const ACTION_ICONS: Record<string, ReactNode> = {
  settings: <IconSettings />,
  accountSettings: <IconUser />,
  password: <IconLock />,
  signOut: <IconExport />,
};

/** One entry of the list. */
interface Option {
  /** Its element's id, stable while it stays listed. */
  id: string;
  icon: ReactNode;
  title: string;
  detail?: string;
  /** The language of `detail` when it is another one's title (what matched). */
  detailLang?: Locale;
  /** A short tag at the end: a record's number, a recent pick's kind. */
  tag?: string;
  /** The words to mark in its texts. */
  words: readonly string[];
  /** What the recent picks remember of it. */
  pick: PickInput;
  run: () => void;
}

interface Group {
  key: string;
  label: string;
  /** A heading over several groups (the records' kinds). */
  section?: string;
  options: Option[];
}

/** `value`, once it has not changed for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** `text` with the occurrences of `words` marked. */
function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  if (words.length === 0) return text;
  return matchRuns(text, words).map((run, i) =>
    run.match ? (
      <mark key={i} className={styles.mark}>
        {run.text}
      </mark>
    ) : (
      <Fragment key={i}>{run.text}</Fragment>
    ),
  );
}

/** A title matched in any language: shown in the current one, the other shown beside when only it matched. */
function titled(titles: Record<Locale, string>, locale: Locale, words: readonly string[]) {
  if (matchesAll(titles[locale], words)) return { found: true, first: startsWithFirst(titles[locale], words) };
  const other = (Object.keys(titles) as Locale[]).find((l) => matchesAll(titles[l], words));
  return other
    ? { found: true, first: startsWithFirst(titles[other], words), detail: titles[other], detailLang: other }
    : { found: false, first: false };
}

interface SearchPaletteProps {
  /** What had the focus before: it gets it back when the palette closes. */
  opener: Element | null;
  onClose: () => void;
  openMessage: MessageTarget;
}

export default function SearchPalette({ opener, onClose, openMessage }: SearchPaletteProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigate = useNavigate();
  const base = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<string>();
  const phone = useMediaQuery(PHONE_QUERY);
  const dark = useSettings((s) => s.theme === 'dark');

  const words = useMemo(() => queryWords(query), [query]);
  const typed = words.join(' ');
  const settled = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const records = useRecordSearch(settled);
  const picks = usePicks();
  const remember = useRememberPick();
  const screens = useScreens();
  const actions = useActions();

  // The page behind keeps its scroll position while the palette is open; the focus comes back to
  // what opened it.
  useEffect(() => {
    const { style } = document.body;
    const overflow = style.overflow;
    style.overflow = 'hidden';
    inputRef.current?.focus();
    return () => {
      style.overflow = overflow;
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [opener]);

  const groups = useMemo((): Group[] => {
    const id = (group: string, key: string) => `${base}-${group}-${key}`;
    const screenOption = (group: string, screen: Screen, detail?: string, detailLang?: Locale): Option => {
      const Icon = screen.icon && MENU_ICONS[screen.icon];
      return {
        id: id(group, screen.name),
        icon: Icon ? <Icon /> : <IconFile />,
        title: screen.titles[locale],
        detail: detail ?? (screen.group || undefined),
        detailLang,
        words: group === 'recent' ? [] : words,
        pick: { kind: 'screen', key: screen.name },
        run: () => {
          if (screen.external) window.open(screen.path, '_blank', 'noopener,noreferrer');
          else void navigate(screen.path);
        },
      };
    };
    const actionOption = (group: string, action: Action, detail?: string, detailLang?: Locale): Option => ({
      id: id(group, action.name.replace(':', '-')),
      icon:
        action.name === 'theme' ? (
          // The theme it switches to.
          dark ? (
            <IconSunFill />
          ) : (
            <IconMoonFill />
          )
        ) : action.name.startsWith('locale:') ? (
          <IconLanguage />
        ) : (
          ACTION_ICONS[action.name]
        ),
      title: action.titles[locale],
      detail,
      detailLang,
      words: group === 'recent' ? [] : words,
      pick: { kind: 'action', key: action.name },
      run: action.run,
    });
    const recordOption = (group: string, record: RecordRef & { title: string; detail: string }, marked: string[]) => {
      const target = recordTarget(record);
      return {
        id: id(group, `${record.type}-${record.id}`),
        icon: KIND_ICONS[record.type],
        title: record.title,
        detail: record.detail || undefined,
        tag: group === 'recent' ? t(`search.type.${record.type}`) : record.code,
        words: marked,
        pick: {
          kind: 'record',
          type: record.type,
          key: String(record.id),
          title: record.title,
          detail: record.detail,
          code: record.code,
          group: record.group,
        },
        run: () => {
          if ('message' in target) openMessage(target.message.id, target.message.group);
          else void navigate(target.path);
        },
      } satisfies Option;
    };

    if (words.length === 0) {
      const recent = (picks.data ?? []).flatMap((pick: SearchPick): Option[] => {
        if (pick.kind === 'screen') {
          const screen = screens.find((s) => s.name === pick.key);
          return screen ? [{ ...screenOption('recent', screen), tag: t('search.type.screen') }] : [];
        }
        if (pick.kind === 'action') {
          const action = actions.find((a) => a.name === pick.key);
          return action ? [{ ...actionOption('recent', action), tag: t('search.type.action') }] : [];
        }
        const recordId = Number(pick.key);
        if (!pick.type || !Number.isInteger(recordId)) return [];
        return [recordOption('recent', { ...pick, type: pick.type, id: recordId }, [])];
      });
      return [
        { key: 'recent', label: t('search.group.recent'), options: recent },
        { key: 'actions', label: t('search.group.actions'), options: actions.map((a) => actionOption('actions', a)) },
      ].filter((group) => group.options.length > 0);
    }

    const found = screens
      .map((screen) => ({ screen, ...titled(screen.titles, locale, words) }))
      .filter((match) => match.found)
      // Stable: the menu's order within each rank.
      .sort((a, b) => Number(b.first) - Number(a.first))
      .slice(0, SCREENS_MAX)
      .map(({ screen, detail, detailLang }) => screenOption('screens', screen, detail, detailLang));

    const result = records.data;
    const marked = result ? queryWords(result.q) : [];
    const kinds = SEARCH_TYPES.map((type) => ({
      key: `records-${type}`,
      label: t(`search.kind.${type}`),
      section: t('search.group.records'),
      options: (result?.hits ?? [])
        .filter((hit) => hit.type === type)
        .map((hit) => recordOption('records', hit, marked)),
    }));

    const matchedActions = actions.flatMap((action) => {
      const match = titled(action.titles, locale, words);
      return match.found ? [actionOption('actions', action, match.detail, match.detailLang)] : [];
    });

    return [
      { key: 'screens', label: t('search.group.screens'), options: found },
      ...kinds,
      { key: 'actions', label: t('search.group.actions'), options: matchedActions },
    ].filter((group) => group.options.length > 0);
  }, [base, words, locale, screens, actions, picks.data, records.data, navigate, openMessage, t, dark]);

  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const active = options.find((option) => option.id === activeId) ?? options[0];

  // The active option stays in view, and a group's first one brings its heading along.
  const shownId = active?.id;
  useEffect(() => {
    if (!shownId) return;
    const element = document.getElementById(shownId);
    const heading = element?.previousElementSibling;
    (heading && !heading.matches('[role="option"]') ? heading : element)?.scrollIntoView?.({ block: 'nearest' });
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [shownId]);

  const pick = (option: Option) => {
    remember.mutate(option.pick);
    onClose();
    option.run();
  };

  const move = (step: number) => {
    if (options.length === 0 || !active) return;
    const index = options.indexOf(active);
    setActiveId(options[(index + step + options.length) % options.length]?.id);
  };

  const jump = (step: number) => {
    if (!active) return;
    const index = groups.findIndex((group) => group.options.includes(active));
    setActiveId(groups[(index + step + groups.length) % groups.length]?.options[0]?.id);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A key that confirms an input method's composition (Chinese, Japanese) is not the list's.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const handled = (action: () => void) => {
      event.preventDefault();
      action();
    };
    if (event.key === 'ArrowDown') handled(() => move(1));
    else if (event.key === 'ArrowUp') handled(() => move(-1));
    else if (event.key === 'Enter' && active) handled(() => pick(active));
    else if (event.key === 'Tab' && groups.length > 0 && active) {
      const index = groups.findIndex((group) => group.options.includes(active));
      // Past the last group (or before the first) Tab reaches the dialog's buttons, when it has any.
      const edge = event.shiftKey ? index === 0 : index === groups.length - 1;
      if (!edge || !dialogRef.current?.querySelector('button')) handled(() => jump(event.shiftKey ? -1 : 1));
    }
  };

  // Esc anywhere in the dialog closes it; Tab from its buttons stays within it.
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && !event.defaultPrevented) {
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('input, button') ?? [])];
      const edge = event.shiftKey ? focusable[0] : focusable[focusable.length - 1];
      if (document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? focusable[focusable.length - 1] : focusable[0])?.focus();
      }
    }
  };

  const loading = typed !== '' && (typed !== settled || records.isFetching);
  const failed = typed !== '' && records.isError && !records.isFetching;
  const skipped = typed !== '' && !loading ? (records.data?.skipped ?? []) : [];
  const empty = typed !== '' && options.length === 0 && !loading && !failed;
  const listId = `${base}-list`;
  const status = typed === '' ? '' : loading ? t('search.loading') : t('search.count', { count: options.length });
  const kindNames = new Intl.ListFormat(locale, { type: 'conjunction' });

  return createPortal(
    <div className={styles.root}>
      <div className={styles.mask} aria-hidden onMouseDown={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('search.dialog')}
        className={phone ? `${styles.dialog} ${styles.sheet}` : styles.dialog}
        data-layout={phone ? 'sheet' : 'dialog'}
        onKeyDown={onDialogKeyDown}
      >
        <div className={styles.bar}>
          <IconSearch className={styles.barIcon} aria-hidden />
          <input
            ref={inputRef}
            className={styles.input}
            type="text"
            role="combobox"
            aria-label={t('search.input')}
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active?.id}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveId(undefined);
            }}
            onKeyDown={onInputKeyDown}
          />
          {loading && <IconLoading className={styles.spinner} aria-hidden />}
          {phone ? (
            <button type="button" className={styles.cancel} onClick={onClose}>
              {t('search.close')}
            </button>
          ) : (
            <kbd className={styles.key} aria-hidden>
              Esc
            </kbd>
          )}
        </div>
        <div className={styles.body} aria-busy={loading}>
          {failed && (
            <div className={styles.note} data-tone="error">
              <span>{t('search.error')}</span>
              <button type="button" className={styles.retry} onClick={() => void records.refetch()}>
                {t('search.retry')}
              </button>
            </div>
          )}
          {skipped.length > 0 && (
            <div className={styles.note}>
              {t('search.skipped', { kinds: kindNames.format(skipped.map((type) => t(`search.kind.${type}`))) })}
            </div>
          )}
          <div role="listbox" id={listId} aria-label={t('search.results')} className={styles.list}>
            {groups.map((group, index) => {
              const headingId = `${base}-${group.key}-heading`;
              const sectionId = `${base}-section-${group.section ?? ''}`;
              const opensSection = group.section !== undefined && groups[index - 1]?.section !== group.section;
              return (
                <Fragment key={group.key}>
                  {opensSection && (
                    <div id={sectionId} className={styles.section} aria-hidden>
                      {group.section}
                    </div>
                  )}
                  <div role="group" aria-labelledby={group.section ? `${sectionId} ${headingId}` : headingId}>
                    <div id={headingId} className={group.section ? styles.kind : styles.heading}>
                      {group.label}
                    </div>
                    {group.options.map((option) => (
                      <div
                        key={option.id}
                        id={option.id}
                        role="option"
                        aria-selected={option === active}
                        className={styles.option}
                        onMouseDown={(event) => event.preventDefault()}
                        onMouseMove={() => option !== active && setActiveId(option.id)}
                        onClick={() => pick(option)}
                      >
                        <span className={styles.icon} aria-hidden>
                          {option.icon}
                        </span>
                        <span className={styles.text}>
                          <span className={styles.title}>
                            <Highlight text={option.title} words={option.words} />
                          </span>
                          {option.detail && (
                            <span className={styles.detail} lang={option.detailLang}>
                              <Highlight text={option.detail} words={option.words} />
                            </span>
                          )}
                        </span>
                        {option.tag && <span className={styles.tag}>{option.tag}</span>}
                      </div>
                    ))}
                  </div>
                </Fragment>
              );
            })}
          </div>
          {empty && (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('search.empty', { query: typed })}</p>
              <p>{t('search.empty.hint')}</p>
            </div>
          )}
        </div>
        {!phone && (
          <div className={styles.footer} aria-hidden>
            <span>
              <kbd>↑</kbd>
              <kbd>↓</kbd> {t('search.hint.move')}
            </span>
            <span>
              <kbd>Enter</kbd> {t('search.hint.pick')}
            </span>
            <span>
              <kbd>Tab</kbd> {t('search.hint.group')}
            </span>
            <span>
              <kbd>Esc</kbd> {t('search.hint.close')}
            </span>
          </div>
        )}
        <div role="status" className={styles.status}>
          {status}
        </div>
      </div>
    </div>,
    document.body,
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiCode } from '@console/shared';
import type { Sheet } from '@console/shared/document/schemas';
import { ApiError } from '@/lib/http/api-client';
import { saveDocument } from '../api/documents';

/** A change is saved this long after the last edit (docs/product.md, Spreadsheet documents: debounced autosave). */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'failed';

export interface Autosave {
  status: SaveStatus;
  /** The version the next save sends (the server's, as last read or written). */
  version: number;
  /** Unsaved edits exist (or a save is on its way). */
  dirty: boolean;
  /** Saves now, if anything is unsaved; resolves true once the server holds the sheets. */
  flush: () => Promise<boolean>;
  /** After a write that did not go through here (a rename, an import): the server's version, and the sheets it now holds. */
  adopt: (version: number, saved?: Sheet[]) => void;
  /** Keeps these sheets over another tab's save: saves again at the server's version. */
  overwrite: (serverVersion: number) => Promise<boolean>;
}

/**
 * Debounced autosave of a document's sheets at the version last read. A 409 (another tab saved
 * first) stops saving and reports `conflict` until the user chooses (docs/decisions/018).
 */
export function useAutosave(id: number, sheets: Sheet[], initialVersion: number): Autosave {
  const [phase, setPhase] = useState<'idle' | 'saving' | 'conflict' | 'failed'>('idle');
  const [version, setVersion] = useState(initialVersion);
  const [saved, setSaved] = useState(sheets);
  const latest = useRef<{ sheets: Sheet[]; version: number; failed?: Sheet[] }>({ sheets, version: initialVersion });
  const running = useRef<Promise<boolean> | null>(null);
  useEffect(() => {
    latest.current.sheets = sheets;
  }, [sheets]);

  const setServerVersion = (next: number) => {
    latest.current.version = next;
    setVersion(next);
  };

  const save = useCallback(async (): Promise<boolean> => {
    if (running.current) await running.current;
    const content = latest.current.sheets;
    setPhase('saving');
    const attempt = saveDocument(id, { sheets: content }, latest.current.version)
      .then((summary) => {
        latest.current.version = summary.version;
        setVersion(summary.version);
        setSaved(content);
        setPhase('idle');
        return true;
      })
      .catch((error: unknown) => {
        latest.current.failed = content;
        setPhase(error instanceof ApiError && error.code === ApiCode.conflict ? 'conflict' : 'failed');
        return false;
      })
      .finally(() => {
        running.current = null;
      });
    running.current = attempt;
    return attempt;
  }, [id]);

  const dirty = sheets !== saved;
  useEffect(() => {
    // After a failure, the next edit tries again (not a loop of failing requests).
    if (
      !dirty ||
      phase === 'conflict' ||
      phase === 'saving' ||
      (phase === 'failed' && latest.current.failed === sheets)
    )
      return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sheets, dirty, phase, save]);

  return {
    status: phase === 'idle' ? (dirty ? 'pending' : 'saved') : phase,
    version,
    dirty: dirty || phase === 'saving',
    flush: () => (dirty ? save() : Promise.resolve(true)),
    adopt: (next, sheetsSaved) => {
      setServerVersion(next);
      if (sheetsSaved) setSaved(sheetsSaved);
    },
    overwrite: (serverVersion) => {
      setServerVersion(serverVersion);
      return save();
    },
  };
}

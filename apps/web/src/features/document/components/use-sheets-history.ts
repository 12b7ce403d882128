import { useCallback, useState } from 'react';
import type { Sheet } from '@console/shared/document/schemas';

/** Undo steps kept per document. */
const HISTORY_LIMIT = 100;

interface History {
  past: Sheet[][];
  present: Sheet[];
  future: Sheet[][];
}

/** A document's sheets with undo and redo: every change is one step; `reset` starts a new history. */
export function useSheetsHistory(initial: Sheet[]) {
  const [history, setHistory] = useState<History>({ past: [], present: initial, future: [] });

  const change = useCallback((update: (sheets: Sheet[]) => Sheet[]) => {
    setHistory((history) => {
      const { past, present } = history;
      const next = update(present);
      return next === present ? history : { past: [...past, present].slice(-HISTORY_LIMIT), present: next, future: [] };
    });
  }, []);

  const undo = useCallback(() => {
    setHistory(({ past, present, future }) => {
      const previous = past.at(-1);
      return previous
        ? { past: past.slice(0, -1), present: previous, future: [present, ...future] }
        : { past, present, future };
    });
  }, []);

  const redo = useCallback(() => {
    setHistory(({ past, present, future }) => {
      const [next, ...rest] = future;
      return next ? { past: [...past, present], present: next, future: rest } : { past, present, future };
    });
  }, []);

  const reset = useCallback((sheets: Sheet[]) => setHistory({ past: [], present: sheets, future: [] }), []);

  return {
    sheets: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change,
    undo,
    redo,
    reset,
  };
}

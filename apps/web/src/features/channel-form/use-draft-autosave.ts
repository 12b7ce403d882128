import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChannelFormDraftInput } from '@console/shared/channel-form/schemas';
import { channelFormKeys } from './api/channel-form-keys';
import { saveChannelFormDraft } from './api/save-channel-form-draft';

/** Typing pauses this long before the draft is saved. */
const SAVE_DELAY_MS = 600;

export interface DraftAutosave {
  /** Saves `input` once typing pauses. */
  schedule(input: ChannelFormDraftInput): void;
  /** Saves `input` now (a step change). */
  saveNow(input: ChannelFormDraftInput): void;
  /** Drops what waits to be saved and resolves once the saves already sent are answered. */
  settle(): Promise<void>;
  /** ISO instant of the last save the server confirmed. */
  savedTime: string | undefined;
}

/**
 * Keeps the server's copy of the user's unfinished form in step with the screen: saved when typing
 * pauses and at each step, sent with `keepalive` when the page goes away, and written into the query
 * cache at once, so returning to the page resumes it.
 */
export function useDraftAutosave(): DraftAutosave {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<ChannelFormDraftInput>(undefined);
  const inFlight = useRef(new Set<Promise<unknown>>());
  const [savedTime, setSavedTime] = useState<string>();

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const input = pending.current;
    pending.current = undefined;
    if (!input) return;
    queryClient.setQueryData(channelFormKeys.draft(), { ...input, updatedTime: new Date().toISOString() });
    const sent = saveChannelFormDraft(input).then(
      (saved) => setSavedTime(saved.updatedTime),
      // The HTTP client has told the user; the next change saves again.
      () => undefined,
    );
    inFlight.current.add(sent);
    void sent.finally(() => inFlight.current.delete(sent));
  }, [queryClient]);

  useEffect(() => {
    // A reload or a closed tab while typing: send what waits, beyond the page's life.
    const onPageHide = () => {
      clearTimeout(timer.current);
      if (pending.current) void saveChannelFormDraft(pending.current, { keepalive: true }).catch(() => undefined);
      pending.current = undefined;
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the screen inside the app.
      flush();
    };
  }, [flush]);

  return {
    schedule(input) {
      pending.current = input;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    saveNow(input) {
      pending.current = input;
      flush();
    },
    async settle() {
      clearTimeout(timer.current);
      pending.current = undefined;
      await Promise.all(inFlight.current);
    },
    savedTime,
  };
}

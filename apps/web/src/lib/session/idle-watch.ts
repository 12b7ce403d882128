import { SESSION_TOUCH_INTERVAL_MS } from '@console/shared';
import { onSessionMessage, postSessionMessage } from './idle-channel';
import { lastExtension, onSessionExtended, sessionExtended } from './idle-extension';

/** The warning shows this long before the session would end (less when the idle time is short). */
export const WARNING_MS = 60_000;
/** The warning's code loads this long before it shows. */
export const PRELOAD_MS = 30_000;
/** Activity asks again this long after a keep-alive that got no answer. */
export const RETRY_MS = 30_000;
/** The longest delay a timer takes (a longer one fires at once): a longer wait is taken in steps. */
const MAX_DELAY_MS = 2_147_483_647;

/** `soon`: the warning is about to show (its code loads); `warning`: it shows, counting down to `endsAt`. */
export type IdlePhase = 'active' | 'soon' | 'warning';

export interface IdleState {
  phase: IdlePhase;
  /** When the session ends unless it is extended (this tab's clock). */
  endsAt: number;
  /** When this state began: a countdown mounted earlier starts from here, not from its own stale clock. */
  since: number;
}

/** Why a session ended here: time ran out (here or in another tab), or another tab signed out. */
export type IdleEnd = 'expired' | 'signed-out';

export interface IdleWatchOptions {
  /** How long the server keeps an unused session (the profile's `sessionIdleSeconds`). */
  idleSeconds: number;
  /** Makes a cheap request that extends the session: false when the server says it has ended already. */
  keepAlive: () => Promise<boolean>;
  onChange: (state: IdleState) => void;
  onEnd: (reason: IdleEnd) => void;
}

export interface IdleWatch {
  /** The user did something: once half the idle time has passed, the session is extended (no request otherwise). */
  activity(): void;
  /** "Stay signed in": extends the session now. */
  stay(): Promise<void>;
  /** Looks at the clock again (timers may have slept with the computer). */
  check(): void;
  dispose(): void;
}

/**
 * Follows the session's idle time in this tab: from the latest request that extended it (in any tab),
 * it warns `WARNING_MS` before the end and ends the session at zero, before the server would answer 401.
 */
export function watchIdle({ idleSeconds, keepAlive, onChange, onEnd }: IdleWatchOptions): IdleWatch {
  const span = idleSeconds * 1000;
  // A request less than the touch interval after the server last recorded a use records nothing:
  // counted from a request, the session is sure to last its idle time less that interval.
  const usable = Math.max(span - SESSION_TOUCH_INTERVAL_MS, span / 2);
  const warning = Math.min(WARNING_MS, usable / 2);

  let extendedAt = lastExtension() || Date.now();
  let state: IdleState = { phase: 'active', endsAt: extendedAt + usable, since: extendedAt };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  let pending: Promise<void> | undefined;
  let triedAt = -Infinity;

  const stopExtensions = onSessionExtended((at, fromOtherTab) => {
    if (!fromOtherTab) postSessionMessage({ type: 'extended', at });
    extendedAt = Math.max(extendedAt, at);
    check();
  });
  const stopMessages = onSessionMessage((message) => {
    if (message.type === 'extended') sessionExtended(message.at, true);
    else end(message.type, false);
  });

  function dispose(): void {
    ended = true;
    clearTimeout(timer);
    stopExtensions();
    stopMessages();
  }

  function end(reason: IdleEnd, here: boolean): void {
    if (ended) return;
    dispose();
    if (here) postSessionMessage({ type: reason });
    onEnd(reason);
  }

  function check(): void {
    if (ended) return;
    const now = Date.now();
    const endsAt = extendedAt + usable;
    if (now >= endsAt) return end('expired', true);
    const warnAt = endsAt - warning;
    const phase: IdlePhase = now >= warnAt ? 'warning' : now >= warnAt - PRELOAD_MS ? 'soon' : 'active';
    const next = phase === 'warning' ? endsAt : phase === 'soon' ? warnAt : warnAt - PRELOAD_MS;
    clearTimeout(timer);
    timer = setTimeout(check, Math.min(next - now, MAX_DELAY_MS));
    // Only the warning needs the end: an extension while none shows changes nothing on screen.
    if (phase !== state.phase || (phase !== 'active' && endsAt !== state.endsAt)) {
      state = { phase, endsAt, since: now };
      onChange(state);
    }
  }

  function extend(): Promise<void> {
    pending ??= keepAlive()
      .then((alive) => {
        if (!alive) end('expired', true);
      })
      // No answer (the client told the user): the warning stays, and so does the way out.
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  check();
  return {
    activity() {
      if (ended || state.phase === 'warning' || pending) return;
      const now = Date.now();
      if (now - extendedAt < usable / 2 || now - triedAt < RETRY_MS) return;
      triedAt = now;
      void extend();
    },
    stay: extend,
    check,
    dispose,
  };
}

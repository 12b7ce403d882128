import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/http/api-client';
import { loadDictionaries, useTranslation } from '@/lib/i18n/i18n';
import type { Dictionary } from '@/lib/i18n/i18n-core';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { loginUrl } from '@/lib/routing/routing';
import { userInfoQueryOptions } from '@/lib/session/current-user';
import { watchIdle, type IdleEnd, type IdlePhase, type IdleState, type IdleWatch } from '@/lib/session/idle-watch';
import { getUserSettings } from '@/lib/session/session-requests';
import { useLeaveSession, useSignOut } from '@/lib/session/sign-out';
import { useOpenedOnce } from '@/lib/use-opened-once';

/** The warning's texts, kept out of every page's first load (`lib/i18n/i18n.ts`). */
const loadTexts = () => loadDictionaries(import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' }));

const IdleDialog = lazy(async () => {
  const [{ IdleDialog: Dialog }] = await Promise.all([import('./idle-dialog'), loadTexts()]);
  return { default: Dialog };
});

/** What counts as the user being there: checked against the clock, never a request per event. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel'] as const;

/**
 * Extends the session with the cheapest request there is (the saved settings, one row; its answer
 * is not needed). False when the server says the session has ended.
 */
async function keepAlive(): Promise<boolean> {
  try {
    await getUserSettings();
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.sessionEnded) return false;
    throw error;
  }
}

/**
 * The idle warning of the signed-in app (docs/product.md, Sessions and states), mounted by the app
 * scope. It follows the idle time the profile gives; the profile is read from the cache only, so a
 * page outside the guard (not-found) asks for nothing.
 */
export function IdleWarning() {
  const idleSeconds = useQuery({ ...userInfoQueryOptions(), enabled: false }).data?.sessionIdleSeconds;
  return idleSeconds ? <Watching idleSeconds={idleSeconds} /> : null;
}

function Watching({ idleSeconds }: { idleSeconds: number }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const location = useLocation();
  const leave = useLeaveSession();
  const signOut = useSignOut();
  const [phase, setPhase] = useState<IdlePhase>('active');
  // The last warning's countdown: kept as it was while the dialog closes.
  const [warning, setWarning] = useState<IdleState>({ phase: 'warning', endsAt: 0, since: 0 });
  const watch = useRef<IdleWatch>(null);
  // Where focus was when the warning opened: it goes back there once the warning closes.
  const focusBefore = useRef<Element>(null);
  const mounted = useOpenedOnce(phase !== 'active');

  // The login page brings the user back here, as the user menu's logout does.
  const loginPath = () => (route ? loginUrl(route, location) : '/login');

  const ended = useEffectEvent(async (reason: IdleEnd) => {
    const path = loginPath();
    // Another tab that signed out told its own user, and ended the session on the server.
    if (reason === 'signed-out') return leave(path, { revoke: false });
    const told = await loadTexts().then(
      () => true,
      () => false,
    );
    await leave(path, told ? { notice: { kind: 'warning', text: t('idle.expired') } } : {});
  });

  useEffect(() => {
    const current = watchIdle({
      idleSeconds,
      keepAlive,
      onChange: (next) => {
        if (next.phase === 'warning') {
          focusBefore.current ??= document.activeElement;
          setWarning(next);
        }
        setPhase(next.phase);
      },
      onEnd: (reason) => void ended(reason),
    });
    watch.current = current;
    const onActivity = () => current.activity();
    const onVisible = () => current.check();
    for (const type of ACTIVITY_EVENTS) addEventListener(type, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      for (const type of ACTIVITY_EVENTS) removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      current.dispose();
      watch.current = null;
    };
  }, [idleSeconds]);

  if (!mounted) return null;
  return (
    <Suspense>
      <IdleDialog
        state={warning}
        open={phase === 'warning'}
        onStay={() => watch.current?.stay() ?? Promise.resolve()}
        onSignOut={() => void signOut(loginPath())}
        afterClose={() => {
          const before = focusBefore.current;
          focusBefore.current = null;
          if (before instanceof HTMLElement && before.isConnected) before.focus();
        }}
      />
    </Suspense>
  );
}

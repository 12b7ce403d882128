import type { Role } from '@console/shared';
import type { SecurityEventAction } from '@console/shared/audit/constants';
import type { SignInMethod } from '@console/shared/identity/constants';
import type { SecurityEvent, SecurityEventsQuery } from '@console/shared/security/schemas';
import type { AuditStore } from '../../kit/audit';
import { bothLocales, inEveryLocale } from '../../lib/localized-text';
import type { SessionContext } from '../../lib/session-context';
import { deviceOf } from '../../lib/user-agent';
import { translate } from '../../i18n/i18n';
import type { SessionClient, SessionService } from '../../platform';
import type { MessageService } from '../message';
import type { SecurityStore } from './security.store';

/** What an account signs in as: its id and the roles its session may act in. */
export interface SigningIn {
  id: number;
  roles: readonly Role[];
}

/** How a device is named in a message: its browser and system, or the raw User-Agent when neither is known. */
const deviceName = (userAgent: string, unknown: string) => {
  const { browser, os } = deviceOf(userAgent);
  return [browser, os].filter(Boolean).join(' · ') || unknown;
};

/**
 * An account's security events (docs/decisions/051-security-events.md): every sign-in opens its
 * session here, whatever proved who it was, so each one is recorded with its method, browser and
 * address, and one from a browser the account never signed in from before is told in its message
 * box. The events list them with the changes to how the account signs in.
 */
export function createSecurityService(deps: {
  store: SecurityStore;
  audit: AuditStore;
  sessions: SessionService;
  messages: Pick<MessageService, 'deliver'>;
}) {
  const { store, audit, sessions, messages } = deps;

  /** The message of a sign-in from a new device, in both languages. */
  const newDeviceMessage = (client: SessionClient) => {
    const text = (locale: 'zh-CN' | 'en-US') =>
      translate(locale, 'security.newDevice.content', {
        device: deviceName(client.userAgent, translate(locale, 'security.unknownDevice')),
        address: client.address || '–',
      });
    return {
      type: 'message' as const,
      title: inEveryLocale((locale) => translate(locale, 'security.newDevice.title')),
      subTitle: bothLocales('', ''),
      content: inEveryLocale(text),
      messageType: null,
      status: 0 as const,
    };
  };

  return {
    /**
     * Opens the session of a sign-in that `method` completed, with the provider's `idToken` for a
     * sign-on; answers its bearer token.
     */
    async signIn(account: SigningIn, client: SessionClient, method: SignInMethod, idToken?: string): Promise<string> {
      const { token, newDevice } = await sessions.open(account.id, account.roles, client, method, idToken);
      await Promise.all([
        audit.record({
          actorId: account.id,
          action: 'signIn',
          entityType: 'account',
          entityId: account.id,
          after: { method, ...deviceOf(client.userAgent), address: client.address },
        }),
        newDevice ? messages.deliver([account.id], newDeviceMessage(client)) : undefined,
      ]);
      return token;
    },

    /** The caller's security events, newest first. */
    async events(
      session: SessionContext,
      page: SecurityEventsQuery,
    ): Promise<{ list: SecurityEvent[]; total: number }> {
      const { rows, total } = await store.eventsPage(session.userId, page);
      return {
        total,
        list: rows.map((row) => {
          const after = (row.after ?? {}) as Partial<Record<'method' | 'browser' | 'os' | 'address', string>>;
          const signIn = row.action === 'signIn';
          return {
            id: row.id,
            action: row.action as SecurityEventAction,
            ...(signIn && {
              method: after.method as SignInMethod,
              browser: after.browser ?? '',
              os: after.os ?? '',
              address: after.address ?? '',
            }),
            ...(row.actorId !== session.userId && { by: row.actorName }),
            createdTime: row.createdAt.toISOString(),
          };
        }),
      };
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;

import { ApiCode, type Locale } from '@console/shared';
import { PASSWORD_RESET } from '@console/shared/password-reset/constants';
import type { PasswordResetComplete, PasswordResetStatus } from '@console/shared/password-reset/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditStore } from '../../kit/audit';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { LoginThrottle, Mailer, SessionService } from '../../platform';
import type { AuthFlowStore } from '../identity';
import { resetMail } from './password-reset.mail';
import type { PasswordResetStore } from './password-reset.store';

type Repositories = { rows: PasswordResetStore; flows: AuthFlowStore; audit: AuditStore };

/** What asks for a link: who, in which language, the console's address as the asker reached it, and from where. */
export interface ResetLinkRequest {
  login: string;
  locale: Locale;
  origin: string;
  address: string;
}

const KIND = 'password-reset';
const off = () => new AppError(404, ApiCode.notFound, 'errors.passwordResetOff');
const linkRefused = (key: 'errors.resetLinkInvalid' | 'errors.resetLinkExpired') =>
  new AppError(400, ApiCode.failure, key);

/**
 * A forgotten password, reset by a link sent by mail (docs/decisions/049-password-reset-by-mail.md).
 * The request answers the same whoever it names, and the mail leaves after the answer; the link's
 * token is kept hashed in `auth_flows`, used once within `PASSWORD_RESET.linkMinutes`; using it ends
 * every session of the account. Without a mailer the feature is off.
 */
export function createPasswordResetService(deps: {
  uow: UnitOfWork<Repositories>;
  sessions: Pick<SessionService, 'endOtherSessions'>;
  throttle: Pick<LoginThrottle, 'spend'>;
  mailer: Mailer | undefined;
  publicUrl: string | undefined;
  log: FastifyBaseLogger;
}) {
  const { uow, sessions, throttle, mailer, publicUrl, log } = deps;
  const { rows, flows } = uow.read;
  /** Mail on its way: the answer does not wait for it, the shutdown does. */
  const sending = new Set<Promise<void>>();

  function requireMailer(): Mailer {
    if (!mailer) throw off();
    return mailer;
  }

  async function sendLink(
    send: Mailer,
    account: { id: number; username: string; email: string },
    { locale, origin }: ResetLinkRequest,
  ) {
    const token = await flows.start(KIND, { userId: account.id, data: {}, seconds: PASSWORD_RESET.linkMinutes * 60 });
    // In the fragment: the browser keeps it out of requests, logs and referrers.
    const link = `${publicUrl ?? origin}/reset-password#${token}`;
    await send.send({ to: account.email, ...resetMail(locale, { username: account.username, link }) });
  }

  return {
    status: (): PasswordResetStatus => ({ enabled: mailer !== undefined }),

    /**
     * Sends a link to the account's address, if the login names an active account that has one.
     * Every request spends the throttle's allowance, known account or not, and answers the same.
     */
    async request(request: ResetLinkRequest): Promise<void> {
      const send = requireMailer();
      const account = await rows.find(request.login);
      await throttle.spend('passwordReset', account ? `id:${account.id}` : `login:${request.login}`, request.address, {
        perAccount: PASSWORD_RESET.requestsPerAccount,
        perAddress: PASSWORD_RESET.requestsPerAddress,
      });
      if (!account || account.status !== 'active' || !account.email) return;
      const sent = sendLink(send, account, request).catch((error: unknown) =>
        log.error({ err: error, userId: account.id }, 'sending a password reset link failed'),
      );
      sending.add(sent);
      void sent.finally(() => sending.delete(sent));
    },

    /** Sets the new password with a link's token, once; the account's sessions all end. */
    async complete({ token, newPassword }: PasswordResetComplete): Promise<void> {
      requireMailer();
      const flow = await flows.take(KIND, token);
      if (!flow?.userId) throw linkRefused('errors.resetLinkInvalid');
      if (flow.expired) throw linkRefused('errors.resetLinkExpired');
      const userId = flow.userId;
      // Disabled since the link left: it opens nothing.
      if ((await rows.status(userId)) !== 'active') throw linkRefused('errors.resetLinkInvalid');
      const passwordHash = await hashPassword(newPassword);
      await uow.transaction(async (tx) => {
        await tx.rows.setPassword(userId, passwordHash);
        await tx.flows.dropAll(KIND, userId);
        await tx.audit.record({ actorId: userId, action: 'recoverPassword', entityType: 'account', entityId: userId });
      });
      await sessions.endOtherSessions(userId);
    },

    /** Resolves once the mail on its way has left (or failed). */
    async settled(): Promise<void> {
      await Promise.all(sending);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { ApiCode, type AuditSnapshot } from '@console/shared';
import type { AuditAction } from '@console/shared/audit/constants';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODES,
  SECOND_STEP,
  SECOND_STEP_METHODS,
  TOTP,
} from '@console/shared/identity/constants';
import type {
  RecoveryCodes,
  SecondFactorStatus,
  SecondStep,
  SecondStepInput,
  TotpSetup,
} from '@console/shared/identity/schemas';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { MessageKey } from '../../i18n/i18n';
import type { AuditEntry, AuditStore } from '../../kit/audit';
import type { SecurityService } from '../security';
import type { Actor } from '../../kit/audited-writes';
import { AppError, fieldError, forbidden, unauthorized } from '../../lib/app-error';
import type { SessionContext } from '../../lib/session-context';
import { generateToken, hashToken } from '../../lib/session-token';
import { matchingStep, newTotpSecret, otpauthUri } from '../../lib/totp';
import type { LoginThrottle, SessionClient, SessionService } from '../../platform';
import type { IdentityAccount, IdentityStore } from './identity.store';

type Repositories = { rows: IdentityStore; audit: AuditStore };

const TOTP_CODE = new RegExp(`^\\d{${TOTP.digits}}$`);

/** New recovery codes (`RECOVERY_CODES.count`): `xxxxx-xxxxx`, of characters not mistaken for one another. */
const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODES.count }, () =>
    Array.from({ length: RECOVERY_CODES.groups }, () =>
      Array.from(
        { length: RECOVERY_CODES.groupLength },
        () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
      ).join(''),
    ).join('-'),
  );

/**
 * What is kept of a recovery code: its SHA-256, the dash left out (the schema has lowered its case
 * and taken its spaces). The codes are random, so a slow hash would add nothing.
 */
const recoveryCodeHash = (code: string): string => hashToken(code.replaceAll('-', ''));

/** What the audit log keeps of a change to `userId`'s second factor, made by `actorId`. */
const secondFactorEntry = (
  actorId: number,
  action: AuditAction,
  userId: number,
  before: AuditSnapshot,
  after: AuditSnapshot,
): AuditEntry => ({ actorId, action, entityType: 'account', entityId: userId, before, after });

/**
 * The mark of a ticket a single sign-on opened: its session is one of single sign-on's (the
 * provider's sign-out follows ours). Only the whole ticket's hash is kept, so nobody can add or
 * remove the mark of a ticket they hold.
 */
const SSO_TICKET = 'sso.';

const conflict = (key: MessageKey) => new AppError(409, ApiCode.conflict, key);
/** A ticket that is unknown, expired or spent: the client goes back to the password. */
const ticketRefused = (key: MessageKey = 'errors.secondStepExpired') => unauthorized(ApiCode.failure, key);
/** A wrong code at the second step: 401, but told under the field, where the client stays. */
const secondStepCodeWrong = () =>
  new AppError(401, ApiCode.validation, 'validation.secondFactorCodeWrong', {
    data: { issues: [{ path: 'code', message: 'validation.secondFactorCodeWrong' }] },
  });

/**
 * The second factor (docs/decisions/046-second-factor.md): an authenticator app set up and put in
 * force with a code from it, its recovery codes, and the second step of a sign-in. Every code check
 * goes through the login throttle (`secondFactor`, by account and address), and a code's time step
 * is never accepted twice for an account.
 */
export function createIdentityService(
  uow: UnitOfWork<Repositories>,
  sessions: SessionService,
  throttle: LoginThrottle,
  signIns: Pick<SecurityService, 'signIn'>,
) {
  const { rows } = uow.read;

  async function accountOf(userId: number): Promise<IdentityAccount> {
    const account = await rows.account(userId);
    if (!account) throw new Error(`Session of user ${userId} points to a missing account`);
    return account;
  }

  /**
   * Uses a code of the account in force: one from the app in a step after the last used, or an
   * unused recovery code. Says which it was; undefined when it is neither.
   */
  async function useCode(account: IdentityAccount, code: string, at: number) {
    if (TOTP_CODE.test(code)) {
      if (!account.totpSecret) return undefined;
      const step = matchingStep(account.totpSecret, code, at, account.totpLastStep);
      return step !== undefined && (await rows.useStep(account.id, step)) ? ('totp' as const) : undefined;
    }
    return (await rows.useRecoveryCode(account.id, recoveryCodeHash(code), new Date(at)))
      ? ('recovery' as const)
      : undefined;
  }

  /**
   * Uses a fresh code of the caller's, under the throttle; a wrong one is a 400 on `code`, as a wrong
   * current password is.
   */
  async function requireFreshCode(account: IdentityAccount, code: string, address: string): Promise<void> {
    const used = await throttle.guard('secondFactor', String(account.id), address, () =>
      useCode(account, code, Date.now()),
    );
    if (!used) throw fieldError('code', 'validation.secondFactorCodeWrong');
  }

  /** New recovery codes in place of the account's old ones, inside the caller's transaction. */
  async function replaceCodes(repositories: Repositories, userId: number): Promise<RecoveryCodes> {
    const recoveryCodes = newRecoveryCodes();
    await repositories.rows.replaceRecoveryCodes(userId, recoveryCodes.map(recoveryCodeHash));
    return { recoveryCodes };
  }

  /** The caller's second factor, in force; 409 while it is off. */
  async function inForce(session: SessionContext): Promise<IdentityAccount> {
    const account = await accountOf(session.userId);
    if (!account.totpEnabledAt) throw conflict('errors.secondFactorOff');
    return account;
  }

  return {
    async status(session: SessionContext): Promise<SecondFactorStatus> {
      const [account, recoveryCodesLeft] = await Promise.all([
        accountOf(session.userId),
        rows.recoveryCodesLeft(session.userId),
      ]);
      return {
        totp: {
          enabled: account.totpEnabledAt !== null,
          enabledTime: account.totpEnabledAt?.toISOString() ?? null,
          recoveryCodesLeft,
        },
        required: account.required,
        hasPasskey: account.hasPasskey,
      };
    },

    /** A new secret waiting for a code from it (each call replaces the one before); 409 while one is in force. */
    async setup(session: SessionContext): Promise<TotpSetup> {
      const secret = newTotpSecret();
      const username = await rows.setPending(session.userId, secret);
      if (username === undefined) throw conflict('errors.secondFactorOn');
      const uri = otpauthUri(secret, username);
      return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
    },

    /** Puts the pending secret in force with a code from it: new recovery codes, shown once. */
    async enable(session: SessionContext, code: string, address: string): Promise<RecoveryCodes> {
      const account = await accountOf(session.userId);
      if (account.totpEnabledAt) throw conflict('errors.secondFactorOn');
      const pending = account.totpPendingSecret;
      if (!pending) throw conflict('errors.secondFactorNoSetup');
      const at = Date.now();
      const step = await throttle.guard('secondFactor', String(account.id), address, async () =>
        matchingStep(pending, code, at),
      );
      if (step === undefined) throw fieldError('code', 'validation.totpCodeWrong');
      return uow.transaction(async (repositories) => {
        // Set up again, or put in force, by another request meanwhile.
        if (!(await repositories.rows.enable(account.id, pending, step, new Date(at))))
          throw conflict('errors.conflict');
        await repositories.audit.record(
          secondFactorEntry(
            account.id,
            'enableSecondFactor',
            account.id,
            { secondFactor: false },
            { secondFactor: true },
          ),
        );
        return replaceCodes(repositories, account.id);
      });
    },

    /**
     * Switches the app off with a fresh code; 409 while a role the account holds requires a second
     * factor and the app is its only one (a passkey is one too: docs/decisions/048-passkeys.md).
     */
    async disable(session: SessionContext, code: string, address: string): Promise<void> {
      const account = await inForce(session);
      if (account.required && !account.hasPasskey) throw conflict('errors.secondFactorKept');
      await requireFreshCode(account, code, address);
      await uow.transaction(async (repositories) => {
        if (!(await repositories.rows.switchOff(account.id))) throw conflict('errors.secondFactorOff');
        await repositories.audit.record(
          secondFactorEntry(
            account.id,
            'disableSecondFactor',
            account.id,
            { secondFactor: true },
            { secondFactor: false },
          ),
        );
      });
    },

    /** New recovery codes with a fresh code: the old ones stop working. */
    async regenerateRecoveryCodes(session: SessionContext, code: string, address: string): Promise<RecoveryCodes> {
      const account = await inForce(session);
      await requireFreshCode(account, code, address);
      const left = await rows.recoveryCodesLeft(account.id);
      return uow.transaction(async (repositories) => {
        const codes = await replaceCodes(repositories, account.id);
        await repositories.audit.record(
          secondFactorEntry(
            account.id,
            'replaceRecoveryCodes',
            account.id,
            { recoveryCodesLeft: left },
            { recoveryCodesLeft: codes.recoveryCodes.length },
          ),
        );
        return codes;
      });
    },

    /**
     * What a correct password, or a single sign-on, answers for an account with a second factor: a
     * ticket for the code (docs/decisions/050-single-sign-on.md). A sign-on's carries the provider's
     * ID token on to the session.
     */
    async openSecondStep(
      userId: number,
      via: 'password' | { idToken: string | undefined } = 'password',
    ): Promise<SecondStep> {
      const ticket = `${via === 'password' ? '' : SSO_TICKET}${generateToken()}`;
      const at = Date.now();
      await rows.insertTicket(
        {
          tokenHash: hashToken(ticket),
          userId,
          expiresAt: new Date(at + SECOND_STEP.ticketSeconds * 1000),
          attemptsLeft: SECOND_STEP.attempts,
          idToken: via === 'password' ? undefined : via.idToken,
        },
        new Date(at),
      );
      return { ticket, methods: [...SECOND_STEP_METHODS], expiresIn: SECOND_STEP.ticketSeconds };
    },

    /**
     * Completes a sign-in with a code of the ticket's account: the session opens as a password's
     * would. Each code takes one of the ticket's attempts; the right one spends it, and so does the
     * last wrong one.
     */
    async completeSecondStep({ ticket, code }: SecondStepInput, client: SessionClient): Promise<{ token: string }> {
      const tokenHash = hashToken(ticket);
      const at = Date.now();
      const held = await rows.takeAttempt(tokenHash, new Date(at));
      if (!held) throw ticketRefused();
      const account = await rows.account(held.userId);
      if (!account?.totpEnabledAt) throw ticketRefused();
      if (account.status === 'disabled') throw forbidden('errors.accountDisabled');
      const used = await throttle.guard('secondFactor', String(account.id), client.address, () =>
        useCode(account, code, at),
      );
      if (!used) {
        if (held.attemptsLeft > 0) throw secondStepCodeWrong();
        await rows.spendTicket(tokenHash);
        throw ticketRefused('errors.secondStepSpent');
      }
      if (!(await rows.spendTicket(tokenHash))) throw ticketRefused();
      if (used === 'recovery') {
        const left = await rows.recoveryCodesLeft(account.id);
        await uow.read.audit.record(
          secondFactorEntry(
            account.id,
            'useRecoveryCode',
            account.id,
            { recoveryCodesLeft: left + 1 },
            { recoveryCodesLeft: left },
          ),
        );
      }
      const method = ticket.startsWith(SSO_TICKET) ? 'sso' : used;
      return { token: await signIns.signIn(account, client, method, held.idToken ?? undefined) };
    },

    /**
     * An administrator switches an account's second factors off (a lost phone and lost codes, a lost
     * passkey): its secret, recovery codes, tickets and passkeys go, and the audit entry says which
     * it had. Whether it had one; nothing changes when it had none.
     */
    async reset(actor: Actor, userId: number): Promise<boolean> {
      return uow.transaction(async ({ rows: tx, audit }) => {
        const appOff = await tx.switchOff(userId);
        const passkeysRemoved = await tx.removePasskeys(userId);
        if (!appOff && passkeysRemoved === 0) return false;
        await audit.record(
          secondFactorEntry(
            actor.userId,
            'resetSecondFactor',
            userId,
            { secondFactor: appOff, passkeys: passkeysRemoved },
            { secondFactor: false, passkeys: 0 },
          ),
        );
        return true;
      });
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;

import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { ApiCode } from '@console/shared';
import { PASSKEY } from '@console/shared/identity/constants';
import type {
  Passkey,
  PasskeyCeremony,
  PasskeyRegistration,
  PasskeySignIn,
} from '@console/shared/identity/passkey-schemas';
import type { Config } from '../../config';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { MessageKey } from '../../i18n/i18n';
import type { AuditEntry, AuditStore } from '../../kit/audit';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/app-error';
import type { SessionContext } from '../../lib/session-context';
import type { SessionClient } from '../../platform';
import type { SecurityService } from '../security';
import type { AuthFlowStore } from './auth-flows.store';
import type { PasskeyStore } from './passkeys.store';
import { relyingPartyOf, type RelyingParty, type RequestSite } from './relying-party';

/** The WebAuthn library, loaded by the first ceremony: at start-up it cost each process about 0.2 s. */
const webAuthn = () => import('@simplewebauthn/server');

type Repositories = { passkeys: PasskeyStore; flows: AuthFlowStore; audit: AuditStore };
type Listed = NonNullable<Awaited<ReturnType<PasskeyStore['insert']>>>;
type Challenge = { challenge: string };

const conflict = (key: MessageKey, params?: Record<string, number>) =>
  new AppError(409, ApiCode.conflict, key, { params });
/** A sign-in refused: the client starts again from the login page. */
const signInRefused = (key: MessageKey) => unauthorized(ApiCode.failure, key);
/** What the authenticator answered does not hold (a wrong origin or relying party, a bad signature…). */
const registrationRefused = () => new AppError(400, ApiCode.failure, 'errors.passkeyRefused');

/** What the audit log keeps of a change to the caller's passkeys: the passkey's name before and after. */
const passkeyEntry = (
  session: SessionContext,
  action: 'addPasskey' | 'renamePasskey' | 'removePasskey',
  before: string | null,
  after: string | null,
): AuditEntry => ({
  actorId: session.userId,
  action,
  entityType: 'account',
  entityId: session.userId,
  before: before === null ? null : { passkey: before },
  after: after === null ? null : { passkey: after },
});

const toPasskey = (row: Listed): Passkey => ({
  id: row.id,
  name: row.name,
  createdTime: row.createdAt.toISOString(),
  lastUsedTime: row.lastUsedAt?.toISOString() ?? null,
  multiDevice: row.multiDevice,
  backedUp: row.backedUp,
});

/**
 * The handle of an account in its passkeys: its id, as text. Not personal, and a sign-in checks
 * that the passkey's account and the handle the authenticator returns agree.
 */
const userHandle = (userId: number) => new TextEncoder().encode(String(userId));

/** What a verification of the library says; its errors (a malformed answer, a mismatch) are a refusal. */
async function verified<T extends { verified: boolean }>(verify: () => Promise<T>): Promise<T | undefined> {
  try {
    const result = await verify();
    return result.verified ? result : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Passkeys (docs/decisions/048-passkeys.md): WebAuthn credentials an account registers and names,
 * and the sign-in with one. Each ceremony's challenge is a single-use flow of `auth_flows`, so any
 * process completes what another started; the user is always verified by the authenticator (a
 * PIN, a fingerprint), so a passkey's sign-in is itself of two factors and asks for no code after.
 */
export function createPasskeyService(
  uow: UnitOfWork<Repositories>,
  signIns: Pick<SecurityService, 'signIn'>,
  config: Pick<Config, 'webauthn'>,
) {
  const { passkeys, flows } = uow.read;

  /** The request's relying party; 409 where passkeys cannot work (an IP address and no `WEBAUTHN_RP_ID`). */
  function relyingParty(site: RequestSite): RelyingParty {
    const party = relyingPartyOf(config, site);
    if (!party) throw conflict('errors.passkeyUnavailable');
    return party;
  }

  async function ceremony(kind: 'passkey-registration' | 'passkey-sign-in', userId: number | null, options: Challenge) {
    const flow = await flows.start(kind, {
      userId,
      data: { challenge: options.challenge },
      seconds: PASSKEY.challengeSeconds,
    });
    return { flow, options } as PasskeyCeremony;
  }

  return {
    async list(session: SessionContext): Promise<Passkey[]> {
      return (await passkeys.list(session.userId)).map(toPasskey);
    },

    /** The options of a registration: a resident key (it signs in without a username), the user verified. */
    async registrationOptions(session: SessionContext, site: RequestSite): Promise<PasskeyCeremony> {
      const party = relyingParty(site);
      const owner = await passkeys.owner(session.userId);
      if (!owner) throw new Error(`Session of user ${session.userId} points to a missing account`);
      if (owner.credentials.length >= PASSKEY.perAccount)
        throw conflict('errors.passkeyLimit', { count: PASSKEY.perAccount });
      const { generateRegistrationOptions } = await webAuthn();
      const options = await generateRegistrationOptions({
        rpName: party.name,
        rpID: party.id,
        userName: owner.username,
        userID: userHandle(session.userId),
        userDisplayName: owner.name || owner.username,
        timeout: PASSKEY.timeoutMs,
        attestationType: 'none',
        excludeCredentials: owner.credentials.map(({ id, transports }) => ({ id, transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      return ceremony('passkey-registration', session.userId, options);
    },

    /** Completes the caller's registration once: the passkey, under its name. */
    async register(session: SessionContext, input: PasskeyRegistration, site: RequestSite): Promise<Passkey> {
      const party = relyingParty(site);
      const flow = await flows.take<Challenge>('passkey-registration', input.flow, { userId: session.userId });
      if (!flow || flow.expired) throw conflict('errors.passkeyExpired');
      const response = input.response as RegistrationResponseJSON;
      const { verifyRegistrationResponse } = await webAuthn();
      const result = await verified(() =>
        verifyRegistrationResponse({
          response,
          expectedChallenge: flow.data.challenge,
          expectedOrigin: party.origins,
          expectedRPID: party.id,
          requireUserVerification: true,
        }),
      );
      if (!result?.registrationInfo) throw registrationRefused();
      const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
      if ((await passkeys.countOf(session.userId)) >= PASSKEY.perAccount)
        throw conflict('errors.passkeyLimit', { count: PASSKEY.perAccount });
      const row = await uow.transaction(async (repositories) => {
        const added = await repositories.passkeys.insert({
          userId: session.userId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: response.response.transports ?? credential.transports ?? [],
          name: input.name,
          multiDevice: credentialDeviceType === 'multiDevice',
          backedUp: credentialBackedUp,
        });
        if (!added) throw conflict('errors.passkeyTaken');
        await repositories.audit.record(passkeyEntry(session, 'addPasskey', null, added.name));
        return added;
      });
      return toPasskey(row);
    },

    async rename(session: SessionContext, id: number, name: string): Promise<Passkey> {
      return uow.transaction(async (repositories) => {
        const renamed = await repositories.passkeys.rename(session.userId, id, name);
        if (!renamed) throw notFound();
        if (renamed.before !== name)
          await repositories.audit.record(passkeyEntry(session, 'renamePasskey', renamed.before, name));
        return toPasskey(renamed.passkey);
      });
    },

    /** Removes one of the caller's passkeys; 409 for the last second factor of an account whose role requires one. */
    async remove(session: SessionContext, id: number): Promise<void> {
      const keepLast = await passkeys.required(session.userId);
      await uow.transaction(async (repositories) => {
        const removed = await repositories.passkeys.remove(session.userId, id, keepLast);
        if (removed === undefined) throw notFound();
        if (removed === 'kept') throw conflict('errors.passkeyKept');
        await repositories.audit.record(passkeyEntry(session, 'removePasskey', removed, null));
      });
    },

    /** The options of a sign-in: any passkey of the relying party (the browser lists them), the user verified. */
    async signInOptions(site: RequestSite): Promise<PasskeyCeremony> {
      const party = relyingParty(site);
      const { generateAuthenticationOptions } = await webAuthn();
      const options = await generateAuthenticationOptions({
        rpID: party.id,
        userVerification: 'required',
        timeout: PASSKEY.timeoutMs,
      });
      return ceremony('passkey-sign-in', null, options);
    },

    /**
     * Signs in with a passkey: the session opens as a password's would, with no second step after
     * it. The challenge is spent whatever the outcome; a signature counter that does not move on
     * (a cloned authenticator) is refused.
     */
    async signIn(input: PasskeySignIn, site: RequestSite, client: SessionClient): Promise<{ token: string }> {
      const party = relyingParty(site);
      const flow = await flows.take<Challenge>('passkey-sign-in', input.flow, { userId: null });
      if (!flow || flow.expired) throw signInRefused('errors.passkeyExpired');
      const response = input.response as AuthenticationResponseJSON;
      const passkey = await passkeys.byCredential(response.id);
      if (!passkey) throw signInRefused('errors.passkeyUnknown');
      const handle = response.response.userHandle;
      if (handle !== undefined && Buffer.from(handle, 'base64url').toString() !== String(passkey.userId))
        throw signInRefused('errors.passkeyRefused');
      const { verifyAuthenticationResponse } = await webAuthn();
      const result = await verified(() =>
        verifyAuthenticationResponse({
          response,
          expectedChallenge: flow.data.challenge,
          expectedOrigin: party.origins,
          expectedRPID: party.id,
          credential: {
            id: response.id,
            publicKey: Buffer.from(passkey.publicKey, 'base64url'),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        }),
      );
      if (!result) throw signInRefused('errors.passkeyRefused');
      // Said only to whoever holds the passkey, as the password's sign-in says it only to whoever knows the password.
      if (passkey.status === 'disabled') throw forbidden('errors.accountDisabled');
      const { newCounter, credentialBackedUp } = result.authenticationInfo;
      if (!(await passkeys.used(passkey.id, newCounter, credentialBackedUp, new Date())))
        throw signInRefused('errors.passkeyRefused');
      return { token: await signIns.signIn({ id: passkey.userId, roles: passkey.roles }, client, 'passkey') };
    },

    /**
     * Whether the password alone may not sign the account in: a role requires a second factor, and
     * its only ones are passkeys (the password's second step asks for an app's code).
     */
    passkeyOnly: (userId: number) => passkeys.passkeyOnly(userId),
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;

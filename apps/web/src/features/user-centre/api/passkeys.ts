import { queryOptions } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { passkeyApi } from '@console/shared/identity/passkey-contract';
import { call } from '@/lib/http/api';
import { useSecondFactorWrite } from './second-factor';
import { userCentreKeys } from './user-centre-keys';

/** The account's passkeys, oldest first. */
export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: userCentreKeys.passkeys(), queryFn: () => call(passkeyApi.list) });

/**
 * Registers a passkey under `name`: the server's options, the browser's ceremony (its library loads
 * only now), and the authenticator's answer back to the server, which keeps the passkey.
 */
async function registerPasskey({ name }: { name: string }) {
  const { flow, options } = await call(passkeyApi.registrationOptions);
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return call(passkeyApi.register, { body: { flow, name, response } });
}

/** Registers a passkey; the profile follows (a session held for a second factor is held no more). */
export const useRegisterPasskey = () => useSecondFactorWrite(registerPasskey, { profile: true });

export const useRenamePasskey = () =>
  useSecondFactorWrite(({ id, name }: { id: number; name: string }) =>
    call(passkeyApi.rename, { params: { id }, body: { name } }),
  );

export const useRemovePasskey = () => useSecondFactorWrite((id: number) => call(passkeyApi.remove, { params: { id } }));

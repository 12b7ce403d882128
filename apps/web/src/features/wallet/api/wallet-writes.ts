import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@console/shared/wallet/constants';
import { walletApi } from '@console/shared/wallet/contract';
import type { RechargeInput, WithdrawInput } from '@console/shared/wallet/schemas';
import { workplaceKeys } from '@/features/workplace';
import { call } from '@/lib/http/api';
import { walletKeys } from './wallet-queries';

/** 128 random bits in hex (`crypto.randomUUID` needs a secure context; a console served over plain HTTP is not one). */
const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A wallet write. Sending the same values again (a retry after a lost answer) reuses the
 * `Idempotency-Key`, so the server moves the money once; other values get a new key. Once it
 * settles, the wallet's blocks and the Workplace banner refetch.
 */
function useWalletWrite<Input, Result>(send: (input: Input, headers: Record<string, string>) => Promise<Result>) {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (input: Input) => {
      const body = JSON.stringify(input);
      if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
      return send(input, { [IDEMPOTENCY_KEY_HEADER]: attempt.current.key });
    },
    onSuccess: () => {
      attempt.current = null;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: workplaceKeys.stats() }),
      ]),
  });
}

export const useRecharge = () =>
  useWalletWrite((body: RechargeInput, headers) => call(walletApi.recharge, { body, headers }));
export const useWithdraw = () =>
  useWalletWrite((body: WithdrawInput, headers) => call(walletApi.withdraw, { body, headers }));

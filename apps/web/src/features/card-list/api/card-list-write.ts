import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardListKeys, type CardListKind } from './card-list-keys';

/** A write to one card list that refetches it (every locale) when it settles, also after a refusal. */
export function useCardListWrite<V, R>(kind: CardListKind, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardListKeys.kind(kind) }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SEARCH_PICK_TEXT_MAX } from '@console/shared/search/constants';
import { searchApi } from '@console/shared/search/contract';
import type { InputOf, ResponseOf } from '@console/shared/api/contract';
import { call } from '@/lib/http/api';
import { getToken } from '@/lib/session/session';

// Types through the contract: the feature validates nothing of the area's schemas itself.
export type SearchResult = ResponseOf<typeof searchApi.search>;
export type SearchHit = SearchResult['hits'][number];
export type SearchPick = ResponseOf<typeof searchApi.picks>[number];

/** A pick as the palette sends it (the server fills in what it leaves out). */
export type PickInput = InputOf<typeof searchApi.pick, 'body'>;

export const searchKeys = {
  all: ['search'] as const,
  records: (q: string) => ['search', 'records', q] as const,
  picks: ['search', 'picks'] as const,
};

/** The records found for `q`, with the query they answer (the highlight follows the list shown). */
export interface RecordResults extends SearchResult {
  q: string;
}

/**
 * The records matching `q` (blank: none asked for). While the next answer loads the previous one
 * stays, so the list neither empties nor jumps; a superseded request is cancelled, as the query
 * that asked for it loses its last observer with its signal taken.
 */
export function useRecordSearch(q: string) {
  return useQuery({
    queryKey: searchKeys.records(q),
    queryFn: async ({ signal }): Promise<RecordResults> => ({
      q,
      ...(await call(searchApi.search, { query: { q } }, { signal })),
    }),
    enabled: q !== '' && getToken() !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The account's last picks, newest first: asked again at each opening. */
export function usePicks() {
  return useQuery({
    queryKey: searchKeys.picks,
    queryFn: ({ signal }) => call(searchApi.picks, {}, { signal }),
    staleTime: 0,
  });
}

const clip = (text: string | undefined) => text?.slice(0, SEARCH_PICK_TEXT_MAX);

/** Remembers a pick; the answer is the new list of picks. */
export function useRememberPick() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pick: PickInput) =>
      call(searchApi.pick, {
        body: { ...pick, title: clip(pick.title), detail: clip(pick.detail), code: clip(pick.code) },
      }),
    onSuccess: (picks: SearchPick[]) => client.setQueryData(searchKeys.picks, picks),
  });
}

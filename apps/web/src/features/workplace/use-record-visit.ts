import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isVisitableRoute } from '@console/shared';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { recordVisit } from './api/record-visit';

/** Records every page the signed-in user opens, for the Workplace's "recently visited" block. */
export function useRecordVisit(): void {
  const name = useCurrentRoute()?.name;
  const queryClient = useQueryClient();
  useEffect(() => {
    // A plain request, not a mutation hook: the layout records, and each state of a mutation would
    // re-render all of it. A failure has shown its toast (the HTTP client).
    if (name && isVisitableRoute(name)) recordVisit(queryClient, { name }).catch(() => undefined);
  }, [name, queryClient]);
}

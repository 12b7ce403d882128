import { useEffect } from 'react';
import { isVisitableRoute } from '@console/shared';
import { useCurrentRoute } from '@/lib/current-route';
import { useRecordVisitMutation } from './api/record-visit';

/** Records every page the signed-in user opens, for the Workplace's "recently visited" block. */
export function useRecordVisit(): void {
  const name = useCurrentRoute()?.name;
  const { mutate } = useRecordVisitMutation();
  useEffect(() => {
    if (name && isVisitableRoute(name)) mutate({ name });
  }, [name, mutate]);
}

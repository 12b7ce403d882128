import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { periodFromSearch, type Period } from './period';

/** The period the page's URL names (docs/product.md, Data analysis). */
export function usePeriod(): Period {
  const [params] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const days = params.get('days');
  return useMemo(
    () => periodFromSearch(new URLSearchParams({ from: from ?? '', to: to ?? '', days: days ?? '' })),
    [from, to, days],
  );
}

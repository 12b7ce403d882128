import { QueryClient } from '@tanstack/react-query';

/** Failed requests are not retried: the HTTP client has already told the user (one toast each). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

import { QueryClient } from '@tanstack/react-query';

/**
 * Failed queries are not retried automatically: the API client has already shown the failure (a
 * silent retry would repeat the toast), and every query error renders inline with a retry action.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

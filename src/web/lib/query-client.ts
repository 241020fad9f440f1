import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * docs/product.md §9 defaults: no automatic retries, no refetch on window focus, no polling, data never goes stale.
 * Screens refresh explicitly (invalidate after a change, or a Refresh button).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

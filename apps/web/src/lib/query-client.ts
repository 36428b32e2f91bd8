import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; a network blip or a 5xx might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

let appClient: QueryClient | undefined;

/**
 * The app's one client: every page reads and refreshes the same cache. Made when the first code that reads
 * through TanStack Query loads (query-boundary.tsx), not with the app: the landing page's first screen
 * reads nothing through it (decision 082).
 */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}

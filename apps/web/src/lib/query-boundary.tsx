import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { appQueryClient } from './query-client';

/**
 * Gives what it wraps the app's query client, unless a client is already given above it (an outer page, or a
 * test's own client through AppProvider). Loaded with the code that needs it (with-queries.tsx), so
 * TanStack Query's core is not on the landing page's first load (decision 082).
 */
export function QueryBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}

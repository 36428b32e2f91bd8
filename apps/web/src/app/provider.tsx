import './first-screen.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { theme } from './theme';

const Notifications = lazy(() => import('./notifications').then((m) => ({ default: m.Notifications })));

/** The toasts container (and its code and styles) mounts once the page has loaded, not with the first screen. */
function DeferredNotifications() {
  const [ready, setReady] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (ready) return;
    const show = () => setReady(true);
    window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={3} />
    </Suspense>
  ) : null;
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DeferredNotifications />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

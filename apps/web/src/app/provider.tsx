import './first-screen.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { AfterLoad } from '@/components/after-load';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

const Notifications = lazy(() => import('./notifications').then((m) => ({ default: m.Notifications })));

/** The toasts container (and its code and styles) mounts once the page has loaded, not with the first screen. */
function DeferredNotifications() {
  return (
    <AfterLoad>
      <Suspense fallback={null}>
        {/* Placed below the header's top bar (global.css), and under the phone menu and dialogs (which
            Mantine layers at 200): a toast must never cover the menu's branch picker or a dialog's buttons. */}
        <Notifications position="top-right" limit={3} zIndex={199} />
      </Suspense>
    </AfterLoad>
  );
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DeferredNotifications />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

import './first-screen.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications, notificationsStore } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { cssVariablesResolver, theme } from './theme';

const Notifications = lazy(() => import('./notifications').then((m) => ({ default: m.Notifications })));

const anyToastShown = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/** Whether a toast has been shown yet (it waits in Mantine's store until the container mounts). */
function useAnyToast(): boolean {
  const [any, setAny] = useState(anyToastShown);
  useEffect(() => {
    if (any) return;
    const unsubscribe = notificationsStore.subscribe(() => {
      if (anyToastShown()) setAny(true);
    });
    // One shown between the first render and the subscription.
    if (anyToastShown()) setAny(true);
    return unsubscribe;
  }, [any]);
  return any;
}

/**
 * The toasts container (and its code and styles) mounts with the first toast, not with the page: most
 * visits to the landing page show none, and its 20 KB of code were a tenth of what the page loaded
 * (decision 082). Once mounted it stays.
 */
function DeferredNotifications() {
  // Below 36em a toast runs the screen's width and is about 150 px tall: three stacked covered half a phone's
  // screen, the page's own buttons with it (a tap as the page opened landed on a toast sliding in). There
  // one shows at a time; the next when it steps aside.
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  const limit = phone ? 1 : 3;
  useEffect(() => {
    // Mantine's container sets the store's limit only when it mounts, and the toasts shown before it (the
    // ones a page load brings) were laid out under the store's default of five. Set it from the start, and
    // lay the toasts out again when the screen changes.
    notificationsStore.updateState((state) => ({ ...state, limit }));
    notifications.updateState(notificationsStore, (list) => list);
  }, [limit]);
  if (!useAnyToast()) return null;
  return (
    <Suspense fallback={null}>
      {/* Placed below the header's top bar (global.css), and under the phone menu and dialogs (which
          Mantine layers at 200): a toast must never cover the menu's branch picker or a dialog's buttons. */}
      <Notifications position="top-right" limit={limit} zIndex={199} />
    </Suspense>
  );
}

/**
 * The app's providers. The query client is not among them: pages and the pieces that read through TanStack
 * Query load it with their code (lib/with-queries.tsx), so the landing page's first load carries none of it
 * (decision 082). A test may give its own client, which those pieces then use.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DeferredNotifications />
      {queryClient ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : children}
    </MantineProvider>
  );
}

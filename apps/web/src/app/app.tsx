import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/**
 * Makes the router (which starts loading the first page's code) and gives it once that code has loaded.
 * The app renders only then: until that moment the server's HTML for the page stays on screen (its heading
 * is the largest paint), and the router is never drawn half-ready, which is what React Router's missing
 * `HydrateFallback` warning was about. main.tsx calls it in a task of its own after the entry's modules
 * have run, so the router's setup is not added to that long task (decision 082).
 */
export function whenRouterReady(): Promise<DataRouter> {
  const router = createAppRouter();
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve(router);
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });
}

export function App({ router }: { router: DataRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

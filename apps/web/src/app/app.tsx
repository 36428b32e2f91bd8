import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * Makes the router (which starts loading the first page's code) and resolves once that code has loaded. The
 * app renders only then: until that moment the server's HTML for the page stays on screen (its heading is
 * the largest paint), and the router is never drawn half-ready, which is what React Router's missing
 * `HydrateFallback` warning was about. Called in a task of its own after the entry's modules have run, so
 * the router's setup and the page's preload links are not added to that long task (decision 082).
 */
export function whenRouterReady(): Promise<void> {
  router ??= createAppRouter();
  const ready = router;
  if (ready.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = ready.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App() {
  if (!router) throw new Error('whenRouterReady() makes the router before the app renders.');
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

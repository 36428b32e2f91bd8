import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();

/**
 * Resolves once the router has loaded the first page's code. The app renders only then: until that moment
 * the server's HTML for the page stays on screen (its heading is the largest paint), and the router is
 * never drawn half-ready, which is what React Router's missing `HydrateFallback` warning was about.
 */
export function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, whenRouterReady } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render Motorwise into.');

// The first render is a transition: React draws the app in slices of a few milliseconds and gives the
// browser the main thread between them, instead of one long task (total blocking time, decision 042). The
// server's HTML stays on screen until the whole first page is ready to replace it.
void whenRouterReady().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

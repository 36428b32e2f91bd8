import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, whenRouterReady } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render Motorwise into.');

// The page's Content-Security-Policy (script-src 'self') forbids eval, so zod's compiled parsers can never
// run here; without this zod tries `new Function` once to find out, and the browser logs a CSP violation
// (Lighthouse's best practices, decision 047). zod keeps its settings in this global (shared by every copy
// of zod, whichever loads first), so setting it here does not bring zod into the first load.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

// The first render is a transition: React draws the app in slices of a few milliseconds and gives the
// browser the main thread between them, instead of one long task (total blocking time, decision 042). The
// server's HTML stays on screen until the whole first page is ready to replace it.
// The router is made in a task after this one: the entry's modules already run in one long task, and the
// router's setup with the first page's preload links (one `<link>` per file of the page) would lengthen it.
setTimeout(
  () =>
    void whenRouterReady().then((router) =>
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <App router={router} />
          </StrictMode>,
        ),
      ),
    ),
);

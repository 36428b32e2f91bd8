import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { loadQueryBoundary, withQueryBoundary } from '@/lib/with-queries';

type Loader = () => Promise<Record<string, unknown>>;

/**
 * Mantine's whole stylesheet never blocks the first paint; the landing page's first screen needs only
 * first-screen.css (decision 034). It loads with the first page that needs it, or after the page's `load`
 * event on the landing page, so it does not compete with the first screen's code (decision 042).
 */
let allStylesLoading: Promise<unknown> | undefined;
function allStyles() {
  allStylesLoading ??= import('./all-styles');
  return allStylesLoading;
}
if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') void allStyles();
  else window.addEventListener('load', () => void allStyles(), { once: true });
}

/** A later task: each import below appends one `<link>` per file it preloads, a task's worth on a phone. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
/** Whether no page has been asked for yet: only the page a visit starts on spreads its loading over tasks. */
let firstPage = true;

/**
 * The preload links appended per task on the first page. Each `<link rel=modulepreload>` starts a request
 * as it is appended (~0.5 ms in a desktop chromium, ~2 ms at a phone's 4x slowdown): /quote-estimate's
 * 70 files were one task of 300-700 ms at 4x, the longest of the visit (decision 082, session 16).
 */
const LINKS_PER_TASK = 8;

/**
 * Runs `start`, an `import()` Vite wrapped in its preload helper, and appends the links the helper adds
 * (one per file the module needs, all at once and before the import itself) a few per task instead. The
 * helper waits for a stylesheet's link to load before it imports the module, not for a script's: the
 * browser's module loader fetches what the module needs meanwhile (a file asked for twice is fetched once).
 */
function linksInTasks<T>(start: () => T): T {
  const { head } = document;
  const links: Node[] = [];
  head.appendChild = <N extends Node>(node: N): N => {
    links.push(node);
    return node;
  };
  try {
    return start();
  } finally {
    // The helper appends synchronously, within start(): from here on appendChild is the DOM's own again.
    delete (head as { appendChild?: unknown }).appendChild;
    void (async () => {
      for (let i = 0; i < links.length; i += LINKS_PER_TASK) {
        if (i > 0) await nextTask();
        head.append(...links.slice(i, i + LINKS_PER_TASK));
      }
    })();
  }
}

/**
 * A code-split route: the page's module loads the first time someone opens it, together with the whole
 * stylesheet (which only the landing page does without) and the query boundary (TanStack Query, which the
 * landing page's first screen does without: its pieces that read through it bring it, decision 082).
 * `loader` names the module's export that fetches what the page shows before it renders (decision 048).
 */
export function page(
  load: Loader,
  exportName: string,
  { firstScreen = false, loader }: { firstScreen?: boolean; loader?: string } = {},
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      // On the page a visit starts on, the page's files, the query boundary's and the stylesheet's are asked
      // for in tasks of their own, not in the router's (total blocking time, decision 082); the landing
      // page's few files at once. A later navigation asks for them at once, as the click's answer.
      const spread = firstPage && !firstScreen;
      firstPage = false;
      const turn = () => spread && nextTask();
      // On the first page, each import's preload links are also appended a few per task (above).
      const ask = <T>(start: () => T) => (spread ? linksInTasks(start) : start());
      await turn();
      const loading = ask(load);
      let queries: ReturnType<typeof loadQueryBoundary> | null = null;
      let styles: Promise<unknown> | null = null;
      if (!firstScreen) {
        await turn();
        queries = ask(loadQueryBoundary);
        await turn();
        styles = ask(allStyles);
      }
      const [module, boundary] = await Promise.all([loading, queries, styles]);
      const Component = module[exportName] as ComponentType;
      return {
        Component: boundary ? withQueryBoundary(Component, boundary) : Component,
        ...(loader && { loader: module[loader] as LoaderFunction }),
      };
    },
  };
}

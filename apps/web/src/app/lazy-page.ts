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
      await turn();
      const loading = load();
      let queries: ReturnType<typeof loadQueryBoundary> | null = null;
      let styles: Promise<unknown> | null = null;
      if (!firstScreen) {
        await turn();
        queries = loadQueryBoundary();
        await turn();
        styles = allStyles();
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

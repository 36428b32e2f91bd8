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
      const [module, queries] = await Promise.all([
        load(),
        firstScreen ? null : loadQueryBoundary(),
        firstScreen ? null : allStyles(),
      ]);
      const Component = module[exportName] as ComponentType;
      return {
        Component: queries ? withQueryBoundary(Component, queries) : Component,
        ...(loader && { loader: module[loader] as LoaderFunction }),
      };
    },
  };
}

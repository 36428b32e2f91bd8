import { type ComponentType, lazy } from 'react';

type Props = Record<string, unknown>;

/** The query boundary's module (and TanStack Query's core with it), loaded once. */
let boundary: Promise<typeof import('./query-boundary')> | undefined;
export function loadQueryBoundary() {
  boundary ??= import('./query-boundary');
  return boundary;
}

/**
 * A component that reads through TanStack Query, wrapped in the query boundary. There is no query client
 * at the app's root (it would put TanStack Query's core on the landing page's first load, decision 082):
 * every page and every lazily loaded piece that reads through it loads the boundary with its own code.
 */
export function withQueryBoundary<P extends object>(
  Component: ComponentType<P>,
  { QueryBoundary }: typeof import('./query-boundary'),
): ComponentType<P> {
  return function WithQueries(props: P) {
    return (
      <QueryBoundary>
        <Component {...props} />
      </QueryBoundary>
    );
  };
}

/** `React.lazy` for a component that reads through TanStack Query: its code and the boundary load together. */
export function lazyWithQueries<P extends object = Props>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, module] = await Promise.all([load(), loadQueryBoundary()]);
    return { default: withQueryBoundary(Component, module) };
  });
}

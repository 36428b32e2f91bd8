import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { page } from './lazy-page';
import { RootIndex } from './routes/root-index';
import { RouteError } from './routes/route-error';

/** The root route's id: the rest of the table is added under it (discoverRoutes). */
const ROOT = 'root';

/**
 * The spec's route table (part 1, section 2), with its aliases and optional parameters, plus the development
 * inbox. Paths are matched case-insensitively by default. The app starts with the public pages a visitor
 * lands on; the rest (the account pages, the signed-in areas, the admin back office, the workshop portal:
 * later-routes.tsx) is added on the first navigation to one of them (discoverRoutes), so its definitions are
 * not part of every page's first load (decision 082). `allRoutes()` is the whole table at once.
 */
const rootRoute = (children: RouteObject[]): RouteObject => ({
  id: ROOT,
  path: '/',
  Component: RootLayout,
  ErrorBoundary: RouteError,
  children,
});

const firstPages: RouteObject[] = [
  { index: true, Component: RootIndex },
  { path: 'home', ...page(() => import('./routes/home'), 'HomeRoute', { firstScreen: true }) },
  {
    path: 'new-quote/:vehicleMappingIdProp?',
    ...page(() => import('./routes/new-quote'), 'NewQuoteRoute'),
  },
  { path: 'quote-estimate', ...page(() => import('./routes/quote-estimate'), 'QuoteEstimateRoute') },
  { path: 'workshops', ...page(() => import('./routes/workshops'), 'WorkshopsRoute') },
  {
    path: 'workshops/:workshopName',
    ...page(() => import('./routes/workshop-page'), 'WorkshopPageRoute', {
      loader: 'workshopPageLoader',
    }),
  },
  {
    path: 'quotes/:quoteRequestIdProp/:emailAddressProp?',
    ...page(() => import('./routes/quotes'), 'QuotesRoute'),
  },
  { path: 'about', ...page(() => import('./routes/about'), 'AboutRoute') },
  { path: 'faq', ...page(() => import('./routes/faq'), 'FaqRoute') },
  { path: 'terms', ...page(() => import('./routes/terms'), 'TermsRoute') },
  { path: 'contact', ...page(() => import('./routes/contact'), 'ContactRoute') },
  { path: '*', ...page(() => import('./routes/not-found'), 'NotFoundRoute') },
];

export const routes: RouteObject[] = [rootRoute(firstPages)];

/**
 * React Router's lazy route discovery: asked when a path finds no route, or only a route with parameters (a
 * path of the rest of the table could rank above it). A path the first table matches without its
 * catch-all is one of its pages, and nothing loads; anything else loads the rest of the table once and
 * adds it under the root (React Router skips routes it already has).
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  const last = matches[matches.length - 1];
  if (last && last.route.path !== '*' && last.route.path !== '/') return;
  patch(ROOT, (await import('./later-routes')).laterRoutes);
};

/** The whole table at once, the rest already added (for tests that render any page). */
export async function allRoutes(): Promise<RouteObject[]> {
  const { laterRoutes } = await import('./later-routes');
  return [rootRoute([...firstPages, ...laterRoutes])];
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
}

import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { loadQueryBoundary, withQueryBoundary } from '@/lib/with-queries';
import {
  RequireAdmin,
  RequireAuth,
  RequireAuthOrEmailProof,
  RequireAuthOrReminderKey,
  RequireOrganisationAdmin,
  RequireOrganisationOrAdmin,
  RequireWorkshop,
} from './guards';
import { RootLayout } from './layout/root-layout';
import { RootIndex } from './routes/root-index';
import { RouteError } from './routes/route-error';

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
function page(
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

const quoteRequests = () => import('./routes/quote-requests');
const dashboard = () => import('./routes/dashboard');
const adminOrganisations = () => import('./routes/admin-organisations');
const adminPeople = () => import('./routes/admin-people');
const account = () => import('./routes/account-pages');
const payments = () => import('./routes/payments');
const workshop = () => import('./routes/workshop');
const admin = () => import('./routes/admin');
const adminDisputes = () => import('./routes/admin-disputes');
const adminRegions = () => import('./routes/admin-regions');
const partners = () => import('./routes/partners');

/**
 * Every row of the spec's route table (part 1, section 2), with its aliases and optional parameters,
 * plus the development inbox. Paths are matched case-insensitively by default.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
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
      { path: 'sandbox/payfast', ...page(payments, 'SandboxPayFastRoute') },
      { path: 'sandbox/paystack/:accessCode', ...page(payments, 'SandboxPaystackRoute') },
      { path: 'about', ...page(() => import('./routes/about'), 'AboutRoute') },
      { path: 'faq', ...page(() => import('./routes/faq'), 'FaqRoute') },
      { path: 'terms', ...page(() => import('./routes/terms'), 'TermsRoute') },
      { path: 'contact', ...page(() => import('./routes/contact'), 'ContactRoute') },
      { path: 'partners/apply', ...page(partners, 'PartnerApplyRoute') },
      { path: 'partners/reply/:token', ...page(partners, 'PartnerReplyRoute') },
      { path: 'dev/mail/:mailId?', ...page(() => import('./routes/dev-mail'), 'DevMailRoute') },
      {
        path: 'account',
        children: [
          {
            Component: RequireAuth,
            children: [{ index: true, ...page(() => import('./routes/account'), 'AccountRoute') }],
          },
          { path: 'signup', ...page(account, 'SignupRoute') },
          { path: 'register', ...page(account, 'SignupRoute') },
          { path: 'invite/:inviteIdProp?', ...page(account, 'InviteRoute') },
          { path: 'confirm-email/:paramsProp?', ...page(account, 'ConfirmEmailRoute') },
          { path: 'login/:returnUrlProp?', ...page(account, 'LoginRoute') },
          { path: 'forgot-password/:returnUrlProp?', ...page(account, 'ForgotPasswordRoute') },
          {
            path: 'forgot-password-confirm/:emailAddressProp?/:codeProp?',
            ...page(account, 'ForgotPasswordConfirmRoute'),
          },
          { path: 'unauthorized/*', ...page(() => import('./routes/unauthorized'), 'UnauthorizedRoute') },
        ],
      },
      { path: 'invite/:inviteIdProp?', ...page(account, 'InviteRoute') },
      {
        // A reminder's link: signs the person in, then opens the request filled in (decision 078); a guest's
        // request reminder opens with its key, signed out (decision 079).
        Component: RequireAuthOrReminderKey,
        children: [{ path: 'reminder/:id', ...page(() => import('./routes/reminder'), 'ReminderRoute') }],
      },
      // A request's reminder mail's "no more of these", signed in or not (decision 079).
      {
        path: 'reminder/:id/unsubscribe',
        ...page(() => import('./routes/reminder'), 'ReminderUnsubscribeRoute'),
      },
      {
        // A signed-in payer's result is read for that account; a guest's with their request's e-mail.
        Component: RequireAuthOrEmailProof,
        children: [{ path: 'payment/success', ...page(payments, 'PaymentSuccessRoute') }],
      },
      {
        Component: RequireAuth,
        children: [
          {
            // An admin's /dashboard is the Admin Dashboard, /admin (decision 059).
            path: 'dashboard',
            Component: RequireOrganisationOrAdmin,
            children: [
              { index: true, ...page(dashboard, 'DashboardRoute') },
              { path: ':figure', ...page(dashboard, 'DashboardListRoute') },
            ],
          },
          {
            path: 'organisation',
            Component: RequireOrganisationAdmin,
            children: [{ index: true, ...page(() => import('./routes/organisation'), 'OrganisationRoute') }],
          },
          { path: 'quote-requests/:vehicleId?', ...page(quoteRequests, 'QuoteRequestsRoute') },
          {
            path: 'active-requests',
            ...page(() => import('./routes/active-requests'), 'ActiveRequestsRoute'),
          },
          {
            // The admin back office (issue 22, decision 059): admins only, its own navigation.
            path: 'admin',
            Component: RequireAdmin,
            children: [
              {
                ...page(admin, 'AdminLayoutRoute'),
                children: [
                  { index: true, ...page(admin, 'AdminDashboardRoute') },
                  { path: 'figures/:figure', ...page(admin, 'AdminFigureRoute') },
                  { path: 'audit', ...page(admin, 'AdminAuditRoute') },
                  { path: 'search', ...page(adminPeople, 'AdminSearchRoute') },
                  { path: 'requests/:id', ...page(adminPeople, 'AdminRequestRoute') },
                  { path: 'users/:id', ...page(adminPeople, 'AdminUserRoute') },
                  { path: 'privacy', ...page(adminPeople, 'AdminPrivacyRoute') },
                  { path: 'payouts', ...page(admin, 'AdminPayoutsRoute') },
                  { path: 'money', ...page(admin, 'AdminMoneyRoute') },
                  { path: 'organisations', ...page(adminOrganisations, 'AdminOrganisationsRoute') },
                  { path: 'organisations/:id', ...page(adminOrganisations, 'AdminOrganisationRoute') },
                  { path: 'programmes', ...page(adminOrganisations, 'AdminProgrammesRoute') },
                  { path: 'applications', ...page(partners, 'AdminApplicationsRoute') },
                  { path: 'applications/:applicationId', ...page(partners, 'AdminApplicationRoute') },
                  { path: 'workshops', ...page(partners, 'AdminWorkshopsRoute') },
                  { path: 'menu-prices', ...page(admin, 'AdminMenuPricesRoute') },
                  { path: 'workshops/:workshopId', ...page(partners, 'AdminWorkshopRoute') },
                  {
                    path: 'workshops/:workshopId/reviews',
                    ...page(adminPeople, 'AdminWorkshopReviewsRoute'),
                  },
                  {
                    path: 'catalogue',
                    ...page(() => import('./routes/admin-catalogue'), 'AdminCatalogueRoute'),
                  },
                  { path: 'disputes', ...page(adminDisputes, 'AdminDisputesRoute') },
                  { path: 'disputes/:disputeId', ...page(adminDisputes, 'AdminDisputeRoute') },
                  { path: 'reminders', ...page(admin, 'AdminRemindersRoute') },
                  { path: 'regions', ...page(adminRegions, 'AdminRegionsRoute') },
                  { path: 'repair-items', ...page(adminRegions, 'AdminRepairItemsRoute') },
                ],
              },
            ],
          },
          { path: 'workshop/statement', ...page(workshop, 'WorkshopStatementRoute') },
          {
            // The workshop portal (issue 10, decision 022): workshop users only.
            path: 'workshop',
            Component: RequireWorkshop,
            children: [
              { index: true, ...page(workshop, 'WorkshopHomeRoute') },
              { path: 'requests', ...page(workshop, 'WorkshopRequestsRoute') },
              { path: 'requests/:requestId', ...page(workshop, 'WorkshopRequestRoute') },
              { path: 'jobs', ...page(workshop, 'WorkshopJobsRoute') },
              { path: 'jobs/:quoteId', ...page(workshop, 'WorkshopJobRoute') },
              { path: 'profile', ...page(workshop, 'WorkshopProfileRoute') },
              { path: 'hours', ...page(workshop, 'WorkshopHoursRoute') },
              { path: 'menu-prices', ...page(workshop, 'WorkshopMenuPricesRoute') },
              { path: 'diary', ...page(workshop, 'WorkshopDiaryRoute') },
              { path: 'reviews', ...page(workshop, 'WorkshopReviewsRoute') },
            ],
          },
          {
            path: 'my-garage/:customerVehicleMappingIdProp?',
            ...page(() => import('./routes/my-garage'), 'MyGarageRoute'),
          },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found'), 'NotFoundRoute') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

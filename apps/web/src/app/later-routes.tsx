import type { RouteObject } from 'react-router';
import {
  RequireAdmin,
  RequireAuth,
  RequireAuthOrEmailProof,
  RequireAuthOrReminderKey,
  RequireOrganisationAdmin,
  RequireOrganisationOrAdmin,
  RequireWorkshop,
} from './guards';
import { page } from './lazy-page';

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
 * The rest of the route table (router.tsx): the root's children a visitor does not land on first. Loaded
 * and added under the root on the first navigation to one of them (router.tsx, discoverRoutes).
 */
export const laterRoutes: RouteObject[] = [
  { path: 'sandbox/payfast', ...page(payments, 'SandboxPayFastRoute') },
  { path: 'sandbox/paystack/:accessCode', ...page(payments, 'SandboxPaystackRoute') },
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
];

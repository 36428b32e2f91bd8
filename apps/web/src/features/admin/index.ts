/**
 * The admin back office (issue 22): its layout and navigation, the Admin Dashboard and the audit trail; the
 * reminders' funnel and the workshops' fixed prices (issue 24, decision 080).
 */
export { isStepUpError } from './api/admin-api';
export { AdminDashboard } from './components/admin-dashboard';
export { AdminMenuPrices } from './components/admin-menu-prices';
export { ADMIN_NAV, AdminLayout, AdminNav, AdminPage, StepUpPrompt } from './components/admin-page';
export { AdminWorkshopReviews } from './components/admin-reviews';
export { AdminSearch } from './components/admin-search';
export { AdminUserPage } from './components/admin-user';
export { AuditTrail } from './components/audit-trail';
export { AdminFigureList } from './components/figure-list';
export { PopiaRequests } from './components/popia-requests';
export { ReminderFunnel } from './components/reminder-funnel';
export { RequestHistory } from './components/request-history';

/** The admin back office (issue 22): its layout and navigation, the Admin Dashboard and the audit trail. */
export { isStepUpError } from './api/admin-api';
export { AdminDashboard } from './components/admin-dashboard';
export { ADMIN_NAV, AdminLayout, AdminNav, AdminPage, StepUpPrompt } from './components/admin-page';
export { AuditTrail } from './components/audit-trail';
export { AdminFigureList } from './components/figure-list';

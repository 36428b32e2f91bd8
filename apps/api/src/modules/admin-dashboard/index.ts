import * as repo from './admin-dashboard.repo';
import { createAdminDashboardService } from './admin-dashboard.service';
import * as peopleRepo from './admin-people.repo';
import { createAdminPeopleService } from './admin-people.service';

/**
 * The Admin Dashboard's public side (issue 22 item 8): its service, wired with its reporting repo. It sits
 * above quote-requests, quotes and payments (it reads their records) and nothing uses it but its routes.
 */
export const adminDashboard = createAdminDashboardService({ repo });
export {
  type AdminDashboardService,
  type AdminDashboardServiceDeps,
  createAdminDashboardService,
} from './admin-dashboard.service';
/** People and trust (issue 22 item 7, decision 065): the admin's search, a request's history, a user. */
export const adminPeople = createAdminPeopleService({ repo: peopleRepo });
export {
  type AdminPeopleService,
  type AdminPeopleServiceDeps,
  createAdminPeopleService,
  searchPatterns,
} from './admin-people.service';

/** The workshop portal (issue 10, decision 022): overview, incoming requests, the quote editor, jobs, profile. */
export { useWorkshopProfile } from './api/profile-api';
export { useChosenWorkshopId } from './api/workshop-choice';
export { WorkshopJobDetail } from './components/job-detail';
export { WorkshopJobsList } from './components/jobs-list';
export { MenuPricesPanel } from './components/menu-prices';
export { IncomingRequestDetail } from './components/request-detail';
export { IncomingRequestsList } from './components/requests-list';
export { WorkshopDiary } from './components/workshop-diary';
export { WorkshopHome } from './components/workshop-home';
export { WorkshopHoursPanel } from './components/workshop-hours';
export { profileDefaults, WorkshopProfileForm } from './components/workshop-profile-form';
export { WorkshopProfilePanel } from './components/workshop-profile-page';
export { WorkshopReviews } from './components/workshop-reviews';
export { WorkshopSwitcher } from './components/workshop-switcher';

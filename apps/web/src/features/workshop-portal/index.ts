/** The workshop portal (issue 10, decision 022): profile, incoming requests, the quote editor and jobs. */
export { useWorkshopProfile } from './api/profile-api';
export { WorkshopProfilePanel } from './components/workshop-profile-page';

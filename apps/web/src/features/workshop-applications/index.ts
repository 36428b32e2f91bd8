/**
 * Workshop onboarding (issue 22 item 2, decision 062): the public "Become a partner" form and the
 * applicant's answer page; the admin's review of applications and editing of any workshop; the workshop
 * portal's suspension banner.
 */
export { AdminApplicationDetail, AdminApplicationsList } from './components/admin-applications';
export { AdminWorkshopDetail, AdminWorkshopsList } from './components/admin-workshops';
export { ApplyForm } from './components/apply-form';
export { ApplicationReplyPanel } from './components/reply-page';
export { SuspensionBanner } from './components/suspension-banner';

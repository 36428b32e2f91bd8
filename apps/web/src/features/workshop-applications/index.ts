/** Workshop applications: the signed-in person's list and the form that adds one (routes in src/app compose it). */
export { WorkshopApplicationsPage } from './components/workshop-applications-page';

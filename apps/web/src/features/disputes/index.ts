/** Disputes: the signed-in person's list and the form that adds one (routes in src/app compose it). */
export { DisputesPage } from './components/disputes-page';

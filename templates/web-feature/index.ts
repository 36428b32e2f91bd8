/** Sample items: the signed-in person's list and the form that adds one (routes in src/app compose it). */
export { SampleItemsPage } from './components/sample-items-page';

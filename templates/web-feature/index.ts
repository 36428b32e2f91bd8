/** Sample items: the signed-in person's list and the form that adds one (routes in src/app compose it). */
export { sampleItemKeys, useSampleItem } from './api/sample-items-api';
export { SampleItemsPage } from './components/sample-items-page';

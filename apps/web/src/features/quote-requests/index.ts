/**
 * Quote requests: the wizard a person fills in to ask workshops for quotes, the request lists and the
 * price estimate.
 */

import { lazy } from 'react';

export { getQuoteEstimate, quoteRequestKeys } from './api/quote-requests-api';
export { type NewQuoteLocationState, NewQuoteWizard } from './components/new-quote-wizard';
export { QuoteEstimatePanel } from './components/quote-estimate';
export { RepairItemPicker } from './components/repair-item-tree';
export { ActiveRequestList, QuoteRequestList } from './components/request-lists';
/** Step 3's map, loaded when drawn (Leaflet stays out of the first load): the admin's region preview uses it. */
export const WorkshopMap = lazy(() => import('./components/workshop-map'));

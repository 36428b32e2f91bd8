/** The administrators' repair-item trees per quote type, with the customer's picker as preview (decision 066). */
export { RepairItemsAdmin } from './components/repair-items-admin';

/** Organisation admin (decision 038): staff, details and branches of an organisation, for its admins. */

export { BranchCards, BranchForm, type BranchValues } from './components/branches-panel';
export { OrganisationAdmin } from './components/organisation-admin-page';

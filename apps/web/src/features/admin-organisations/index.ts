/** The administrators' organisations, branches, staff, invites and partner programmes (decision 060). */

export { useAdminOrganisations } from './api/admin-organisations-api';
export { AdminOrganisation } from './components/admin-organisation';
export { AdminOrganisations } from './components/admin-organisations';
export { AdminProgrammes } from './components/admin-programmes';

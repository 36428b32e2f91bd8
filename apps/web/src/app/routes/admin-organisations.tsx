import { useParams } from 'react-router';
import { AdminPage } from '@/features/admin';
import { AdminOrganisation, AdminOrganisations, AdminProgrammes } from '@/features/admin-organisations';

/** /admin/organisations (decision 060). */
export function AdminOrganisationsRoute() {
  return (
    <AdminPage
      title="Organisations"
      lead="Fleets, dealers and finance houses: their details, branches and people."
    >
      <AdminOrganisations />
    </AdminPage>
  );
}

/** /admin/organisations/{id}. */
export function AdminOrganisationRoute() {
  const { id = '' } = useParams();
  return (
    <AdminPage title="Organisation" lead="Details, contact, branches, staff and invites.">
      <AdminOrganisation id={id} />
    </AdminPage>
  );
}

/** /admin/programmes. */
export function AdminProgrammesRoute() {
  return (
    <AdminPage
      title="Partner programmes"
      lead="The quote types each programme adds for its organisations, and which organisations are in it."
    >
      <AdminProgrammes />
    </AdminPage>
  );
}

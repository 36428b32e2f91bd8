import { Alert, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { AdminOrganisation, AdminOrganisations, AdminProgrammes } from '@/features/admin-organisations';
import { useSession } from '@/lib/session';

/** An admin page: its intro, and the page for Motorwise administrators only (the API refuses others too). */
function AdminPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const { isAdmin } = useSession();
  return (
    <>
      <PageIntro eyebrow="Admin" title={title} lead={lead} />
      <Container size="lg" py="xl">
        {isAdmin ? children : <Alert color="red">This page is for Motorwise administrators.</Alert>}
      </Container>
    </>
  );
}

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

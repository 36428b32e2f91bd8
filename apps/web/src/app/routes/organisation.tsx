import { Container } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { OrganisationAdmin } from '@/features/organisation-admin';

/** /organisation: the organisation admin's page (decision 038). */
export function OrganisationRoute() {
  return (
    <>
      <PageIntro
        eyebrow="Organisation"
        title="Organisation"
        lead="Your staff, your organisation’s details and its branches."
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <OrganisationAdmin />
      </Container>
    </>
  );
}

import { Container } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { WorkshopApplicationsPage } from '@/features/workshop-applications';

/** /workshop-applications: the signed-in person's workshop applications (registered in app/router.tsx under RequireAuth). */
export function WorkshopApplicationsRoute() {
  return (
    <>
      <PageIntro
        eyebrow="Your account"
        title="Workshop applications"
        lead="Your workshop applications, and a form to add one."
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <WorkshopApplicationsPage />
      </Container>
    </>
  );
}

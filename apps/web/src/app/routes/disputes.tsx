import { Container } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { DisputesPage } from '@/features/disputes';

/** /disputes: the signed-in person's disputes (registered in app/router.tsx under RequireAuth). */
export function DisputesRoute() {
  return (
    <>
      <PageIntro eyebrow="Your account" title="Disputes" lead="Your disputes, and a form to add one." />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <DisputesPage />
      </Container>
    </>
  );
}

import { Container } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { SampleItemsPage } from '@/features/sample-items';

/** /sample-items: the signed-in person's sample items (registered in app/router.tsx under RequireAuth). */
export function SampleItemsRoute() {
  return (
    <>
      <PageIntro
        eyebrow="Your account"
        title="Sample items"
        lead="Your sample items, and a form to add one."
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <SampleItemsPage />
      </Container>
    </>
  );
}

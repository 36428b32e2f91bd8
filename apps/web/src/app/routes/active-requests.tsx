import { Container } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { ActiveRequestList } from '@/features/quote-requests';

/** spec: /active-requests: every open request in one list. */
export function ActiveRequestsRoute() {
  return (
    <>
      <PageIntro
        eyebrow="Your requests"
        title="Active requests"
        lead="Every open request: quotes waiting for you, bookings, vehicles in the workshop and jobs ready for payment."
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <ActiveRequestList />
      </Container>
    </>
  );
}

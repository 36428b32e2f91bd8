import { Container } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { QuoteEstimatePanel } from '@/features/quote-requests';

/** /quote-estimate (public): what a service or repair usually costs, before asking for quotes. */
export function QuoteEstimateRoute() {
  return (
    <>
      <PageIntro
        eyebrow="Plan ahead"
        title="Price estimate"
        lead="See the typical price range for a service or repair on your vehicle before you ask workshops for quotes."
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <QuoteEstimatePanel />
      </Container>
    </>
  );
}

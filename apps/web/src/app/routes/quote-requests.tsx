import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { QuoteRequestList } from '@/features/quote-requests';

export function QuoteRequestsRoute() {
  const { vehicleId } = useParams();
  return (
    <>
      <PageIntro
        eyebrow="Your requests"
        title="Quote requests"
        lead="Every quote request you have made, with its status and the quotes workshops sent back."
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <QuoteRequestList vehicleId={vehicleId} key={vehicleId ?? 'all'} />
      </Container>
    </>
  );
}

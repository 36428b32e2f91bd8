import { Container, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { PagePlaceholder } from '@/components/page-placeholder';
import { QuoteRequestList } from '@/features/quote-requests';
import { useSession } from '@/lib/session';

export { ActiveRequestsPage as ActiveRequestsRoute } from './active-requests-page';

export function WorkshopsRoute() {
  const { workshopName } = useParams();
  return (
    <PagePlaceholder
      eyebrow="Partner workshops"
      title={workshopName ? workshopName.replace(/-/g, ' ') : 'Our partner workshops'}
      purpose={
        workshopName
          ? 'The workshop’s address, certifications, ratings and reviews from Motorwise customers.'
          : 'Browse accredited partner workshops across South Africa, with their ratings, reviews and certifications.'
      }
    />
  );
}

export function QuotesRoute() {
  const { quoteRequestIdProp } = useParams();
  return (
    <PagePlaceholder
      eyebrow="Your quotes"
      title="Compare your quotes"
      purpose="Compare the quotes workshops sent for this request, accept one to book it, message the workshop and pay online."
      details={
        quoteRequestIdProp ? (
          <Text fz="sm" c="dimmed">
            Request {quoteRequestIdProp}
          </Text>
        ) : null
      }
    />
  );
}

export function DashboardRoute() {
  const { isAdmin } = useSession();
  return (
    <PagePlaceholder
      eyebrow="Organisation"
      title={isAdmin ? 'Admin Dashboard' : 'Dashboard'}
      purpose="Your branch’s quote requests, bookings, turnaround times and spend at a glance."
    />
  );
}

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

import { Container } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { WorkshopProfilePanel } from '@/features/workshop-portal';

/** /workshop/profile: the workshop's profile, as customers see it beside each quote. */
export function WorkshopProfileRoute() {
  return (
    <>
      <PageIntro
        eyebrow="Workshop portal"
        title="Workshop profile"
        lead="Your logo, contact details, address, rates and payout accounts. Customers see these beside every quote you send."
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <WorkshopProfilePanel />
      </Container>
    </>
  );
}

import { PagePlaceholder } from '@/components/page-placeholder';

export function WorkshopHomeRoute() {
  return (
    <PagePlaceholder
      eyebrow="Workshop portal"
      title="Overview"
      purpose="New requests, quotes waiting for customers, today's bookings and jobs to invoice."
    />
  );
}
export function WorkshopRequestsRoute() {
  return (
    <PagePlaceholder
      eyebrow="Workshop portal"
      title="Requests"
      purpose="Incoming quote requests, newest first."
    />
  );
}
export function WorkshopRequestRoute() {
  return <PagePlaceholder eyebrow="Workshop portal" title="Request" purpose="The request and your quote." />;
}
export function WorkshopJobsRoute() {
  return <PagePlaceholder eyebrow="Workshop portal" title="Jobs" purpose="Booked jobs by date." />;
}
export function WorkshopJobRoute() {
  return <PagePlaceholder eyebrow="Workshop portal" title="Job" purpose="Check-in, amendments, invoice." />;
}

import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { CommissionInvoices, WorkshopStatementPanel } from '@/features/payments';
import { SuspensionBanner } from '@/features/workshop-applications';
import {
  IncomingRequestDetail,
  IncomingRequestsList,
  MenuPricesPanel,
  useChosenWorkshopId,
  WorkshopDiary,
  WorkshopHome,
  WorkshopHoursPanel,
  WorkshopJobDetail,
  WorkshopJobsList,
  WorkshopProfilePanel,
  WorkshopReviews,
} from '@/features/workshop-portal';

/** A page of the workshop portal (decision 022): its intro band and its content. */
function PortalPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <PageIntro eyebrow="Workshop portal" title={title} lead={lead} />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <SuspensionBanner />
        {children}
      </Container>
    </>
  );
}

export function WorkshopHomeRoute() {
  return (
    <PortalPage
      title="Overview"
      lead="New requests, quotes waiting for customers, today's bookings and jobs to invoice."
    >
      <WorkshopHome />
      <Anchor component={Link} to="/workshop/reviews" mt="lg" display="inline-block">
        Your reviews, and your public replies
      </Anchor>
      <Anchor component={Link} to="/workshop/diary" mt="lg" ml="lg" display="inline-block">
        Diary: bookings by day and week
      </Anchor>
      <Anchor component={Link} to="/workshop/hours" mt="lg" ml="lg" display="inline-block">
        Opening hours, closures and jobs per day
      </Anchor>
      <Anchor component={Link} to="/workshop/menu-prices" mt="lg" ml="lg" display="inline-block">
        Fixed prices for common jobs
      </Anchor>
    </PortalPage>
  );
}

export function WorkshopRequestsRoute() {
  return (
    <PortalPage title="Requests" lead="Quote requests from customers who chose your workshop, newest first.">
      <IncomingRequestsList />
    </PortalPage>
  );
}

export function WorkshopRequestRoute() {
  const { requestId = '' } = useParams();
  return (
    <PortalPage title="Request" lead="What the customer asked for, and your quote.">
      <IncomingRequestDetail key={requestId} requestId={requestId} />
    </PortalPage>
  );
}

export function WorkshopJobsRoute() {
  return (
    <PortalPage title="Jobs" lead="Booked jobs by drop-off day, from check-in to collection.">
      <WorkshopJobsList />
    </PortalPage>
  );
}

export function WorkshopJobRoute() {
  const { quoteId = '' } = useParams();
  return (
    <PortalPage
      title="Job"
      lead="Check the vehicle in, ask for approval of extra work, invoice and hand over."
    >
      <WorkshopJobDetail key={quoteId} quoteId={quoteId} />
    </PortalPage>
  );
}

/** /workshop/profile: the workshop's profile, as customers see it beside each quote. */
export function WorkshopProfileRoute() {
  return (
    <PortalPage
      title="Workshop profile"
      lead="Your logo, contact details, address, rates and payout accounts. Customers see these beside every quote you send."
    >
      <WorkshopProfilePanel />
    </PortalPage>
  );
}

/** /workshop/statement: customer payments, commission and payouts (decision 024). */
export function WorkshopStatementRoute() {
  // The money of the workshop chosen in the header's switcher, as every other portal page shows that one.
  const workshopId = useChosenWorkshopId();
  return (
    <PortalPage
      title="Statement"
      lead="Customer payments for your jobs, the commission Motorwise keeps, and what has been paid out to you."
    >
      <Stack gap="xl">
        <WorkshopStatementPanel workshopId={workshopId} />
        <Stack gap="sm">
          <Title order={2} fz="h3">
            Commission invoices
          </Title>
          <Text fz="sm" c="dimmed">
            Each month Motorwise sends a VAT invoice for the commission it kept on that month's payments.
          </Text>
          <CommissionInvoices scope={{ workshopId }} />
        </Stack>
      </Stack>
    </PortalPage>
  );
}

/** /workshop/hours: opening hours per weekday, closures and daily capacity (decision 075). */
export function WorkshopHoursRoute() {
  return (
    <PortalPage
      title="Opening hours"
      lead="When customers can drop off their vehicles, the days you are closed and how many jobs a day you take."
    >
      <Anchor component={Link} to="/workshop/diary" mb="lg" display="inline-block">
        See your diary: bookings by day and week
      </Anchor>
      <WorkshopHoursPanel />
    </PortalPage>
  );
}

/** /workshop/menu-prices: fixed prices for common jobs per vehicle class (decision 077). */
export function WorkshopMenuPricesRoute() {
  return (
    <PortalPage
      title="Fixed prices"
      lead="Prices for common jobs per vehicle class, which customers near you can book at once."
    >
      <MenuPricesPanel />
    </PortalPage>
  );
}

/** /workshop/diary: bookings by day and week against capacity, closures and holidays marked (decision 075). */
export function WorkshopDiaryRoute() {
  return (
    <PortalPage
      title="Diary"
      lead="Your bookings by day and by week against the jobs you take a day, with closures and public holidays."
    >
      <WorkshopDiary />
    </PortalPage>
  );
}

/** /workshop/reviews: what customers said, and the workshop's one public reply to each (decision 065). */
export function WorkshopReviewsRoute() {
  return (
    <PortalPage title="Reviews" lead="What your customers said. Reply once, publicly, under a review.">
      <WorkshopReviews />
    </PortalPage>
  );
}

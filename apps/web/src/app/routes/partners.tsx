import { Anchor, Container } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import {
  AdminApplicationDetail,
  AdminApplicationsList,
  AdminWorkshopDetail,
  AdminWorkshopsList,
  ApplicationReplyPanel,
  ApplyForm,
} from '@/features/workshop-applications';

/** /partners/apply: "Become a partner", a workshop's application (public). */
export function PartnerApplyRoute() {
  return (
    <>
      <PageIntro
        eyebrow="For workshops"
        title="Become a partner"
        lead="Get quote requests from drivers and fleets near you. Tell us about your workshop; we check every application and reply by e-mail."
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <ApplyForm />
      </Container>
    </>
  );
}

/** /partners/reply/:token: the applicant answers the admin's question (the mailed link). */
export function PartnerReplyRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <PageIntro
        eyebrow="For workshops"
        title="Your application"
        lead="Answer our question and add any documents."
      />
      <Container size="md" py={{ base: 'lg', sm: 40 }}>
        <ApplicationReplyPanel token={token} />
      </Container>
    </>
  );
}

/** /admin/applications: the workshops' applications (the /admin layout wraps it). */
export function AdminApplicationsRoute() {
  return (
    <Container size="xl" py="lg">
      <AdminApplicationsList />
    </Container>
  );
}

export function AdminApplicationRoute() {
  const { applicationId = '' } = useParams();
  return (
    <Container size="xl" py="lg">
      <AdminApplicationDetail id={applicationId} />
    </Container>
  );
}

/** /admin/workshops: every workshop, to edit, suspend or reinstate. */
export function AdminWorkshopsRoute() {
  return (
    <Container size="xl" py="lg">
      <AdminWorkshopsList />
    </Container>
  );
}

export function AdminWorkshopRoute() {
  const { workshopId = '' } = useParams();
  return (
    <Container size="xl" py="lg">
      <Anchor component={Link} to={`/admin/workshops/${workshopId}/reviews`} mb="sm" display="inline-block">
        Its reviews (moderation)
      </Anchor>
      <AdminWorkshopDetail id={workshopId} />
    </Container>
  );
}

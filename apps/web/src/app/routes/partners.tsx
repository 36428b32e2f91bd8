import { Anchor, Container, Group } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { AdminPage } from '@/features/admin';
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
    <AdminPage
      title="Applications"
      lead="Workshops that asked to join: review, ask for more, approve or decline."
    >
      <AdminApplicationsList />
    </AdminPage>
  );
}

export function AdminApplicationRoute() {
  const { applicationId = '' } = useParams();
  return (
    <AdminPage title="Application" documentTitle="Application">
      <AdminApplicationDetail id={applicationId} />
    </AdminPage>
  );
}

/** /admin/workshops: every workshop, to edit, suspend or reinstate. */
export function AdminWorkshopsRoute() {
  return (
    <AdminPage title="Workshops" lead="Every partner workshop: edit its details, suspend or reinstate it.">
      <AdminWorkshopsList />
    </AdminPage>
  );
}

export function AdminWorkshopRoute() {
  const { workshopId = '' } = useParams();
  return (
    <AdminPage title="Workshop" documentTitle="Workshop">
      <Group gap="lg">
        <Anchor component={Link} to={`/admin/workshops/${workshopId}/reviews`}>
          Its reviews (moderation)
        </Anchor>
        <Anchor component={Link} to={`/admin/menu-prices?workshopId=${encodeURIComponent(workshopId)}`}>
          Its fixed prices
        </Anchor>
      </Group>
      <AdminWorkshopDetail id={workshopId} />
    </AdminPage>
  );
}

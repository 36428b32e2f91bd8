import { Container } from '@mantine/core';
import { DASHBOARD_LIST_TITLES, DASHBOARD_LISTS, type DashboardList } from '@motorwise/shared';
import { useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { DashboardFigureList, OrganisationDashboard } from '@/features/organisation';
import { useSession } from '@/lib/session';
import { NotFoundRoute } from './not-found';

/** spec: /dashboard, "Admin Dashboard" for admins: the branch's work at a glance (decision 031). */
export function DashboardRoute() {
  const { isAdmin } = useSession();
  return (
    <>
      <PageIntro
        eyebrow="Organisation"
        title={isAdmin ? 'Admin Dashboard' : 'Dashboard'}
        lead="Your branch’s requests, quotes, jobs, invoices and spend at a glance."
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <OrganisationDashboard />
      </Container>
    </>
  );
}

const isList = (value: string | undefined): value is DashboardList =>
  DASHBOARD_LISTS.includes(value as DashboardList);

/** /dashboard/{figure}: the quotes behind one of the dashboard's figures. */
export function DashboardListRoute() {
  const { figure } = useParams();
  const { isAdmin } = useSession();
  if (!isList(figure)) return <NotFoundRoute />;
  return (
    <>
      <PageIntro
        eyebrow={isAdmin ? 'Admin Dashboard' : 'Dashboard'}
        title={DASHBOARD_LIST_TITLES[figure]}
        documentTitle={DASHBOARD_LIST_TITLES[figure]}
      />
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <DashboardFigureList figure={figure} />
      </Container>
    </>
  );
}

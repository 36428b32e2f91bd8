import { Stack, Title } from '@mantine/core';
import { ADMIN_FIGURE_TITLES, ADMIN_FIGURES, type AdminFigure } from '@motorwise/shared';
import { useParams } from 'react-router';
import {
  AdminDashboard,
  AdminFigureList,
  AdminLayout,
  AdminMenuPrices,
  AdminPage,
  AuditTrail,
  ReminderFunnel,
} from '@/features/admin';
import {
  CommissionInvoices,
  CommissionRates,
  MoneyExports,
  Refunds,
  RefusedNotifications,
  WorkshopPayouts,
} from '@/features/payments';
import { NotFoundRoute } from './not-found';

/** /admin/*: the admin area (issue 22, decision 059); the router lets only admins in. */
export function AdminLayoutRoute() {
  return <AdminLayout />;
}

/** /admin (and /dashboard for an admin): the spec's Admin Dashboard. */
export function AdminDashboardRoute() {
  return (
    <AdminPage
      title="Admin Dashboard"
      lead="The marketplace’s requests, quotes and money, by day, region and quote type."
    >
      <AdminDashboard />
    </AdminPage>
  );
}

const isFigure = (value: string | undefined): value is AdminFigure =>
  ADMIN_FIGURES.includes(value as AdminFigure);

/** /admin/figures/{figure}: the records behind one of the dashboard's figures. */
export function AdminFigureRoute() {
  const { figure } = useParams();
  if (!isFigure(figure)) return <NotFoundRoute />;
  return (
    <AdminPage title={ADMIN_FIGURE_TITLES[figure]}>
      <AdminFigureList figure={figure} />
    </AdminPage>
  );
}

/** /admin/audit: every admin action, searchable. */
export function AdminAuditRoute() {
  return (
    <AdminPage
      title="Audit trail"
      lead="Every admin action: who, when, what, and the record before and after."
    >
      <AuditTrail />
    </AdminPage>
  );
}

/** /admin/reminders: what the reminders bring back, per kind (decision 078). */
export function AdminRemindersRoute() {
  return (
    <AdminPage
      title="Reminders"
      lead="The service, licence disk, roadworthy and declined-work reminders sent, and the requests they brought."
    >
      <ReminderFunnel />
    </AdminPage>
  );
}

/** /admin/menu-prices: every workshop's fixed prices; a wrong one withdrawn (decision 080). */
export function AdminMenuPricesRoute() {
  return (
    <AdminPage
      title="Fixed prices"
      lead="Every workshop's published fixed prices. Withdraw one that is wrong: the workshop is told why."
    >
      <AdminMenuPrices />
    </AdminPage>
  );
}

/** /admin/payouts: what the platform owes its workshops, refunds due, and refused notifications. */
/** The platform's money (decision 064): commission rates, commission invoices, the accountant's exports. */
export function AdminMoneyRoute() {
  return (
    <AdminPage
      title="Commission and exports"
      lead="The platform's commission rate, its monthly VAT invoices to workshops, and CSV exports for the accountant."
    >
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            Commission rate
          </Title>
          <CommissionRates />
        </Stack>
        <Stack gap="sm">
          <Title order={2} fz="h3">
            Commission invoices
          </Title>
          <CommissionInvoices scope={{ admin: true }} />
        </Stack>
        <Stack gap="sm">
          <Title order={2} fz="h3">
            Exports for the accountant
          </Title>
          <MoneyExports />
        </Stack>
      </Stack>
    </AdminPage>
  );
}

export function AdminPayoutsRoute() {
  return (
    <AdminPage
      title="Payouts to workshops"
      lead="What each workshop is owed from customer payments, after the platform's commission."
    >
      <Stack gap="xl">
        <WorkshopPayouts />
        <Stack gap="sm">
          <Title order={2} fz="h3">
            Refunds
          </Title>
          <Refunds />
        </Stack>
        <Stack gap="sm">
          <Title order={2} fz="h3">
            Refused notifications
          </Title>
          <RefusedNotifications />
        </Stack>
      </Stack>
    </AdminPage>
  );
}

import {
  Alert,
  Anchor,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type Dashboard, formatDateTime } from '@motorwise/shared';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { rand } from '@/features/quotes';
import { isApiError } from '@/lib/api-client';
import { useDashboard } from '../api/dashboard-api';
import classes from './dashboard.module.css';

/** The charts (recharts through @mantine/charts) load with this page only, after its figures. */
const DashboardCharts = lazy(() => import('./dashboard-charts'));

/** Hours as a person says them: "5 h" under two days, else "2.5 days". */
export function turnaroundText(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

/** "12% more than last month" / "less" / "same as": the month's spend against the one before. */
export function spendChange(thisMonth: number, lastMonth: number): { text: string; up: boolean | null } {
  if (lastMonth === 0)
    return { text: thisMonth === 0 ? 'Nothing paid last month either' : 'Nothing paid last month', up: null };
  const pct = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  if (pct === 0) return { text: 'The same as last month', up: null };
  return { text: `${Math.abs(pct)}% ${pct > 0 ? 'more' : 'less'} than last month`, up: pct > 0 };
}

/** A figure that opens the list behind it (the Admin Dashboard's too). */
export function Figure({
  to,
  label,
  value,
  hint,
}: {
  to: string;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}) {
  return (
    // Named by what it shows (label, figure, hint), so a voice user can say what they see (WCAG 2.5.3).
    <UnstyledButton component={Link} to={to} className={classes.figure}>
      <Text fz="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fw={700} lh={1.2} className={classes.value}>
        {value}
      </Text>
      {hint && (
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </UnstyledButton>
  );
}

function Figures({ d }: { d: Dashboard }) {
  const change = spendChange(d.spendThisMonth, d.spendLastMonth);
  const Arrow = change.up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <Figure
        to="/active-requests"
        label="Open requests"
        value={d.openRequests}
        hint="Waiting for quotes or a booking"
      />
      <Figure
        to="/dashboard/awaiting-decision"
        label="Quotes to decide on"
        value={d.awaitingDecision}
        hint="Sent by workshops, not booked yet"
      />
      <Figure
        to="/dashboard/in-progress"
        label="Jobs in progress"
        value={d.jobsInProgress}
        hint="Booked, in the workshop"
      />
      <Figure
        to="/dashboard/amendments"
        label="Amendments waiting"
        value={d.amendmentsWaiting}
        hint={d.amendmentsWaiting > 0 ? 'Extra work needs your approval' : 'Nothing to approve'}
      />
      <Figure
        to="/dashboard/to-pay"
        label="Invoices to pay"
        value={d.invoicesToPay}
        hint={`${rand(d.invoicesToPayTotal)} in total`}
      />
      <Figure
        to="/dashboard/paid-this-month"
        label="Spend this month"
        value={rand(d.spendThisMonth)}
        hint={
          <Group gap={4} component="span" wrap="nowrap">
            {change.up !== null && <Arrow size={14} aria-hidden />}
            <span>{change.text}</span>
          </Group>
        }
      />
      <Figure
        to="/dashboard/paid-last-month"
        label="Spend last month"
        value={rand(d.spendLastMonth)}
        hint="Invoices paid"
      />
      <Figure
        to="/dashboard/quoted"
        label="Average quote turnaround"
        value={turnaroundText(d.averageTurnaroundHours)}
        hint={`From request to quote, ${d.quotesReceived} ${d.quotesReceived === 1 ? 'quote' : 'quotes'} in 90 days`}
      />
    </SimpleGrid>
  );
}

/** Quotes other branches shared with this one (decision 032), each opening its request. */
function SharedWithBranch({ list }: { list: Dashboard['sharedWithBranch'] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="shared-title">
      <Title order={3} fz="h5" id="shared-title" mb="xs">
        Shared with this branch
      </Title>
      {list.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No other branch has shared a quote with this one yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((s) => (
            <li key={`${s.quoteReference}-${s.dateCreatedUtc}`}>
              <Anchor component={Link} to={`/quotes/${s.quoteRequestUniqueId}`} fw={600} fz="sm">
                {s.reference} · {s.vehicleName}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {s.workshopName}’s quote {s.quoteReference}, shared by {s.sharedByName ?? s.username}
                {s.fromBranchName ? ` (${s.fromBranchName})` : ''} on {formatDateTime(s.dateCreatedUtc)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** spec: /dashboard (Admin Dashboard for admins): the branch's work at a glance, each figure a link. */
export function OrganisationDashboard() {
  const dashboard = useDashboard();
  if (dashboard.isPending)
    return (
      <Stack align="center" py="xl">
        <Loader aria-label="Loading the dashboard" />
      </Stack>
    );
  if (dashboard.isError)
    return (
      <Alert color="red" title="Dashboard not loaded">
        {isApiError(dashboard.error)
          ? dashboard.error.message
          : 'The dashboard could not be loaded. Please try again.'}
      </Alert>
    );
  const d = dashboard.data;
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          {d.branchName ? `${d.branchName} branch` : 'Your branch'}
        </Title>
        <Text c="dimmed" fz="sm">
          Every figure opens the list behind it.
        </Text>
      </Stack>
      <Figures d={d} />
      <Suspense
        fallback={
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Skeleton h={300} radius="md" />
            <Skeleton h={300} radius="md" />
          </SimpleGrid>
        }
      >
        <DashboardCharts d={d} />
      </Suspense>
      <SharedWithBranch list={d.sharedWithBranch} />
    </Stack>
  );
}

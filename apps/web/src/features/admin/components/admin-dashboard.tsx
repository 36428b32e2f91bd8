import { Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  type AdminDashboard as AdminDashboardFigures,
  type AdminDashboardQuery,
  type AdminFigure,
  QUOTE_TYPES,
  type QuoteType,
  quoteTypeDisplayName,
} from '@motorwise/shared';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { DashboardFigure } from '@/features/organisation';
import { rand } from '@/features/quotes';
import { useAdminDashboard, useRegionChoices } from '../api/admin-api';
import { DAY, DateRangeFields } from './date-range';
import { queryState } from './query-state';

const AdminCharts = lazy(() => import('./admin-charts'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The dashboard's filters as the address bar holds them (so a figure's list keeps them). */
export function useDashboardQuery(): [AdminDashboardQuery, (next: AdminDashboardQuery) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const regionId = params.get('regionId') ?? '';
  const quoteType = params.get('quoteType') ?? '';
  const query: AdminDashboardQuery = {
    ...(DAY.test(from) && { from }),
    ...(DAY.test(to) && { to }),
    ...(UUID.test(regionId) && { regionId }),
    ...((QUOTE_TYPES as readonly string[]).includes(quoteType) && { quoteType: quoteType as QuoteType }),
  };
  const set = (next: AdminDashboardQuery) =>
    setParams(
      Object.fromEntries(Object.entries(next).filter(([, v]) => typeof v === 'string' && v !== '')) as Record<
        string,
        string
      >,
      { replace: true },
    );
  return [query, set];
}

/** The query string a figure's link carries. */
export function queryString(query: AdminDashboardQuery): string {
  const search = new URLSearchParams(
    Object.entries(query).filter(([, v]) => typeof v === 'string' && v !== '') as [string, string][],
  ).toString();
  return search ? `?${search}` : '';
}

/** Hours as a person says them: "45 min", "5.5 h", "2.1 days". */
export function hoursText(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 1000) / 10}%`);
const decimal = (value: number | null) => (value === null ? '—' : (Math.round(value * 100) / 100).toFixed(2));

/** The filters; the dates show the range read (the last 30 days until one is chosen). */
function Filters({
  query,
  range,
  onChange,
}: {
  query: AdminDashboardQuery;
  range: { from: string; to: string } | undefined;
  onChange: (q: AdminDashboardQuery) => void;
}) {
  const regions = useRegionChoices();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" role="group" aria-label="Filters">
      <DateRangeFields
        value={{ from: query.from ?? range?.from ?? '', to: query.to ?? range?.to ?? '' }}
        onChange={(field, day) => onChange({ ...query, [field]: day })}
      />
      <Select
        label="Region"
        placeholder="Every region"
        clearable
        searchable
        data={(regions.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        value={query.regionId ?? null}
        onChange={(value) => onChange({ ...query, regionId: value ?? undefined })}
      />
      <Select
        label="Quote type"
        placeholder="Every quote type"
        clearable
        data={QUOTE_TYPES.map((t) => ({ value: t, label: quoteTypeDisplayName(t) }))}
        value={query.quoteType ?? null}
        onChange={(value) => onChange({ ...query, quoteType: (value as QuoteType | null) ?? undefined })}
      />
    </SimpleGrid>
  );
}

function FigureGrid({ d, query }: { d: AdminDashboardFigures; query: AdminDashboardQuery }) {
  const days = Math.max(d.days.length, 1);
  const link = (figure: AdminFigure) => `/admin/figures/${figure}${queryString(query)}`;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <DashboardFigure
        to={link('requests')}
        label="Requests"
        value={d.requests}
        hint={`${Math.round((d.requests / days) * 10) / 10} per day`}
      />
      <DashboardFigure
        to={link('quotes-sent')}
        label="Quotes per request"
        value={decimal(d.quotesPerRequest)}
        hint={`${d.quotesSent} quotes sent`}
      />
      <DashboardFigure
        to={link('first-quotes')}
        label="Time to first quote (median)"
        value={hoursText(d.medianHoursToFirstQuote)}
        hint={`${d.quotedRequests} requests quoted`}
      />
      <DashboardFigure
        to={link('accepted')}
        label="Acceptance rate"
        value={percent(d.acceptanceRate)}
        hint={`${d.acceptedRequests} of ${d.quotedRequests} quoted requests`}
      />
      <DashboardFigure
        to={link('gross-value')}
        label="Gross value"
        value={rand(d.grossValue)}
        hint={`${d.bookedQuotes} booked quotes, incl. VAT`}
      />
      <DashboardFigure
        to={link('commission')}
        label="Commission"
        value={rand(d.commission)}
        hint={`on ${d.commissionPayments} payments received on these days`}
      />
      <DashboardFigure
        to={link('refunds')}
        label="Refunds"
        value={rand(d.refundedValue)}
        hint={`${d.refunds} refunded on these days`}
      />
    </SimpleGrid>
  );
}

function Figures({ d, query }: { d: AdminDashboardFigures; query: AdminDashboardQuery }) {
  return (
    <>
      <Text c="dimmed" fz="sm">
        Requests made from {d.from} to {d.to} (Johannesburg days), with their quotes; commission and refunds
        on those days. Every figure opens the list behind it.
      </Text>
      <FigureGrid d={d} query={query} />
      <Suspense fallback={<Skeleton h={300} radius="md" />}>
        <AdminCharts d={d} />
      </Suspense>
    </>
  );
}

/** The Admin Dashboard (issue 22 item 8): the marketplace's figures, each a link to its list. */
export function AdminDashboard() {
  const [query, setQuery] = useDashboardQuery();
  const dashboard = useAdminDashboard(query);
  return (
    <Stack gap="lg">
      <Filters query={query} range={dashboard.data} onChange={setQuery} />
      {queryState(dashboard, 'the figures') ??
        (dashboard.data && <Figures d={dashboard.data} query={query} />)}
    </Stack>
  );
}

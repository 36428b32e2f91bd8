import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { addDays, calendarDate, type ReminderFunnel as Funnel, type ReminderKind } from '@motorwise/shared';
import { useSearchParams } from 'react-router';
import { SidewaysTable } from '@/components/sideways-table';
import { type ReminderFunnelQuery, useReminderFunnel } from '../api/admin-api';
import { DAY, DateRangeFields } from './date-range';
import { queryState } from './query-state';

/** Each kind as the back office names it (the account page's labels speak to the customer). */
export const FUNNEL_KIND_LABELS: Record<ReminderKind, string> = {
  service: 'Service (six months after one)',
  service_mileage: 'Service by mileage',
  licence_disk: 'Licence disk renewal',
  roadworthy: 'Roadworthy certificate',
  recommended_work: 'Declined work offered again',
};

/** The range unless one is chosen: the last 30 Johannesburg days, today included (as the dashboard). */
function lastThirtyDays(): ReminderFunnelQuery {
  const to = calendarDate(new Date());
  return { from: addDays(to, -29), to };
}

/** The range as the address bar holds it, each day falling back on the last 30 days'. */
function useFunnelRange(): [ReminderFunnelQuery, (field: 'from' | 'to', day: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = lastThirtyDays();
  const day = (name: 'from' | 'to') => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : fallback[name];
  };
  const set = (field: 'from' | 'to', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(field, value);
    else next.delete(field);
    setParams(next, { replace: true });
  };
  return [{ from: day('from'), to: day('to') }, set];
}

/** "12 (40%)": a count and its share of the reminders sent. */
const ofSent = (count: number, sent: number) =>
  sent === 0 ? String(count) : `${count} (${Math.round((count / sent) * 1000) / 10}%)`;

function FunnelTable({ funnel }: { funnel: Funnel }) {
  const total = funnel.items.reduce(
    (sum, i) => ({
      sent: sum.sent + i.sent,
      started: sum.started + i.started,
      requested: sum.requested + i.requested,
    }),
    { sent: 0, started: 0, requested: 0 },
  );
  if (total.sent === 0) return <Text c="dimmed">No reminders were sent on these days.</Text>;
  const row = (label: string, r: typeof total, strong = false) => (
    <Table.Tr key={label} fw={strong ? 700 : undefined}>
      <Table.Th scope="row" fw={strong ? 700 : 500}>
        {label}
      </Table.Th>
      <Table.Td ta="right">{r.sent}</Table.Td>
      <Table.Td ta="right">{ofSent(r.started, r.sent)}</Table.Td>
      <Table.Td ta="right">{ofSent(r.requested, r.sent)}</Table.Td>
    </Table.Tr>
  );
  return (
    <SidewaysTable label="Reminders by kind" minWidth={560}>
      <Table striped aria-label="Reminders by kind">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kind</Table.Th>
            <Table.Th ta="right">Sent</Table.Th>
            <Table.Th ta="right">Started a request</Table.Th>
            <Table.Th ta="right">Sent a request</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {funnel.items.map((i) => row(FUNNEL_KIND_LABELS[i.kind], i))}
          {row('All reminders', total, true)}
        </Table.Tbody>
      </Table>
    </SidewaysTable>
  );
}

/**
 * The reminders' funnel (issue 24 item 4, decision 078): per kind, the reminders sent on a range of days,
 * how many of their links started a request and how many sent one.
 */
export function ReminderFunnel() {
  const [range, setDay] = useFunnelRange();
  const funnel = useReminderFunnel(range);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" role="group" aria-label="Filters">
        <DateRangeFields value={range} onChange={setDay} />
      </SimpleGrid>
      {queryState(funnel, 'the funnel') ??
        (funnel.data && (
          <>
            <Text c="dimmed" fz="sm">
              Reminders sent from {range.from} to {range.to} (Johannesburg days), by kind: the reminders whose
              link started a request, and the requests those links brought in, whenever they were followed.
            </Text>
            <FunnelTable funnel={funnel.data} />
          </>
        ))}
    </Stack>
  );
}

import {
  Badge,
  Button,
  Center,
  Modal,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type AdminMenuPrice,
  type AdminMenuPricesQuery,
  calendarDate,
  formatDate,
  formatRand,
  VEHICLE_CLASS_TEXT,
  WithdrawMenuPriceSchema,
} from '@motorwise/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextNoteForm } from '@/components/text-note-form';
import { useAdminMenuPrices, useWithdrawMenuPrice } from '../api/menu-prices-api';
import { queryState } from './query-state';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters as the address bar holds them (a workshop and a job, each optional). */
function useMenuFilters(): [
  AdminMenuPricesQuery,
  (field: 'workshopId' | 'jobId' | 'page', id: string | null) => void,
  number,
] {
  const [params, setParams] = useSearchParams();
  const id = (name: string) => {
    const value = params.get(name) ?? '';
    return UUID.test(value) ? value : undefined;
  };
  const query: AdminMenuPricesQuery = {
    ...(id('workshopId') && { workshopId: id('workshopId') }),
    ...(id('jobId') && { jobId: id('jobId') }),
  };
  // A new filter starts at the first page.
  const set = (field: 'workshopId' | 'jobId' | 'page', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(field, value);
    else next.delete(field);
    if (field !== 'page') next.delete('page');
    setParams(next, { replace: field !== 'page' });
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return [query, set, page];
}

/** Prices a page shows: a screen's worth of rows, the rest a page away. */
const PAGE_SIZE = 25;

const priceName = (p: AdminMenuPrice) =>
  `${p.workshopName}: ${p.jobName}, ${VEHICLE_CLASS_TEXT[p.vehicleClass]}`;

/** The reason asked before a price is withdrawn; the workshop is told it by mail. */
function WithdrawDialog({ price, onClose }: { price: AdminMenuPrice | null; onClose: () => void }) {
  const withdraw = useWithdrawMenuPrice();
  return (
    <Modal opened={price !== null} onClose={onClose} title="Withdraw this fixed price" centered>
      {price && (
        <Stack gap="xs">
          <Text>
            {priceName(price)} at {formatRand(Math.round(price.priceIncl * 100))}. Customers stop seeing it at
            once; bookings already made keep their price.
          </Text>
          <TextNoteForm
            schema={WithdrawMenuPriceSchema}
            field="reason"
            label="Why withdraw it"
            description="The workshop is told this by mail, and it is kept in the audit trail."
            submitLabel="Withdraw price"
            errorTitle="Price not withdrawn"
            ariaLabel={`Withdraw ${priceName(price)}`}
            color="red"
            onSubmit={async (reason) => {
              await withdraw.mutateAsync({ id: price.id, reason });
              notifications.show({
                color: 'teal',
                title: 'Price withdrawn',
                message: `${price.workshopName} has been told by mail.`,
              });
              onClose();
            }}
          />
        </Stack>
      )}
    </Modal>
  );
}

function PriceRow({ p, today, onWithdraw }: { p: AdminMenuPrice; today: string; onWithdraw: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>{p.workshopName}</Table.Td>
      <Table.Td>{p.jobName}</Table.Td>
      <Table.Td>{VEHICLE_CLASS_TEXT[p.vehicleClass]}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatRand(Math.round(p.priceIncl * 100))}
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" lineClamp={2} title={p.included.join(' · ')}>
          {p.included.join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td>{p.partsPreference}</Table.Td>
      <Table.Td>
        {formatDate(p.validUntil)}{' '}
        {p.validUntil < today && (
          <Badge color="gray" variant="light">
            Past
          </Badge>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {p.isActive ? (
          <Badge color="teal" variant="light" miw="max-content">
            Offered
          </Badge>
        ) : p.withdrawnReason ? (
          <>
            <Badge color="red" variant="light" miw="max-content">
              Withdrawn
            </Badge>
            <Text fz="xs" c="dimmed">
              {p.withdrawnReason}
            </Text>
          </>
        ) : (
          <Badge color="gray" variant="light" miw="max-content">
            Not offered
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {p.isActive && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={`Withdraw ${priceName(p)}`}
            onClick={onWithdraw}
          >
            Withdraw
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The workshops' menus (issue 24, decision 080): every workshop's fixed prices, by workshop and job; a
 * wrong one is withdrawn with a reason (audited, the workshop told by mail).
 */
export function AdminMenuPrices() {
  const [query, setFilter, requestedPage] = useMenuFilters();
  const prices = useAdminMenuPrices(query);
  const [withdrawing, setWithdrawing] = useState<AdminMenuPrice | null>(null);
  const today = calendarDate(new Date());
  const data = prices.data;
  const pages = Math.max(1, Math.ceil((data?.items.length ?? 0) / PAGE_SIZE));
  const page = Math.min(requestedPage, pages);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="group" aria-label="Filters">
        <Select
          label="Workshop"
          placeholder="Every workshop"
          clearable
          searchable
          nothingFoundMessage="No workshop of that name has a fixed price"
          data={(data?.workshops ?? []).map((w) => ({ value: w.id, label: w.name }))}
          value={query.workshopId ?? null}
          onChange={(value) => setFilter('workshopId', value)}
        />
        <Select
          label="Job"
          placeholder="Every job"
          clearable
          searchable
          data={(data?.jobs ?? []).map((j) => ({ value: j.id, label: j.name }))}
          value={query.jobId ?? null}
          onChange={(value) => setFilter('jobId', value)}
        />
      </SimpleGrid>
      {queryState(prices, 'the fixed prices') ??
        (data &&
          (data.items.length === 0 ? (
            <Text c="dimmed">
              {query.workshopId || query.jobId
                ? 'No fixed prices with these filters.'
                : 'No workshop has published a fixed price yet.'}
            </Text>
          ) : (
            <Stack gap="sm">
              <Text fw={600}>
                {data.total} {data.total === 1 ? 'price' : 'prices'}
                {data.items.length < data.total
                  ? ` (the ${data.items.length} changed last shown: choose a workshop or a job)`
                  : ''}
              </Text>
              <Table.ScrollContainer minWidth={960}>
                <Table striped aria-label="Fixed prices">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Workshop</Table.Th>
                      <Table.Th>Job</Table.Th>
                      <Table.Th>Vehicle class</Table.Th>
                      <Table.Th ta="right">Price incl. VAT</Table.Th>
                      <Table.Th>Included</Table.Th>
                      <Table.Th>Parts</Table.Th>
                      <Table.Th>Valid until</Table.Th>
                      <Table.Th>Active</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((p) => (
                      <PriceRow key={p.id} p={p} today={today} onWithdraw={() => setWithdrawing(p)} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {pages > 1 && (
                <Center>
                  <Pagination
                    total={pages}
                    value={page}
                    onChange={(p) => setFilter('page', p > 1 ? String(p) : null)}
                    getControlProps={(control) => ({
                      'aria-label': control === 'next' ? 'Next page' : 'Previous page',
                    })}
                    getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                  />
                </Center>
              )}
            </Stack>
          )))}
      <WithdrawDialog price={withdrawing} onClose={() => setWithdrawing(null)} />
    </Stack>
  );
}

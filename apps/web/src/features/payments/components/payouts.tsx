import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatRand, type WorkshopOwed } from '@motorwise/shared';
import { useState } from 'react';
import { SidewaysTable } from '@/components/sideways-table';
import { isApiError } from '@/lib/api-client';
import {
  useMarkPayout,
  useRefusedNotifications,
  useWorkshopStatement,
  useWorkshopsOwed,
} from '../api/payments-api';

function OwedRow({ row }: { row: WorkshopOwed }) {
  const [bankReference, setBankReference] = useState('');
  const mark = useMarkPayout();
  return (
    <Table.Tr>
      <Table.Td>{row.workshopName}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRand(row.owedCents)}</Table.Td>
      <Table.Td>{row.entries}</Table.Td>
      <Table.Td>{row.oldestAt ? formatDate(row.oldestAt) : '-'}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label={`Bank reference for ${row.workshopName}`}
            placeholder="Bank reference"
            size="xs"
            maxLength={60}
            value={bankReference}
            onChange={(e) => setBankReference(e.currentTarget.value)}
          />
          <Button
            size="xs"
            loading={mark.isPending}
            onClick={() =>
              mark.mutate({ workshopId: row.workshopId, bankReference: bankReference || undefined })
            }
          >
            Mark paid out
          </Button>
        </Group>
        {mark.isError && (
          <Text c="red" fz="xs" role="alert">
            {isApiError(mark.error) ? mark.error.message : 'The payout could not be recorded.'}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/payouts: what the platform owes each workshop (payments less commission), and marking payouts. */
export function WorkshopPayouts() {
  const owed = useWorkshopsOwed();
  if (owed.isPending) return <Loader />;
  if (owed.isError)
    return (
      <Alert color="red" role="alert">
        The amounts owed could not be loaded. Please try again.
      </Alert>
    );
  if (owed.data.items.length === 0) return <Text>Nothing is owed to any workshop.</Text>;
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Workshop</Table.Th>
            <Table.Th>Owed</Table.Th>
            <Table.Th>Payments</Table.Th>
            <Table.Th>Oldest</Table.Th>
            <Table.Th>Payout</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {owed.data.items.map((row) => (
            <OwedRow key={row.workshopId} row={row} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A workshop's own statement: each payment, the commission kept, what it is owed and what was paid out. */
export function WorkshopStatementPanel({ workshopId = null }: { workshopId?: string | null }) {
  const statement = useWorkshopStatement(workshopId);
  if (statement.isPending) return <Loader />;
  if (statement.isError)
    return (
      <Alert color="red" role="alert">
        The statement could not be loaded. Please try again.
      </Alert>
    );
  const s = statement.data;
  return (
    <Stack gap="md">
      <Group gap="xl">
        <Paper withBorder p="md">
          <Text fz="sm" c="dimmed">
            Owed to you
          </Text>
          <Title order={3}>{formatRand(s.owedCents)}</Title>
        </Paper>
        <Paper withBorder p="md">
          <Text fz="sm" c="dimmed">
            Paid out
          </Text>
          <Title order={3}>{formatRand(s.paidOutCents)}</Title>
        </Paper>
      </Group>
      {s.entries.length === 0 ? (
        <Text>No payments yet.</Text>
      ) : (
        <SidewaysTable label="Statement entries">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Payment</Table.Th>
                <Table.Th>Paid by customer</Table.Th>
                <Table.Th>Commission</Table.Th>
                <Table.Th>Yours</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.entries.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatDate(e.createdAt)}</Table.Td>
                  <Table.Td>
                    {e.paymentReference}
                    {e.kind === 'refund' ? ' (refund)' : ''}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRand(e.grossCents)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRand(e.commissionCents)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRand(e.workshopCents)}</Table.Td>
                  <Table.Td>
                    {e.refund === 'refunded'
                      ? `refunded to the customer${e.refundedAt ? ` ${formatDate(e.refundedAt)}` : ''}`
                      : e.refund === 'due'
                        ? `refund due, ${e.settlement}`
                        : e.settlement}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SidewaysTable>
      )}
    </Stack>
  );
}

/** Gateway notifications the checks refused (bad signature, sender, amount...), for review. */
export function RefusedNotifications() {
  const events = useRefusedNotifications();
  if (events.isPending) return <Loader />;
  if (events.isError)
    return (
      <Alert color="red" role="alert">
        The refused notifications could not be loaded.
      </Alert>
    );
  if (events.data.items.length === 0) return <Text>No notification has been refused.</Text>;
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped aria-label="Refused notifications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Received</Table.Th>
            <Table.Th>Gateway</Table.Th>
            <Table.Th>Payment</Table.Th>
            <Table.Th>Sender</Table.Th>
            <Table.Th>Why it was refused</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.data.items.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{formatDateTime(e.receivedAt)}</Table.Td>
              <Table.Td>{e.provider}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.reference ?? '-'}</Table.Td>
              <Table.Td>{e.sourceIp ?? '-'}</Table.Td>
              <Table.Td>{e.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

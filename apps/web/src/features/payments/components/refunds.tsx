import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatDate, formatRand, type Refund } from '@motorwise/shared';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useCancelPaidBooking, useMarkRefunded, useRefunds } from '../api/payments-api';

const problem = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

function RefundRow({ refund }: { refund: Refund }) {
  const [reference, setReference] = useState('');
  const mark = useMarkRefunded();
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {refund.reference}
        <Text fz="xs" c="dimmed">
          {refund.quoteReference ?? ''} {refund.workshopName ? `· ${refund.workshopName}` : ''}
        </Text>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{refund.customerEmail ?? '-'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRand(refund.amountCents)}</Table.Td>
      <Table.Td>
        <Text fz="sm">{refund.reason ?? '-'}</Text>
      </Table.Td>
      <Table.Td>
        {refund.status === 'refunded' ? (
          <Stack gap={2}>
            <Badge color="grape" variant="light">
              refunded
            </Badge>
            <Text fz="xs">
              {refund.refundReference}
              {refund.refundedAt ? `, ${formatDate(refund.refundedAt)}` : ''}
            </Text>
          </Stack>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              mark.mutate({ reference: refund.reference, refundReference: reference });
            }}
          >
            <Group gap="xs" wrap="nowrap">
              <TextInput
                aria-label={`Refund reference for ${refund.reference}`}
                placeholder="Refund reference"
                size="xs"
                maxLength={60}
                required
                value={reference}
                onChange={(e) => setReference(e.currentTarget.value)}
              />
              <Button size="xs" type="submit" loading={mark.isPending} style={{ flexShrink: 0 }}>
                Mark refunded
              </Button>
            </Group>
            {mark.isError && (
              <Text c="red" fz="xs" role="alert">
                {problem(mark.error, 'The refund could not be recorded.')}
              </Text>
            )}
          </form>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** An admin cancels a paid booking by its payment reference: the refund becomes due (decision 030). */
function CancelPaidBookingForm() {
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const cancel = useCancelPaidBooking();
  return (
    <form
      aria-label="Cancel a paid booking"
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate(
          { reference: reference.trim(), reason },
          {
            onSuccess: () => {
              setReference('');
              setReason('');
            },
          },
        );
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          label="Payment reference"
          placeholder="MWP-..."
          size="sm"
          required
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        <TextInput
          label="Why the paid booking is cancelled"
          size="sm"
          required
          maxLength={300}
          style={{ flex: 1, minWidth: 220 }}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Button type="submit" color="red" variant="light" loading={cancel.isPending}>
          Cancel booking and refund
        </Button>
      </Group>
      {cancel.isError && (
        <Text c="red" fz="sm" role="alert" mt={4}>
          {problem(cancel.error, 'The booking could not be cancelled.')}
        </Text>
      )}
    </form>
  );
}

/**
 * /admin/payouts' refunds: money to give back (a paid booking cancelled, a payment taken twice), marked
 * refunded with the bank's or gateway's reference once the transfer is made; the customer is then mailed.
 */
export function Refunds() {
  const refunds = useRefunds();
  return (
    <Stack gap="md">
      <CancelPaidBookingForm />
      {refunds.isPending ? (
        <Loader />
      ) : refunds.isError ? (
        <Alert color="red" role="alert">
          The refunds could not be loaded. Please try again.
        </Alert>
      ) : refunds.data.items.length === 0 ? (
        <Text>No refund is due.</Text>
      ) : (
        <Table.ScrollContainer minWidth={900} type="native">
          <Table striped aria-label="Refunds">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Payment</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Why</Table.Th>
                <Table.Th miw={280}>Refund</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {refunds.data.items.map((r) => (
                <RefundRow key={r.reference} refund={r} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

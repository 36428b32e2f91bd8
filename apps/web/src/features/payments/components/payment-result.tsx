import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, formatRand, PAYMENT_RESULT_TEXT, PaymentReferenceSchema } from '@motorwise/shared';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { usePaymentResult } from '../api/payments-api';

const COLORS = {
  paid: 'green',
  pending: 'blue',
  failed: 'red',
  cancelled: 'gray',
  abandoned: 'gray',
  refunded: 'grape',
} as const;

/**
 * /payment/success: where the gateway sends the payer back. What it shows comes from the server (a verified
 * notification, or Paystack's verify), never from the return URL's query, which anyone can type.
 */
export function PaymentResultPanel() {
  const [params] = useSearchParams();
  const given = params.get('reference') ?? params.get('trxref');
  const reference = given && PaymentReferenceSchema.safeParse(given).success ? given : null;
  // A guest came back from the gateway with the e-mail that proves the payment theirs (decision 029).
  const guestEmail = params.get('emailAddress')?.trim() || null;
  const result = usePaymentResult(reference, params.has('cancelled'), guestEmail);

  if (!reference)
    return (
      <Alert color="yellow" title="No payment to show" role="alert">
        This link does not name a Motorwise payment. Your quotes and their payments are under your active
        requests.
      </Alert>
    );
  if (result.isPending)
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Checking your payment…</Text>
      </Group>
    );
  if (result.isError)
    return (
      <Alert color="red" title="We could not show this payment" role="alert">
        {isApiError(result.error) && result.error.status === 404
          ? guestEmail
            ? 'We could not find this payment for this e-mail address. Open the quote from the link in your e-mail.'
            : 'We could not find this payment on your account. Sign in with the account that paid, or open the quote.'
          : 'We could not check the payment just now. Please refresh the page in a moment.'}
      </Alert>
    );

  const payment = result.data;
  const text = PAYMENT_RESULT_TEXT[payment.status];
  return (
    <Paper withBorder radius="md" p="lg" data-status={payment.status}>
      <Stack gap="md">
        <Group gap="sm">
          <Badge color={COLORS[payment.status]} size="lg" variant="light">
            {payment.status}
          </Badge>
          {payment.isSandbox && (
            <Badge color="orange" size="lg" variant="filled">
              Sandbox: no real money
            </Badge>
          )}
        </Group>
        <Title order={2}>{text.title}</Title>
        <Text>{text.text}</Text>
        {payment.status === 'pending' && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text fz="sm" c="dimmed">
              Waiting for the gateway's confirmation
            </Text>
          </Group>
        )}
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={180}>Amount</Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRand(payment.amountCents)}</Table.Td>
            </Table.Tr>
            {payment.workshopName && (
              <Table.Tr>
                <Table.Th>Workshop</Table.Th>
                <Table.Td>{payment.workshopName}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Td>{payment.invoiceNumber ?? payment.quoteReference ?? '-'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Payment reference</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{payment.reference}</Table.Td>
            </Table.Tr>
            {payment.paidAt && (
              <Table.Tr>
                <Table.Th>Paid</Table.Th>
                <Table.Td>{formatDateTime(payment.paidAt)}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <Group>
          {payment.quotePath && (
            <Button component={Link} to={payment.quotePath} variant="light">
              View the quote
            </Button>
          )}
          {!guestEmail && (
            <Button component={Link} to="/active-requests" variant="subtle">
              My requests
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

import { Alert, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatRand, type SandboxAction } from '@motorwise/shared';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { decideSandboxPayment } from '../api/payments-api';

const cents = (amount: string | undefined) =>
  amount && /^\d+(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : null;

/**
 * The sandbox gateway (decision 023): plays PayFast's payment page where no gateway is configured. It takes
 * the checkout exactly as PayFast would (the signed fields in the query), and on Pay, Decline or Cancel the
 * server checks the signature, notifies the app as PayFast does (signed ITN, validate call) and answers
 * where PayFast would send the payer. Nothing here moves money.
 */
export function SandboxCheckout() {
  const { search } = useLocation();
  // The fields in the order they came: the signature depends on it.
  const fields = useMemo(() => [...new URLSearchParams(search).entries()], [search]);
  const field = (name: string) => fields.find(([k]) => k === name)?.[1];
  const amount = cents(field('amount'));
  const decide = useMutation({
    mutationFn: (action: SandboxAction) => decideSandboxPayment({ action, fields }),
    onSuccess: (answer) => browser.assign(answer.redirectUrl),
  });

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Alert color="orange" variant="filled" title="SANDBOX payment gateway" role="note">
          This is Motorwise's test gateway standing in for PayFast. No card is charged and no real money
          moves.
        </Alert>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={1} fz="h2">
                Pay {amount === null ? '' : formatRand(amount)}
              </Title>
              <Badge color="orange">SANDBOX</Badge>
            </Group>
            <Table variant="vertical" withTableBorder layout="fixed">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={140}>For</Table.Th>
                  <Table.Td>{field('item_name') ?? '-'}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Details</Table.Th>
                  <Table.Td>{field('item_description') ?? '-'}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Payer</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{field('email_address') ?? '-'}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Merchant</Table.Th>
                  <Table.Td>{field('merchant_id') ?? '-'}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {decide.isError && (
              <Alert color="red" role="alert" title="The sandbox refused this checkout">
                {isApiError(decide.error) ? decide.error.message : 'The sandbox could not be reached.'}
              </Alert>
            )}
            <Text fz="sm" c="dimmed">
              Pay sends a completed payment notification; Decline sends a failed one, as a declined card
              would; Cancel returns you without a notification.
            </Text>
            <Group>
              <Button
                color="green"
                onClick={() => decide.mutate('pay')}
                loading={decide.isPending && decide.variables === 'pay'}
                disabled={decide.isPending || amount === null}
              >
                Pay now (sandbox)
              </Button>
              <Button
                color="red"
                variant="light"
                onClick={() => decide.mutate('fail')}
                loading={decide.isPending && decide.variables === 'fail'}
                disabled={decide.isPending || amount === null}
              >
                Decline payment
              </Button>
              <Button
                variant="default"
                onClick={() => decide.mutate('cancel')}
                loading={decide.isPending && decide.variables === 'cancel'}
                disabled={decide.isPending}
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

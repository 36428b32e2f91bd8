import { Alert, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatRand, type SandboxAction } from '@motorwise/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';

/**
 * The page the sandbox gateway shows in place of PayFast's or Paystack's (decisions 023, 029): clearly
 * marked SANDBOX, the checkout as the gateway received it, and Pay, Decline and Cancel.
 */
export function SandboxGatewayPage({
  gateway,
  amountCents,
  details,
  explanation,
  decide,
  notice,
}: {
  gateway: 'PayFast' | 'Paystack';
  amountCents: number | null;
  details: [label: string, value: ReactNode][];
  explanation: string;
  decide: UseMutationResult<unknown, Error, SandboxAction>;
  /** Shown instead of the buttons' work (a checkout already decided). */
  notice?: ReactNode;
}) {
  const button = (action: SandboxAction) => ({
    onClick: () => decide.mutate(action),
    loading: decide.isPending && decide.variables === action,
    disabled: decide.isPending || (action !== 'cancel' && amountCents === null),
  });
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Alert color="orange" variant="filled" title="SANDBOX payment gateway" role="note">
          This is Motorwise's test gateway standing in for {gateway}. No card is charged and no real money
          moves.
        </Alert>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={1} fz="h2">
                Pay {amountCents === null ? '' : formatRand(amountCents)}
              </Title>
              <Badge color="orange">SANDBOX · {gateway}</Badge>
            </Group>
            <Table variant="vertical" withTableBorder layout="fixed">
              <Table.Tbody>
                {details.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w={140}>{label}</Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {decide.isError && (
              <Alert color="red" role="alert" title="The sandbox refused this checkout">
                {isApiError(decide.error) ? decide.error.message : 'The sandbox could not be reached.'}
              </Alert>
            )}
            {notice}
            <Text fz="sm" c="dimmed">
              {explanation}
            </Text>
            <Group>
              <Button color="green" {...button('pay')}>
                Pay now (sandbox)
              </Button>
              <Button color="red" variant="light" {...button('fail')}>
                Decline payment
              </Button>
              <Button variant="default" {...button('cancel')}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

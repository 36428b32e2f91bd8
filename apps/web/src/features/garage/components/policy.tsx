import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, type InnovationPolicy, type PolicyDialog } from '@motorwise/shared';
import { IconAlertTriangle, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import { kmOrUnknown, UNKNOWN } from '@/lib/format';

/** spec: policy details are hidden when the policy is expired or cancelled (any status without a card). */
export function showsPolicyDetails(policy: InnovationPolicy | null | undefined): policy is InnovationPolicy {
  return Boolean(policy?.showPolicyCard);
}

/** Policy code, VIN, start and end date and end distance (km), as the dropdown and the card show them. */
export function policyFacts(policy: InnovationPolicy): [label: string, value: string][] {
  return [
    ['Policy code', policy.policyCode ?? UNKNOWN],
    ['VIN', policy.vinNumber ?? UNKNOWN],
    ['Start date', policy.startDate ? formatDate(policy.startDate) : UNKNOWN],
    ['End date', policy.endDate ? formatDate(policy.endDate) : UNKNOWN],
    ['End distance', kmOrUnknown(policy.endDistance)],
  ];
}

const statusColor = (policy: InnovationPolicy) =>
  policy.dialog?.kind === 'warning' ? 'orange' : policy.dialog?.kind === 'info' ? 'blue' : 'teal';

/** The policy card (spec: hidden when the status turns policy-quote mode off, e.g. expired or cancelled). */
export function PolicyCard({ policy }: { policy: InnovationPolicy | null | undefined }) {
  if (!showsPolicyDetails(policy)) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Innovation policy">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Group gap={8}>
          <IconShieldCheck size={20} aria-hidden="true" />
          <Text fw={700}>Innovation policy</Text>
        </Group>
        <Badge color={statusColor(policy)} variant="light">
          {policy.policyStatus}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {policyFacts(policy).map(([label, value]) => {
          // A long code without spaces (the VIN) takes a whole row on a phone rather than breaking mid-string.
          const unbroken = !/\s/.test(String(value)) && String(value).length > 12;
          return (
            <div key={label} style={unbroken ? { gridColumn: '1 / -1' } : undefined}>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
                {label}
              </Text>
              <Text
                fz="sm"
                fw={600}
                style={unbroken ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
              >
                {value}
              </Text>
            </div>
          );
        })}
      </SimpleGrid>
      {policy.dialog && (
        <Alert
          mt="sm"
          color={policy.dialog.kind === 'warning' ? 'orange' : 'blue'}
          variant="light"
          title={policy.dialog.title}
          icon={
            policy.dialog.kind === 'warning' ? (
              <IconAlertTriangle aria-hidden="true" />
            ) : (
              <IconInfoCircle aria-hidden="true" />
            )
          }
        >
          {policy.dialog.message}
        </Alert>
      )}
    </Card>
  );
}

/** spec: the policy warning (suspended, on hold, cancellation states) or info (inactive) dialog. */
export function PolicyDialogModal({ dialog, onClose }: { dialog: PolicyDialog | null; onClose: () => void }) {
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      centered
      title={
        dialog ? (
          <Group gap={8} wrap="nowrap">
            {dialog.kind === 'warning' ? (
              <IconAlertTriangle color="var(--mantine-color-orange-7)" aria-hidden="true" />
            ) : (
              <IconInfoCircle color="var(--mantine-color-blue-7)" aria-hidden="true" />
            )}
            <Text fw={700}>{dialog.title}</Text>
          </Group>
        ) : null
      }
    >
      <Stack>
        <Text>{dialog?.message}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} color={dialog?.kind === 'warning' ? 'orange' : 'blue'}>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, type InnovationPolicy, type PolicyDialog, UI_MESSAGES } from '@motorwise/shared';
import { IconAlertTriangle, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
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

/** The warning or info dialog a policy's status calls for, shown only with its card (spec). */
export function policyDialogOf(policy: InnovationPolicy | null | undefined): PolicyDialog | null {
  return showsPolicyDetails(policy) ? policy.dialog : null;
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
      <Text fz="xs" c="dimmed" mt="sm">
        {UI_MESSAGES.accreditedRepairerDisclaimer}
      </Text>
    </Card>
  );
}

/**
 * Where the focus goes when the dialog closes: back to what had it when the dialog opened, when that is
 * still on the page; it rarely is, as the dialog opens on choosing a vehicle (the garage dropdown goes away)
 * or on opening its page (the garage list's button goes away). Then to what comes next (`next`, an element
 * id), else to the page's heading, as after a move to another page (decision 043).
 */
function focusAfterClose(opener: Element | null, next: string | undefined): HTMLElement | null {
  if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) return opener;
  const target = (next && document.getElementById(next)) || document.querySelector<HTMLElement>('main h1');
  if (target && !target.matches('a, button, input, select, textarea, [tabindex]'))
    target.setAttribute('tabindex', '-1');
  return target;
}

/**
 * spec: the policy warning (suspended, on hold, cancellation states) or info (inactive) dialog. `returnFocusTo`:
 * the id of what the person does next, for the focus when the dialog closes and its opener is gone.
 */
export function PolicyDialogModal({
  dialog,
  onClose,
  returnFocusTo,
}: {
  dialog: PolicyDialog | null;
  onClose: () => void;
  returnFocusTo?: string;
}) {
  const opened = dialog !== null;
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (opened) opener.current = document.activeElement;
  }, [opened]);
  const close = () => {
    const target = focusAfterClose(opener.current, returnFocusTo);
    onClose();
    if (target) requestAnimationFrame(() => target.focus({ preventScroll: target.tagName === 'H1' }));
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      // Mantine's own return goes to the opener even when it has left the page: the focus then falls to
      // the page body. close() returns it instead.
      returnFocus={false}
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
          <Button onClick={close} color={dialog?.kind === 'warning' ? 'orange' : 'blue'}>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

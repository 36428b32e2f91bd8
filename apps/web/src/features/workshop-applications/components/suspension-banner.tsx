import { Alert } from '@mantine/core';
import { formatDate } from '@motorwise/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useWorkshopStanding } from '../api/workshop-applications-api';

/**
 * The workshop portal's banner while the workshop is suspended (decision 062): it gets no new requests,
 * and says why. Nothing while it is in good standing.
 */
export function SuspensionBanner({ headers }: { headers?: Record<string, string> }) {
  const standing = useWorkshopStanding(headers);
  if (!standing.data?.suspended) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title="Your workshop is suspended"
      role="alert"
      mb="md"
    >
      Motorwise suspended your workshop
      {standing.data.sinceUtc ? ` on ${formatDate(standing.data.sinceUtc)}` : ''}: {standing.data.reason}. You
      get no new quote requests until it is reinstated; your open jobs continue. Questions:
      support@motorwise.co.za.
    </Alert>
  );
}

import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDispute, useJobDisputes } from '../api/disputes-api';
import { DisputeReplyForm, DisputeThread } from './dispute-thread';
import { OpenDisputeForm } from './open-dispute-form';

/**
 * A job's dispute, on the customer's job (who may open one) and the workshop's job page (which answers):
 * the newest dispute's thread with a reply form while it is open. Nothing for a workshop without one.
 */
export function JobDisputes({ quoteId, side }: { quoteId: string; side: 'customer' | 'workshop' }) {
  const list = useJobDisputes(quoteId);
  const latest = list.data?.items[0] ?? null;
  const dispute = useDispute(latest?.id ?? null);
  const [opening, setOpening] = useState(false);
  if (list.isPending || (side === 'workshop' && !latest)) return null;
  const canOpen = side === 'customer' && (!latest || latest.status === 'resolved');
  return (
    <Stack gap="sm">
      <Divider />
      <Title order={3} fz="h5">
        {side === 'customer' ? 'A problem with this job?' : 'Dispute about this job'}
      </Title>
      {dispute.data && <DisputeThread dispute={dispute.data} />}
      {dispute.data && dispute.data.status !== 'resolved' && <DisputeReplyForm disputeId={dispute.data.id} />}
      {canOpen &&
        (opening ? (
          <OpenDisputeForm
            quoteId={quoteId}
            onOpened={() => setOpening(false)}
            onCancel={() => setOpening(false)}
          />
        ) : (
          <>
            {!latest && (
              <Text fz="sm" c="dimmed">
                If something is wrong with the work or the bill and the workshop cannot put it right,
                Motorwise will look into it with both sides.
              </Text>
            )}
            <div>
              <Button variant="light" color="red" onClick={() => setOpening(true)}>
                Open a dispute
              </Button>
            </div>
          </>
        ))}
    </Stack>
  );
}

import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { type DisputeKind, formatDate, type QuoteGuarantee } from '@motorwise/shared';
import { useState } from 'react';
import { useDispute, useJobDisputes } from '../api/disputes-api';
import { DisputeReplyForm, DisputeThread } from './dispute-thread';
import { OpenDisputeForm } from './open-dispute-form';

/**
 * A job's dispute or guarantee claim, on the customer's job (who may open one) and the workshop's job page
 * (which answers): the newest one's thread with a reply form while it is open. Nothing for a workshop
 * without one. The customer may claim under the guarantee sent with the quote only while it is in force
 * (decision 076); the API checks it again, with the kilometres.
 */
export function JobDisputes({
  quoteId,
  side,
  guarantee = null,
}: {
  quoteId: string;
  side: 'customer' | 'workshop';
  guarantee?: QuoteGuarantee | null;
}) {
  const list = useJobDisputes(quoteId);
  const latest = list.data?.items[0] ?? null;
  const dispute = useDispute(latest?.id ?? null);
  const [opening, setOpening] = useState<DisputeKind | null>(null);
  if (list.isPending || (side === 'workshop' && !latest)) return null;
  const canOpen = side === 'customer' && (!latest || latest.status === 'resolved');
  const canClaim = Boolean(guarantee?.inForce);
  const claimOpen = latest?.kind === 'guarantee' && latest.status !== 'resolved';
  return (
    <Stack gap="sm">
      <Divider />
      <Title order={3} fz="h5">
        {side === 'customer'
          ? 'A problem with this job?'
          : latest?.kind === 'guarantee'
            ? 'Guarantee claim about this job'
            : 'Dispute about this job'}
      </Title>
      {claimOpen && side === 'customer' && (
        <Text fz="sm" c="dimmed">
          Your guarantee claim is with the workshop; Motorwise can step in if you cannot agree.
        </Text>
      )}
      {dispute.data && <DisputeThread dispute={dispute.data} />}
      {dispute.data && dispute.data.status !== 'resolved' && <DisputeReplyForm disputeId={dispute.data.id} />}
      {canOpen &&
        (opening ? (
          <OpenDisputeForm
            quoteId={quoteId}
            kind={opening}
            onOpened={() => setOpening(null)}
            onCancel={() => setOpening(null)}
          />
        ) : (
          <>
            {!latest && (
              <Text fz="sm" c="dimmed">
                If something is wrong with the work or the bill and the workshop cannot put it right,
                Motorwise will look into it with both sides.
              </Text>
            )}
            {guarantee && !canClaim && guarantee.endsOn && (
              <Text fz="sm" c="dimmed">
                The workshop's guarantee on this job ended on {formatDate(guarantee.endsOn)}.
              </Text>
            )}
            <Group gap="sm">
              {canClaim && (
                <Button variant="light" onClick={() => setOpening('guarantee')}>
                  Claim under the guarantee
                </Button>
              )}
              <Button variant="light" color="red" onClick={() => setOpening('dispute')}>
                Open a dispute
              </Button>
            </Group>
          </>
        ))}
    </Stack>
  );
}

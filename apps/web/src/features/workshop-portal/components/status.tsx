import { Badge } from '@mantine/core';
import type { RequestProgress } from '@motorwise/shared';

const COLOR: Partial<Record<RequestProgress['stage'], string>> = {
  new: 'ember',
  draft: 'navy',
  quoted: 'navy',
  booked: 'blue',
  inProgress: 'blue',
  awaitingApproval: 'orange',
  invoiced: 'orange',
  paid: 'teal',
  completed: 'teal',
};

/**
 * Where a request stands for this workshop (decision 051): new, its draft, waiting for the customer, its
 * job's step, closed, cancelled by the customer, or gone to another workshop (never which, nor the price).
 */
export function RequestQuoteBadge({ progress }: { progress: RequestProgress }) {
  const color = COLOR[progress.stage];
  if (!color)
    return (
      <Badge variant="outline" color="gray">
        {progress.label}
      </Badge>
    );
  return (
    <Badge variant={progress.stage === 'new' ? 'filled' : 'light'} color={color}>
      {progress.label}
    </Badge>
  );
}

import { Text, Timeline } from '@mantine/core';
import { formatDateTime, type TimelineStep } from '@motorwise/shared';
import { IconCheck } from '@tabler/icons-react';

/** spec: the timeline (Vehicle, Quote Request, Quote, Booked, Checked In, Amendment, Invoice) with its events. */
export function QuoteTimeline({ steps }: { steps: TimelineStep[] }) {
  const reached = steps.filter((s) => s.done).length;
  return (
    <Timeline active={reached - 1} bulletSize={22} lineWidth={2}>
      {steps.map((step) => (
        <Timeline.Item
          key={step.label}
          bullet={step.done ? <IconCheck size={12} aria-hidden="true" /> : null}
          title={step.label}
        >
          <Text fz="sm" c={step.done ? undefined : 'dimmed'}>
            {step.event ?? 'Not yet'}
          </Text>
          {step.dateUtc && (
            <Text fz="xs" c="dimmed">
              {formatDateTime(step.dateUtc)}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

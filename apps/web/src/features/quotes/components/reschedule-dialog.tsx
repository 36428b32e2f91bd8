import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { type DropOffDay, formatDropOff, type QuoteView } from '@motorwise/shared';
import { useState } from 'react';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useRescheduleBooking } from '../api/quotes-api';
import { DropOffTimeSelect, dayLabel } from './drop-off-fields';

/**
 * Moving a booking (decision 075): another day the workshop has room, and a drop-off time of that day,
 * within the workshop's terms. A day that filled meanwhile answers 409 naming the next day with room.
 */
export function RescheduleDialog({
  quote,
  days,
  opened,
  uniqueId,
  emailAddress,
  onClose,
  onMoved,
}: {
  quote: QuoteView;
  days: DropOffDay[];
  opened: boolean;
  uniqueId: string;
  emailAddress?: string;
  onClose: () => void;
  onMoved: (message: string) => void;
}) {
  const move = useRescheduleBooking(uniqueId, emailAddress);
  const [date, setDate] = useState('');
  const [pickedTime, setPickedTime] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const day = days.find((d) => d.date === date);
  const times = day?.times ?? [];
  const dropOffTime = pickedTime && times.includes(pickedTime) ? pickedTime : times[0];

  const submit = async () => {
    if (!day) {
      setProblem('Please select a date');
      return;
    }
    setProblem(null);
    try {
      const answer = await move.mutateAsync({ quoteId: quote.id, serviceDate: day.date, dropOffTime });
      onMoved(answer.message);
    } catch (error) {
      setProblem(
        isApiError(error)
          ? (Object.values(error.errors ?? {})[0]?.[0] ?? error.message)
          : NETWORK_ERROR_MESSAGE,
      );
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Reschedule the booking">
      <Stack gap="md">
        {quote.serviceDate && (
          <Text>
            Now booked with <strong>{quote.workshop.name}</strong> for{' '}
            <strong>{formatDropOff(quote.serviceDate, quote.dropOffTime)}</strong>.
          </Text>
        )}
        <NativeSelect
          label="New drop-off date"
          description="The days this workshop has room."
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          data={[
            { value: '', label: 'Choose a day' },
            ...days.map((d) => ({ value: d.date, label: dayLabel(d) })),
          ]}
        />
        <DropOffTimeSelect times={times} value={dropOffTime} onChange={setPickedTime} />
        {problem && (
          <Alert color="red" role="alert" title="Not moved">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep the booking
          </Button>
          <Button onClick={submit} loading={move.isPending}>
            {day ? `Move to ${formatDropOff(day.date, dropOffTime)}` : 'Move the booking'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

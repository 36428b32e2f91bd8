import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type DropOffDay, formatDropOff, type QuoteView } from '@motorwise/shared';
import { useState } from 'react';
import { useRescheduleBooking } from '../api/quotes-api';
import { DaySelect, DropOffTimeSelect, problemOf } from './drop-off-fields';

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
      setProblem(problemOf(error));
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
        <DaySelect label="New drop-off date" days={days} value={date} onChange={setDate} />
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

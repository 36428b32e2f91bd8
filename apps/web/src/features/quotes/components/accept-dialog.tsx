import {
  Alert,
  Button,
  FileInput,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  addDays,
  bookingTermsText,
  calendarDate,
  formatDate,
  formatDropOff,
  NOTES_MAX_LENGTH,
  type QuoteView,
} from '@motorwise/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useDropOffSlots } from '@/features/workshops-directory';
import { isApiError } from '@/lib/api-client';
import { useAcceptQuote } from '../api/quotes-api';
import { BOOKING_MAX_DAYS_AHEAD, DaySelect, DropOffTimeSelect, problemOf } from './drop-off-fields';
import { rand } from './money';

const OTHER = 'other';
const MAX_FILES = 5;

/**
 * Accepting a quote books it (spec: POST /api/quotes/AcceptQuote with a date and attachments; decision 075):
 * the customer picks one of the days they asked for on which the workshop has room, or another day with room,
 * and a drop-off time of that day; they may add a note and files for the workshop. Without the workshop's
 * days (the call failed) it offers the requested days and any later day, and the API decides.
 */
export function AcceptDialog({
  quote,
  requestedDates,
  uniqueId,
  emailAddress,
  onClose,
  onBooked,
}: {
  quote: QuoteView | null;
  requestedDates: string[];
  uniqueId: string;
  emailAddress?: string;
  onClose: () => void;
  onBooked: (message: string) => void;
}) {
  const accept = useAcceptQuote(uniqueId, emailAddress);
  const today = calendarDate(new Date());
  const tomorrow = addDays(today, 1);
  const slots = useDropOffSlots(
    quote ? [quote.workshop.id] : [],
    tomorrow,
    addDays(today, BOOKING_MAX_DAYS_AHEAD),
  );
  const workshop = quote && slots.isSuccess ? slots.data.get(quote.workshop.id) : undefined;
  const withRoom = quote && slots.isSuccess ? (workshop?.days ?? []) : null;
  const dayOf = (date: string) => withRoom?.find((d) => d.date === date);
  const future = requestedDates.filter((d) => d >= tomorrow);
  const dates = withRoom ? future.filter((d) => dayOf(d)) : future;
  const otherDays = withRoom?.filter((d) => !dates.includes(d.date)) ?? [];

  const [picked, setPicked] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [pickedTime, setPickedTime] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const choice =
    picked !== null && (picked === OTHER || dates.includes(picked)) ? picked : (dates[0] ?? OTHER);
  const otherDay = withRoom && !otherDays.some((d) => d.date === other) ? '' : other;
  const serviceDate = choice === OTHER ? otherDay : choice;
  const times = dayOf(serviceDate)?.times ?? [];
  const dropOffTime = pickedTime && times.includes(pickedTime) ? pickedTime : times[0];
  const dateProblem =
    choice === OTHER && !withRoom && other && other < tomorrow
      ? 'Please choose a day from tomorrow on.'
      : null;

  const submit = async () => {
    if (!quote) return;
    if (!serviceDate) {
      setProblem('Please select a date');
      return;
    }
    if (dateProblem) return;
    setProblem(null);
    try {
      const answer = await accept.mutateAsync({ quoteId: quote.id, serviceDate, dropOffTime, note, files });
      onBooked(answer.message);
    } catch (error) {
      // A day that filled meanwhile (409) names the next day with room; the days are read again.
      if (isApiError(error) && error.status === 409) void slots.refetch();
      setProblem(problemOf(error));
    }
  };

  return (
    <Modal opened={quote !== null} onClose={onClose} title="Accept and book" size="lg">
      {quote && (
        <Stack gap="md">
          <Text>
            Book <strong>{quote.workshop.name}</strong> for <strong>{rand(quote.quoteTotalIncl)}</strong>. The
            workshop is told at once.
          </Text>
          {workshop && (
            <Text fz="sm" aria-label="Reschedule and cancellation terms">
              {bookingTermsText(workshop.freeChangeHours)}
            </Text>
          )}
          {slots.isPending && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text fz="sm">Reading the workshop's days with room…</Text>
            </Group>
          )}
          {withRoom && future.length > 0 && dates.length === 0 && (
            <Text fz="sm">
              The days you asked for are full or closed at this workshop: choose another day.
            </Text>
          )}
          <Radio.Group label="Drop-off date" value={choice} onChange={setPicked} withAsterisk>
            <Stack gap={6} mt={6}>
              {dates.map((d) => (
                <Radio key={d} value={d} label={formatDate(`${d}T12:00:00Z`)} />
              ))}
              <Radio value={OTHER} label="Another day" />
            </Stack>
          </Radio.Group>
          {choice === OTHER &&
            (withRoom ? (
              <DaySelect label="Another day" days={otherDays} value={otherDay} onChange={setOther} />
            ) : (
              <TextInput
                type="date"
                label="Another day"
                min={tomorrow}
                value={other}
                onChange={(e) => setOther(e.currentTarget.value)}
                error={dateProblem}
              />
            ))}
          <DropOffTimeSelect times={times} value={dropOffTime} onChange={setPickedTime} />
          <Textarea
            label="Note for the workshop"
            maxLength={NOTES_MAX_LENGTH}
            autosize
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <FileInput
            label="Attachments"
            description={`Up to ${MAX_FILES} files: photos or PDFs.`}
            multiple
            clearable
            accept="image/jpeg,image/png,image/gif,image/svg+xml,application/pdf"
            leftSection={<IconPaperclip size={16} aria-hidden="true" />}
            value={files}
            onChange={(list) => setFiles(list.slice(0, MAX_FILES))}
          />
          {problem && (
            <Alert color="red" role="alert" title="Not booked">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={submit} loading={accept.isPending}>
              Book for {serviceDate ? formatDropOff(serviceDate, dropOffTime) : '…'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

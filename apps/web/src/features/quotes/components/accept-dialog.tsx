import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  addDays,
  calendarDate,
  formatDate,
  isWeekday,
  NOTES_MAX_LENGTH,
  type QuoteView,
} from '@motorwise/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useAcceptQuote } from '../api/quotes-api';
import { rand } from './money';

const OTHER = 'other';
const MAX_FILES = 5;

/**
 * Accepting a quote books it (spec: POST /api/quotes/AcceptQuote with a date and attachments): the customer
 * picks one of the days they asked for, or another weekday, and may add a note and files for the workshop.
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
  const tomorrow = addDays(calendarDate(new Date()), 1);
  const dates = requestedDates.filter((d) => d >= tomorrow);
  const [choice, setChoice] = useState<string>(dates[0] ?? OTHER);
  const [other, setOther] = useState('');
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const serviceDate = choice === OTHER ? other : choice;
  const dateProblem =
    choice === OTHER && other && (!isWeekday(other) || other < tomorrow)
      ? 'Please choose a weekday from tomorrow on.'
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
      const answer = await accept.mutateAsync({ quoteId: quote.id, serviceDate, note, files });
      onBooked(answer.message);
    } catch (error) {
      setProblem(
        isApiError(error)
          ? (Object.values(error.errors ?? {})[0]?.[0] ?? error.message)
          : NETWORK_ERROR_MESSAGE,
      );
    }
  };

  return (
    <Modal opened={quote !== null} onClose={onClose} title="Accept and book" size="lg">
      {quote && (
        <Stack gap="md">
          <Text>
            Book <strong>{quote.workshop.name}</strong> for <strong>{rand(quote.quoteTotalIncl)}</strong>. The
            workshop is told at once; you can cancel the booking until the vehicle is checked in.
          </Text>
          <Radio.Group label="Drop-off date" value={choice} onChange={setChoice} withAsterisk>
            <Stack gap={6} mt={6}>
              {dates.map((d) => (
                <Radio key={d} value={d} label={formatDate(`${d}T12:00:00Z`)} />
              ))}
              <Radio value={OTHER} label="Another day" />
            </Stack>
          </Radio.Group>
          {choice === OTHER && (
            <TextInput
              type="date"
              label="Another day"
              min={tomorrow}
              value={other}
              onChange={(e) => setOther(e.currentTarget.value)}
              error={dateProblem}
            />
          )}
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
              Book for {serviceDate ? formatDate(`${serviceDate}T12:00:00Z`) : '…'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

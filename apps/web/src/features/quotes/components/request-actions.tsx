import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NOTES_MAX_LENGTH, type QuoteView } from '@motorwise/shared';
import { useState } from 'react';
import { errorMessageOf, isApiError } from '@/lib/api-client';
import { useCancelRequest, useDeclineQuote } from '../api/request-actions-api';

interface ReasonText {
  title: string;
  intro: string;
  label: string;
  description?: string;
  keep: string;
  confirm: string;
  done: string;
}

/**
 * A customer's act with a reason (decision 051). A missing required reason, or the API's word on it, is
 * tied to the field (its accessible description); anything else shows as an alert.
 */
function ReasonModal({
  opened,
  text,
  required,
  pending,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  text: ReasonText;
  required: boolean;
  pending: boolean;
  /** Sends the reason ('' when none); answers the sentence to show. */
  onSubmit: (reason: string) => Promise<string>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setProblem(null);
    if (required && !reason.trim()) return setFieldError('Please give a reason.');
    setFieldError(null);
    try {
      const message = await onSubmit(reason.trim());
      notifications.show({ color: 'teal', title: text.done, message });
      setReason('');
      onClose();
    } catch (error) {
      const field = isApiError(error) ? (error.errors?.reason?.[0] ?? null) : null;
      setFieldError(field);
      if (!field) setProblem(errorMessageOf(error));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={text.title}>
      <Stack gap="sm">
        <Text fz="sm">{text.intro}</Text>
        <Textarea
          label={text.label}
          description={text.description}
          withAsterisk={required}
          autosize
          minRows={required ? 3 : 2}
          maxLength={NOTES_MAX_LENGTH}
          value={reason}
          error={fieldError}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text.keep}
          </Button>
          <Button color="red" onClick={submit} loading={pending}>
            {text.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The customer cancels a request none of whose quotes is booked (decision 051). A reason is required: the
 * workshops it went to are told it.
 */
export function CancelRequestDialog({
  opened,
  reference,
  uniqueId,
  emailAddress,
  onClose,
}: {
  opened: boolean;
  reference: string;
  uniqueId: string;
  emailAddress?: string;
  onClose: () => void;
}) {
  const cancel = useCancelRequest(uniqueId, emailAddress);
  return (
    <ReasonModal
      opened={opened}
      required
      pending={cancel.isPending}
      onClose={onClose}
      onSubmit={async (reason) => (await cancel.mutateAsync({ quoteRequestId: uniqueId, reason })).message}
      text={{
        title: `Cancel request ${reference}`,
        intro:
          'The workshops you sent it to are told, with your reason. Their quotes can no longer be booked.',
        label: 'Why are you cancelling?',
        keep: 'Keep the request',
        confirm: 'Cancel request',
        done: 'Request cancelled',
      }}
    />
  );
}

/** The customer says no to one quote (decision 051); the workshop is told, with the reason if one is given. */
export function DeclineQuoteDialog({
  quote,
  uniqueId,
  emailAddress,
  onClose,
}: {
  quote: QuoteView | null;
  uniqueId: string;
  emailAddress?: string;
  onClose: () => void;
}) {
  const decline = useDeclineQuote(uniqueId, emailAddress);
  return (
    <ReasonModal
      opened={quote !== null}
      required={false}
      pending={decline.isPending}
      onClose={onClose}
      onSubmit={async (reason) =>
        (await decline.mutateAsync({ quoteId: quote?.id ?? '', reason: reason || undefined })).message
      }
      text={{
        title: quote ? `Decline the quote from ${quote.workshop.name}` : '',
        intro: 'The workshop is told. You can still book any other open quote.',
        label: 'Reason (optional)',
        description: 'The workshop sees this.',
        keep: 'Keep the quote',
        confirm: 'Decline quote',
        done: 'Quote declined',
      }}
    />
  );
}

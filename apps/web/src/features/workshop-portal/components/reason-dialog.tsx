import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NOTES_MAX_LENGTH, QUOTES_API } from '@motorwise/shared';
import { useRef, useState } from 'react';
import { errorMessageOf } from '@/lib/api-client';
import { usePortalAction } from '../api/portal-api';

const TEXT = {
  decline: { title: 'Decline to quote', confirm: 'Decline request', done: 'Request declined' },
  withdraw: { title: 'Withdraw your quote', confirm: 'Withdraw quote', done: 'Quote withdrawn' },
};

/** Declining a request or withdrawing a sent quote asks why (the customer reads the reason). */
export function ReasonDialog({
  kind,
  requestId,
  quoteId,
  onClose,
}: {
  kind: 'decline' | 'withdraw' | null;
  requestId: string;
  quoteId: string | null;
  onClose: () => void;
}) {
  const action = usePortalAction();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // An empty reason is the field's own error (aria-invalid, aria-describedby), read when it is focused.
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const submit = async () => {
    if (!kind) return;
    if (!reason.trim()) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    setMissing(false);
    setProblem(null);
    try {
      const step =
        kind === 'decline'
          ? { entry: QUOTES_API.workshopDecline, params: { id: requestId } }
          : { entry: QUOTES_API.workshopWithdraw, params: { id: quoteId ?? '' } };
      const answer = await action.mutateAsync({ ...step, body: { reason: reason.trim() } });
      notifications.show({ color: 'teal', title: TEXT[kind].done, message: answer.message });
      setReason('');
      onClose();
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };
  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind ? TEXT[kind].title : ''}>
      <Stack gap="sm">
        <Textarea
          ref={field}
          label="Reason"
          description="The customer sees this."
          withAsterisk
          autosize
          minRows={3}
          maxLength={NOTES_MAX_LENGTH}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? 'Please give a reason.' : undefined}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={submit} loading={action.isPending}>
            {kind ? TEXT[kind].confirm : ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

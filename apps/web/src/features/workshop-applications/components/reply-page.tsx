import { Alert, Button, FileInput, Loader, Stack, Text, Textarea } from '@mantine/core';
import { WORKSHOP_APPLICATIONS_LIMITS } from '@motorwise/shared';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { errorMessageOf, firstErrorMessageOf } from '@/lib/api-client';
import { postApplicationReply, useApplicationReply } from '../api/workshop-applications-api';

/** /partners/reply/:token: the applicant reads the admin's question and answers it, with documents. */
export function ApplicationReplyPanel({ token }: { token: string }) {
  const view = useApplicationReply(token);
  const [message, setMessage] = useState('');
  const [documents, setDocuments] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (view.isPending) return <Loader aria-label="Loading your application" />;
  if (view.isError)
    return (
      <Alert color="red" title="Link not valid">
        {errorMessageOf(view.error)}
      </Alert>
    );
  if (done)
    return (
      <Alert color="teal" title="Answer sent" role="status">
        {done}
      </Alert>
    );

  const send = async () => {
    setError(null);
    setSending(true);
    try {
      setDone((await postApplicationReply(token, message, documents)).message);
    } catch (e) {
      setError(firstErrorMessageOf(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      <Text>
        Application {view.data.reference} for <strong>{view.data.tradingName}</strong>. We asked:
      </Text>
      <Alert color="blue" variant="light">
        {view.data.question}
      </Alert>
      {error && (
        <FormAlert kind="error" title="Answer not sent">
          {error}
        </FormAlert>
      )}
      <Textarea
        label="Your answer"
        withAsterisk
        autosize
        minRows={4}
        maxLength={WORKSHOP_APPLICATIONS_LIMITS.message}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
      />
      <FileInput
        label="Documents (optional)"
        multiple
        clearable
        accept="application/pdf,image/png,image/jpeg,image/gif"
        value={documents}
        onChange={(files) => setDocuments(files.slice(0, WORKSHOP_APPLICATIONS_LIMITS.documents))}
      />
      <Button onClick={send} loading={sending} disabled={message.trim() === ''}>
        Send answer
      </Button>
    </Stack>
  );
}

import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { errorMessageOf } from '@/lib/api-client';
import { useUnsubscribeReminder } from '../api/reminders-api';

/**
 * /reminder/{id}/unsubscribe?key=: a request's reminder mail's "no more of these" (decision 079). Signed in
 * or not, one press stops that kind of reminder at the address the mail went to; a guest has no account
 * switches. A press, not the page's opening, so a mail scanner following the link stops nothing.
 */
export function ReminderUnsubscribe() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const stop = useUnsubscribeReminder();

  if (stop.data)
    return (
      <Alert color="green" title="Reminders stopped" role="status">
        You will get no more reminders like this one at this address.
      </Alert>
    );
  return (
    <Stack maw={560} gap="md">
      <Title order={1}>Stop these reminders?</Title>
      <Text>
        You asked us to remind you when your vehicle is due for a service. Stop these reminders at the address
        this mail went to?
      </Text>
      {stop.isError && (
        <Alert color="red" title="The reminders could not be stopped" role="alert">
          {errorMessageOf(stop.error)}
        </Alert>
      )}
      <Button
        w="fit-content"
        loading={stop.isPending}
        disabled={!id || !key}
        onClick={() => id && stop.mutate({ id, key })}
      >
        Stop reminders
      </Button>
    </Stack>
  );
}

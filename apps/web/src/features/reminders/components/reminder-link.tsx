import { Alert, Center, Loader } from '@mantine/core';
import type { ReminderPrefill } from '@motorwise/shared';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessageOf } from '@/lib/api-client';
import { useReminderPrefill } from '../api/reminders-api';

/** Where a reminder's link goes: the new request for its garage vehicle, or for the request's vehicle. */
export function reminderFlowPath(r: ReminderPrefill, key: string | null): string {
  const query = `?reminder=${encodeURIComponent(r.id)}${key ? `&key=${encodeURIComponent(key)}` : ''}`;
  return r.customerVehicleId
    ? `/new-quote/${encodeURIComponent(r.customerVehicleId)}${query}`
    : `/new-quote${query}`;
}

/**
 * /reminder/{id}: a reminder's link (short enough for an SMS). Signed in (the route asks first), it opens
 * the new request for the reminder's vehicle, which fills in its type and items (decision 078). A guest's
 * request reminder carries `?key=`: it opens signed out, with the request's vehicle (decision 079).
 */
export function ReminderLink() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key');
  const navigate = useNavigate();
  const reminder = useReminderPrefill(id, key);
  useEffect(() => {
    const r = reminder.data;
    if (!r) return;
    navigate(reminderFlowPath(r, key), { replace: true });
  }, [reminder.data, key, navigate]);

  if (reminder.isError)
    return (
      <Alert color="red" title="This reminder could not be opened" role="alert">
        {errorMessageOf(reminder.error)}
      </Alert>
    );
  return (
    <Center py={64}>
      <Loader aria-label="Opening your reminder" />
    </Center>
  );
}

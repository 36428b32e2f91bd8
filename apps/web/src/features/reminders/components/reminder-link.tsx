import { Alert, Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useReminderPrefill } from '../api/reminders-api';

/**
 * /reminder/{id}: a reminder's link (short enough for an SMS). Signed in (the route asks first), it opens
 * the new request for the reminder's vehicle, which fills in its type and items (decision 078).
 */
export function ReminderLink() {
  const { id } = useParams();
  const navigate = useNavigate();
  const reminder = useReminderPrefill(id);
  useEffect(() => {
    const r = reminder.data;
    if (!r) return;
    navigate(`/new-quote/${encodeURIComponent(r.customerVehicleId)}?reminder=${encodeURIComponent(r.id)}`, {
      replace: true,
    });
  }, [reminder.data, navigate]);

  if (reminder.isError)
    return (
      <Alert color="red" title="This reminder could not be opened" role="alert">
        {isApiError(reminder.error) ? reminder.error.message : NETWORK_ERROR_MESSAGE}
      </Alert>
    );
  return (
    <Center py={64}>
      <Loader aria-label="Opening your reminder" />
    </Center>
  );
}

import {
  REMINDERS_API,
  ReminderChoicesSchema,
  ReminderPrefillSchema,
  ReminderUnsubscribedSchema,
  type SetReminderChoice,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const reminderKeys = {
  all: ['reminders'] as const,
  one: (id: string) => ['reminders', 'one', id] as const,
  choices: ['reminders', 'choices'] as const,
};

/**
 * What a reminder's link fills into a new request: GET /api/reminders/{id} for its signed-in owner
 * (decision 078), or, with the link's key, POST /api/reminders/{id}/open, signed in or not (a request's
 * reminder, decision 079).
 */
export function useReminderPrefill(id: string | null | undefined, key?: string | null) {
  return useQuery({
    queryKey: [...reminderKeys.one(id ?? ''), key ?? null],
    queryFn: ({ signal }) =>
      key
        ? apiClient.call(REMINDERS_API.openReminder, {
            params: { id: id ?? '' },
            body: { key },
            schema: ReminderPrefillSchema,
            signal,
          })
        : apiClient.call(REMINDERS_API.getReminder, {
            params: { id: id ?? '' },
            schema: ReminderPrefillSchema,
            signal,
          }),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/reminders/{id}/unsubscribe: the mail's link stops that kind at that address (decision 079). */
export function useUnsubscribeReminder() {
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) =>
      apiClient.call(REMINDERS_API.unsubscribeReminder, {
        params: { id },
        body: { key },
        schema: ReminderUnsubscribedSchema,
      }),
  });
}

/** The caller's reminders per garage vehicle and kind. */
export function useReminderChoices() {
  return useQuery({
    queryKey: reminderKeys.choices,
    queryFn: ({ signal }) =>
      apiClient.call(REMINDERS_API.getReminderChoices, { schema: ReminderChoicesSchema, signal }),
  });
}

export function useSetReminderChoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetReminderChoice) =>
      apiClient.call(REMINDERS_API.setReminderChoice, { body, schema: ReminderChoicesSchema }),
    onSuccess: (choices) => client.setQueryData(reminderKeys.choices, choices),
  });
}

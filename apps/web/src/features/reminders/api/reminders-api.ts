import {
  REMINDERS_API,
  ReminderChoicesSchema,
  ReminderPrefillSchema,
  type SetReminderChoice,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const reminderKeys = {
  all: ['reminders'] as const,
  one: (id: string) => ['reminders', 'one', id] as const,
  choices: ['reminders', 'choices'] as const,
};

/** GET /api/reminders/{id}: what a reminder's link fills into a new request (decision 078). */
export function useReminderPrefill(id: string | null | undefined) {
  return useQuery({
    queryKey: reminderKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      apiClient.call(REMINDERS_API.getReminder, {
        params: { id: id ?? '' },
        schema: ReminderPrefillSchema,
        signal,
      }),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
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

import {
  QUOTES_API,
  WORKSHOP_CHOICE_HEADER,
  type WorkshopChoices,
  WorkshopChoicesSchema,
} from '@motorwise/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiClient } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The workshop a user of several workshops works in now (decision 036). Kept in this browser and sent with
 * every portal call as the X-Workshop-Id header; the server checks the user works there and answers for that
 * workshop only. No choice: the server takes the user's first workshop. Logout forgets it.
 */

const listeners = new Set<() => void>();

export function chosenWorkshopId(): string | null {
  return globalThis.localStorage?.getItem(STORAGE_KEYS.workshop) ?? null;
}

function setChosenWorkshopId(id: string | null) {
  if (id) globalThis.localStorage?.setItem(STORAGE_KEYS.workshop, id);
  else globalThis.localStorage?.removeItem(STORAGE_KEYS.workshop);
  for (const listener of listeners) listener();
}

/** The header every /api/workshop call carries (none until a workshop was chosen). */
export function workshopHeaders(): Record<string, string> {
  const id = chosenWorkshopId();
  return id ? { [WORKSHOP_CHOICE_HEADER]: id } : {};
}

export function useChosenWorkshopId() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    chosenWorkshopId,
    () => null,
  );
}

export const workshopChoicesKey = ['workshop-portal-choices'] as const;

/** Every workshop the user works for (the first is the server's default). */
export function useWorkshopChoices(enabled: boolean) {
  return useQuery({
    queryKey: workshopChoicesKey,
    queryFn: ({ signal }) =>
      apiClient.call(QUOTES_API.workshopChoices, { schema: WorkshopChoicesSchema, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The workshop shown as current: the chosen one while the user still works there, else the first. */
export function currentWorkshop(choices: WorkshopChoices, chosen: string | null) {
  return choices.find((w) => w.id === chosen) ?? choices[0] ?? null;
}

const isWorkshopAnswer = (key: unknown) =>
  typeof key === 'string' && key.startsWith('workshop') && key !== workshopChoicesKey[0];

/**
 * Switches workshop: remembers it and drops every portal answer of the workshop before, so nothing of one
 * workshop shows under the other's name.
 */
export function useSwitchWorkshop() {
  const client = useQueryClient();
  return (id: string | null) => {
    setChosenWorkshopId(id);
    void client.resetQueries({ predicate: (q) => isWorkshopAnswer(q.queryKey[0]) });
  };
}

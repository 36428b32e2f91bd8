import { DEV_MAIL_API, DevMailListSchema, DevMailSchema, DevTextListSchema } from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const devMailKeys = {
  all: ['dev-mail'] as const,
  mail: (id: string | undefined) => ['dev-mail', id] as const,
  texts: ['dev-mail', 'texts'] as const,
};

/** GET /api/dev/mail: newest first. 404 means the inbox is off because real SMTP is configured. */
export function useDevMailList() {
  return useQuery({
    queryKey: devMailKeys.all,
    queryFn: ({ signal }) => apiClient.call(DEV_MAIL_API.listDevMail, { schema: DevMailListSchema, signal }),
    refetchInterval: 5000,
    retry: false,
  });
}

export function useDevMail(id: string | undefined) {
  return useQuery({
    queryKey: devMailKeys.mail(id),
    enabled: !!id,
    queryFn: ({ signal }) =>
      apiClient.call(DEV_MAIL_API.getDevMail, { params: { id: id ?? '' }, schema: DevMailSchema, signal }),
    retry: false,
  });
}

/** GET /api/dev/texts: the SMS and WhatsApp texts kept instead of sent, newest first (decision 074). */
export function useDevTexts() {
  return useQuery({
    queryKey: devMailKeys.texts,
    queryFn: ({ signal }) => apiClient.call(DEV_MAIL_API.listDevTexts, { schema: DevTextListSchema, signal }),
    refetchInterval: 5000,
    retry: false,
  });
}

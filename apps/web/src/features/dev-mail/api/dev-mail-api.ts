import { DEV_MAIL_API, DevMailListSchema, DevMailSchema } from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const devMailKeys = {
  all: ['dev-mail'] as const,
  mail: (id: string | undefined) => ['dev-mail', id] as const,
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

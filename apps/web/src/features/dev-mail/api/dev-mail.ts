import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface DevMailSummary {
  id: string;
  to: string;
  subject: string;
  createdAt: string;
}

export interface DevMail extends DevMailSummary {
  from: string;
  text: string | null;
  html: string | null;
}

/** GET /api/dev/mail: newest first. 404 means the inbox is off because real SMTP is configured. */
export function useDevMailList() {
  return useQuery({
    queryKey: ['dev-mail'],
    queryFn: ({ signal }) => apiClient.get<DevMailSummary[]>('/api/dev/mail', { signal }),
    refetchInterval: 5000,
    retry: false,
  });
}

export function useDevMail(id: string | undefined) {
  return useQuery({
    queryKey: ['dev-mail', id],
    enabled: !!id,
    queryFn: ({ signal }) =>
      apiClient.get<DevMail>(`/api/dev/mail/${encodeURIComponent(id ?? '')}`, { signal }),
    retry: false,
  });
}

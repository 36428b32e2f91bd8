import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { CUSTOMER_COUNT_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants';
import { readCookie, writeCookie } from '@/lib/cookies';

export const CUSTOMER_COUNT_COOKIE = 'mw_customers_count';

/**
 * GET /api/QuoteRequests/GetCustomersCount answers a bare JSON number.
 * spec: the count is cached in a cookie for 1 day, so the landing page asks at most once a day.
 */
export async function getCustomersCount(signal?: AbortSignal): Promise<number> {
  const cached = Number(readCookie(CUSTOMER_COUNT_COOKIE));
  if (Number.isFinite(cached) && cached > 0) return cached;
  const count = await apiClient.get<unknown>(
    '/api/QuoteRequests/GetCustomersCount',
    signal ? { signal } : {},
  );
  const value = typeof count === 'number' ? count : Number(count);
  if (!Number.isFinite(value) || value < 0) throw new Error('The customer count was not a number.');
  writeCookie(CUSTOMER_COUNT_COOKIE, String(Math.round(value)), CUSTOMER_COUNT_COOKIE_MAX_AGE_SECONDS);
  return Math.round(value);
}

export function useCustomersCount() {
  return useQuery({
    queryKey: ['customers-count'],
    queryFn: ({ signal }) => getCustomersCount(signal),
    staleTime: CUSTOMER_COUNT_COOKIE_MAX_AGE_SECONDS * 1000,
    retry: 1,
  });
}

import { QUOTE_REQUESTS_API } from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { type AnswerSchema, apiClient } from '@/lib/api-client';
import { CUSTOMER_COUNT_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants';
import { readCookie, writeCookie } from '@/lib/cookies';
import { marketingKeys } from './marketing-keys';

export const CUSTOMER_COUNT_COOKIE = 'mw_customers_count';

/**
 * The API answers a bare whole number. Checked without zod: the claims are on the landing page's first
 * screen, which loads no schema library (decision 026).
 */
const CustomersCountSchema: AnswerSchema<number> = {
  safeParse: (data) =>
    Number.isSafeInteger(data) && (data as number) >= 0
      ? { success: true, data: data as number }
      : { success: false, error: new Error('The customers count is not a whole number.') },
};

/**
 * GET /api/QuoteRequests/GetCustomersCount answers a bare JSON number.
 * spec: the count is cached in a cookie for 1 day, so the landing page asks at most once a day.
 */
export async function getCustomersCount(signal?: AbortSignal): Promise<number> {
  const cached = Number(readCookie(CUSTOMER_COUNT_COOKIE));
  if (Number.isFinite(cached) && cached > 0) return cached;
  const count = await apiClient.call(QUOTE_REQUESTS_API.getCustomersCount, {
    schema: CustomersCountSchema,
    signal,
  });
  writeCookie(CUSTOMER_COUNT_COOKIE, String(count), CUSTOMER_COUNT_COOKIE_MAX_AGE_SECONDS);
  return count;
}

export function useCustomersCount() {
  return useQuery({
    queryKey: marketingKeys.customersCount,
    queryFn: ({ signal }) => getCustomersCount(signal),
    staleTime: CUSTOMER_COUNT_COOKIE_MAX_AGE_SECONDS * 1000,
    retry: 1,
  });
}

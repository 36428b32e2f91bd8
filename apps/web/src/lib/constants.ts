/**
 * Web-only forms of the shared business constants (display text, seconds, the parts a component reads).
 * The values themselves live in @motorwise/shared: import those from there, not through this module.
 */
import { CUSTOMER_COUNT_COOKIE_DAYS, CUSTOMERS_SINCE as CUSTOMERS_SINCE_ISO } from '@motorwise/shared';
import dayjs from 'dayjs';

/** '2020-09-01' as people read it: '1 September 2020'. */
export const CUSTOMERS_SINCE = dayjs(CUSTOMERS_SINCE_ISO).format('D MMMM YYYY');
/** spec: the customer count is cached in a cookie for 1 day */
export const CUSTOMER_COUNT_COOKIE_MAX_AGE_SECONDS = CUSTOMER_COUNT_COOKIE_DAYS * 24 * 60 * 60;

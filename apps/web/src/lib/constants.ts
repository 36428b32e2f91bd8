/**
 * The web app's view of the business constants. The values come from @motorwise/shared (one place for
 * client and server); this module only adapts them for display.
 */
import {
  CUSTOMER_COUNT_COOKIE_DAYS,
  CUSTOMERS_SINCE as CUSTOMERS_SINCE_ISO,
  GLOBAL_SEARCH,
} from '@motorwise/shared';
import dayjs from 'dayjs';

export { APP_VERSION, GOOGLE_RATING, SAVINGS_UP_TO_PERCENT } from '@motorwise/shared';

/** '2020-09-01' as people read it: '1 September 2020'. */
export const CUSTOMERS_SINCE = dayjs(CUSTOMERS_SINCE_ISO).format('D MMMM YYYY');
/** spec: the customer count is cached in a cookie for 1 day */
export const CUSTOMER_COUNT_COOKIE_MAX_AGE_SECONDS = CUSTOMER_COUNT_COOKIE_DAYS * 24 * 60 * 60;
/** spec: global search starts at 3 characters with an 800 ms debounce */
export const GLOBAL_SEARCH_MIN_LENGTH = GLOBAL_SEARCH.minLength;
export const GLOBAL_SEARCH_DEBOUNCE_MS = GLOBAL_SEARCH.debounceMs;

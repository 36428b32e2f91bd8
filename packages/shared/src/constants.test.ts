import { describe, expect, it } from 'vitest';
import * as c from './constants';

// The spec's section 9 table, value by value: a changed constant must be a deliberate spec change.
describe('business constants (spec section 9)', () => {
  it.each([
    ['APP_VERSION', c.APP_VERSION, '0.1.9'],
    ['LOCALE', c.LOCALE, 'en-za'],
    ['CURRENCY', c.CURRENCY, 'ZAR'],
    ['PHONE_PREFIX', c.PHONE_PREFIX, '+27'],
    ['CUSTOMERS_SINCE', c.CUSTOMERS_SINCE, '2020-09-01'],
    ['GOOGLE_RATING', c.GOOGLE_RATING, 4.8],
    ['SAVINGS_UP_TO_PERCENT', c.SAVINGS_UP_TO_PERCENT, 36.5],
    ['DEFAULT_VAT_PERCENT', c.DEFAULT_VAT_PERCENT, 15],
    ['VEHICLE_YEAR_MIN', c.VEHICLE_YEAR_MIN, 1960],
    ['MILEAGE_MAX', c.MILEAGE_MAX, 1000000],
    ['MILEAGE_MAX_LENGTH', c.MILEAGE_MAX_LENGTH, 6],
    ['VIN_LENGTH', c.VIN_LENGTH, 17],
    ['VIN_LENGTH_MERCEDES', c.VIN_LENGTH_MERCEDES, 18],
    ['NOTES_MAX_LENGTH', c.NOTES_MAX_LENGTH, 500],
    ['QUERY_ANSWER_MAX_LENGTH', c.QUERY_ANSWER_MAX_LENGTH, 500],
    ['LICENCE_DISK_PHOTO_MAX_KB', c.LICENCE_DISK_PHOTO_MAX_KB, 10000],
    ['ATTACHMENT_MAX_KB', c.ATTACHMENT_MAX_KB, 8000],
    ['MAX_RADIUS_KM', c.MAX_RADIUS_KM, 50],
    ['MIN_WORKSHOPS', c.MIN_WORKSHOPS, 3],
    ['REQUEST_DATE_WINDOW_DAYS', c.REQUEST_DATE_WINDOW_DAYS, 15],
    ['DATE_RANGE_MAX_DAYS', c.DATE_RANGE_MAX_DAYS, 1000],
    ['WORKSHOP_LIST_PAGE_SIZE', c.WORKSHOP_LIST_PAGE_SIZE, 8],
    ['GARAGE_PAGE_SIZE', c.GARAGE_PAGE_SIZE, 50],
    ['VEHICLE_SEARCH_MIN_LENGTH', c.VEHICLE_SEARCH_MIN_LENGTH, 2],
    ['ADDRESS_SUGGESTIONS_MIN_LENGTH', c.ADDRESS_SUGGESTIONS_MIN_LENGTH, 4],
    ['SUCCESS_DIALOG_DELAY_MS', c.SUCCESS_DIALOG_DELAY_MS, 2000],
    ['SERVICE_REMINDER_MONTHS', c.SERVICE_REMINDER_MONTHS, 6],
    ['CUSTOMER_COUNT_COOKIE_DAYS', c.CUSTOMER_COUNT_COOKIE_DAYS, 1],
    ['POSTAL_CODE_LENGTH', c.POSTAL_CODE_LENGTH, 4],
    ['EARTH_RADIUS_KM', c.EARTH_RADIUS_KM, 6371],
    ['BANNER_FLIP_MS', c.BANNER_FLIP_MS, 6500],
    ['SERVICE_TABLE_HEIGHT_PX', c.SERVICE_TABLE_HEIGHT_PX, 300],
    ['VEHICLE_REPORT_VIEWER_PAGE', c.VEHICLE_REPORT_VIEWER_PAGE, 3],
    ['PDF_VIEWER_DEFAULT_PAGE', c.PDF_VIEWER_DEFAULT_PAGE, 1],
    ['NOTIFICATIONS_KEPT_PER_BRANCH', c.NOTIFICATIONS_KEPT_PER_BRANCH, 5],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('travel distance, radius, search and map settings', () => {
    expect(c.TRAVEL_DISTANCE).toEqual({
      minKm: 5,
      maxKm: 50,
      stepKm: 5,
      defaultKm: 10,
      defaultDelayMs: 1000,
    });
    expect(c.RADIUS_OPTIONS_KM).toEqual([20, 30, 50]);
    expect(c.GLOBAL_SEARCH).toEqual({ minLength: 3, debounceMs: 800 });
    expect(c.ATTACHMENT_EXTENSIONS).toEqual(['jpeg', 'jpg', 'gif', 'png', 'svg', 'pdf']);
    expect(c.MAP).toMatchObject({
      placeZoom: 18,
      searchBoxNarrowColumns: 8,
      searchBoxResetDelayMs: 500,
      heightPx: 575,
      phoneHeightPx: 250,
      defaultCentre: { lat: -28.86, lng: 23.94 },
      defaultZoom: 5,
      markerIcon: { width: 30, height: 48 },
    });
  });

  it('travel distance default is a slider stop inside the range', () => {
    const { minKm, maxKm, stepKm, defaultKm } = c.TRAVEL_DISTANCE;
    expect((defaultKm - minKm) % stepKm).toBe(0);
    expect(defaultKm).toBeGreaterThanOrEqual(minKm);
    expect(defaultKm).toBeLessThanOrEqual(maxKm);
    expect(Math.max(...c.RADIUS_OPTIONS_KM)).toBe(c.MAX_RADIUS_KM);
  });
});

describe('UI messages (spec part 2, sections 5 and 8, copied exactly)', () => {
  it.each([
    ['noItems', 'Please add at least one service or repair to your request.'],
    ['noDate', 'Please select a date'],
    ['noWorkshop', 'Please add at least 1 workshop.'],
    ['searchAddressAbove', 'Please search for an address above'],
    [
      'noWorkshopsNearby',
      "It seems we don't have any workshops around the area you selected for your address. Please try a different address.",
    ],
    [
      'tooFewWorkshops',
      'Please extend your radius to enable us to increase the number of participating workshops. You will still have the freedom of choice upon receipt of the workshop responses.',
    ],
    ['noticeServiceNotDue', 'Please note - your next service might not be due yet.'],
    ['noticePolicyCoverage', 'Please note - your policy might not cover all types of repairs'],
    [
      'noticeRepairTakesLonger',
      'Kindly note that repair requests may take longer than service requests due to parts pricing',
    ],
    ['duplicateQuote', 'If you want to make changes to the booking, please contact support.'],
    ['noMessages', 'No messages.'],
  ] as const)('%s', (key, text) => {
    expect(c.UI_MESSAGES[key]).toBe(text);
  });
});

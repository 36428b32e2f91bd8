/**
 * Business constants and limits (spec part 2, section 9; part 1, section 9), plus the literal UI texts
 * that both the server and the client show. One place, so a number or a sentence cannot drift.
 * This file imports only the package's own manifest: every other module reads its numbers from here.
 */
import manifest from '../package.json' with { type: 'json' };

/** spec: version 0.1.9 is shown in the footer with the copyright year; written once, in package.json. */
export const APP_VERSION: string = manifest.version;
/** spec: locale en-za; currency ZAR. */
export const LOCALE = 'en-za';
export const CURRENCY = 'ZAR';
/** spec: South African calendar; all dates and times are shown in this zone. */
export const TIME_ZONE = 'Africa/Johannesburg';
/** spec: phones are stored with the +27 prefix and the leading 0 dropped. */
export const PHONE_PREFIX = '+27';

/** spec: happy customers are counted since 1 September 2020 (a rolling counter). */
export const CUSTOMERS_SINCE = '2020-09-01';
/** spec: Google rating 4.8. */
export const GOOGLE_RATING = 4.8;
/** spec: savings of up to 36.5 percent. */
export const SAVINGS_UP_TO_PERCENT = 36.5;
/** spec: default VAT rate 15 percent. */
export const DEFAULT_VAT_PERCENT = 15;

/** spec: manual vehicle year 1960 to the current year. */
export const VEHICLE_YEAR_MIN = 1960;
/** spec: VIN length 17 (18 for Mercedes). */
export const VIN_LENGTH = 17;
export const VIN_LENGTH_MERCEDES = 18;
/** spec: mileage max 1,000,000 and at most 6 characters. */
export const MILEAGE_MAX = 1_000_000;
export const MILEAGE_MAX_LENGTH = 6;
/** spec: notes and query answers max 500 characters. */
export const NOTES_MAX_LENGTH = 500;
export const QUERY_ANSWER_MAX_LENGTH = 500;
/** spec: licence disk photo max 10000 KB; attachment max 8000 KB. */
export const LICENCE_DISK_PHOTO_MAX_KB = 10_000;
export const ATTACHMENT_MAX_KB = 8000;
/** spec: attachments with extensions jpeg, jpg, gif, png, svg, pdf. */
export const ATTACHMENT_EXTENSIONS = ['jpeg', 'jpg', 'gif', 'png', 'svg', 'pdf'] as const;
/** spec: attachment names over 20 characters are shown shortened to 18 with '..'. */
export const ATTACHMENT_NAME_MAX_SHOWN = 20;
export const ATTACHMENT_NAME_SHORTENED_TO = 18;
/** spec: postal code masked to exactly 4 digits. */
export const POSTAL_CODE_LENGTH = 4;

/** spec: travel distance slider 5 to 50 km, step 5, default 10 set after 1 second. */
export const TRAVEL_DISTANCE = {
  minKm: 5,
  maxKm: 50,
  stepKm: 5,
  defaultKm: 10,
  defaultDelayMs: 1000,
} as const;
/** spec: radius options 20, 30, 50 km; maximum 50 km ('Expand Radius' sets 50). */
export const RADIUS_OPTIONS_KM = [20, 30, 50] as const;
export const MAX_RADIUS_KM = 50;
/** spec: minimum workshops 3. */
export const MIN_WORKSHOPS = 3;

/** spec: date window tomorrow (today for an organisation) to 15 days ahead; range helper capped at 1000 days. */
export const REQUEST_DATE_WINDOW_DAYS = 15;
export const DATE_RANGE_MAX_DAYS = 1000;

/** spec: workshop list page size 8; garage page size 50. */
export const WORKSHOP_LIST_PAGE_SIZE = 8;
export const GARAGE_PAGE_SIZE = 50;
/** spec: vehicle search starts at 2 characters. */
export const VEHICLE_SEARCH_MIN_LENGTH = 2;
/** spec: address suggestions only when the text is longer than 3 characters (a minimum of 4). */
export const ADDRESS_SUGGESTIONS_MIN_LENGTH = 4;
/** spec: global search starts at 3 characters with an 800 ms debounce. */
export const GLOBAL_SEARCH = { minLength: 3, debounceMs: 800 } as const;

/** spec: success dialog after a 2 second delay. */
export const SUCCESS_DIALOG_DELAY_MS = 2000;
/** spec: service reminder is sent after 6 months. */
export const SERVICE_REMINDER_MONTHS = 6;
/** spec: customer count is cached in a cookie for 1 day. */
export const CUSTOMER_COUNT_COOKIE_DAYS = 1;
/** spec: only the last 5 notifications per branch are kept. */
export const NOTIFICATIONS_KEPT_PER_BRANCH = 5;

/** spec: map constants (address capture and workshop map). */
export const MAP = {
  /** After a place is chosen the map zooms to 18. */
  placeZoom: 18,
  /** The search box narrows to 8 of 12 columns; Reset restores full width after 500 ms. */
  searchBoxNarrowColumns: 8,
  searchBoxColumns: 12,
  searchBoxResetDelayMs: 500,
  /** 575 px on small screens and wider, 250 px on phones. */
  heightPx: 575,
  phoneHeightPx: 250,
  /** Default centre about latitude -28.86, longitude 23.94, zoom 5 (the whole country). */
  defaultCentre: { lat: -28.86, lng: 23.94 },
  defaultZoom: 5,
  /** Marker icon 30x48 base, scaled by zoom. */
  markerIcon: { width: 30, height: 48 },
} as const;
/** spec: earth radius for distance 6371 km. */
export const EARTH_RADIUS_KM = 6371;

/** spec: banner flip every 6.5 seconds. */
export const BANNER_FLIP_MS = 6500;
/** spec: service table height 300 px. */
export const SERVICE_TABLE_HEIGHT_PX = 300;
/** spec: the PDF viewer opens on page 1; the vehicle-report viewer opens on page 3. */
export const PDF_VIEWER_DEFAULT_PAGE = 1;
export const VEHICLE_REPORT_VIEWER_PAGE = 3;

/** spec: a garage vehicle's name defaults to 'VEHICLE'. */
export const DEFAULT_GARAGE_VEHICLE_NAME = 'VEHICLE';

/**
 * Literal UI texts from the spec (part 2, sections 5 and 8; part 1, section 2), copied exactly.
 * The server returns some of them in 400 bodies and the client shows them, so both import them here.
 */
export const UI_MESSAGES = {
  /** Step 2: at least one leaf repair item. */
  noItems: 'Please add at least one service or repair to your request.',
  /** Step 3: at least one date. */
  noDate: 'Please select a date',
  /** Step 3 list view: at least one workshop. */
  noWorkshop: 'Please add at least 1 workshop.',
  /** Address capture without manual capture. */
  searchAddressAbove: 'Please search for an address above',
  noWorkshopsNearby:
    "It seems we don't have any workshops around the area you selected for your address. Please try a different address.",
  tooFewWorkshops:
    'Please extend your radius to enable us to increase the number of participating workshops. You will still have the freedom of choice upon receipt of the workshop responses.',
  noticeServiceNotDue: 'Please note - your next service might not be due yet.',
  noticePolicyCoverage: 'Please note - your policy might not cover all types of repairs',
  noticeRepairTakesLonger:
    'Kindly note that repair requests may take longer than service requests due to parts pricing',
  /** spec: "Disclaimer: the onus is on the user to use an accredited repairer." (request flow, policy card). */
  accreditedRepairerDisclaimer: 'Disclaimer: the onus is on the user to use an accredited repairer.',
  /** Error key DuplicateQuote. */
  duplicateQuote: 'If you want to make changes to the booking, please contact support.',
  /** Empty inbox list. */
  noMessages: 'No messages.',
} as const;

/** Button and label texts the spec names (used as written). */
export const UI_LABELS = {
  expandRadius: 'Expand Radius',
  iUnderstand: 'I Understand',
  backToHome: 'Back to home',
  searchAddress: 'Search address',
  searchAddressHint: 'Start typing to search for an address',
  resetAddress: 'Reset address',
  includeAdminFee: 'Include admin fee with this request',
  captureBusinessDetails: 'Capture business details',
  changeUserDetails: 'Change user details',
  cancelled: 'Cancelled',
} as const;

/** spec: the four steps of the quote request stepper. */
export const QUOTE_REQUEST_STEPS = [
  'Vehicle Details',
  'What to expect',
  'Booking Details',
  'Personal Details',
] as const;

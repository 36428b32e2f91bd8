import { calendarDate, type RequestAddress } from '@motorwise/shared';

/** A request's place as the address row keeps it (the submit's and a fixed-price booking's, decision 077). */
export const requestAddressValues = (a: RequestAddress) => ({
  name: null,
  streetNumber: a.streetNumber ?? '',
  streetName: a.streetName ?? '',
  suburb: a.suburb ?? '',
  town: a.town,
  city: a.city ?? a.town ?? '',
  province: a.province ?? '',
  country: a.country,
  postalCode: a.postalCode ?? '',
  lat: a.lat,
  lng: a.lng,
});

/** 'MW-2611-4831': year and month of submission and four random digits (six after many collisions). */
export function requestReference(now: Date, attempt: number, random = Math.random): string {
  const [year, month] = calendarDate(now).split('-') as [string, string];
  const digits = attempt < 10 ? 4 : 6;
  const n = Math.floor(random() * 10 ** digits);
  return `MW-${year.slice(2)}${month}-${String(n).padStart(digits, '0')}`;
}

import type { Address, AddressInput } from '@motorwise/shared';
import type { AddressValue } from './components/address-capture';

/** An address on one line: '45 Richards Drive, Halfway House, Midrand, 1685'. */
export function addressLine(a: Address | null | undefined, none = 'No address on file'): string {
  if (!a) return none;
  return [[a.streetNumber, a.streetName].filter(Boolean).join(' '), a.suburb, a.city, a.postalCode]
    .filter(Boolean)
    .join(', ');
}

/**
 * A captured address on one line, as the search box shows it once found: the street as typed, then the
 * place's names without repeats ('12 Beach Road, Sea Point, Cape Town, 8005, South Africa').
 */
export function formatAddress(
  v: Pick<
    AddressValue,
    'streetNumber' | 'streetName' | 'suburb' | 'town' | 'city' | 'postalCode' | 'country'
  >,
): string {
  const street = [v.streetNumber, v.streetName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  const names = [...new Set([v.suburb, v.town, v.city].map((s) => s?.trim()).filter(Boolean))];
  return [street, ...names, v.postalCode?.trim(), v.country?.trim()].filter(Boolean).join(', ');
}

/** A stored address as the capture shows it (found, read-only until reset); null without a point. */
export function addressValueOf(a: Address | null | undefined): AddressValue | null {
  if (!a || a.lat === null || a.lng === null) return null;
  return {
    placeId: '',
    formattedAddress: formatAddress(a),
    streetNumber: a.streetNumber,
    streetName: a.streetName,
    suburb: a.suburb,
    town: a.town,
    city: a.city,
    province: a.province,
    country: a.country,
    postalCode: a.postalCode,
    lat: a.lat,
    lng: a.lng,
  };
}

/** What a form sends of a captured address (the shared AddressInputSchema checks it is complete). */
export function addressInputOf(value: AddressValue): AddressInput {
  return {
    name: null,
    streetNumber: value.streetNumber ?? '',
    streetName: value.streetName ?? '',
    suburb: value.suburb ?? '',
    town: value.town ?? '',
    city: value.city ?? '',
    province: value.province ?? '',
    country: value.country || 'South Africa',
    postalCode: value.postalCode ?? '',
    lat: value.lat,
    lng: value.lng,
  };
}

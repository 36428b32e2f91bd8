import { vinCheckDigit } from '@motorwise/shared';
import {
  HISTORY_EMAIL_DOMAIN,
  mobilePrefixes,
  nameGroups,
  nameMixByProvince,
  streetNames,
} from './data/people';
import { vehicleClassOf } from './data/prices';
import { DAY, iso } from './history-measures';
import type { HistoryPlace, HistoryRows, HistoryVehicle, HistoryWorkshop } from './history-types';
import type { Random } from './random';

/** The history's guest customers: made up as they first ask, with a home near the workshop and a vehicle. */

/** World manufacturer identifiers for VINs of the brands South Africans drive most (others get 'AAA'). */
const WMI: Record<string, string> = {
  Toyota: 'AHT',
  Volkswagen: 'AAV',
  Ford: 'AFA',
  BMW: 'WBA',
  'Mercedes-Benz': 'WDD',
  Nissan: 'ADN',
  Isuzu: 'ACV',
  Hyundai: 'MAL',
  Suzuki: 'MA3',
  Kia: 'KNA',
  Renault: 'VF1',
  Audi: 'WAU',
  Mazda: 'JMZ',
  Honda: 'JHM',
};
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

const foldAscii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressId: string;
  home: HistoryPlace;
  vehicle: HistoryVehicle;
  vin: string | null;
  plate: string | null;
  /** Odometer when the vehicle was first seen and how fast it grows. */
  mileageAt: { km: number; at: number; perYear: number };
  lastRequestAt: number;
  lastMileage: number;
  favouriteWorkshopId: string | null;
}

/**
 * The customers of one generated history, drawing from its generators in the order the generator asks
 * (`rnd` for the people, `ids` for the rows' ids), and writing their addresses to its rows.
 */
export function createCustomers(
  rnd: Random,
  ids: Random,
  rows: HistoryRows,
  placesNear: Map<string, HistoryPlace[]>,
) {
  const customers: Customer[] = [];
  const emails = new Set<string>();

  const newCustomer = (anchor: HistoryWorkshop, vehicle: HistoryVehicle, at: number): Customer => {
    const mixByGroup = nameMixByProvince[anchor.province] ?? nameMixByProvince.Gauteng!;
    const group = rnd.weighted(nameGroups, (g) => mixByGroup[g.key] ?? 1);
    // One in ten South African families mixes traditions; so do the demo's.
    const surnameGroup = rnd.chance(0.1) ? rnd.pick(nameGroups) : group;
    const firstName = rnd.pick(group.first);
    const lastName = rnd.pick(surnameGroup.surnames);
    const f = foldAscii(firstName);
    const l = foldAscii(lastName);
    const patterns = [
      `${f}.${l}`,
      `${f}${l}`,
      `${f[0]}${l}`,
      `${f}.${l}${rnd.int(1, 99)}`,
      `${f}_${l}`,
      `${l}.${f}`,
    ];
    let local = rnd.weighted(patterns, (p) => (p.includes('.') ? 3 : 1));
    while (emails.has(`${local}@${HISTORY_EMAIL_DOMAIN}`)) local = `${f}.${l}${rnd.int(2, 999)}`;
    const email = `${local}@${HISTORY_EMAIL_DOMAIN}`;
    emails.add(email);
    const home = rnd.pick(
      placesNear.get(anchor.id)!.length ? placesNear.get(anchor.id)! : [anchorPlace(anchor)],
    );
    const addressId = ids.uuid();
    rows.addresses.push({
      id: addressId,
      streetNumber: String(rnd.int(1, 180)),
      streetName: rnd.pick(streetNames),
      suburb: home.suburb,
      town: home.city,
      city: home.city,
      province: home.province,
      country: 'South Africa',
      postalCode: home.postalCode,
      // Somewhere in the suburb, not its centre.
      lat: Math.round((home.lat + rnd.between(-0.008, 0.008)) * 1e6) / 1e6,
      lng: Math.round((home.lng + rnd.between(-0.008, 0.008)) * 1e6) / 1e6,
      createdAt: iso(at),
    });
    const c: Customer = {
      firstName,
      lastName,
      email,
      phone: `+27${rnd.pick(mobilePrefixes)}${String(rnd.int(0, 9_999_999)).padStart(7, '0')}`,
      addressId,
      home,
      vehicle,
      vin: null,
      plate: null,
      mileageAt: { km: 0, at, perYear: 0 },
      lastRequestAt: 0,
      lastMileage: 0,
      favouriteWorkshopId: null,
    };
    setVehicle(c, vehicle, at);
    customers.push(c);
    return c;
  };

  const anchorPlace = (w: HistoryWorkshop): HistoryPlace => ({
    suburb: w.name,
    city: w.name,
    province: w.province,
    postalCode: '',
    lat: w.lat,
    lng: w.lng,
  });

  const setVehicle = (c: Customer, v: HistoryVehicle, at: number) => {
    const cls = vehicleClassOf(v);
    const year = new Date(at).getUTCFullYear();
    const age = Math.max(0.3, year - v.year + rnd.between(-0.5, 0.5));
    const perYear = (cls === 'bakkie' ? rnd.between(22_000, 38_000) : rnd.between(11_000, 24_000)) * 1;
    c.vehicle = v;
    c.mileageAt = { km: Math.round(age * perYear), at, perYear };
    c.lastMileage = 0;
    c.vin = rnd.chance(0.45) ? makeVin(v) : null;
    c.plate = rnd.chance(0.6) ? makePlate(c.home.province, c.home.city) : null;
  };

  const makeVin = (v: HistoryVehicle) => {
    const chars = Array.from({ length: 17 }, () => rnd.pick([...VIN_CHARS]));
    const wmi = WMI[v.brand] ?? 'AAA';
    chars.splice(0, 3, ...wmi);
    chars[9] = 'ABCDEFGHJKLMNPRSTVWXY123456789'[(v.year - 2010 + 30 * 10) % 30]!;
    chars[8] = '0';
    chars[8] = vinCheckDigit(chars.join(''));
    return chars.join('');
  };

  const letters = 'BCDFGHJKLMNPRSTVWXYZ';
  const makePlate = (province: string, city: string) => {
    const l = (n: number) => Array.from({ length: n }, () => rnd.pick([...letters])).join('');
    const d = (n: number) => String(rnd.int(0, 10 ** n - 1)).padStart(n, '0');
    if (province === 'Gauteng') return `${l(2)} ${d(2)} ${l(2)} GP`;
    if (province === 'Western Cape') {
      const prefix = city === 'Cape Town' ? 'CA' : rnd.pick(['CA', 'CY', 'CF', 'CAW']);
      return `${prefix} ${d(3)}-${d(3)}`;
    }
    if (province === 'KwaZulu-Natal') return `${rnd.pick(['ND', 'NU', 'NPN'])} ${d(3)}-${d(3)}`;
    if (province === 'Eastern Cape') return `${l(3)} ${d(3)} EC`;
    return `${l(3)} ${d(3)} FS`;
  };

  const mileageAt = (c: Customer, at: number) => {
    const km = Math.round(c.mileageAt.km + ((at - c.mileageAt.at) / (365 * DAY)) * c.mileageAt.perYear);
    return Math.max(km, c.lastMileage + 50);
  };

  return { customers, newCustomer, setVehicle, mileageAt, makeVin };
}

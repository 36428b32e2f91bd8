/**
 * A vehicle's class for fixed prices (decision 077): what a workshop's menu price depends on besides the
 * job. Five classes a South African workshop's price board uses, derived from the catalogue's brand, body,
 * size class and engine, in this order:
 * 1. premium: a premium brand (BMW, Mercedes-Benz, Audi, ...), whatever its body: dearer parts and oils;
 * 2. bakkie: a pickup (bakkie) or a van (light commercial vehicles);
 * 3. large: an SUV, a minivan (MPV) or a special-purpose vehicle, or a passenger car sized large;
 * 4. small: a passenger car sized minicompact or subcompact (Polo Vivo, Swift, Kwid);
 * 5. medium: a passenger car sized compact or midsize, a station wagon, a two-seater.
 * A vehicle the catalogue says nothing about is classed by its engine: up to 1 400 cc small, up to 2 000 cc
 * medium, above that large; with no engine either, medium.
 */
export const VEHICLE_CLASSES = ['small', 'medium', 'large', 'bakkie', 'premium'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

export const VEHICLE_CLASS_TEXT: Readonly<Record<VehicleClass, string>> = {
  small: 'Small car',
  medium: 'Medium car',
  large: 'Large car or SUV',
  bakkie: 'Bakkie or LCV',
  premium: 'Premium',
};

/** Brands whose parts and service are priced apart (lower case, as the catalogue spells them). */
export const PREMIUM_BRANDS: readonly string[] = [
  'alfa romeo',
  'aston martin',
  'audi',
  'bentley',
  'bmw',
  'cadillac',
  'ferrari',
  'genesis',
  'infiniti',
  'jaguar',
  'lamborghini',
  'land rover',
  'lexus',
  'maserati',
  'mercedes-benz',
  'mini',
  'porsche',
  'rolls-royce',
  'tesla',
  'volvo',
];

export interface ClassifiedVehicle {
  brand: string | null;
  /** The catalogue's body ('Passenger car', 'SUV', 'Pickup (bakkie)', 'Van', ...). */
  bodyType: string | null;
  /** The catalogue's size class ('subcompact', 'compact', 'midsize', 'large', ...) or its body again. */
  classType: string | null;
  /** Engine capacity in cc. */
  capacity: number | null;
}

const has = (text: string, ...words: string[]) => words.some((w) => text.includes(w));

/** The vehicle's class (see above). */
export function vehicleClassOf(v: ClassifiedVehicle): VehicleClass {
  const brand = (v.brand ?? '').trim().toLowerCase();
  if (PREMIUM_BRANDS.includes(brand)) return 'premium';
  const body = `${v.bodyType ?? ''} ${v.classType ?? ''}`.toLowerCase();
  if (has(body, 'pickup', 'bakkie') || /\bvans?\b/.test(body)) return 'bakkie';
  if (has(body, 'suv', 'sport utility', 'mpv', 'minivan', 'special purpose')) return 'large';
  const size = (v.classType ?? '').trim().toLowerCase();
  if (size === 'minicompact' || size === 'subcompact') return 'small';
  if (size === 'compact' || size === 'midsize') return 'medium';
  if (size === 'large') return 'large';
  if (has(body, 'station wagon', 'two-seater')) return 'medium';
  if (v.capacity === null || v.capacity <= 0) return 'medium';
  if (v.capacity <= 1400) return 'small';
  return v.capacity <= 2000 ? 'medium' : 'large';
}

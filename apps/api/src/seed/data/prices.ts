import type { SeedQuoteKind } from '../types';

/**
 * What the demo history asks for and what workshops charge for it (seed/history.ts).
 *
 * Prices are South African workshop prices in rand including VAT, for a mid-priced workshop (labour about
 * R650/h excl VAT), per vehicle class; a workshop's own price level (its labour rate, posh or not) moves
 * them up or down. They were set from public price lists and quote sites of 2023–2025, rounded; they are
 * believable, not a survey.
 */

/** How a vehicle is priced: parts and labour differ a lot between a Kwid, a Hilux and a C-Class. */
export type VehicleClass = 'small' | 'medium' | 'bakkie' | 'premium';
export const VEHICLE_CLASSES: readonly VehicleClass[] = ['small', 'medium', 'bakkie', 'premium'];

/** Brands priced as premium (dealer parts, more oil, run-flats, AGM batteries). */
const PREMIUM_BRANDS = new Set(['BMW', 'Mercedes-Benz', 'Audi', 'Volvo', 'Land Rover', 'Lexus', 'Porsche']);
/** Big SUVs priced like bakkies (ladder frames, diesel, big brakes). */
const BAKKIE_LIKE_RANGES = new Set([
  'Fortuner',
  'Everest',
  'Land Cruiser 70',
  'mu-X',
  'Quantum',
  'Hiace',
  'H-1',
]);

export function vehicleClassOf(v: {
  brand: string;
  range: string;
  bodyType: string | null;
  classType: string | null;
}): VehicleClass {
  if (PREMIUM_BRANDS.has(v.brand)) return 'premium';
  if (v.bodyType === 'Pickup (bakkie)' || v.bodyType === 'Van' || BAKKIE_LIKE_RANGES.has(v.range))
    return 'bakkie';
  if (v.classType === 'minicompact' || v.classType === 'subcompact') return 'small';
  return 'medium';
}

/**
 * The South African car parc the requests come from: brand, range and a weight (roughly the share of
 * vehicles 3 to 12 years old on the road, best-sellers first). Ranges the catalogue lacks are skipped.
 */
export const vehicleMix: { brand: string; range: string; weight: number }[] = [
  { brand: 'Toyota', range: 'Hilux', weight: 11 },
  { brand: 'Volkswagen', range: 'Polo Vivo', weight: 9 },
  { brand: 'Ford', range: 'Ranger', weight: 7 },
  { brand: 'Volkswagen', range: 'Polo', weight: 6 },
  { brand: 'Suzuki', range: 'Swift', weight: 5 },
  { brand: 'Toyota', range: 'Corolla', weight: 4 },
  { brand: 'Toyota', range: 'Fortuner', weight: 4 },
  { brand: 'Isuzu', range: 'D-Max', weight: 2.5 },
  { brand: 'Isuzu', range: 'KB', weight: 2.5 },
  { brand: 'Nissan', range: 'NP200', weight: 3 },
  { brand: 'Hyundai', range: 'i20', weight: 3 },
  { brand: 'Toyota', range: 'Corolla Quest', weight: 3 },
  { brand: 'BMW', range: '3 Series', weight: 3 },
  { brand: 'Mercedes-Benz', range: 'C-Class', weight: 3 },
  { brand: 'Volkswagen', range: 'Golf', weight: 3 },
  { brand: 'Toyota', range: 'Etios', weight: 2 },
  { brand: 'Toyota', range: 'Quantum', weight: 2 },
  { brand: 'Hyundai', range: 'Grand i10', weight: 2 },
  { brand: 'Kia', range: 'Picanto', weight: 2 },
  { brand: 'Renault', range: 'Kwid', weight: 2 },
  { brand: 'Renault', range: 'Sandero', weight: 1 },
  { brand: 'Nissan', range: 'Navara', weight: 2 },
  { brand: 'Ford', range: 'Figo', weight: 1.5 },
  { brand: 'Ford', range: 'Fiesta', weight: 1.5 },
  { brand: 'Ford', range: 'EcoSport', weight: 1.5 },
  { brand: 'Ford', range: 'Everest', weight: 1 },
  { brand: 'Toyota', range: 'Corolla Cross', weight: 2 },
  { brand: 'Toyota', range: 'Starlet', weight: 1.5 },
  { brand: 'Toyota', range: 'Urban Cruiser', weight: 1 },
  { brand: 'Toyota', range: 'RAV4', weight: 1 },
  { brand: 'Toyota', range: 'Land Cruiser 70', weight: 0.5 },
  { brand: 'Volkswagen', range: 'Amarok', weight: 1 },
  { brand: 'Volkswagen', range: 'Tiguan', weight: 1.5 },
  { brand: 'Volkswagen', range: 'T-Cross', weight: 1 },
  { brand: 'Suzuki', range: 'Dzire', weight: 1 },
  { brand: 'Suzuki', range: 'Baleno', weight: 1 },
  { brand: 'Suzuki', range: 'Ertiga', weight: 1 },
  { brand: 'Suzuki', range: 'Celerio', weight: 1 },
  { brand: 'Suzuki', range: 'Jimny', weight: 0.5 },
  { brand: 'Hyundai', range: 'Tucson', weight: 1.5 },
  { brand: 'Hyundai', range: 'Creta', weight: 1 },
  { brand: 'Hyundai', range: 'H-1', weight: 0.5 },
  { brand: 'Kia', range: 'Rio', weight: 1 },
  { brand: 'Kia', range: 'Sportage', weight: 1 },
  { brand: 'Kia', range: 'Sonet', weight: 0.7 },
  { brand: 'Renault', range: 'Duster', weight: 1 },
  { brand: 'Renault', range: 'Clio', weight: 0.7 },
  { brand: 'Renault', range: 'Triber', weight: 0.7 },
  { brand: 'Nissan', range: 'Almera', weight: 0.8 },
  { brand: 'Nissan', range: 'X-Trail', weight: 0.8 },
  { brand: 'Nissan', range: 'Magnite', weight: 0.7 },
  { brand: 'Mazda', range: 'BT-50', weight: 0.8 },
  { brand: 'Mazda', range: 'CX-5', weight: 0.7 },
  { brand: 'Mazda', range: 'Mazda2', weight: 0.6 },
  { brand: 'Mahindra', range: 'Pik Up', weight: 1 },
  { brand: 'Mahindra', range: 'Scorpio', weight: 0.5 },
  { brand: 'Haval', range: 'Jolion', weight: 1 },
  { brand: 'Haval', range: 'H6', weight: 0.5 },
  { brand: 'GWM', range: 'P-Series', weight: 0.6 },
  { brand: 'Chery', range: 'Tiggo 4 Pro', weight: 0.6 },
  { brand: 'Opel', range: 'Corsa', weight: 0.7 },
  { brand: 'Datsun', range: 'Go', weight: 0.7 },
  { brand: 'BMW', range: 'X3', weight: 1 },
  { brand: 'Mercedes-Benz', range: 'A-Class', weight: 1 },
  { brand: 'Audi', range: 'A3', weight: 1 },
  { brand: 'Audi', range: 'A4', weight: 1 },
  { brand: 'Audi', range: 'Q5', weight: 0.5 },
  { brand: 'Honda', range: 'CR-V', weight: 0.5 },
  { brand: 'Honda', range: 'Civic', weight: 0.4 },
];

/** A leaf the history asks for: which tree, how popular, what it costs and how customers answer its query. */
export interface LeafPrice {
  kind: SeedQuoteKind;
  name: string; // the leaf's name in data/repair-items.ts
  weight: number; // popularity within its kind
  /** Typical price including VAT at a mid-priced workshop, rand, [from, to] per vehicle class. */
  incl: Record<VehicleClass, [number, number]>;
  /** Share of the price excl VAT that is labour (the rest is parts and materials). */
  labourShare: number;
  /** Only for such vehicles: diesel engines, manual or automatic gearboxes, bakkies. */
  only?: 'diesel' | 'manual' | 'automatic' | 'bakkie';
  /** The price is per unit and the customer asks for one of these quantities (tyres). */
  units?: number[];
  /** More popular in the hot months (October to March): aircon work. */
  summer?: boolean;
  /** Answers customers give to the leaf's query (required when the leaf has one). */
  answers?: string[];
}

/** [small, medium, bakkie, premium] as a record. */
const by = (
  small: [number, number],
  medium: [number, number],
  bakkie: [number, number],
  premium: [number, number],
): Record<VehicleClass, [number, number]> => ({ small, medium, bakkie, premium });

export const leafPrices: LeafPrice[] = [
  // ------------------------------------------------------------ service: main items
  {
    kind: 'service',
    name: 'Minor service',
    weight: 40,
    incl: by([2100, 2800], [2500, 3400], [3900, 5600], [4200, 6000]),
    labourShare: 0.42,
  },
  {
    kind: 'service',
    name: 'Major service',
    weight: 25,
    incl: by([3300, 4500], [3900, 5400], [5400, 7800], [6000, 9200]),
    labourShare: 0.4,
  },
  {
    kind: 'service',
    name: 'Scheduled manufacturer service',
    weight: 25,
    incl: by([2800, 4200], [3400, 5000], [4700, 7500], [5400, 9500]),
    labourShare: 0.38,
    answers: [
      'The 60 000 km service is due. Odometer is on 59 200 km.',
      '45 000 km service, currently on 46 100 km.',
      'It is due for the 90 000 km service, odometer reads 88 750 km.',
      'Service light came on. Current reading 74 300 km, last service at 59 800 km.',
      '30 000 km service please, car is on 29 400 km.',
      'The 105 000 km service. The car is on 104 900 km.',
      '120 000 km service due, reading 121 300 km. Service plan has expired.',
      'The annual service, it has only done about 12 000 km since the last one.',
    ],
  },
  {
    kind: 'service',
    name: 'Oil and filter change',
    weight: 10,
    incl: by([1100, 1600], [1300, 1900], [1900, 2900], [2100, 3300]),
    labourShare: 0.3,
  },
  // ------------------------------------------------------------ service: add-ons
  {
    kind: 'service',
    name: 'Air-conditioning regas',
    weight: 9,
    incl: by([850, 1250], [950, 1350], [1050, 1500], [1200, 1900]),
    labourShare: 0.5,
    summer: true,
  },
  {
    kind: 'service',
    name: 'Wheel alignment and balancing',
    weight: 8,
    incl: by([450, 700], [500, 800], [650, 1000], [700, 1200]),
    labourShare: 0,
  },
  {
    kind: 'service',
    name: 'Brake fluid flush',
    weight: 6,
    incl: by([450, 700], [500, 750], [550, 850], [650, 1100]),
    labourShare: 0.6,
  },
  {
    kind: 'service',
    name: 'Cabin (pollen) filter',
    weight: 5,
    incl: by([350, 550], [400, 650], [450, 750], [550, 1000]),
    labourShare: 0.3,
  },
  {
    kind: 'service',
    name: 'Coolant flush',
    weight: 4,
    incl: by([750, 1100], [850, 1250], [1000, 1600], [1200, 1900]),
    labourShare: 0.5,
  },
  {
    kind: 'service',
    name: 'Wiper blades',
    weight: 4,
    incl: by([300, 480], [350, 550], [380, 600], [500, 900]),
    labourShare: 0.1,
  },
  // ------------------------------------------------------------ repairs
  {
    kind: 'repair',
    name: 'Front brake pads',
    weight: 14,
    incl: by([1200, 1700], [1400, 2000], [1700, 2500], [2000, 2800]),
    labourShare: 0.35,
  },
  {
    kind: 'repair',
    name: 'Front brake pads and discs',
    weight: 8,
    incl: by([2800, 4000], [3300, 4800], [4300, 6500], [5200, 8500]),
    labourShare: 0.3,
  },
  {
    kind: 'repair',
    name: 'Rear brake pads and discs',
    weight: 3,
    incl: by([2500, 3600], [3000, 4300], [3800, 5800], [4600, 7500]),
    labourShare: 0.3,
  },
  {
    kind: 'repair',
    name: 'Rear brake shoes and drums',
    weight: 3,
    incl: by([1600, 2600], [1800, 3000], [2300, 4000], [2400, 4200]),
    labourShare: 0.4,
  },
  {
    kind: 'repair',
    name: 'Brake noise or vibration',
    weight: 3,
    incl: by([900, 1500], [1000, 1700], [1200, 2000], [1400, 2400]),
    labourShare: 0.6,
    answers: [
      'Squealing from the front when braking lightly, mostly in the mornings.',
      'Steering wheel shakes when braking from highway speed.',
      'Grinding noise from the front left wheel when I brake hard.',
      'Vibration through the pedal when braking downhill.',
      'A scraping sound from the back when I stop, gets worse when the brakes are hot.',
    ],
  },
  {
    kind: 'repair',
    name: 'Clutch replacement',
    weight: 6,
    incl: by([6000, 8500], [7500, 10500], [9500, 14000], [10500, 16000]),
    labourShare: 0.4,
    only: 'manual',
    answers: [
      'Clutch is slipping in 4th and 5th when I accelerate uphill.',
      'Biting point is very high and it judders when pulling away.',
      'Clutch pedal feels hard and there is a noise when I press it in.',
      'Slipping when towing the trailer, started about a month ago.',
      'Smell of burning clutch in traffic and the revs go up without the car going faster.',
      'Judders badly in reverse and first gear since about two weeks.',
    ],
  },
  {
    kind: 'repair',
    name: 'Automatic gearbox service',
    weight: 2,
    incl: by([2500, 4200], [3000, 5200], [3800, 6500], [4800, 8800]),
    labourShare: 0.35,
    only: 'automatic',
  },
  {
    kind: 'repair',
    name: 'CV joint or driveshaft',
    weight: 6,
    incl: by([1500, 2400], [1800, 2900], [2300, 3800], [2600, 4600]),
    labourShare: 0.4,
    answers: [
      'Left side, clicks on full lock when turning out of parking.',
      'Right front, clicking when turning and a vibration when accelerating.',
      'Both sides click on tight turns. Boot on the left is torn.',
      'Passenger side, clicks when I turn right at low speed.',
    ],
  },
  {
    kind: 'repair',
    name: 'Shock absorbers',
    weight: 6,
    incl: by([3500, 5500], [4500, 7000], [5500, 9500], [7000, 12000]),
    labourShare: 0.3,
  },
  {
    kind: 'repair',
    name: 'Suspension knock or rattle',
    weight: 4,
    incl: by([1100, 2300], [1300, 2600], [1600, 3200], [1900, 3800]),
    labourShare: 0.5,
    answers: [
      'Knock from the front right over speed bumps.',
      'Rattle from the front when driving on gravel or bad roads.',
      'Clunk when I turn the steering at low speed and over potholes.',
      'Knocking from the back when the bakkie is empty, goes away when loaded.',
      'Creaking noise over speed bumps, front of the car.',
    ],
  },
  {
    kind: 'repair',
    name: 'Ball joints and tie-rod ends',
    weight: 3,
    incl: by([1400, 2400], [1600, 2800], [2000, 3500], [2400, 4200]),
    labourShare: 0.45,
  },
  {
    kind: 'repair',
    name: 'Wheel bearing',
    weight: 4,
    incl: by([1400, 2300], [1700, 2800], [2000, 3500], [2500, 4500]),
    labourShare: 0.4,
    answers: [
      'Humming from the front left, louder when I turn right.',
      'Rear right I think, a drone that gets louder above 80 km/h.',
      'Growling noise from the front at highway speed, changes when I change lanes.',
    ],
  },
  {
    kind: 'repair',
    name: 'Leaf springs and bushes (bakkie)',
    weight: 2,
    incl: by([5000, 8500], [5000, 8500], [5000, 8500], [6000, 9500]),
    labourShare: 0.3,
    only: 'bakkie',
  },
  {
    kind: 'repair',
    name: 'Engine oil leak',
    weight: 3,
    incl: by([1200, 2600], [1400, 3000], [1700, 3600], [2200, 4800]),
    labourShare: 0.6,
    answers: [
      'Drops of oil under the engine every morning, about a spoon full.',
      'Oil on the side of the engine near the valve cover, smell of burning oil when hot.',
      'Small puddle under the car after standing over the weekend.',
      'Oil level drops between services, I see oil on the gearbox side.',
    ],
  },
  {
    kind: 'repair',
    name: 'Engine misfire or rough idle',
    weight: 3,
    incl: by([1200, 2600], [1400, 3000], [1700, 3400], [2200, 4600]),
    labourShare: 0.45,
    answers: [
      'Shakes at idle and the engine light flashes when I accelerate.',
      'Loses power uphill and the idle is rough when the engine is cold.',
      'Engine light is on and it feels like it runs on three cylinders.',
      'Jerks when accelerating between 2 000 and 3 000 rpm.',
    ],
  },
  {
    kind: 'repair',
    name: 'Loss of power or smoke (diesel)',
    weight: 2,
    incl: by([2500, 6000], [2500, 6000], [2800, 6500], [3500, 8000]),
    labourShare: 0.45,
    only: 'diesel',
    answers: [
      'Black smoke when accelerating and it goes into limp mode on the highway.',
      'White smoke at start-up and a loss of power when towing.',
      'Engine light on, no power above 2 500 rpm.',
    ],
  },
  {
    kind: 'repair',
    name: 'Turbocharger',
    weight: 1,
    incl: by([11000, 18000], [11000, 19000], [12000, 22000], [14000, 26000]),
    labourShare: 0.2,
    only: 'diesel',
    answers: [
      'Whistling from the engine and a big loss of boost, about 190 000 km.',
      'Blue smoke and oil in the intercooler pipe, 160 000 km on the clock.',
      'Turbo lag got much worse and there is a siren-like noise, 210 000 km.',
    ],
  },
  {
    kind: 'repair',
    name: 'Head gasket',
    weight: 1,
    incl: by([6500, 10000], [8000, 12500], [10000, 16000], [12000, 20000]),
    labourShare: 0.5,
    answers: [
      'It overheated on the N1 and now I lose coolant and there is white smoke.',
      'Milky oil on the dipstick and bubbles in the coolant bottle.',
      'Coolant keeps dropping and the exhaust smells sweet.',
    ],
  },
  {
    kind: 'repair',
    name: 'Engine mounts',
    weight: 2,
    incl: by([1500, 2600], [1700, 3000], [2000, 3500], [2600, 4500]),
    labourShare: 0.35,
  },
  {
    kind: 'repair',
    name: 'Water pump and thermostat',
    weight: 3,
    incl: by([2200, 3600], [2700, 4500], [3500, 6200], [4500, 8000]),
    labourShare: 0.4,
  },
  {
    kind: 'repair',
    name: 'Radiator replacement',
    weight: 2,
    incl: by([2800, 4300], [3200, 5200], [4000, 6800], [5000, 8800]),
    labourShare: 0.3,
  },
  {
    kind: 'repair',
    name: 'Overheating',
    weight: 2,
    incl: by([1200, 2600], [1400, 3000], [1700, 3500], [2200, 4500]),
    labourShare: 0.5,
    answers: [
      'Temperature gauge goes into the red in traffic, fine on the highway.',
      'Overheats when towing and the coolant level keeps dropping.',
      'Gauge climbs after about 20 minutes of driving, fan does not seem to come on.',
    ],
  },
  {
    kind: 'repair',
    name: 'Battery replacement',
    weight: 9,
    incl: by([1400, 2000], [1700, 2500], [2200, 3400], [2900, 4800]),
    labourShare: 0.1,
  },
  {
    kind: 'repair',
    name: 'Car will not start',
    weight: 3,
    incl: by([2400, 4200], [2800, 4800], [3400, 5800], [4200, 7500]),
    labourShare: 0.3,
    answers: [
      'Just a click when I turn the key, battery is new.',
      'Cranks slowly in the mornings, then starts after a few tries.',
      'Cranks but does not fire. Fuel gauge shows half a tank.',
      'Nothing at all, dashboard lights come on but the starter does not turn.',
    ],
  },
  {
    kind: 'repair',
    name: 'Alternator / charging fault',
    weight: 3,
    incl: by([3500, 5400], [4000, 6300], [4800, 7800], [6000, 11000]),
    labourShare: 0.25,
  },
  {
    kind: 'repair',
    name: 'Aircon not cold',
    weight: 4,
    incl: by([900, 1700], [1000, 1900], [1100, 2100], [1300, 2600]),
    labourShare: 0.55,
    summer: true,
    answers: [
      'Blows warm in traffic, a bit cooler on the highway. Never been regassed.',
      'Not cold at all since last summer, last regas about three years ago.',
      'Cold for a few days after a regas and then warm again.',
      'Only the driver side blows cold, passenger side is warm.',
    ],
  },
  {
    kind: 'repair',
    name: 'Aircon compressor',
    weight: 1,
    incl: by([6500, 9800], [7500, 11500], [9000, 14000], [11000, 18000]),
    labourShare: 0.2,
    summer: true,
  },
  {
    kind: 'repair',
    name: 'Exhaust leak or noise',
    weight: 2,
    incl: by([800, 1900], [900, 2200], [1100, 2800], [1500, 3800]),
    labourShare: 0.4,
    answers: [
      'Blowing sound from under the front seats when I accelerate.',
      'Rattle from the back box over bumps.',
      'Loud noise from the front when the engine is cold, quieter when warm.',
    ],
  },
  {
    kind: 'repair',
    name: 'Timing belt replacement',
    weight: 5,
    incl: by([3500, 5500], [4500, 7000], [5500, 9000], [6500, 11000]),
    labourShare: 0.45,
    answers: [
      'Odometer is on 88 000 km, no record of the belt being done.',
      '120 000 km, the previous owner did the belt at 60 000 km.',
      'Just bought the car with 95 000 km, service book has no belt entry.',
      'Belt was done at 90 000 km, now on 178 000 km.',
      'About 150 000 km and I do not know when it was last replaced.',
    ],
  },
  {
    kind: 'repair',
    name: 'Auxiliary (fan) belt',
    weight: 2,
    incl: by([800, 1400], [900, 1600], [1100, 1900], [1400, 2500]),
    labourShare: 0.45,
  },
  {
    kind: 'repair',
    name: 'Warning light on dashboard',
    weight: 5,
    incl: by([450, 850], [500, 950], [550, 1000], [650, 1300]),
    labourShare: 1,
    answers: [
      'Orange engine light is on all the time, car drives normally.',
      'Engine light flashing when I pull away, then stays on.',
      'Traction control and ABS lights came on together after rain.',
      'Yellow light that looks like an exhaust, came on on the highway.',
      'Oil can light flickers at idle when the engine is hot.',
    ],
  },
  // ------------------------------------------------------------ tyres, inspections, glass, body
  {
    kind: 'wheelsTyres',
    name: 'New tyres',
    weight: 8,
    incl: by([950, 1400], [1300, 2000], [2300, 3600], [2300, 4300]),
    labourShare: 0,
    units: [2, 2, 4, 4, 4, 1],
    answers: [
      '185/60 R15, two fronts, any good brand.',
      '265/65 R17 all-terrain, four please.',
      '195/65 R15, four tyres, I prefer Continental or Bridgestone.',
      '225/45 R18, two rears, same brand as the fronts if possible.',
      '175/65 R14, four, budget brand is fine.',
      '215/60 R16, one tyre, the sidewall is cut.',
    ],
  },
  {
    kind: 'wheelsTyres',
    name: 'Wheel alignment',
    weight: 4,
    incl: by([400, 650], [450, 700], [550, 850], [650, 1000]),
    labourShare: 0,
  },
  {
    kind: 'wheelsTyres',
    name: 'Puncture repair',
    weight: 3,
    incl: by([150, 280], [170, 300], [200, 350], [250, 450]),
    labourShare: 0,
    answers: [
      'Front left, slow puncture, I pump it every second day.',
      'Rear right has a nail in it, still driveable.',
      'Spare is on, the damaged tyre is in the boot.',
    ],
  },
  {
    kind: 'inspection',
    name: 'Pre-purchase inspection',
    weight: 5,
    incl: by([950, 1500], [1050, 1700], [1200, 1900], [1500, 2500]),
    labourShare: 1,
    answers: [
      'Private seller in the same suburb, I can bring the car to you on a weekday.',
      'The car is at a dealership nearby, I will arrange with the salesman.',
      'Seller will meet us at the workshop, contact me to set the time.',
    ],
  },
  {
    kind: 'inspection',
    name: 'Roadworthy (RWC) preparation',
    weight: 3,
    incl: by([900, 2400], [1000, 2600], [1200, 3200], [1500, 3800]),
    labourShare: 0.6,
    answers: [
      'Change of ownership, I sold the car and need the roadworthy this month.',
      'Re-registration after the car stood for two years.',
      'Police notice for a cracked windscreen and a tail light, need it within two weeks.',
    ],
  },
  {
    kind: 'inspection',
    name: 'Diagnostic inspection',
    weight: 3,
    incl: by([550, 1100], [600, 1200], [700, 1400], [850, 1700]),
    labourShare: 1,
    answers: [
      'Intermittent loss of power and a shudder at 80 km/h.',
      'Electrical problem, the radio and clock reset every time I start the car.',
      'Gearbox hesitates between second and third, no warning lights.',
    ],
  },
  {
    kind: 'inspection',
    name: 'Pre-trip or holiday check',
    weight: 3,
    incl: by([450, 800], [500, 850], [550, 950], [650, 1100]),
    labourShare: 0.85,
  },
  {
    kind: 'windscreen',
    name: 'Windscreen chip repair',
    weight: 5,
    incl: by([350, 650], [350, 650], [380, 700], [420, 800]),
    labourShare: 0,
    answers: [
      'One chip smaller than a R5 coin, passenger side.',
      'Two small chips, one close to the driver line of sight.',
      'One chip from a stone on the N3, about the size of a R2 coin.',
    ],
  },
  {
    kind: 'windscreen',
    name: 'Windscreen replacement',
    weight: 4,
    incl: by([2800, 4300], [3500, 5800], [3800, 6500], [6000, 14000]),
    labourShare: 0.2,
    answers: [
      'No sensors, plain windscreen.',
      'It has a rain and light sensor behind the mirror.',
      'Lane assist camera at the top of the windscreen.',
      'Crack across the whole screen, no camera, has a rain sensor.',
    ],
  },
  {
    kind: 'bodyExternal',
    name: 'Scratches and paint repair',
    weight: 4,
    incl: by([2400, 4800], [2800, 5400], [3200, 6200], [4000, 8000]),
    labourShare: 0.6,
    answers: [
      'Key scratch down the left side, two doors, through to the primer.',
      'Scrape on the rear bumper corner from a parking pillar, only the clear coat.',
      'Bonnet paint is peeling and faded from the sun.',
    ],
  },
  {
    kind: 'bodyExternal',
    name: 'Bumper repair',
    weight: 3,
    incl: by([2400, 4500], [2700, 5000], [3000, 5800], [3800, 7500]),
    labourShare: 0.55,
    answers: [
      'Front bumper cracked at the bottom and hanging loose on the left, private.',
      'Rear bumper scuffed and dented, has parking sensors.',
      'Front bumper clips broken after hitting a kerb, no sensors.',
    ],
  },
  {
    kind: 'bodyExternal',
    name: 'Dent removal (paintless)',
    weight: 2,
    incl: by([900, 2400], [900, 2400], [1000, 2800], [1200, 3200]),
    labourShare: 0.9,
    answers: [
      'Hail damage on the roof and bonnet, about 30 small dents.',
      'One dent on the driver door from a trolley, paint is fine.',
      'Three dents on the tailgate, fist size.',
    ],
  },
  {
    kind: 'bodyExternal',
    name: 'Headlight restoration',
    weight: 2,
    incl: by([500, 850], [500, 850], [550, 950], [650, 1100]),
    labourShare: 0.7,
  },
];

/** Which kind a history request asks for, by share (guests see service, repair and the WBC types). */
export const kindMix: { kind: SeedQuoteKind; weight: number }[] = [
  { kind: 'service', weight: 46 },
  { kind: 'repair', weight: 40 },
  { kind: 'wheelsTyres', weight: 5 },
  { kind: 'inspection', weight: 4 },
  { kind: 'windscreen', weight: 2.5 },
  { kind: 'bodyExternal', weight: 2.5 },
];

/** The service items a service request is built around; the rest of the service tree are add-ons. */
export const MAIN_SERVICE_ITEMS = [
  'Minor service',
  'Major service',
  'Scheduled manufacturer service',
  'Oil and filter change',
];

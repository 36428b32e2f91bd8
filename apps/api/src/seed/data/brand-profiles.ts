import type { SeedBrandProfile } from '../types';

/**
 * South African service, warranty and plan terms per make, applied to that make's catalogue rows.
 * Editorial summary of the typical terms on new vehicles as sold in SA (brochures, price lists and
 * manufacturer websites); individual models and model years differ, so treat these as a default.
 *
 * Conventions:
 * - warrantyKm = 0 means the warranty has no distance limit ("unlimited km"); planKm = null likewise.
 * - planYears = null means the plan is limited by distance or number of services, not by time.
 * - Makes that are no longer sold new in SA have planType 'None': any plan on those cars has expired.
 */

const SERVICE_PLAN_EXCLUSIONS =
  'Service plan covers scheduled services only (parts, labour, oils and filters). Wear-and-tear items such ' +
  'as brake pads and discs, clutch, wiper blades, globes, batteries and tyres are not covered.';
const MAINTENANCE_PLAN_EXCLUSIONS =
  'Maintenance plan covers scheduled services plus wear-and-tear items (brake pads and discs, clutch, wiper ' +
  'blades, shock absorbers) within the plan limits. Tyres, glass, accident damage and misuse are excluded.';
const NOT_SOLD_NEW =
  'No longer sold new in South Africa: factory warranty and plans have expired. Parts through remaining ' +
  'dealers, specialists and importers; any all-makes workshop can service these vehicles.';

type Plan = SeedBrandProfile['planType'];

function profile(
  brand: string,
  brandCode: string,
  service: [km: number, months: number],
  warranty: [km: number, years: number],
  plan: [type: Plan, km: number | null, years: number | null],
  note?: string,
): SeedBrandProfile {
  const [planType, planKm, planYears] = plan;
  const exclusions =
    planType === 'Service plan'
      ? SERVICE_PLAN_EXCLUSIONS
      : planType === 'Maintenance plan'
        ? MAINTENANCE_PLAN_EXCLUSIONS
        : null;
  return {
    brand,
    brandCode,
    serviceIntervalKm: service[0],
    serviceIntervalMonths: service[1],
    warrantyKm: warranty[0],
    warrantyYears: warranty[1],
    planType,
    planKm: planType === 'None' ? null : planKm,
    planYears: planType === 'None' ? null : planYears,
    maintenanceExclusions: note ? (exclusions ? `${exclusions} ${note}` : note) : exclusions,
  };
}

export const brandProfiles: SeedBrandProfile[] = [
  // Mainstream brands sold new in South Africa
  profile(
    'Toyota',
    'TOYO',
    [10000, 12],
    [100000, 3],
    ['Service plan', 90000, null],
    'Plan: 6 services or 90 000 km.',
  ),
  profile('Volkswagen', 'VOLK', [15000, 12], [120000, 3], ['Service plan', 45000, 3]),
  profile('Suzuki', 'SUZU', [15000, 12], [200000, 5], ['Service plan', 60000, 4]),
  profile('Ford', 'FORD', [15000, 12], [120000, 4], ['Service plan', 90000, 6]),
  profile('Nissan', 'NISS', [15000, 12], [150000, 6], ['Service plan', 45000, 3]),
  profile(
    'Datsun',
    'DATS',
    [15000, 12],
    [100000, 3],
    ['Service plan', 30000, 2],
    'Datsun was withdrawn in 2022.',
  ),
  profile('Isuzu', 'ISUZ', [15000, 12], [120000, 5], ['Service plan', 90000, 5]),
  profile('Renault', 'RENA', [15000, 12], [150000, 5], ['Service plan', 30000, 2]),
  profile('Kia', 'KIA', [15000, 12], [0, 5], ['Service plan', 60000, 4]),
  profile('Hyundai', 'HYUN', [15000, 12], [200000, 7], ['Service plan', 45000, 3]),
  profile('Mahindra', 'MAHI', [10000, 12], [150000, 5], ['Service plan', 90000, 5]),
  profile('Haval', 'HAVA', [10000, 12], [200000, 7], ['Service plan', 75000, 5]),
  profile('GWM', 'GWM', [10000, 12], [100000, 5], ['Service plan', 60000, 5]),
  profile('Chery', 'CHER', [10000, 12], [150000, 5], ['Service plan', 60000, 5]),
  profile('Omoda', 'OMOD', [10000, 12], [200000, 7], ['Service plan', 60000, 5]),
  profile('Opel', 'OPEL', [15000, 12], [120000, 3], ['Service plan', 60000, 3]),
  profile('Mazda', 'MAZD', [15000, 12], [0, 3], ['Service plan', null, 3]),
  profile('Honda', 'HOND', [15000, 12], [200000, 5], ['Service plan', 60000, 4]),
  profile('Mitsubishi', 'MITS', [15000, 12], [100000, 3], ['Service plan', 90000, 5]),
  profile('Subaru', 'SUBA', [15000, 12], [150000, 5], ['Maintenance plan', 75000, 3]),
  profile('Peugeot', 'PEUG', [15000, 12], [100000, 5], ['Service plan', 60000, 5]),
  profile('Fiat', 'FIAT', [15000, 12], [100000, 3], ['Service plan', 60000, 3]),
  profile('Jeep', 'JEEP', [15000, 12], [100000, 3], ['Maintenance plan', 100000, 6]),
  profile('Alfa Romeo', 'ALFA', [15000, 12], [100000, 3], ['Maintenance plan', 100000, 6]),
  profile(
    'BYD',
    'BYD',
    [20000, 12],
    [150000, 6],
    ['Service plan', 60000, 4],
    'Battery warranty 8 years/160 000 km.',
  ),
  // Premium brands: maintenance plans are the norm
  profile('BMW', 'BMW', [20000, 24], [0, 2], ['Maintenance plan', 100000, 5], 'Condition-based servicing.'),
  profile('MINI', 'MINI', [20000, 24], [0, 2], ['Maintenance plan', 100000, 5], 'Condition-based servicing.'),
  profile('Mercedes-Benz', 'MERC', [20000, 12], [0, 2], ['Maintenance plan', 100000, 5]),
  profile('Audi', 'AUDI', [15000, 12], [0, 1], ['Maintenance plan', 100000, 5]),
  profile('Lexus', 'LEXU', [10000, 12], [105000, 7], ['Maintenance plan', 105000, 7]),
  profile('Volvo', 'VOLV', [20000, 12], [100000, 5], ['Maintenance plan', 100000, 5]),
  profile('Land Rover', 'LARO', [26000, 24], [100000, 5], ['Maintenance plan', 100000, 5]),
  profile('Jaguar', 'JAGU', [26000, 24], [200000, 5], ['Maintenance plan', 200000, 5]),
  profile('Porsche', 'PORS', [20000, 24], [0, 3], ['Maintenance plan', null, 3]),
  profile('Ferrari', 'FERR', [20000, 12], [0, 3], ['Maintenance plan', null, 7]),
  profile('Maserati', 'MASE', [20000, 12], [0, 3], ['Maintenance plan', null, 3]),
  profile('Rolls-Royce', 'ROLL', [16000, 12], [0, 4], ['Maintenance plan', null, 4]),
  profile('Bentley', 'BENT', [16000, 12], [0, 3], ['None', null, null]),
  profile('Lamborghini', 'LAMB', [15000, 12], [0, 3], ['None', null, null]),
  profile('Aston Martin', 'ASTO', [16000, 12], [0, 3], ['None', null, null]),
  profile('McLaren Automotive', 'MCLA', [15000, 12], [0, 3], ['None', null, null]),
  profile('Lotus', 'LOTU', [15000, 12], [100000, 3], ['None', null, null]),
  // No longer sold new in South Africa (or never officially imported): plans have expired
  profile('Chevrolet', 'CHEV', [15000, 12], [120000, 5], ['None', null, null], NOT_SOLD_NEW),
  profile('Daewoo', 'DAEW', [15000, 12], [100000, 3], ['None', null, null], NOT_SOLD_NEW),
  profile('Daihatsu', 'DAIH', [10000, 12], [100000, 3], ['None', null, null], NOT_SOLD_NEW),
  profile('Chrysler', 'CHRY', [15000, 12], [100000, 3], ['None', null, null], NOT_SOLD_NEW),
  profile('Dodge', 'DODG', [15000, 12], [100000, 3], ['None', null, null], NOT_SOLD_NEW),
  profile('Ram', 'RAM', [15000, 12], [100000, 3], ['None', null, null], NOT_SOLD_NEW),
  profile('Cadillac', 'CADI', [15000, 12], [100000, 3], ['None', null, null], NOT_SOLD_NEW),
  profile('Hummer', 'HUMM', [15000, 12], [100000, 3], ['None', null, null], NOT_SOLD_NEW),
  profile('Saab', 'SAAB', [15000, 12], [100000, 3], ['None', null, null], NOT_SOLD_NEW),
  profile('Infiniti', 'INFI', [15000, 12], [100000, 3], ['None', null, null], NOT_SOLD_NEW),
  profile('smart', 'SMAR', [15000, 12], [0, 2], ['None', null, null], NOT_SOLD_NEW),
  profile('Maybach', 'MAYB', [20000, 12], [0, 2], ['None', null, null], NOT_SOLD_NEW),
];

/** Used for a make that has no profile (e.g. a manually entered vehicle). */
export const defaultBrandProfile: SeedBrandProfile = profile(
  'Other',
  'OTHR',
  [15000, 12],
  [100000, 3],
  ['None', null, null],
);

import { type LeafPrice, type VehicleClass, vehicleMix } from './data/prices';
import type { HistoryVehicle } from './history-types';
import type { Random } from './random';

/**
 * Which vehicle a history request is for: a range drawn from the South African car parc (vehicle-mix.csv)
 * among the catalogue's rows, South African derivatives first, then a model year as old as cars on the road.
 */
export function createVehiclePicker(rnd: Random, vehicles: HistoryVehicle[]) {
  // The car parc: catalogue rows per range, South African derivatives first.
  const byRange = new Map<string, HistoryVehicle[]>();
  for (const v of vehicles) {
    const key = `${v.brand}|${v.range}`;
    if (!byRange.has(key)) byRange.set(key, []);
    byRange.get(key)!.push(v);
  }
  for (const [key, list] of byRange) {
    const local = list.filter((v) => v.market?.startsWith('ZA'));
    if (local.length) byRange.set(key, local);
  }
  const mix = vehicleMix.filter((m) => byRange.has(`${m.brand}|${m.range}`));

  const inYear = new Map<string, HistoryVehicle[]>();
  const pickVehicle = (year: number): HistoryVehicle => {
    for (;;) {
      const m = rnd.weighted(mix, (x) => x.weight);
      const key = `${m.brand}|${m.range}|${year}`;
      let candidates = inYear.get(key);
      if (!candidates) {
        candidates = byRange
          .get(`${m.brand}|${m.range}`)!
          .filter((v) => v.year <= year && v.year >= year - 16);
        inYear.set(key, candidates);
      }
      if (candidates.length === 0) continue;
      return rnd.weighted(candidates, (v) => {
        const age = year - v.year;
        return age < 1 ? 0.3 : age <= 3 ? 0.8 : age <= 10 ? 1 : 0.45;
      });
    }
  };

  return pickVehicle;
}

/** Whether a priced leaf is for such a vehicle (diesel, manual, automatic, bakkie work). */
export function fits(spec: LeafPrice, v: HistoryVehicle, cls: VehicleClass): boolean {
  switch (spec.only) {
    case 'diesel':
      return v.fuelType === 'Diesel';
    case 'manual':
      return v.transmissionType === 'Manual';
    case 'automatic':
      return v.transmissionType !== 'Manual';
    case 'bakkie':
      return cls === 'bakkie' && v.bodyType === 'Pickup (bakkie)';
    default:
      return true;
  }
}

import { CATALOGUE_FILES, catalogueRows, readCatalogueCsv } from '../seed/catalogue';
import { regions } from '../seed/data/regions';
import { repairItemTrees } from '../seed/data/repair-items';
import { workshops } from '../seed/data/workshops';
import type { HistoryLeaf, HistoryVehicle, HistoryWorld } from '../seed/history';
import { readHistoryPlaces } from '../seed/history-seed';
import type { SeedRepairItem } from '../seed/types';

let cached: HistoryWorld | null = null;

/**
 * The world the demo history happens in, built from the seed data without a database (ids made up the
 * way the database would number them), so the generator can be tested as the pure function it is.
 */
export function seedDataWorld(): HistoryWorld {
  if (cached) return cached;
  const province = new Map(regions.map((r) => [r.name, r.province]));
  const vehicles: HistoryVehicle[] = CATALOGUE_FILES.flatMap((file) =>
    catalogueRows(readCatalogueCsv(file), 2026),
  ).map((r, i) => ({
    id: i + 1,
    brand: r.brand as string,
    range: r.range as string,
    model: r.model as string,
    year: r.year as number,
    bodyType: (r.body_type as string | null) ?? null,
    classType: (r.class_type as string | null) ?? null,
    fuelType: (r.fuel_type as string | null) ?? null,
    transmissionType: (r.transmission_type as string | null) ?? null,
    market: (r.market as string | null) ?? null,
  }));
  const leaves: HistoryLeaf[] = [];
  const walk = (kind: string, items: SeedRepairItem[]) => {
    for (const item of items) {
      if (item.children?.length) walk(kind, item.children);
      else
        leaves.push({
          id: `leaf-${leaves.length + 1}`,
          kind,
          name: item.name,
          query: item.query ?? null,
          templateItems: item.templateItems ?? [],
        });
    }
  };
  for (const [kind, items] of Object.entries(repairItemTrees)) walk(kind, items);
  cached = {
    workshops: workshops.map((w, i) => ({
      id: `workshop-${i + 1}`,
      name: w.name,
      isPosh: w.isPosh,
      isVatRegistered: w.isVatRegistered,
      labourRateExclCents: w.labourRatePerHourExclCents,
      jobTurnaroundDays: w.jobTurnaroundDays,
      lat: w.address.lat,
      lng: w.address.lng,
      regionId: `region-${w.regionName}`,
      province: province.get(w.regionName) ?? 'Gauteng',
      kinds: w.kinds,
      brands: w.brands,
      contactName: w.contact.name,
      contactEmail: w.contact.email,
      hasPayfastAccount: i % 2 === 0,
    })),
    vehicles,
    leaves,
    places: readHistoryPlaces(),
  };
  return cached;
}

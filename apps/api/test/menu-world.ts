import type { Db } from '../src/db/client';
import { repairItemTemplates, vehicles } from '../src/db/schema';

/**
 * What the fixed-price tests price and offer (decisions 077 and 080): service jobs under a trunk of the
 * service tree, and catalogue vehicles of known classes.
 */

/** Leaves of a new 'Services' trunk, in this order; answers their template ids. */
export async function addServiceJobs(db: Db, names: string[]): Promise<string[]> {
  const [trunk] = await db
    .insert(repairItemTemplates)
    .values({ quoteKind: 'service', name: 'Services', leaf: false })
    .returning({ id: repairItemTemplates.id });
  const leaves = await db
    .insert(repairItemTemplates)
    .values(
      names.map((name, sortOrder) => ({
        quoteKind: 'service',
        parentId: trunk!.id,
        name,
        leaf: true,
        sortOrder,
      })),
    )
    .returning({ id: repairItemTemplates.id });
  return leaves.map((l) => l.id);
}

/** A 2019 Polo Vivo 1.4 (a small car) and a 2020 BMW 320i (premium); answers their catalogue ids. */
export async function addPoloVivoAndBmw(db: Db): Promise<[number, number]> {
  const rows = await db
    .insert(vehicles)
    .values([
      {
        year: 2019,
        brand: 'Volkswagen',
        range: 'Polo Vivo',
        model: 'Polo Vivo 1.4 Trendline manual',
        bodyType: 'Passenger car',
        classType: 'subcompact',
        capacity: 1390,
        searchText: 'volkswagen polo vivo 1.4 trendline manual 2019',
      },
      {
        year: 2020,
        brand: 'BMW',
        range: '3 Series',
        model: '320i',
        bodyType: 'Passenger car',
        classType: 'compact',
        capacity: 1998,
        searchText: 'bmw 3 series 320i 2020',
      },
    ])
    .returning({ id: vehicles.id });
  return rows.map((r) => r.id) as [number, number];
}

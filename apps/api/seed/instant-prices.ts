import { addDays, calendarDate, distanceKm, VEHICLE_CLASSES, type VehicleClass } from '@motorwise/shared';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import { repairItemTemplateItems, repairItemTemplates, workshopMenuPrices } from '../src/db/schema';

/**
 * The demo workshops' fixed prices (decision 077): every workshop doing services within 30 km of Sandton
 * publishes a minor service, a major service and front brake pads for each vehicle class, at prices a
 * Johannesburg independent asks in 2026 (a dealer-level workshop a quarter more), each workshop a little
 * dearer or cheaper than the next, holding for six months. So a 2019 Polo Vivo near Sandton sees several.
 */

const SANDTON = { lat: -26.1076, lng: 28.0567 };
const WITHIN_KM = 30;

/** Rand incl. VAT per class, before the workshop's own factor. */
const BASE: Record<string, Record<VehicleClass, number>> = {
  'Minor service': { small: 1650, medium: 1950, large: 2450, bakkie: 2650, premium: 3600 },
  'Major service': { small: 3400, medium: 3900, large: 4800, bakkie: 5200, premium: 6900 },
  'Front brake pads': { small: 1250, medium: 1450, large: 1750, bakkie: 1850, premium: 2600 },
};

export interface MenuWorkshop {
  id: string;
  isPosh: boolean;
  kinds: string[];
  lat: number;
  lng: number;
}

/** R 1 849.00 rather than R 1 850.00, as price boards say it; in cents. */
const boardPrice = (rand: number) => (Math.round(rand / 10) * 10 - 1) * 100;

export async function seedMenuPrices(tx: DbOrTx, shops: MenuWorkshop[], now: Date): Promise<number> {
  const templates = await tx
    .select({ id: repairItemTemplates.id, name: repairItemTemplates.name })
    .from(repairItemTemplates)
    .where(inArray(repairItemTemplates.name, Object.keys(BASE)));
  const lines = await tx
    .select()
    .from(repairItemTemplateItems)
    .where(
      inArray(
        repairItemTemplateItems.repairItemTemplateId,
        templates.map((t) => t.id),
      ),
    )
    .orderBy(asc(repairItemTemplateItems.sortOrder));
  const validUntil = addDays(calendarDate(now), 180);
  const near = shops.filter((w) => w.kinds.includes('service') && distanceKm(SANDTON, w) <= WITHIN_KM);
  const rows = near.flatMap((w, i) => {
    const factor = (0.9 + ((i * 37) % 25) / 100) * (w.isPosh ? 1.25 : 1);
    return templates.flatMap((t) =>
      VEHICLE_CLASSES.map((vehicleClass) => ({
        workshopId: w.id,
        repairItemTemplateId: t.id,
        vehicleClass,
        priceInclCents: boardPrice(BASE[t.name]![vehicleClass] * factor),
        included: lines.filter((l) => l.repairItemTemplateId === t.id).map((l) => l.description),
        partsPreference: w.isPosh || i % 2 === 0 ? 'Original parts' : 'Generic parts',
        validUntil,
      })),
    );
  });
  if (rows.length > 0) await tx.insert(workshopMenuPrices).values(rows);
  return rows.length;
}

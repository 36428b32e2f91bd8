import { createHash } from 'node:crypto';
import { formatStoredQuoteType, QuoteRequestStatus, QuoteStatus } from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import {
  customerVehicleMileageHistories,
  customerVehicles,
  innovationPolicies,
  quoteRequests,
  quoteRequestWorkshops,
  quotes,
  vehicleAttachments,
} from '../src/db/schema';
import type { FileStore } from '../src/lib/file-store';
import { demoVehicleReportPdf, files, sanitizeFileName } from '../src/modules/files/index';

const DAY = 86_400_000;

interface GarageSeed {
  customerId: string;
  customerEmail: string;
  fleetUserId: string;
  fleetBranchId: string;
  /** A workshop for the completed demo service. */
  workshopId: string;
  /** Without a store the vehicle report is left out (nothing to keep its bytes in). */
  fileStore?: FileStore;
  now: Date;
}

/** A catalogue vehicle by brand, range, a model prefix and year; null if the catalogue lacks it. */
async function catalogueId(tx: DbOrTx, brand: string, range: string, modelPrefix: string, year: number) {
  const { rows } = await tx.execute(sql`select id from vehicles
    where not is_manual and brand = ${brand} and range = ${range} and model like ${`${modelPrefix}%`}
    order by abs(year - ${year}), id limit 1`);
  return (rows[0] as { id: number } | undefined)?.id ?? null;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Demo garages (inside the demo seed's transaction):
 * - the demo customer: a Toyota Hilux 2.8 GD-6 with an ACTIVE POLICY, three odometer readings, a completed
 *   service and a four-page vehicle report ('dekra-report-<plate>.pdf'); a VW Polo Vivo; a Honda with a
 *   SUSPEND POLICY (the garage shows the policy warning);
 * - the fleet organisation's first branch: three bakkies, one of them with status 'Finance Recon'.
 */
export async function seedDemoGarages(tx: DbOrTx, seed: GarageSeed): Promise<void> {
  const { now } = seed;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  const hilux = await catalogueId(tx, 'Toyota', 'Hilux', 'Hilux 2.8 GD-6 Legend 4x4 double cab auto', 2021);
  const polo = await catalogueId(tx, 'Volkswagen', 'Polo Vivo', 'Polo Vivo 1.4 Comfortline manual', 2020);
  const honda = await catalogueId(tx, 'Honda', 'CR-V', 'CR-V', 2019);

  if (hilux) {
    const plate = 'CA 456-789';
    const vin = 'AHTKB3CD302645123';
    const [row] = await tx
      .insert(customerVehicles)
      .values({
        userId: seed.customerId,
        vehicleId: hilux,
        name: 'Work bakkie',
        status: 'Active',
        vehicleMileage: 61_450,
        vehicleVinNumber: vin,
        vehicleEngineNumber: '1GD4123456',
        vehicleLicensePlate: plate,
        vehicleColour: 'Glacier White',
        createdAt: ago(400),
      })
      .returning({ id: customerVehicles.id });
    const id = row!.id;
    await tx.insert(innovationPolicies).values({
      customerVehicleId: id,
      policyCode: 'INV-2024-004512',
      vinNumber: vin,
      policyStatus: 'ACTIVE POLICY',
      startDate: isoDate(ago(420)),
      endDate: isoDate(new Date(now.getTime() + 675 * DAY)),
      endDistance: 200_000,
    });
    await tx.insert(customerVehicleMileageHistories).values([
      { customerVehicleId: id, mileage: 41_200, createdAt: ago(400) },
      { customerVehicleId: id, mileage: 52_800, createdAt: ago(190) },
      { customerVehicleId: id, mileage: 61_450, createdAt: ago(12) },
    ]);
    // A service done through the marketplace: the first "done" row of the service schedule.
    const [request] = await tx
      .insert(quoteRequests)
      .values({
        reference: 'MWG-000001',
        userId: seed.customerId,
        vehicleId: hilux,
        customerVehicleId: id,
        vehicleName: 'Toyota Hilux 2.8 GD-6 Legend 4x4 double cab auto',
        vehicleMileage: 45_150,
        existingVehicleMileage: 41_200,
        vehicleVinNumber: vin,
        vehicleLicensePlate: plate,
        quoteType: formatStoredQuoteType('SMC_Service'),
        email: seed.customerEmail,
        firstName: 'Thandi',
        lastName: 'Nkosi',
        quoteRequestStatus: QuoteRequestStatus.Completed,
        createdAt: ago(330),
        updatedAt: ago(320),
      })
      .returning({ id: quoteRequests.id });
    // The workshop was sent the request: a quote comes only from a chosen workshop ("1 of 0" otherwise).
    await tx
      .insert(quoteRequestWorkshops)
      .values({ quoteRequestId: request!.id, workshopId: seed.workshopId });
    await tx.insert(quotes).values({
      quoteRequestId: request!.id,
      workshopId: seed.workshopId,
      reference: 'MWG-000001-01',
      quoteStatus: QuoteStatus.Completed,
      isVatRegistered: true,
      vehicleMileage: 45_150,
      serviceDate: isoDate(ago(322)),
      createdAt: ago(329),
      updatedAt: ago(320),
    });
    if (seed.fileStore) {
      const bytes = demoVehicleReportPdf({
        plate,
        vehicleName: 'Toyota Hilux 2.8 GD-6 Legend 4x4 double cab auto',
        vin,
        mileage: 52_800,
        date: isoDate(ago(190)),
      });
      const name = sanitizeFileName(`dekra-report-${plate.replace(/\s+/g, '-')}.pdf`);
      const file = await files.store(
        tx,
        seed.fileStore,
        {
          name,
          mimeType: 'application/pdf',
          bytes,
          sizeBytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        },
        seed.customerId,
      );
      await tx.insert(vehicleAttachments).values({
        customerVehicleId: id,
        fileId: file.id,
        attachmentFileName: name,
        isVehicleReport: true,
        createdAt: ago(190),
      });
    }
  }

  if (polo) {
    const [row] = await tx
      .insert(customerVehicles)
      .values({
        userId: seed.customerId,
        vehicleId: polo,
        name: 'VEHICLE',
        vehicleMileage: 88_300,
        vehicleLicensePlate: 'JHB 123 GP',
        vehicleColour: 'Reflex Silver',
        createdAt: ago(200),
      })
      .returning({ id: customerVehicles.id });
    await tx.insert(customerVehicleMileageHistories).values([
      { customerVehicleId: row!.id, mileage: 80_100, createdAt: ago(200) },
      { customerVehicleId: row!.id, mileage: 88_300, createdAt: ago(20) },
    ]);
  }

  if (honda) {
    const vin = 'JHLRW1H50KC412345';
    const [row] = await tx
      .insert(customerVehicles)
      .values({
        userId: seed.customerId,
        vehicleId: honda,
        name: 'Family car',
        vehicleMileage: 47_900,
        vehicleVinNumber: vin,
        vehicleLicensePlate: 'ND 654-321',
        vehicleColour: 'Lunar Silver',
        createdAt: ago(100),
      })
      .returning({ id: customerVehicles.id });
    await tx.insert(customerVehicleMileageHistories).values({
      customerVehicleId: row!.id,
      mileage: 47_900,
      createdAt: ago(100),
    });
    await tx.insert(innovationPolicies).values({
      customerVehicleId: row!.id,
      policyCode: 'INV-2023-019877',
      vinNumber: vin,
      policyStatus: 'SUSPEND POLICY',
      startDate: isoDate(ago(700)),
      endDate: isoDate(new Date(now.getTime() + 395 * DAY)),
      endDistance: 150_000,
    });
  }

  // The fleet's bakkies belong to its first branch and are shared by that branch's users.
  const bakkies = [
    {
      brand: 'Ford',
      range: 'Ranger',
      model: 'Ranger 2.2 TDCi XLS double cab 4x2',
      year: 2019,
      name: 'FLEET 014',
      plate: 'HJ 22 KL GP',
      mileage: 142_300,
      status: 'Finance Recon',
    },
    {
      brand: 'Isuzu',
      range: 'D-Max',
      model: 'D-Max 1.9 Ddi HR single cab',
      year: 2023,
      name: 'FLEET 021',
      plate: 'JK 45 MN GP',
      mileage: 38_750,
      status: 'Active',
    },
    {
      brand: 'Toyota',
      range: 'Hilux',
      model: 'Hilux 2.4 GD-6 Raider 4x2 Xtra cab manual',
      year: 2020,
      name: 'FLEET 007',
      plate: 'FV 81 PR GP',
      mileage: 176_020,
      status: 'Active',
    },
  ];
  for (const [i, b] of bakkies.entries()) {
    const vehicleId = await catalogueId(tx, b.brand, b.range, b.model, b.year);
    if (!vehicleId) continue;
    const [row] = await tx
      .insert(customerVehicles)
      .values({
        userId: seed.fleetUserId,
        organizationBranchId: seed.fleetBranchId,
        vehicleId,
        name: b.name,
        status: b.status,
        vehicleMileage: b.mileage,
        vehicleLicensePlate: b.plate,
        vehicleColour: 'White',
        createdAt: ago(300 - i * 30),
      })
      .returning({ id: customerVehicles.id });
    await tx.insert(customerVehicleMileageHistories).values({
      customerVehicleId: row!.id,
      mileage: b.mileage,
      source: 'fleet',
      createdAt: ago(300 - i * 30),
    });
  }
}

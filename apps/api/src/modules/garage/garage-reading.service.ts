import {
  calendarDate,
  computeServiceSchedule,
  messages,
  parseStoredQuoteType,
  quoteStatusLabel,
  type VehicleHistoryQuery,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import { vehicleKey } from '../vehicles/index';
import type { GarageVehicle } from './garage.schemas';
import type { MyGarageServiceDeps } from './garage.service';
import { filterWords, findEntry, garageScope, NOT_FOUND, presentRows } from './garage-rows';

/** My Garage's reads: the caller's vehicles, one vehicle, its service schedule and its history. */
export function createGarageReading(deps: MyGarageServiceDeps) {
  const { repo, vehicles } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(user: SessionUser, query: { filter?: string | null; page: number; itemsPerPage: number }) {
      const scope = garageScope(user);
      const filter = await filterWords(deps, deps.db, scope, query.filter);
      const { rows, total } = await repo.listGarage(deps.db, scope, filter, query.page, query.itemsPerPage);
      return {
        items: await presentRows(deps, deps.db, rows),
        totalDisplayItems: total,
        page: query.page,
        itemsPerPage: query.itemsPerPage,
      };
    },

    async get(user: SessionUser, id: string, db: DbOrTx = deps.db): Promise<GarageVehicle> {
      const row = isUuid(id) ? await repo.findGarageVehicle(db, garageScope(user), id) : null;
      if (!row) throw notFound(NOT_FOUND);
      return (await presentRows(deps, db, [row]))[0]!;
    },

    /** spec: queryVehicleServiceSchedule; the rules are computeServiceSchedule's (packages/shared/src/garage.ts). */
    async serviceSchedule(user: SessionUser, id: string) {
      const row = await findEntry(deps, deps.db, garageScope(user), id);
      if (!row) throw notFound(NOT_FOUND);
      const { readings } = await repo.loadDetails(deps.db, [row.id]);
      const completed = await deps.history.completedServicesOf(deps.db, row.id);
      const vehicle = row.vehicle;
      return computeServiceSchedule({
        serviceIntervalKm: vehicle.serviceInterval1,
        majorServiceIntervalKm: vehicle.serviceInterval2,
        serviceIntervalMonths: vehicle.serviceTimeInterval,
        currentMileage: row.vehicleMileage,
        readings: readings.map((r) => ({ mileage: r.mileage, date: calendarDate(new Date(r.createdAt)) })),
        completed: completed.map((c) => {
          const parsed = parseStoredQuoteType(c.quoteType);
          return {
            serviceDate: c.serviceDate ?? calendarDate(new Date(c.updatedAt)),
            workshopName: c.workshopName,
            type: parsed?.requestType ?? 'Service',
            isService: !parsed || parsed.kind === 'service' || parsed.kind === 'policy',
            vehicleMileage: c.quoteMileage ?? c.requestMileage,
          };
        }),
        today: calendarDate(now()),
      });
    },

    /** spec: queryVehicleHistory. The caller's requests for a garage vehicle or a catalogue vehicle, newest first. */
    async history(user: SessionUser, query: VehicleHistoryQuery) {
      const scope = garageScope(user);
      let target: { customerVehicleId: string } | { vehicleId: number };
      if (query.customerVehicleMappingId) {
        const row = isUuid(query.customerVehicleMappingId)
          ? await repo.findGarageVehicle(deps.db, scope, query.customerVehicleMappingId)
          : null;
        if (!row) throw notFound(NOT_FOUND);
        target = { customerVehicleId: row.id };
      } else {
        const text = String(query.vehicleId ?? '').trim();
        const key = vehicleKey(text);
        if (!key) throw badRequest({ vehicleId: [messages.vehicleRequired('Vehicle')] });
        // A uniqueId that names no vehicle matches no request (id 0 does not exist).
        const found = 'id' in key ? null : await vehicles.findByKey(deps.db, text);
        target = { vehicleId: 'id' in key ? key.id : Number(found?.id ?? 0) };
      }
      // Whose requests: the branch's for an organisation user, else the caller's own.
      const owner = scope.kind === 'branch' ? { branchId: scope.branchId } : { userId: scope.userId };
      const { rows: list, total } = await deps.history.historyPage(deps.db, {
        target,
        owner,
        page: query.page,
        perPage: query.itemsPerPage,
      });
      return {
        items: list.map((r) => ({
          id: r.id,
          reference: r.reference,
          quoteType: r.quoteType,
          dateCreated: r.dateCreated,
          quoteRequestStatus: r.quoteRequestStatus,
          quoteStatusText: quoteStatusLabel(r.firstQuoteStatus) ?? null,
          progress: r.progress,
        })),
        totalDisplayItems: total,
        page: query.page,
        itemsPerPage: query.itemsPerPage,
      };
    },
  };
}

export type GarageReading = ReturnType<typeof createGarageReading>;

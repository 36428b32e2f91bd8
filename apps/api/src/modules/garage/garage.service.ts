import type { Db, DbOrTx } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import type { RequestHistory } from '../customer-requests/index';
import type { files } from '../files/index';
import type { notifications } from '../notifications/index';
import type { vehicles } from '../vehicles/index';
import type * as GarageRepo from './garage.repo';
import type { GarageVehicle } from './garage.schemas';
import { createGarageFiles } from './garage-files.service';
import { createGarageReading } from './garage-reading.service';
import { filterWords, garageScope, presentRows } from './garage-rows';
import { createGarageWriting } from './garage-writing.service';

export { engineCapacityCc, manualVehicleInput, type UpsertInput } from './garage-writing.service';

/**
 * What the garage's services are given (decision 058): its repo, and of the modules below it the catalogue
 * (vehicles), the stored files and the branch's events (notifications). Wired in index.ts.
 */
export interface GarageServiceDeps {
  repo: typeof GarageRepo;
  vehicles: Pick<typeof vehicles, 'findByIds' | 'idsMatching' | 'findByKey' | 'insertManual'>;
  files: Pick<typeof files, 'findMany' | 'store' | 'deleteIfUnreferenced'>;
  notifications: Pick<typeof notifications, 'add'>;
}

/** What other modules may ask of the garage (a request's vehicle, the header search). Wired in index.ts. */
export function createGarageService(deps: GarageServiceDeps) {
  const { repo } = deps;
  return {
    /** The header search: the caller's garage vehicles (their branch's) matching a term, newest first. */
    async search(db: DbOrTx, user: SessionUser, term: string, limit: number) {
      const scope = garageScope(user);
      const { rows } = await repo.listGarage(db, scope, await filterWords(deps, db, scope, term), 1, limit);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        licensePlate: r.vehicleLicensePlate,
        vinNumber: r.vehicleVinNumber,
      }));
    },

    /** A garage vehicle of the caller's garage (their own, or their current branch's), or null. */
    async find(db: DbOrTx, user: SessionUser, id: string): Promise<GarageVehicle | null> {
      if (!isUuid(id)) return null;
      const row = await repo.findGarageVehicle(db, garageScope(user), id);
      return row ? ((await presentRows(deps, db, [row]))[0] ?? null) : null;
    },
  };
}

export type GarageService = ReturnType<typeof createGarageService>;

/** What the garage routes' service is given (decision 058): its handles, and a vehicle's history from above. */
export interface MyGarageServiceDeps extends GarageServiceDeps {
  db: Db;
  fileStore: FileStore;
  now?: () => Date;
  /** A port: a vehicle's requests with their quotes come from customer-requests, a module above garage. */
  history: Pick<RequestHistory, 'completedServicesOf' | 'historyPage'>;
}

/**
 * My Garage: the caller's vehicles, their readings and files, the service schedule and the history, made of
 * its reads (garage-reading.service.ts), its writes (garage-writing.service.ts) and its attachments
 * (garage-files.service.ts), so the routes call one service.
 */
export function createMyGarageService(deps: MyGarageServiceDeps) {
  const reading = createGarageReading(deps);
  return { ...reading, ...createGarageWriting(deps, reading), ...createGarageFiles(deps, reading) };
}

export type MyGarageService = ReturnType<typeof createMyGarageService>;

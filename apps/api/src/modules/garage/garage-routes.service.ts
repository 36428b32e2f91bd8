import type { Db } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { requestHistory } from '../customer-requests/index';
import { files } from '../files/index';
import { notifications } from '../notifications/index';
import { vehicles } from '../vehicles/index';
import * as repo from './garage.repo';
import { createMyGarageService, type MyGarageService } from './garage.service';

/**
 * The garage routes build their service with `new GarageService(db, fileStore)`; that setup line is in a
 * route file another engineer is changing, so it stays, and this adapter hands it the factory's operations
 * wired with a vehicle's history (customer-requests). Only garage.routes.ts imports it (decision 058):
 * when the route line may change, call createMyGarageService there and delete this file.
 */
function garageServiceOf(db: Db, fileStore: FileStore): MyGarageService {
  return createMyGarageService({
    repo,
    vehicles,
    files,
    notifications,
    db,
    fileStore,
    history: requestHistory,
  });
}

export const GarageService = garageServiceOf as unknown as new (
  db: Db,
  fileStore: FileStore,
) => MyGarageService;

import type { Db } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { requestHistory } from '../customer-requests/index';
import { createGarageService, type GarageService as Garage } from './garage.service';

/**
 * The garage routes build their service with `new GarageService(db, fileStore)`; that setup line is in a
 * route file another engineer is changing, so it stays, and this adapter hands it the factory's operations
 * wired with a vehicle's history (customer-requests). Only garage.routes.ts imports it (decision 058):
 * when the route line may change, call createGarageService there and delete this file.
 */
function garageServiceOf(db: Db, fileStore: FileStore): Garage {
  return createGarageService({ db, fileStore, history: requestHistory });
}

export const GarageService = garageServiceOf as unknown as new (db: Db, fileStore: FileStore) => Garage;

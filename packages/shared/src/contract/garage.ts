import type { Contract } from './entry';

/** The customer's garage: vehicles, mileage, attachments, service schedule and history. */
export const GARAGE_API = {
  /** List the vehicles in the caller's garage, a page at a time */
  getVehicles: {
    method: 'POST',
    path: '/api/user/getVehicles',
    body: 'GetGarageVehiclesBodySchema',
    answer: 'GarageVehiclePageSchema',
  },
  /** Read one vehicle of the caller's garage */
  getVehicle: { method: 'GET', path: '/api/user/getVehicle/{id}', answer: 'GarageVehicleSchema' },
  /** Add a vehicle to the garage or change one, with its report and attachments */
  upsertVehicle: {
    method: 'POST',
    path: '/api/user/upsertVehicle',
    form: 'GarageVehicleFieldsSchema',
    answer: 'GarageVehicleSchema',
  },
  /** Remove one mileage record of a garage vehicle */
  deleteVehicleMileage: {
    method: 'DELETE',
    path: '/api/user/deleteVehicleMileage/{id}',
    answer: 'GarageVehicleSchema',
  },
  /** Remove one attachment of a garage vehicle */
  deleteVehicleAttachment: {
    method: 'DELETE',
    path: '/api/user/deleteVehicleAttachment/{id}',
    answer: 'GarageVehicleSchema',
  },
  /** Remove a vehicle from the garage */
  deleteVehicle: { method: 'DELETE', path: '/api/user/deleteVehicle/{id}', answer: 'MessageSchema' },
  /** Read a garage vehicle's service schedule: whether a service is due, and past services */
  queryVehicleServiceSchedule: {
    method: 'GET',
    path: '/api/user/queryVehicleServiceSchedule/{id}',
    answer: 'ServiceScheduleSchema',
  },
  /** List a vehicle's history (requests, quotes, services), a page at a time */
  queryVehicleHistory: {
    method: 'POST',
    path: '/api/user/queryVehicleHistory',
    body: 'VehicleHistoryQuerySchema',
    answer: 'VehicleHistoryPageSchema',
  },
  /** Download an attachment of a garage vehicle */
  downloadVehicleAttachment: { method: 'GET', path: '/api/vehicles/DownloadVehicleAttachment/{id}' },
} as const satisfies Contract;

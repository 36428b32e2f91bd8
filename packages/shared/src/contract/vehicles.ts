import type { Contract } from './entry';

/** The vehicle catalogue and search. */
export const VEHICLES_API = {
  /** Search the vehicle catalogue by a free-text term (brand, range, model, year) */
  searchVehicles: { method: 'POST', path: '/api/vehicles' },
  /** Download the picture shown for a vehicle without one */
  getVehiclePlaceholder: { method: 'GET', path: '/api/vehicles/placeholder.svg' },
  /** List the catalogue's brands */
  getBrands: { method: 'GET', path: '/api/vehicles/getbrands' },
  /** List the years of a brand */
  getYears: { method: 'GET', path: '/api/vehicles/getyears' },
  /** List the ranges of a brand in a year */
  getRanges: { method: 'GET', path: '/api/vehicles/getranges' },
  /** List the models of a range in a year */
  getModels: { method: 'GET', path: '/api/vehicles/getmodels' },
  /** Work out when a vehicle's next service is due */
  queryVehicleServiceInterval: {
    method: 'GET',
    path: '/api/vehicles/queryVehicleServiceInterval',
    answer: 'ServiceIntervalSchema',
  },
  /** Read one catalogue vehicle (or the caller's hand-entered one) by id */
  getCatalogueVehicle: { method: 'GET', path: '/api/vehicles/{id}', answer: 'VehicleSchema' },
} as const satisfies Contract;

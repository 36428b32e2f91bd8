import type { Contract } from './entry';

/** The vehicle catalogue and search. */
export const VEHICLES_API = {
  /** Search the vehicle catalogue by a free-text term (brand, range, model, year) */
  searchVehicles: { method: 'POST', path: '/api/vehicles', answer: 'VehicleListSchema' },
  /** Download the picture shown for a vehicle without one */
  getVehiclePlaceholder: { method: 'GET', path: '/api/vehicles/placeholder.svg' },
  /** List the catalogue's brands */
  getBrands: { method: 'GET', path: '/api/vehicles/getbrands', answer: 'CatalogueNameListSchema' },
  /** List the years of a brand */
  getYears: { method: 'GET', path: '/api/vehicles/getyears', answer: 'CatalogueYearListSchema' },
  /** List the ranges of a brand in a year */
  getRanges: { method: 'GET', path: '/api/vehicles/getranges', answer: 'CatalogueNameListSchema' },
  /** List the models of a range in a year */
  getModels: { method: 'GET', path: '/api/vehicles/getmodels', answer: 'VehicleListSchema' },
  /** List the brands whose manufacturer warranty note must be accepted (upper case) */
  getWarrantyNoticeBrands: {
    method: 'GET',
    path: '/api/vehicles/warrantynoticebrands',
    answer: 'CatalogueNameListSchema',
  },
  /** Work out when a vehicle's next service is due */
  queryVehicleServiceInterval: {
    method: 'GET',
    path: '/api/vehicles/queryVehicleServiceInterval',
    answer: 'ServiceIntervalSchema',
  },
  /** Read one catalogue vehicle (or the caller's hand-entered one) by id */
  getCatalogueVehicle: { method: 'GET', path: '/api/vehicles/{id}', answer: 'VehicleSchema' },
} as const satisfies Contract;

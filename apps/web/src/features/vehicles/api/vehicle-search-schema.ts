/** POST /api/vehicles answers a list of catalogue vehicles (loaded on demand by vehicle-search-api). */
export { VehicleListSchema } from '@motorwise/shared';

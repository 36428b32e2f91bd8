export {
  createDistanceProvider,
  createOfflinePlaces,
  type DistanceProvider,
  type PlacesProvider,
} from './places';
export { placeRoutes, regionRoutes } from './places.routes';
export { type AddressRow, addressView, places, placesPersonalData } from './places.service';

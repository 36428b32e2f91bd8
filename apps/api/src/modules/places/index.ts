export {
  createDistanceProvider,
  createOfflinePlaces,
  type DistanceProvider,
  type PlacesProvider,
} from './places';
export { type AddressRow, addressView, places, placesPersonalData } from './places.service';

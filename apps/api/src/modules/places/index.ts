export { type AddressRow, type AddressView, addressView, places, placesPersonalData } from './places.service';

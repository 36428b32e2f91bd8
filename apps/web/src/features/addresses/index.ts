/** Addresses: the reusable address capture (search, fields, map) over the places calls. */
export { AddressCapture, type AddressValue } from './components/address-capture';

/** Addresses: the reusable address capture (search, fields, map) over the places calls. */

export { addressInputOf, addressLine, addressValueOf } from './address-values';
export { useLastAddress } from './api/addresses-api';
export { AddressCapture, type AddressValue } from './components/address-capture';

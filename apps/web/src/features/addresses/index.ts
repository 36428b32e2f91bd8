/** Addresses: the reusable address capture (search, fields, map) over the places calls. */

export { addressInputOf, addressLine, addressValueOf, formatAddress } from './address-values';
export { useLastAddress } from './api/addresses-api';
export { AddressCapture, type AddressValue, nothingMatchedMessage } from './components/address-capture';

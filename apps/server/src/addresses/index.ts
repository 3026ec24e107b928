/** The address adapter: built-in register or the national address register (PDOK), chosen by ADDRESS_LOOKUP. */

export {
  AddressEnvError,
  configuredAddressLookup,
  createAddressLookup,
  readAddressEnv,
} from './address-env.js';
export type { AddressLookup, AddressLookupResult, AddressQuery } from './address-lookup.js';
export { createBuiltinLookup } from './builtin-lookup.js';
export { createPdokLookup } from './pdok-lookup.js';

/** The address adapter on the built-in register: for development, tests and demonstrations. */
import { type AddressLookup, isWellFormed } from './address-lookup.js';
import { BUILTIN_REGISTER, type StreetStretch, stretchHolds } from './builtin-register.js';

export function createBuiltinLookup(register: readonly StreetStretch[] = BUILTIN_REGISTER): AddressLookup {
  return {
    name: 'builtin',
    async lookupAddress(query) {
      if (!isWellFormed(query)) return { outcome: 'not-found' };
      const postcode = `${query.zipcode}${query.letters}`;
      const nr = Number(query.nr);
      const stretch = register.find((s) => stretchHolds(s, postcode, nr));
      return stretch ? { outcome: 'found', street: stretch.street, city: stretch.city } : { outcome: 'not-found' };
    },
  };
}

/** The profile area: the user record, the e-mail verification gate, IBAN, FTE, addresses and countries. */

export { readAddresses, type StoredAddress } from './address-repository.js';
export { LOOKUPS_PER_RELATION } from './address-service.js';
export { EMAIL_CODE_POLICY } from './email-verification-service.js';
export { checkIbanNumber } from './iban-check.js';
export { createProfileHandlers, type ProfileDependencies, profileHandlers } from './profile-handlers.js';
export { hasControlCharacters } from './profile-rules.js';

/**
 * External logins through an identity service (DigiD, eIDAS, eHerkenning): the forward
 * handler, the callback and simulator routes, and the operator's configuration of brokers.
 */

export { readIdentityEnv } from './identity-env.js';
export { createIdentityHandlers } from './identity-handlers.js';
export { type IdentityRoutesOptions, identityRoutesPlugin } from './identity-routes.js';
export { listProviders } from './provider-repository.js';
export {
  configureIdentityProvider,
  describeIdentityProviders,
  IdentityProviderConfigError,
  type IdentityProviderInput,
  identityProviderInput,
  removeIdentityProvider,
} from './provider-settings.js';

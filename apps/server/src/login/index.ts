/**
 * The login area: external identity services (identity/), the permit login with password and
 * one-time code (permit/), and the login process after either. The operator tool uses the permit
 * account functions exported here.
 */

export { cleanupJob } from './cleanup-job.js';
export { IDENTITY_SERVICES, type IdentityService } from './identity/identifiers.js';
export {
  configureIdentityProvider,
  createIdentityHandlers,
  describeIdentityProviders,
  IdentityProviderConfigError,
  identityRoutesPlugin,
  listProviders,
  readIdentityEnv,
  removeIdentityProvider,
} from './identity/index.js';
export {
  clientConfiguration as oidcClientConfiguration,
  type OidcClientSettings,
  protocolReason as oidcFailureReason,
} from './identity/oidc-adapter.js';
export { PERSONAS } from './identity/simulator/personas.js';
export { loginHandlers } from './login-handlers.js';
export {
  createPermitAccount,
  deleteStaleFailures,
  PERMIT_RELATION_TYPE,
  PermitAccountError,
  permitHandlers,
  WINDOW_MINUTES,
} from './permit/index.js';
export { hashPassword } from './permit/password-hash.js';
export { limitAttempts } from './permit/permit-login-service.js';
export { retireKeys, updatePasswordHash, usernameTaken } from './permit/permit-repository.js';

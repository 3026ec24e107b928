/** Tenants (municipalities): their configuration, settings, images, theme, and the resolver by code. */

/**
 * The contract's reserved tenant codes under the name this area exported before the rule moved to the
 * contract (packages/contract/src/tenant-code.ts); the web-app plugin still imports it from here.
 */
export {
  applyTenantConfig,
  KNOWN_SETTINGS,
  requireTenant,
  setTenantImage,
  TenantAdminError,
  type TenantConfigInput,
  type TenantImageProblem,
  tenantImageProblem,
} from './tenant-admin.js';
export { cachedTenantAnswer, forgetTenantAnswers, isStableResult, stableResult } from './tenant-answers-cache.js';
export {
  deleteSetting,
  deleteTranslations,
  findTenantByCode,
  findTenantById,
  type HelpPage,
  hasNoTenant,
  type ImageKind,
  listTenants,
  lockTenantRow,
  readHelpPages,
  readImage,
  readLoginOptions,
  readPaymentServices,
  readSettings,
  readStaffQueueSettings,
  readThemeTokens,
  readTranslations,
  readWaitingOfferDays,
  type StaffQueueSettings,
  setStaffQueueSettings,
  setWaitingOfferDays,
  type Tenant,
} from './tenant-repository.js';
export { createTenantResolver, type TenantResolver } from './tenant-resolver.js';
export { renderThemeCss } from './theme.js';

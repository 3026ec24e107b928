/** Tenants (municipalities): their configuration, settings, images, theme, and the resolver by code. */

export {
  applyTenantConfig,
  KNOWN_SETTINGS,
  requireTenant,
  setTenantImage,
  TenantAdminError,
  type TenantConfigInput,
} from './tenant-admin.js';
export { cachedTenantAnswer, forgetTenantAnswers, isStableResult, stableResult } from './tenant-answers-cache.js';
export {
  deleteSetting,
  findTenantByCode,
  findTenantById,
  type ImageKind,
  listTenants,
  RESERVED_CODES,
  readImage,
  readLoginOptions,
  readPaymentServices,
  readSettings,
  readThemeTokens,
  readTranslations,
  type Tenant,
} from './tenant-repository.js';
export { createTenantResolver, type TenantResolver } from './tenant-resolver.js';
export { renderThemeCss } from './theme.js';

/**
 * A tenant (municipality) code: the first segment of every portal path (core 1). One rule for the
 * operator who creates a tenant (apps/server/src/tenants/tenant-admin.ts), the server that resolves a
 * path to one (tenant-resolver.ts) and the browser that reads it at start-up (apps/web/src/lib/tenant.ts),
 * so the web app opens every tenant the server can create and no path the server would never answer.
 */

/** 2 to 40 lowercase letters, digits or dashes, starting with a letter. */
export const TENANT_CODE_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

/**
 * First path segments the server answers itself (`/assets/`, `/municipalities/`, `/health`, ...) or keeps
 * free for itself, so they can never be a tenant. `index.html` cannot match the pattern; it is listed
 * because the browser has always refused it as a tenant, and that refusal should not hang on the pattern.
 */
export const RESERVED_TENANT_CODES: ReadonlySet<string> = new Set([
  'api',
  'assets',
  'beheer-assets',
  'health',
  'index.html',
  'municipalities',
  'services',
  'static',
]);

/** Whether a value can be a tenant code: it matches the pattern and is not reserved. */
export function isTenantCode(value: string): boolean {
  return TENANT_CODE_PATTERN.test(value) && !RESERVED_TENANT_CODES.has(value);
}

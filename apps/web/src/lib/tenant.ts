/**
 * The tenant (municipality) is the first segment of the URL path (core 1). The app is
 * served under /{tenant}/ and never changes tenant without a full page load, so the
 * tenant is read once at start-up and used as the router's basename. What can be a tenant
 * is the contract's rule (isTenantCode), the one the server creates and resolves tenants by.
 */
import { isTenantCode } from '@parkeerloket/contract';

export function tenantFromPath(pathname: string): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(first);
  } catch {
    return null;
  }
  return isTenantCode(segment) ? segment : null;
}

export function tenantBase(tenant: string): string {
  return `/${tenant}`;
}

export function serviceUrl(tenant: string, endpointName: string): string {
  return `/${tenant}/services/${endpointName}`;
}

export function logoUrl(tenant: string): string {
  return `/${tenant}/municipalities/${tenant}.png`;
}

export function backgroundUrl(tenant: string): string {
  return `/municipalities/${tenant}-bg.jpg`;
}

export function themeStylesheetUrl(tenant: string): string {
  return `/${tenant}/theme.css`;
}

let current: string | null = null;

/** Set once by main.tsx. */
export function setCurrentTenant(tenant: string): void {
  current = tenant;
}

export function currentTenant(): string {
  if (current === null) throw new Error('The tenant is read before start-up set it');
  return current;
}

/**
 * The deep-link licence plate (core 2.2, 2.10, 3.9): `?licenseplate=` on the welcome
 * screen is upper-cased and kept in the cookie p_license_plate and in local storage,
 * unless it is 'NULL'. After logout the user returns to /?licenseplate={plate}.
 */
import { LICENSE_PLATE_COOKIE, LICENSE_PLATE_NONE } from '@parkeerloket/contract';
import { deleteCookie, readCookie, readItem, removeItem, writeCookie, writeItem } from './storage';

/** Local-storage copy of the cookie, under the same name. */
export const LICENSE_PLATE_STORAGE_KEY = LICENSE_PLATE_COOKIE;

/** The plate to keep from a query value: trimmed and upper-cased; null for empty or 'NULL'. */
export function normalizeDeepLinkPlate(raw: string | null | undefined): string | null {
  const plate = raw?.trim().toUpperCase() ?? '';
  if (plate === '' || plate === LICENSE_PLATE_NONE) return null;
  return plate;
}

/** Where logout goes: home with the plate when the cookie holds one, else home. */
export function logoutDestination(cookiePlate: string | null): string {
  const plate = cookiePlate?.trim() ?? '';
  if (plate === '' || plate.toUpperCase() === LICENSE_PLATE_NONE) return '/';
  return `/?licenseplate=${encodeURIComponent(plate)}`;
}

export function storeDeepLinkPlate(plate: string): void {
  writeCookie(LICENSE_PLATE_COOKIE, plate);
  writeItem(LICENSE_PLATE_STORAGE_KEY, plate);
}

export function readDeepLinkPlate(): string | null {
  return readCookie(LICENSE_PLATE_COOKIE) ?? readItem(LICENSE_PLATE_STORAGE_KEY);
}

export function readDeepLinkPlateCookie(): string | null {
  return readCookie(LICENSE_PLATE_COOKIE);
}

/** After the server has taken the plate (DEEPLINK_LICENSEPLATE, next issue). */
export function clearDeepLinkPlate(): void {
  deleteCookie(LICENSE_PLATE_COOKIE);
  removeItem(LICENSE_PLATE_STORAGE_KEY);
}

/**
 * The `?licenseplate=` to pass on between the welcome and login screens (core 2.3, 2.4):
 * upper-cased, or '' when the query has none.
 */
export function plateQuery(search: string): string {
  const raw = new URLSearchParams(search).get('licenseplate')?.trim() ?? '';
  return raw === '' ? '' : `?licenseplate=${encodeURIComponent(raw.toUpperCase())}`;
}

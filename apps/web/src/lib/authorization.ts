/**
 * The authorized flag (core 3.9, 4.1): kept in memory and in local storage, keyed per
 * tenant, so a login at one municipality never counts at another. The session itself
 * lives on the server; this flag only decides which routes the app offers.
 */
import { readItem, removeItem, tenantKey, writeItem } from './storage';
import { createStore } from './store';

const STORAGE_NAME = 'authorized';

export const authorized = createStore(false);

let key: string | null = null;

/** Reads the stored flag of this tenant; called once at start-up. */
export function loadAuthorization(tenant: string): void {
  key = tenantKey(tenant, STORAGE_NAME);
  authorized.set(readItem(key) === 'Y');
}

export function setAuthorized(value: boolean): void {
  authorized.set(value);
  if (key === null) return;
  if (value) writeItem(key, 'Y');
  else removeItem(key);
}

export function isAuthorized(): boolean {
  return authorized.get();
}

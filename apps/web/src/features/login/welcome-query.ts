/**
 * What the welcome screen does with its query (core 2.2):
 * - `licenseplate`: the deep-link plate to keep (upper-cased; not for 'NULL'); it is
 *   passed on, upper-cased, to wherever the screen goes next.
 * - already authorized: go to home (`/`).
 * - a login kind: go to that login choice screen. Accepted forms, because links in the
 *   wild use both: the bare parameter name (`?citizens`, `?companies`) and
 *   `?login=citizens` / `?login=companies`.
 */
import { normalizeDeepLinkPlate } from '../../lib/deep-link-plate';

export interface WelcomeQueryOutcome {
  /** The plate to store, or null. */
  plate: string | null;
  /** Where to go instead of showing the welcome screen, or null to stay. */
  redirect: string | null;
}

export function readWelcomeQuery(search: string, authorized: boolean): WelcomeQueryOutcome {
  const params = new URLSearchParams(search);
  const raw = params.get('licenseplate');
  const plate = normalizeDeepLinkPlate(raw);
  const keep = raw !== null && raw.trim() !== '' ? `?licenseplate=${encodeURIComponent(raw.trim().toUpperCase())}` : '';
  const login = params.get('login')?.trim().toLowerCase();

  let redirect: string | null = null;
  if (authorized) redirect = `/${keep}`;
  else if (params.has('citizens') || login === 'citizens') redirect = `/login-citizens${keep}`;
  else if (params.has('companies') || login === 'companies') redirect = `/login-companies${keep}`;
  return { plate, redirect };
}

/** What the welcome screen says after an external login came back with ?login_error= (cancelled, or failed). */
export type LoginErrorKind = 'cancelled' | 'failed' | null;

export function loginErrorKind(search: string): LoginErrorKind {
  const value = new URLSearchParams(search).get('login_error');
  if (value === null) return null;
  return value.trim().toLowerCase() === 'cancelled' ? 'cancelled' : 'failed';
}

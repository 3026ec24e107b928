/**
 * Browser storage that never throws: private modes and blocked cookies make localStorage
 * and document.cookie throw or silently drop writes. Keys that hold tenant data carry the
 * tenant, so a login or a translation at one municipality never counts at another.
 */

const PREFIX = 'parkeerloket';

export function tenantKey(tenant: string, name: string): string {
  return `${PREFIX}.${tenant}.${name}`;
}

export function globalKey(name: string): string {
  return `${PREFIX}.${name}`;
}

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): boolean {
  try {
    const store = localStore();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Session storage: gone when the tab closes, for what only one login needs (the login e-mail). */
export function readSessionItem(key: string): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSessionItem(key: string, value: string): void {
  try {
    sessionStore()?.setItem(key, value);
  } catch {
    // Without session storage the value lives for this page only (the caller keeps it in memory too).
  }
}

export function removeSessionItem(key: string): void {
  try {
    sessionStore()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  return writeItem(key, JSON.stringify(value));
}

/** Reads one cookie from a `document.cookie` string. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

export function readCookie(name: string): string | null {
  try {
    return parseCookie(document.cookie, name);
  } catch {
    return null;
  }
}

function secureFlag(): string {
  return typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
}

export function writeCookie(name: string, value: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the deep-link plate must be a cookie (core 3.9), and the Cookie Store API is not in every browser.
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${secureFlag()}`;
  } catch {
    // Reported by storageAvailable().
  }
}

export function deleteCookie(name: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the deep-link plate must be a cookie (core 3.9), and the Cookie Store API is not in every browser.
    document.cookie = `${name}=; path=/; SameSite=Lax; Max-Age=0${secureFlag()}`;
  } catch {
    // Nothing to delete when cookies are blocked.
  }
}

/**
 * Whether both cookies and local storage work, tested by writing and reading each back:
 * `navigator.cookieEnabled` alone does not see every way a browser blocks them.
 */
export function storageAvailable(): boolean {
  const probe = `${Date.now()}`;
  const probeName = `${PREFIX}_probe`;
  try {
    const store = localStore();
    if (!store) return false;
    store.setItem(probeName, probe);
    const back = store.getItem(probeName);
    store.removeItem(probeName);
    if (back !== probe) return false;
  } catch {
    return false;
  }
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the deep-link plate must be a cookie (core 3.9), and the Cookie Store API is not in every browser.
    document.cookie = `${probeName}=${probe}; path=/; SameSite=Lax${secureFlag()}`;
    const back = parseCookie(document.cookie, probeName);
    // biome-ignore lint/suspicious/noDocumentCookie: the deep-link plate must be a cookie (core 3.9), and the Cookie Store API is not in every browser.
    document.cookie = `${probeName}=; path=/; SameSite=Lax; Max-Age=0${secureFlag()}`;
    return back === probe;
  } catch {
    return false;
  }
}

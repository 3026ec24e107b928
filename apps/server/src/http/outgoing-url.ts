/**
 * Where the portal may send a credential: an outgoing service (identity broker, register) is
 * reached over HTTPS; plain HTTP only on this machine (development, tests). No query, fragment or
 * user info in the configured base, so nothing can ride along unseen.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedServiceUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/**
 * The web app's route paths, as the server reads them from the build to name a screen's files in
 * its page (apps/server/src/web-app) and the web app writes them (apps/web/src/app/routes.tsx).
 */

/** Whether a tenant-relative path (no leading or trailing slash) matches a route path with `:name` segments. */
export function matchesRoute(routePath: string, path: string): boolean {
  const want = routePath.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

import { createBrowserRouter } from 'react-router';
import { registerNavigate } from '../lib/navigation';
import { tenantBase } from '../lib/tenant';
import { routes } from './routes';

/** All routes live under /{tenant}: the tenant is the basename, so paths in the app are tenant-relative. */
export function createRouter(tenant: string) {
  const router = createBrowserRouter(routes, { basename: tenantBase(tenant) });
  registerNavigate((path, options) => void router.navigate(path, options));
  return router;
}

/** Guards the authenticated routes (core 2.1, 4.1): not authorized → /welcome, keeping the query (the deep-link plate). */
import { Navigate, Outlet, useLocation } from 'react-router';
import { authorized } from '../lib/authorization';
import { paths } from '../lib/paths';
import { useStore } from '../lib/use-store';

export function RequireAuthorization() {
  const isAuthorized = useStore(authorized);
  const location = useLocation();
  if (!isAuthorized) return <Navigate to={{ pathname: paths.welcome, search: location.search }} replace />;
  return <Outlet />;
}

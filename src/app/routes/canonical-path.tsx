import { Navigate, Outlet, useLocation } from 'react-router';
import { canonicalPath } from '../../lib/paths.ts';

/**
 * Guards every route: a link that is not the one path of its view (a domain in Punycode or
 * capitals, no screen named, an id with spaces around it, the path's words in capitals, a slash at
 * its end) is replaced by that path, its search and part kept (canonicalPath). The server redirects a
 * navigation to such a path (server/app.ts); a link followed in the app lands here.
 */
export function CanonicalPath() {
  const location = useLocation();
  const canonical = canonicalPath(location.pathname);
  if (canonical === null) return <Outlet />;
  return <Navigate replace to={`${canonical}${location.search}${location.hash}`} />;
}

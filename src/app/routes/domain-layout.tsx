import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { InvalidLinkNotice } from '../../components/invalid-link-notice.tsx';
import { useDomainParamResult } from '../../hooks/use-domain.ts';
import { canonicalDomainPath } from '../../lib/paths.ts';
import { rememberRecent } from '../../lib/recent-items.ts';

/**
 * Guards every `/domains/:domain/*` route: an invalid name gets a notice and no request; a
 * Punycode or differently cased name is replaced by its canonical Unicode form in the URL, and a
 * domain without a screen goes to its records (canonicalDomainPath).
 */
export function DomainLayout() {
  const result = useDomainParamResult();
  const location = useLocation();
  const canonical = result.ok ? result.domain.unicode : null;

  useEffect(() => {
    if (canonical !== null && canonical === result.input) rememberRecent('domains', canonical);
  }, [canonical, result.input]);

  if (!result.ok) {
    return (
      <>
        <title>Invalid domain · Zonescope</title>
        <InvalidLinkNotice level={1} title={`“${result.input}” is not a valid domain name`} reason={result.reason} />
      </>
    );
  }

  // The server redirects a navigation to such a path (server/app.ts); a link followed in the app lands here.
  const canonicalPath = canonicalDomainPath(location.pathname);
  if (canonicalPath !== null) return <Navigate replace to={`${canonicalPath}${location.search}`} />;
  return <Outlet />;
}

import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { InvalidLinkNotice } from '../../components/invalid-link-notice.tsx';
import { useDomainParamResult } from '../../hooks/use-domain.ts';
import { rememberRecent } from '../../lib/recent-items.ts';

/**
 * Guards every `/domains/:domain/*` route: an invalid name gets a notice and no request; a
 * Punycode or differently cased name is replaced by its canonical Unicode form in the URL.
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
        <InvalidLinkNotice title={`“${result.input}” is not a valid domain name`} reason={result.reason} />
      </>
    );
  }

  if (canonical !== result.input) {
    const rest = location.pathname.replace(/^\/domains\/[^/]*/, '');
    return <Navigate replace to={`/domains/${encodeURIComponent(result.domain.unicode)}${rest}${location.search}`} />;
  }
  return <Outlet />;
}

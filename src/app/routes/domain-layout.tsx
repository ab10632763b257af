import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { useDomainParamResult } from '../../hooks/use-domain.ts';
import { paths } from '../../lib/paths.ts';
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
        <Notice
          tone="error"
          title={`“${result.input}” is not a valid domain name`}
          actions={
            <Link to={paths.home()} className={buttonClasses('secondary', 'sm')}>
              Go to the start page
            </Link>
          }
        >
          {result.reason} Nothing was requested from the DNS API.
        </Notice>
      </>
    );
  }

  if (canonical !== result.input) {
    const rest = location.pathname.replace(/^\/domains\/[^/]*/, '');
    return <Navigate replace to={`/domains/${encodeURIComponent(result.domain.unicode)}${rest}${location.search}`} />;
  }
  return <Outlet />;
}

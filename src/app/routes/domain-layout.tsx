import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { InvalidLinkNotice } from '../../components/invalid-link-notice.tsx';
import { useDomainParamResult } from '../../hooks/use-domain.ts';
import { rememberRecent } from '../../lib/recent-items.ts';

/**
 * Guards every `/domains/:domain/*` route: an invalid name gets a notice and no request (a
 * Punycode or differently cased name is replaced before, by CanonicalPath).
 */
export function DomainLayout() {
  const result = useDomainParamResult();
  const canonical = result.ok ? result.domain.unicode : null;

  // A layout effect, so that it runs before the effects of the screen below: a domain the DNS API
  // does not know is forgotten again by its notice (UnknownDomainNotice), which may mount with it
  // when the answer came while the screen's code loaded; a passive effect here would run after it.
  useLayoutEffect(() => {
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
  return <Outlet />;
}

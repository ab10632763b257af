import { useEffect } from 'react';
import { isNotFoundError } from '../api/api-error.ts';
import type { DomainName } from '../lib/domain-name.ts';
import { forgetRecentItem } from '../lib/recent-items.ts';
import { ServiceSaid } from './api-error-notice.tsx';
import { StartPageLink } from './invalid-link-notice.tsx';
import { Mono } from './ui/mono.tsx';
import { Notice } from './ui/notice.tsx';

/**
 * Whether `error`, the answer to a request about the domain alone (its records, its list of
 * snapshots, its GEO defaults: the name is the only variable of the path), says that the DNS API
 * does not know the domain: a 404 in the service's own words. Not its error code, which the real
 * service does not document. A 404 without them (an HTML page from a gateway, as a wrong
 * DNS_API_UPSTREAM would get for every domain) or said by the Zonescope server is not taken for one.
 */
export function isUnknownDomainAnswer(error: unknown): boolean {
  return isNotFoundError(error) && error.details.said !== undefined && error.details.saidByServer !== true;
}

/**
 * A domain the DNS API does not know ({@link isUnknownDomainAnswer}): a screen shows it in place of
 * its content. It says so, how to go on, and what the service said; no
 * Retry, which would get the same answer. The name leaves the recent domains, so that the start
 * page and the header's box do not offer it again.
 */
export function UnknownDomainNotice({ domain, error }: { domain: DomainName; error: unknown }) {
  useEffect(() => forgetRecentItem('domains', domain.unicode), [domain.unicode]);
  return (
    <Notice
      tone="warning"
      titleLevel={2}
      title={
        <>
          <Mono>{domain.unicode}</Mono> is not a domain of this account
        </>
      }
      actions={<StartPageLink />}
    >
      <p>
        The DNS API has no domain by this name
        {domain.ascii === domain.unicode ? null : (
          <>
            {' '}
            (<Mono>{domain.ascii}</Mono>)
          </>
        )}{' '}
        (HTTP 404). Check its spelling, or open another domain: type its name in the header’s “Open domain…” box (under
        ☰ in a narrow window), or pick one on the start page.
      </p>
      <ServiceSaid error={error} />
    </Notice>
  );
}

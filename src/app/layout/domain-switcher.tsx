import { useLocation } from 'react-router';
import { parseDomainName } from '../../lib/domain-name.ts';
import { domainScreenOf, domainScreenPath } from '../../lib/paths.ts';
import { OpenForm } from './open-form.tsx';

/**
 * Opens a domain typed in Unicode or Punycode, keeping the person on the screen they are on
 * (records, snapshots or GEO). An invalid name is explained and nothing is requested.
 */
export function DomainSwitcher() {
  const location = useLocation();
  return (
    <OpenForm
      role="search"
      label="Open a domain"
      inputLabel="Domain name"
      placeholder="Open domain…"
      recentKind="domains"
      inputClassName="xl:w-40 2xl:w-56"
      resolve={(text) => {
        const result = parseDomainName(text);
        if (!result.ok) return result;
        const screen = domainScreenOf(location.pathname) ?? 'records';
        return { ok: true, to: domainScreenPath(screen, result.domain.unicode) };
      }}
    />
  );
}

import { useMemo } from 'react';
import { useParams } from 'react-router';
import { parseDomainName, type DomainName, type DomainNameResult } from '../lib/domain-name.ts';

/** The `:domain` route parameter, parsed (Unicode or Punycode accepted). */
export function useDomainParamResult(): DomainNameResult & { input: string } {
  const { domain = '' } = useParams();
  return useMemo(() => ({ ...parseDomainName(domain), input: domain }), [domain]);
}

/**
 * The validated domain of the current route. Only for screens under the domain layout, which
 * shows a notice instead of its children when the parameter is not a valid name.
 */
export function useDomain(): DomainName {
  const result = useDomainParamResult();
  if (!result.ok) throw new Error(`Invalid domain “${result.input}”: ${result.reason}`);
  return result.domain;
}

import { toASCII } from 'punycode/punycode.es6.js';
import { parseDomainName } from '../../src/lib/domain-name.ts';

export type ParsedDomain =
  | { readonly ok: true; readonly ascii: string; readonly unicode: string }
  | { readonly ok: false; readonly code: 'domain_not_punycode' | 'invalid_domain'; readonly reason: string };

/**
 * Checks a domain name as the API takes it (spec 1: Punycode for national names), case-insensitive
 * and with an optional trailing dot: `parseWireDomain('XN--E1AFMKFD.xn--p1ai.')` →
 * `{ ok: true, ascii: 'xn--e1afmkfd.xn--p1ai', unicode: 'пример.рф' }`; a Unicode name is refused
 * with `domain_not_punycode`, a malformed one with `invalid_domain`. The rules for a well-formed
 * name are the SPA's own (`src/lib/domain-name.ts`), so the demo refuses exactly what the client
 * would never send.
 */
export function parseWireDomain(input: string): ParsedDomain {
  if (/[^\x00-\x7f]/.test(input)) {
    return { ok: false, code: 'domain_not_punycode', reason: `must be in Punycode (ASCII)${suggestPunycode(input)}` };
  }
  const result = parseDomainName(input);
  // The SPA's reason is a sentence of its own; here it completes "The domain name “…” in the path …".
  if (!result.ok)
    return { ok: false, code: 'invalid_domain', reason: `is not valid (${result.reason.replace(/\.$/, '')})` };
  return { ok: true, ...result.domain };
}

function suggestPunycode(input: string): string {
  try {
    return `: pass “${input}” as “${toASCII(input.toLowerCase())}”`;
  } catch {
    return '';
  }
}

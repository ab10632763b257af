import { domainToASCII, domainToUnicode } from 'node:url';

/**
 * What a request to the DNS read API may be, written from the spec (../shared/spec/dns-read-api.md,
 * sections 1 and 4) and not from the app's own parsers, so that a journey can check every request
 * the app sent without trusting the code under test. The demo API tolerates unknown and extra
 * parameters, so its answers alone cannot tell.
 *
 * `apiRequestProblems(new URL('http://host/dns/v1/domains/example.com/records?offset=-1'))`
 * → `['offset “-1” is not a whole number of 0 or more']`; a request the spec allows → `[]`.
 */
export function apiRequestProblems(url: URL): string[] {
  const endpoint = ENDPOINTS.find((candidate) => candidate.path.test(url.pathname));
  if (endpoint === undefined) return [`${url.pathname} is not a path of the five endpoints (spec 4.1–4.5)`];
  const match = endpoint.path.exec(url.pathname);
  const problems: string[] = [];
  const domain = match?.groups?.domain;
  if (domain !== undefined) problems.push(...domainProblems(domain).map((problem) => `domain “${domain}” ${problem}`));
  const id = match?.groups?.id;
  if (id !== undefined && !isPathSafeId(id)) problems.push(`id “${id}” is not one path segment of plain characters`);

  const names = new Set(url.searchParams.keys());
  for (const name of names) {
    const rule = endpoint.query[name];
    const values = url.searchParams.getAll(name);
    if (rule === undefined) problems.push(`${name} is not a query parameter of ${endpoint.name}`);
    else if (values.length > 1) problems.push(`${name} is given ${values.length} times`);
    else {
      const problem = rule(values[0] ?? '');
      if (problem !== null) problems.push(`${name} “${shorten(values[0] ?? '')}” ${problem}`);
    }
  }
  return problems;
}

/**
 * The largest `limit` the app asks for: a page shows at most 500 rows and asks for one more to see
 * whether a next page exists; the export and the comparison with the live zone fetch pages of 1,000.
 */
export const MAX_REQUEST_LIMIT = 1000;
/** The longest search text the records screen sends (characters). */
export const MAX_SEARCH_TEXT = 200;

/** A value rule: `null` when the value is allowed, else why not. */
type ValueRule = (value: string) => string | null;

const ORDER_BY = ['record_id', 'idn_record_name', 'record_type', 'idn_record_value', 'record_ttl'];
const ORDER_PARAM = ['asc', 'desc'];
const SEARCH_RECORD_TYPE = ['A', 'AAAA', 'CNAME', 'ALIAS', 'MX', 'TXT', 'NS', 'SRV', 'PTR', 'CAA'];

const oneOf =
  (allowed: readonly string[]): ValueRule =>
  (value) =>
    allowed.includes(value) ? null : `is not one of ${allowed.join(', ')}`;

const wholeNumber =
  (min: number, max: number): ValueRule =>
  (value) => {
    if (!/^(0|[1-9][0-9]*)$/.test(value)) return `is not a whole number of ${min} or more`;
    const number = Number(value);
    if (number < min || !Number.isSafeInteger(number)) return `is not a whole number of ${min} or more`;
    return number > max ? `is more than ${max}` : null;
  };

/** Spec 4.1's seven parameters, each with the values it takes. */
const RECORDS_QUERY: Record<string, ValueRule> = {
  offset: wholeNumber(0, Number.MAX_SAFE_INTEGER),
  limit: wholeNumber(1, MAX_REQUEST_LIMIT),
  order_by: oneOf(ORDER_BY),
  order_param: oneOf(ORDER_PARAM),
  strict_search: oneOf(['yes']),
  search_record_type: oneOf(SEARCH_RECORD_TYPE),
  search_text: (value) => {
    const length = [...value].length;
    if (length === 0) return 'is empty';
    return length > MAX_SEARCH_TEXT ? `is longer than ${MAX_SEARCH_TEXT} characters` : null;
  },
};

const DOMAIN = '(?<domain>[^/]+)';
const ID = '(?<id>[^/]+)';

const ENDPOINTS: readonly { name: string; path: RegExp; query: Record<string, ValueRule> }[] = [
  { name: 'the records (4.1)', path: new RegExp(`^/dns/v1/domains/${DOMAIN}/records$`), query: RECORDS_QUERY },
  { name: 'the snapshots (4.2)', path: new RegExp(`^/dns/v1/domains/${DOMAIN}/snapshots$`), query: {} },
  {
    name: 'a snapshot (4.3)',
    path: new RegExp(`^/dns/v1/domains/${DOMAIN}/snapshots/${ID}/records$`),
    query: {},
  },
  { name: 'the GEO defaults (4.4)', path: new RegExp(`^/dns/v1/domains/${DOMAIN}/geo/defaults$`), query: {} },
  {
    name: 'a template (4.5)',
    path: new RegExp(`^/dns/v1/templates/${ID}/records$`),
    query: {
      domain_name: (value) => {
        const problems = domainProblems(value);
        return problems.length === 0 ? null : problems.join('; ');
      },
    },
  },
];

/**
 * Why `name` is not a domain name as the spec wants it in a path or `domain_name`: ASCII only
 * (national names in Punycode), at least two labels of letters, digits and hyphens, 1–63 characters
 * each and 253 in all, no hyphen at either end, no `??--` label other than a valid `xn--` one, and a
 * last label that is not all digits. `xn--` labels are checked with Node's own IDNA code (WHATWG
 * URL), not the app's Punycode library: the label must decode and encode back to itself.
 */
export function domainProblems(name: string): string[] {
  if (name.length > 253) return ['is longer than 253 characters'];
  const labels = name.split('.');
  if (labels.length < 2) return ['has fewer than two labels'];
  const problems: string[] = [];
  for (const label of labels) {
    if (!/^[A-Za-z0-9-]{1,63}$/.test(label)) {
      problems.push(`has a label “${shorten(label)}” that is not 1–63 letters, digits or hyphens`);
    } else if (label.startsWith('-') || label.endsWith('-')) {
      problems.push(`has a label “${label}” that starts or ends with a hyphen`);
    } else if (label.slice(2, 4) === '--') {
      if (label.slice(0, 2).toLowerCase() !== 'xn')
        problems.push(`has a label “${label}” reserved for other uses (??--)`);
      else if (!isValidPunycodeLabel(label.toLowerCase()))
        problems.push(`has a label “${label}” that is not valid Punycode`);
    }
  }
  if (/^[0-9]+$/.test(labels.at(-1) ?? '')) problems.push('has a last label of digits only');
  return problems;
}

function isValidPunycodeLabel(label: string): boolean {
  // On a label it cannot decode, domainToUnicode gives the label back unchanged.
  const unicode = domainToUnicode(label);
  const nonAscii = [...unicode].some((char) => (char.codePointAt(0) ?? 0) > 0x7f);
  return unicode !== label && nonAscii && domainToASCII(unicode) === label;
}

/** An id that cannot change the path it goes in: RFC 3986 unreserved characters, not a dot segment. */
function isPathSafeId(id: string): boolean {
  return /^[A-Za-z0-9._~-]+$/.test(id) && id !== '.' && id !== '..';
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

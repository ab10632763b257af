import { parseDomainName } from './domain-name.ts';
import { parseResourceId } from './resource-id.ts';

/**
 * Every route of the app, as patterns for the router and as builders for links, so that no
 * component writes a path by hand. Domains in links are the Unicode form (the route also accepts
 * Punycode); each segment is percent-encoded.
 * `paths.records('пример.рф', 'order_by=record_ttl')` → `/domains/%D0%BF…/records?order_by=record_ttl`.
 */
export const routePatterns = {
  home: '/',
  domain: '/domains/:domain',
  records: '/domains/:domain/records',
  snapshots: '/domains/:domain/snapshots',
  snapshot: '/domains/:domain/snapshots/:snapshotId',
  compare: '/domains/:domain/snapshots/:snapshotId/compare',
  geo: '/domains/:domain/geo',
  history: '/domains/:domain/history',
  template: '/templates/:templateId',
} as const;

/**
 * The ids of the parts of pages that links land on (the `#…` of a link): the page gives its part
 * the id, and a link names it through the page's path builder. Shared links carry them, so they
 * stay as they are. `paths.geo('example.com', 'record=www.example.com&record_type=A',
 * pageParts.geoAnswers)` → `/domains/example.com/geo?record=…&record_type=A#coverage-heading`.
 */
export const pageParts = {
  /** The GEO page's answers: who gets which answer of the record set the link names. */
  geoAnswers: 'coverage-heading',
} as const;

type Search = string | URLSearchParams | undefined;

function withSearch(path: string, search: Search): string {
  const text = search === undefined ? '' : search.toString().replace(/^\?/, '');
  return text === '' ? path : `${path}?${text}`;
}

function atPart(path: string, part: string | undefined): string {
  return part === undefined ? path : `${path}#${part}`;
}

function domainPath(domain: string): string {
  return `/domains/${encodeURIComponent(domain)}`;
}

export const paths = {
  home: () => '/',
  records: (domain: string, search?: Search) => withSearch(`${domainPath(domain)}/records`, search),
  snapshots: (domain: string) => `${domainPath(domain)}/snapshots`,
  snapshot: (domain: string, snapshotId: string, search?: Search) =>
    withSearch(`${domainPath(domain)}/snapshots/${encodeURIComponent(snapshotId)}`, search),
  /** Rolling back to `snapshotId` from `compareWith`: `current` (the live zone) or another snapshot's id. */
  compare: (domain: string, snapshotId: string, compareWith: string) =>
    withSearch(
      `${domainPath(domain)}/snapshots/${encodeURIComponent(snapshotId)}/compare`,
      new URLSearchParams({ with: compareWith }),
    ),
  geo: (domain: string, search?: Search, part?: typeof pageParts.geoAnswers) =>
    atPart(withSearch(`${domainPath(domain)}/geo`, search), part),
  /** A record's history: by its id, or by name and type where records have no id. */
  history: (domain: string, record: { id: string } | { name: string; type: string }) =>
    withSearch(
      `${domainPath(domain)}/history`,
      new URLSearchParams('id' in record ? { id: record.id } : { name: record.name, type: record.type }),
    ),
  template: (templateId: string, search?: Search) => withSearch(`/templates/${encodeURIComponent(templateId)}`, search),
};

/** The screen of a domain a path shows, so that switching domains can keep the person on it. */
export type DomainScreen = 'records' | 'snapshots' | 'geo';

export function domainScreenOf(pathname: string): DomainScreen | null {
  const match = /^\/domains\/[^/]+\/(records|snapshots|geo)(?:\/|$)/.exec(pathname);
  const screen = match?.[1];
  return screen === 'records' || screen === 'snapshots' || screen === 'geo' ? screen : null;
}

export function domainScreenPath(screen: DomainScreen, domain: string): string {
  return screen === 'records'
    ? paths.records(domain)
    : screen === 'snapshots'
      ? paths.snapshots(domain)
      : paths.geo(domain);
}

/**
 * Where a link to a domain belongs when it is not the one path of its view: its domain in Punycode,
 * in capitals or with a trailing dot (links use the Unicode form), no screen named (the records
 * are the domain's first screen), or a snapshot id with spaces around it. `/domains/xn--e1afmkfd.xn--p1ai/geo?x=1` → `/domains/%D0%BF…/geo`
 * (the search is the caller's to keep); `/domains/example.com` → `/domains/example.com/records`.
 * Null where the path is that one already, is not a domain's, or names an invalid domain (whose page
 * says why). The server answers such a navigation with a redirect; the app replaces its URL.
 */
export function canonicalDomainPath(pathname: string): string | null {
  const match = /^\/domains\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match === null) return null;
  const [, segment = '', rest = ''] = match;
  const input = decodedSegment(segment);
  if (input === null) return null;
  const parsed = parseDomainName(input);
  if (!parsed.ok) return null;
  const screen = rest === '' || rest === '/' ? '/records' : canonicalSnapshotScreen(rest);
  return parsed.domain.unicode === input && screen === rest ? null : `${domainPath(parsed.domain.unicode)}${screen}`;
}

/**
 * A snapshot's screen with its id as the app writes it: `/snapshots/%209050/compare` →
 * `/snapshots/9050/compare` (ids are read trimmed, so the copied link would keep the space). Any
 * other screen, or an id that is no id (its page says why), as it is.
 */
function canonicalSnapshotScreen(screen: string): string {
  const match = /^\/snapshots\/([^/]+)(\/compare)?$/.exec(screen);
  if (match === null) return screen;
  const [, segment = '', compare = ''] = match;
  const input = decodedSegment(segment);
  if (input === null) return screen;
  const id = parseResourceId(input, 'snapshot');
  return id.ok && id.id !== input ? `/snapshots/${encodeURIComponent(id.id)}${compare}` : screen;
}

/** A path segment decoded, or null where its percent-encoding is malformed (`%zz`). */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

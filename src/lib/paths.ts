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
 * Where a link belongs when it is not the one path of its view: its domain in Punycode, in capitals
 * or with a trailing dot (links use the Unicode form), no screen named (the records are the domain's
 * first screen), a snapshot or template id with spaces around it, the path's own words in capitals
 * or a slash at its end (the router matches either). `/domains/xn--e1afmkfd.xn--p1ai/geo?x=1` →
 * `/domains/%D0%BF…/geo` (the search is the caller's to keep); `/domains/example.com` →
 * `/domains/example.com/records`; `/Templates/1001/` → `/templates/1001`.
 * Null where the path is that one already, is no view's, or names an invalid domain or id (whose page
 * says why). The server answers such a navigation with a redirect; the app replaces its URL.
 */
export function canonicalPath(pathname: string): string | null {
  const template = /^\/(templates)\/([^/]+)(\/?)$/i.exec(pathname);
  if (template !== null) {
    const [, prefix, segment = '', slash] = template;
    const id = canonicalId(segment, 'template');
    return prefix === 'templates' && id === segment && slash === '' ? null : `/templates/${id}`;
  }
  const match = /^\/(domains)\/([^/]+)(\/.*)?$/i.exec(pathname);
  if (match === null) return null;
  const [, prefix, segment = '', rest = ''] = match;
  const input = decodedSegment(segment);
  if (input === null) return null;
  const parsed = parseDomainName(input);
  if (!parsed.ok) return null;
  const screen = canonicalScreen(rest);
  // Compared by what they name: the router may hand over a path decoded (`/domains/пример.рф/geo`).
  const same = prefix === 'domains' && parsed.domain.unicode === input && screen === rest;
  return same ? null : `${domainPath(parsed.domain.unicode)}${screen}`;
}

/** The screens of a domain, by the path's own words (a snapshot's id is kept as it is, trimmed). */
const SCREEN = /^\/(records|snapshots|geo|history)\/?$/i;
const SNAPSHOT_SCREEN = /^\/snapshots\/([^/]+)(\/compare)?\/?$/i;

/**
 * A domain's screen as the app writes it: `''` → `/records`, `/Records/` → `/records`,
 * `/snapshots/%209050/COMPARE` → `/snapshots/9050/compare`. A path that is no screen as it is: its
 * page says so.
 */
function canonicalScreen(rest: string): string {
  if (rest === '' || rest === '/') return '/records';
  const screen = SCREEN.exec(rest)?.[1];
  if (screen !== undefined) return `/${screen.toLowerCase()}`;
  const snapshot = SNAPSHOT_SCREEN.exec(rest);
  if (snapshot === null) return rest;
  const [, segment = '', compare = ''] = snapshot;
  return `/snapshots/${canonicalId(segment, 'snapshot')}${compare.toLowerCase()}`;
}

/**
 * An id's path segment as the app writes it: trimmed (ids are read so: `%209050` would be copied
 * with its space), else the segment as it came: one that is no id is left to its page, which says why.
 */
function canonicalId(segment: string, what: 'snapshot' | 'template'): string {
  const input = decodedSegment(segment);
  const id = input === null ? null : parseResourceId(input, what);
  return id?.ok === true && id.id !== input ? encodeURIComponent(id.id) : segment;
}

/** A path segment decoded, or null where its percent-encoding is malformed (`%zz`). */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

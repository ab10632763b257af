import { queryOptions, skipToken } from '@tanstack/react-query';
import { countByProbing, type ProbeOptions, type ProbeResult } from '../lib/count-by-probing.ts';
import type { DomainName } from '../lib/domain-name.ts';
import { ApiError } from './api-error.ts';
import { parseDnsRecordListFast } from './fast-record-parsers.ts';
import { apiGet, type RequestOptions } from './http.ts';
import {
  dnsRecordListSchema,
  type DnsRecord,
  type OrderBy,
  type OrderParam,
  type SearchRecordType,
} from '../contract/schemas.ts';

/** The seven query parameters of spec 4.1, named as the API names them. */
export type RecordsQuery = {
  offset?: number;
  limit?: number;
  order_by?: OrderBy;
  order_param?: OrderParam;
  search_text?: string;
  strict_search?: 'yes';
  search_record_type?: SearchRecordType;
};

/** The filters of a records query: what decides which records match, not which page or order. */
export type RecordsFilter = Pick<RecordsQuery, 'search_text' | 'strict_search' | 'search_record_type'>;

/** No filter: every live record of the zone (one cache entry for every screen that reads them all). */
export const WHOLE_ZONE: RecordsFilter = {};

const QUERY_ORDER = [
  'offset',
  'limit',
  'order_by',
  'order_param',
  'search_text',
  'strict_search',
  'search_record_type',
] as const satisfies readonly (keyof RecordsQuery)[];

/** Query string of a records request, parameters in a fixed order, absent and empty ones left out. */
export function recordsSearchParams(query: RecordsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of QUERY_ORDER) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

function recordsPath(domain: DomainName): string {
  return `/dns/v1/domains/${encodeURIComponent(domain.ascii)}/records`;
}

/** GET /dns/v1/domains/{domain}/records (spec 4.1). */
export function listRecords(
  domain: DomainName,
  query: RecordsQuery,
  options: RequestOptions = {},
): Promise<DnsRecord[]> {
  return apiGet(recordsPath(domain), dnsRecordListSchema, {
    ...options,
    query: recordsSearchParams(query),
    fastParse: parseDnsRecordListFast,
  });
}

/**
 * The records queries. `all` and `domain` are the keys the others start with (to cancel or drop
 * them together); the others return the query options that components, prefetch and the export use.
 */
export const recordQueries = {
  all: () => ['records'] as const,
  domain: (domain: DomainName) => [...recordQueries.all(), domain.ascii] as const,
  /** The key every page of the domain starts with; with a partial query after it, the pages of that query. */
  lists: (domain: DomainName) => [...recordQueries.domain(domain), 'list'] as const,
  list: (domain: DomainName, query: RecordsQuery) =>
    queryOptions({
      queryKey: [...recordQueries.lists(domain), query] as const,
      queryFn: ({ signal }) => listRecords(domain, query, { signal }),
      // Live records change; a short window spares refetches when paging back and forth.
      staleTime: 30_000,
    }),
  /**
   * How many records match `filter`, found by probing (see {@link countRecords}); cached per
   * filter. `hints` (what the caller already knows) only shorten the search and are not part of
   * the key: the answer is the same whatever they are.
   */
  count: (domain: DomainName, filter: RecordsFilter, hints: Omit<ProbeOptions, 'maxOffset' | 'maxProbes'>) =>
    queryOptions({
      queryKey: [...recordQueries.domain(domain), 'count', filter] as const,
      queryFn: ({ signal }) => countRecords(domain, filter, hints, { signal }),
      staleTime: 30_000,
    }),
  /**
   * Every record matching `filter`, all pages (see {@link fetchAllRecords}). The fetch writes how
   * far it has come to {@link recordQueries.allPagesProgress}, where any progress bar reads it.
   */
  allPages: (domain: DomainName, filter: RecordsFilter) =>
    queryOptions({
      queryKey: [...recordQueries.domain(domain), 'allPages', filter] as const,
      queryFn: ({ signal, client }) => {
        const progressKey = recordQueries.allPagesProgress(domain, filter).queryKey;
        client.setQueryData(progressKey, null);
        return fetchAllRecords(domain, filter, {
          signal,
          onProgress: (progress) => client.setQueryData(progressKey, progress),
        });
      },
      staleTime: 30_000,
      gcTime: 60_000,
    }),
  /**
   * How far the fetch of {@link recordQueries.allPages} under way has come (`null` before its
   * first page): written by that fetch only; this query never fetches.
   */
  allPagesProgress: (domain: DomainName, filter: RecordsFilter) =>
    queryOptions<FetchAllProgress | null>({
      queryKey: [...recordQueries.domain(domain), 'allPagesProgress', filter] as const,
      queryFn: skipToken,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/**
 * How many records match `filter`: the API sends no total, so it is found by asking for one record
 * at an offset (`limit=1`) — a gallop from the hints, then a binary search (countByProbing), a
 * dozen requests for a zone of 50,000 when a snapshot's count is the estimate. Bounded (at most 40
 * requests; past that it answers `{ atLeast }`) and cancelled with `signal` between requests.
 * Throws {@link ApiError} `unexpected-shape` as soon as the answers show that the service ignores
 * `limit` (more than one record) or `offset` (one record sent for two offsets), which would
 * otherwise find every offset taken and count to the bound.
 */
export function countRecords(
  domain: DomainName,
  filter: RecordsFilter,
  hints: ProbeOptions,
  options: RequestOptions = {},
): Promise<ProbeResult> {
  // Which offset each record was found at: countByProbing never asks for an offset twice, so a
  // record found at two means the service ignores `offset`.
  const foundAt = new Map<string, number>();
  return countByProbing(async (offset) => {
    const one = await listRecords(
      domain,
      { ...filter, offset, limit: 1, order_by: 'record_id', order_param: 'asc' },
      options,
    );
    if (one.length > 1) {
      throw new ApiError('unexpected-shape', {
        path: 'response',
        problem: `a request for one record (offset ${offset}) was answered with ${one.length}, so the service seems to ignore “limit”`,
      });
    }
    const [record] = one;
    if (record === undefined) return false;
    const other = foundAt.get(record.record_id);
    if (other !== undefined) {
      throw new ApiError('unexpected-shape', {
        path: 'response',
        problem: `the record sent for offset ${offset} was sent for offset ${other} too, so the service seems to ignore “offset”`,
      });
    }
    foundAt.set(record.record_id, offset);
    return true;
  }, hints);
}

/** Page size for fetching a whole record set; a server may cap it silently, which is fine. */
export const FETCH_ALL_PAGE_SIZE = 1000;

export type FetchAllProgress = { fetched: number; pages: number };

/**
 * Every record of a set, as {@link fetchAllRecords} read it. `pagingIgnored`: the service sent the
 * same records whatever the offset (a service that does not page sends the whole zone for any
 * request, observed-service.md), and they were taken as the whole set — to be said wherever they
 * are used, since a record it never sent would look absent.
 */
export type AllRecords = { records: DnsRecord[]; pagingIgnored: boolean };

/**
 * Fetches every record matching `filter`, page after page, until a page comes back empty. A page
 * shorter than asked is not taken as the end, because a server may cap `limit` silently. Sorted by
 * `record_id` so that paging is stable.
 *
 * A service that ignores `offset` sends its first page again for the second. Then the first page is
 * asked for once more in the opposite order: the same records again, in the opposite order or not
 * exactly a page's worth, is a service that sends one answer for any page, taken as the whole set
 * (`pagingIgnored`). Other records, or exactly a page in the same order (it may honour `limit`
 * alone, and there is no way to the rest), throw {@link ApiError} `unexpected-shape`, as does a
 * later page that repeats records — never a loop.
 */
export async function fetchAllRecords(
  domain: DomainName,
  filter: RecordsFilter,
  options: RequestOptions & { pageSize?: number; onProgress?: (progress: FetchAllProgress) => void } = {},
): Promise<AllRecords> {
  const pageSize = options.pageSize ?? FETCH_ALL_PAGE_SIZE;
  const records: DnsRecord[] = [];
  const seen = new Set<string>();
  const ask = (offset: number, order_param: 'asc' | 'desc') =>
    listRecords(domain, { ...filter, offset, limit: pageSize, order_by: 'record_id', order_param }, options);
  for (let pages = 1; ; pages += 1) {
    const page = await ask(records.length, 'asc');
    if (page.length === 0) return { records, pagingIgnored: false };
    let fresh = 0;
    for (const record of page) {
      if (seen.has(record.record_id)) continue;
      seen.add(record.record_id);
      records.push(record);
      fresh += 1;
    }
    if (fresh === 0) {
      if (pages === 2 && page.length === records.length) {
        const reversed = await ask(0, 'desc');
        const sameRecords =
          reversed.length === records.length && reversed.every((record) => seen.has(record.record_id));
        const sameOrder = reversed.every((record, index) => record.record_id === records[index]?.record_id);
        if (sameRecords && (records.length !== pageSize || !sameOrder)) return { records, pagingIgnored: true };
        throw new ApiError('unexpected-shape', {
          path: 'response',
          problem: `page 2 repeated page 1, so the service seems to ignore “offset”, and it sends at most ${records.length} records: the rest cannot be read`,
        });
      }
      throw new ApiError('unexpected-shape', {
        path: 'response',
        problem: `page ${pages} repeated records already received, so the service seems to ignore “offset”`,
      });
    }
    options.onProgress?.({ fetched: records.length, pages });
  }
}

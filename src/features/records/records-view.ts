import type { RecordsFilter, RecordsQuery } from '../../api/records.ts';
import { ORDER_BY_KEYS, ORDER_PARAMS, SEARCH_RECORD_TYPES, type OrderBy } from '../../contract/schemas.ts';
import { requestLimit } from './offset-paging.ts';
import { ORDER_WORDS } from '../../lib/sort-order.ts';
import { defineUrlState, enumParam, flagParam, intParam, optionalEnumParam, textParam } from '../../lib/url-state.ts';

/** Page sizes offered; a link may carry any `limit` from 1 to the largest. */
export const PAGE_SIZES: readonly number[] = [25, 50, 100, 250, 500];
export const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 500;
/** Far beyond any zone; larger offsets are typos, not views. */
const MAX_OFFSET = 100_000_000;
export const MAX_SEARCH_LENGTH = 200;

/**
 * The records screen's view, in the URL under the API's own parameter names (spec 4.1), so a link
 * reads like the request it makes: `?order_by=record_ttl&order_param=desc&search_record_type=MX`.
 * Defaults (first page, 100 rows, by id ascending, no filter) are left out of the URL.
 */
export const recordsViewCodec = defineUrlState({
  offset: intParam({ fallback: 0, min: 0, max: MAX_OFFSET }),
  limit: intParam({ fallback: DEFAULT_PAGE_SIZE, min: 1, max: MAX_PAGE_SIZE }),
  order_by: enumParam(ORDER_BY_KEYS, 'record_id'),
  order_param: enumParam(ORDER_PARAMS, 'asc'),
  search_text: textParam({ maxLength: MAX_SEARCH_LENGTH }),
  strict_search: flagParam('yes'),
  search_record_type: optionalEnumParam(SEARCH_RECORD_TYPES),
});

export type RecordsView = typeof recordsViewCodec.defaults;

/**
 * The API request of a view, starting at `offset` (the view's own by default; the next page's for
 * the prefetch). It asks for one row more than the page shows, to know whether a next page exists
 * without another round trip, and always names the sort: the spec does not say what a server's
 * default order is, and a shared link must mean the same rows everywhere.
 */
export function recordsRequest(view: RecordsView, offset: number = view.offset): RecordsQuery {
  return {
    offset,
    limit: requestLimit(view.limit),
    order_by: view.order_by,
    order_param: view.order_param,
    ...recordsFilter(view),
  };
}

const ORDER_NAMES = {
  record_id: 'ID',
  idn_record_name: 'name',
  record_type: 'type',
  idn_record_value: 'value',
  record_ttl: 'TTL',
} as const satisfies Record<OrderBy, string>;

/** The view's order in words: `by TTL, descending`. */
export function describeOrder(view: RecordsView): string {
  return `by ${ORDER_NAMES[view.order_by]}, ${ORDER_WORDS[view.order_param]}`;
}

/** What decides which records match (the export fetches all of them): the search and the type filter. */
export function recordsFilter(view: RecordsView): RecordsFilter {
  return {
    ...(view.search_text === '' ? {} : { search_text: view.search_text }),
    ...(view.strict_search ? { strict_search: 'yes' as const } : {}),
    ...(view.search_record_type === undefined ? {} : { search_record_type: view.search_record_type }),
  };
}

/** Whether the view leaves records out (an exact-match switch without search text does not). */
export function hasFilters(view: RecordsView): boolean {
  return view.search_text !== '' || view.search_record_type !== undefined;
}

/**
 * The active filters in words, for empty states and export notes:
 * `['name, type, value or TTL equal to “www.example.com”', 'type MX']`.
 */
export function describeFilters(view: RecordsView): string[] {
  const parts: string[] = [];
  if (view.search_text !== '') {
    parts.push(
      view.strict_search
        ? `name, type, value or TTL equal to “${view.search_text}”`
        : `name, type, value or TTL containing “${view.search_text}”`,
    );
  }
  if (view.search_record_type !== undefined) parts.push(`type ${view.search_record_type}`);
  return parts;
}

/** The change that removes every filter and goes back to the first page. */
export const clearedFilters = {
  search_text: '',
  strict_search: false,
  search_record_type: undefined,
  offset: 0,
} satisfies Partial<RecordsView>;

/** A column id of the table as a sort key of the API, if it is one. */
export function orderByOf(columnId: string): OrderBy | undefined {
  return ORDER_BY_KEYS.find((key) => key === columnId);
}

import {
  ORDER_BY_KEYS,
  ORDER_PARAMS,
  SEARCH_RECORD_TYPES,
  type OrderBy,
  type OrderParam,
  type SearchRecordType,
} from '../../src/contract/schemas.ts';
import { createLruCache } from './lru-cache.ts';

export const DEFAULT_LIMIT = 100;
/** Larger limits are capped to this silently, as some real services do: clients must cope. */
export const MAX_LIMIT = 1000;

/** A records request (spec 4.1) with defaults filled in. */
export type RecordsQuery = {
  readonly offset: number;
  readonly limit: number;
  readonly orderBy: OrderBy;
  readonly orderParam: OrderParam;
  /** Empty means no text search. */
  readonly searchText: string;
  readonly strictSearch: boolean;
  readonly searchRecordType: SearchRecordType | undefined;
};

export type ParsedRecordsQuery =
  | { readonly ok: true; readonly query: RecordsQuery }
  | { readonly ok: false; readonly parameter: string; readonly message: string };

const WHOLE_NUMBER = /^[0-9]+$/;

/**
 * Reads the query parameters of a records request. An absent or empty parameter takes its
 * default; anything else that is not allowed is refused with the parameter's name and why:
 * `parseRecordsQuery(name => ({ limit: '0' })[name])` → `{ ok: false, parameter: 'limit', … }`.
 */
export function parseRecordsQuery(read: (name: string) => string | undefined): ParsedRecordsQuery {
  const given = (name: string): string | undefined => {
    const value = read(name);
    return value === undefined || value === '' ? undefined : value;
  };

  const offsetText = given('offset') ?? '0';
  if (!WHOLE_NUMBER.test(offsetText)) {
    return refuse('offset', `The parameter offset must be a whole number of 0 or more, not “${offsetText}”.`);
  }
  const limitText = given('limit') ?? String(DEFAULT_LIMIT);
  if (!WHOLE_NUMBER.test(limitText) || Number(limitText) < 1) {
    return refuse('limit', `The parameter limit must be a whole number of 1 or more, not “${limitText}”.`);
  }
  const orderBy = given('order_by') ?? 'record_id';
  if (!isOneOf(ORDER_BY_KEYS, orderBy)) {
    return refuse('order_by', `The parameter order_by must be one of ${ORDER_BY_KEYS.join(', ')}, not “${orderBy}”.`);
  }
  const orderParam = given('order_param') ?? 'asc';
  if (!isOneOf(ORDER_PARAMS, orderParam)) {
    return refuse('order_param', `The parameter order_param must be asc or desc, not “${orderParam}”.`);
  }
  const searchRecordType = given('search_record_type');
  if (searchRecordType !== undefined && !isOneOf(SEARCH_RECORD_TYPES, searchRecordType)) {
    return refuse(
      'search_record_type',
      `The parameter search_record_type must be one of ${SEARCH_RECORD_TYPES.join(', ')}, not “${searchRecordType}”.`,
    );
  }
  return {
    ok: true,
    query: {
      offset: Number(offsetText),
      limit: Math.min(Number(limitText), MAX_LIMIT),
      orderBy,
      orderParam,
      searchText: given('search_text') ?? '',
      strictSearch: given('strict_search') === 'yes',
      searchRecordType,
    },
  };
}

function refuse(parameter: string, message: string): ParsedRecordsQuery {
  return { ok: false, parameter, message };
}

function isOneOf<T extends string>(allowed: readonly T[], value: string): value is T {
  return allowed.some((item) => item === value);
}

/**
 * Compares two strings by Unicode code point (JavaScript's `<` compares UTF-16 units, which puts
 * astral characters before U+E000–U+FFFF). `compareCodePoints('\uFF21', '😀')` < 0.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    let unitA = a.charCodeAt(index);
    let unitB = b.charCodeAt(index);
    if (unitA === unitB) continue;
    // Move surrogates above the rest of the BMP, where the code points they encode belong.
    if (unitA >= 0xd800 && unitB >= 0xd800) {
      unitA = unitA >= 0xe000 ? unitA - 0x800 : unitA + 0x2000;
      unitB = unitB >= 0xe000 ? unitB - 0x800 : unitB + 0x2000;
    }
    return unitA - unitB;
  }
  return a.length - b.length;
}

/** What the index needs of a record. */
export type QueryableRecord = {
  readonly record_id: string;
  readonly record_name: string;
  readonly record_type: string;
  readonly record_value: string;
  readonly record_ttl: string;
};

/** Answers records queries over one fixed list of records, caching what repeats. */
export type RecordIndex = {
  /**
   * Positions (in the indexed list) of the records that match the query's filters, in the
   * query's order; paging is left to the caller: `.subarray(offset, offset + limit)`.
   */
  select(query: RecordsQuery): Uint32Array;
};

const RESULT_CACHE_SIZE = 64;

/**
 * Indexes records for search and sort. Lowercased search fields are computed once; each sort
 * order is computed on first use and kept; filtered results are kept in a small LRU cache.
 * Ties in every order are broken by record id ascending (ids compared as numbers), in both
 * directions; names and values compare case-insensitively by code point, TTLs as numbers.
 */
export function createRecordIndex(records: readonly QueryableRecord[]): RecordIndex {
  const count = records.length;
  const ids = new Float64Array(count);
  const ttls = new Float64Array(count);
  const names: string[] = [];
  const types: string[] = [];
  const lowerTypes: string[] = [];
  const values: string[] = [];
  const ttlTexts: string[] = [];
  // The four searchable fields in one string, so a substring search is one `includes` per record;
  // NUL cannot occur in a record, so a match never spans two fields (NUL in the text falls back).
  const haystacks: string[] = [];
  for (const [position, item] of records.entries()) {
    ids[position] = numberOrInfinity(item.record_id);
    ttls[position] = numberOrInfinity(item.record_ttl);
    const name = item.record_name.toLowerCase();
    const lowerType = item.record_type.toLowerCase();
    const value = item.record_value.toLowerCase();
    const ttl = item.record_ttl.toLowerCase();
    names.push(name);
    types.push(item.record_type);
    lowerTypes.push(lowerType);
    values.push(value);
    ttlTexts.push(ttl);
    haystacks.push(`${name}\u0000${lowerType}\u0000${value}\u0000${ttl}`);
  }

  // Without surrogates, UTF-16 order is code point order, and the engine's own comparison is faster.
  const compareText = [...names, ...types, ...values].some((text) => SURROGATE.test(text))
    ? compareCodePoints
    : compareUnits;
  const byId = (a: number, b: number): number => (ids[a] ?? 0) - (ids[b] ?? 0) || a - b;
  const compareKey: Record<OrderBy, (a: number, b: number) => number> = {
    record_id: (a, b) => (ids[a] ?? 0) - (ids[b] ?? 0),
    idn_record_name: (a, b) => compareText(names[a] ?? '', names[b] ?? ''),
    record_type: (a, b) => compareText(types[a] ?? '', types[b] ?? ''),
    idn_record_value: (a, b) => compareText(values[a] ?? '', values[b] ?? ''),
    record_ttl: (a, b) => (ttls[a] ?? 0) - (ttls[b] ?? 0),
  };

  const orders = new Map<string, Uint32Array>();
  const sortedPositions = (orderBy: OrderBy, orderParam: OrderParam): Uint32Array => {
    const cacheKey = `${orderBy} ${orderParam}`;
    let order = orders.get(cacheKey);
    if (order === undefined) {
      const compare = compareKey[orderBy];
      if (orderParam === 'asc') {
        order = new Uint32Array(count);
        for (let position = 0; position < count; position += 1) order[position] = position;
        order.sort((a, b) => compare(a, b) || byId(a, b));
      } else {
        order = reverseRuns(sortedPositions(orderBy, 'asc'), compare);
      }
      orders.set(cacheKey, order);
    }
    return order;
  };

  const matches = (position: number, query: RecordsQuery, text: string): boolean => {
    if (query.searchRecordType !== undefined && types[position] !== query.searchRecordType) return false;
    if (text === '') return true;
    if (!query.strictSearch && !text.includes('\u0000')) return (haystacks[position] ?? '').includes(text);
    const name = names[position] ?? '';
    const type = lowerTypes[position] ?? '';
    const value = values[position] ?? '';
    const ttl = ttlTexts[position] ?? '';
    return query.strictSearch
      ? name === text || type === text || value === text || ttl === text
      : name.includes(text) || type.includes(text) || value.includes(text) || ttl.includes(text);
  };

  const filters = createLruCache<Uint8Array>(RESULT_CACHE_SIZE);
  const results = createLruCache<Uint32Array>(RESULT_CACHE_SIZE);

  return {
    select(query) {
      const order = sortedPositions(query.orderBy, query.orderParam);
      const text = query.searchText.toLowerCase();
      if (text === '' && query.searchRecordType === undefined) return order;

      const filterKey = `${query.searchRecordType ?? ''}\u0000${query.strictSearch ? 'strict' : 'substring'}\u0000${text}`;
      const resultKey = `${query.orderBy}\u0000${query.orderParam}\u0000${filterKey}`;
      const cached = results.get(resultKey);
      if (cached !== undefined) return cached;

      let mask = filters.get(filterKey);
      if (mask === undefined) {
        mask = new Uint8Array(count);
        for (let position = 0; position < count; position += 1) {
          if (matches(position, query, text)) mask[position] = 1;
        }
        filters.set(filterKey, mask);
      }
      const selected: number[] = [];
      for (const position of order) if (mask[position] === 1) selected.push(position);
      const result = Uint32Array.from(selected);
      results.set(resultKey, result);
      return result;
    },
  };
}

/**
 * The descending order from the ascending one without sorting again: runs of equal keys in
 * reverse, each run kept in its ascending-id order. `[a1 a2 b1 c1 c2]` → `[c1 c2 b1 a1 a2]`.
 */
function reverseRuns(ascending: Uint32Array, compare: (a: number, b: number) => number): Uint32Array {
  const result = new Uint32Array(ascending.length);
  let write = 0;
  let runEnd = ascending.length;
  while (runEnd > 0) {
    let runStart = runEnd - 1;
    while (runStart > 0 && compare(ascending[runStart - 1] ?? 0, ascending[runStart] ?? 0) === 0) runStart -= 1;
    result.set(ascending.subarray(runStart, runEnd), write);
    write += runEnd - runStart;
    runEnd = runStart;
  }
  return result;
}

const SURROGATE = /[\uD800-\uDFFF]/;

function compareUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Record ids and TTLs are numeric strings; anything else sorts after every number. */
function numberOrInfinity(text: string): number {
  const value = Number(text);
  return text.trim() === '' || Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordsSearchParams } from '../../api/records.ts';
import { ORDER_BY_KEYS, ORDER_PARAMS, SEARCH_RECORD_TYPES } from '../../contract/schemas.ts';
import { describeParamProblem } from '../../lib/url-state.ts';
import { expectUrlStateLaws } from '../../test/url-state-laws.ts';
import {
  describeFilters,
  hasFilters,
  orderByOf,
  recordsFilter,
  recordsRequest,
  recordsViewCodec,
  type RecordsView,
} from './records-view.ts';

const parse = (search: string) => recordsViewCodec.parse(new URLSearchParams(search));

const viewArbitrary: fc.Arbitrary<RecordsView> = fc.record({
  offset: fc.integer({ min: 0, max: 100_000_000 }),
  limit: fc.integer({ min: 1, max: 500 }),
  order_by: fc.constantFrom(...ORDER_BY_KEYS),
  order_param: fc.constantFrom(...ORDER_PARAMS),
  search_text: fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: 'grapheme', maxLength: 100 }).filter((text) => text.length <= 200),
  ),
  strict_search: fc.boolean(),
  search_record_type: fc.option(fc.constantFrom(...SEARCH_RECORD_TYPES), { nil: undefined }),
});

describe('recordsViewCodec', () => {
  it('leaves every default out of the URL', () => {
    expect(recordsViewCodec.serialize(recordsViewCodec.defaults).toString()).toBe('');
    expect(recordsViewCodec.defaults).toEqual({
      offset: 0,
      limit: 100,
      order_by: 'record_id',
      order_param: 'asc',
      search_text: '',
      strict_search: false,
      search_record_type: undefined,
    });
  });

  it('reads a link with every parameter, named as the API names them', () => {
    const { state, problems } = parse(
      'offset=50&limit=25&order_by=record_ttl&order_param=desc&search_text=mail&strict_search=yes&search_record_type=MX',
    );
    expect(problems).toEqual([]);
    expect(state).toEqual({
      offset: 50,
      limit: 25,
      order_by: 'record_ttl',
      order_param: 'desc',
      search_text: 'mail',
      strict_search: true,
      search_record_type: 'MX',
    });
  });

  it('falls back to the default for each bad value and says which and why', () => {
    const { state, problems } = parse(
      'offset=-1&limit=100000&order_by=record_name&order_param=ASC&strict_search=true&search_record_type=SOA',
    );
    expect(state).toEqual(recordsViewCodec.defaults);
    expect(problems.map(describeParamProblem)).toEqual([
      'offset “-1” must be a whole number of 0 or more',
      'limit “100000” must be at most 500',
      'order_by “record_name” must be one of record_id, idn_record_name, record_type, idn_record_value, record_ttl',
      'order_param “ASC” must be one of asc, desc',
      'strict_search “true” can only be “yes”',
      'search_record_type “SOA” must be one of A, AAAA, CNAME, ALIAS, MX, TXT, NS, SRV, PTR, CAA',
    ]);
    expect(parse('offset=ten&limit=0').problems.map(describeParamProblem)).toEqual([
      'offset “ten” must be a whole number of 0 or more',
      'limit “0” must be at least 1',
    ]);
  });

  it('keeps the URL-state laws: any link gives a valid view, every parameter used or reported (property)', () => {
    expectUrlStateLaws(recordsViewCodec, viewArbitrary);
  });

  it('reads back every view it writes', () => {
    fc.assert(
      fc.property(viewArbitrary, (view) => {
        const { state, problems } = recordsViewCodec.parse(recordsViewCodec.serialize(view));
        expect(problems).toEqual([]);
        expect(state).toEqual(view);
      }),
    );
  });
});

describe('recordsRequest', () => {
  it('asks for one row more than the page shows and always names the order', () => {
    expect(recordsSearchParams(recordsRequest(recordsViewCodec.defaults)).toString()).toBe(
      'offset=0&limit=101&order_by=record_id&order_param=asc',
    );
  });

  it('carries every parameter of the link, and the next page’s offset on request', () => {
    const { state } = parse(
      'offset=50&limit=25&order_by=record_ttl&order_param=desc&search_text=mail&strict_search=yes&search_record_type=MX',
    );
    expect(recordsSearchParams(recordsRequest(state)).toString()).toBe(
      'offset=50&limit=26&order_by=record_ttl&order_param=desc&search_text=mail&strict_search=yes&search_record_type=MX',
    );
    expect(recordsRequest(state, 75).offset).toBe(75);
  });

  it('is the URL’s parameters with the limit raised by one, for any valid view', () => {
    fc.assert(
      fc.property(viewArbitrary, (view) => {
        const request = recordsSearchParams(recordsRequest(view));
        const expected = recordsViewCodec.serialize(view);
        expected.set('limit', String(view.limit + 1));
        expect(Object.fromEntries(request)).toMatchObject(Object.fromEntries(expected));
      }),
    );
  });
});

describe('filters', () => {
  it('are the search and the type; the exact switch alone filters nothing', () => {
    const view = { ...recordsViewCodec.defaults, strict_search: true };
    expect(hasFilters(view)).toBe(false);
    expect(describeFilters(view)).toEqual([]);
    expect(recordsFilter(view)).toEqual({ strict_search: 'yes' });

    const filtered = { ...view, search_text: 'www.example.com', search_record_type: 'A' as const };
    expect(hasFilters(filtered)).toBe(true);
    expect(describeFilters(filtered)).toEqual(['name, type, value or TTL equal to “www.example.com”', 'type A']);
    expect(describeFilters({ ...filtered, strict_search: false })[0]).toBe(
      'name, type, value or TTL containing “www.example.com”',
    );
    expect(recordsFilter(filtered)).toEqual({
      search_text: 'www.example.com',
      strict_search: 'yes',
      search_record_type: 'A',
    });
  });
});

describe('orderByOf', () => {
  it('accepts the API’s sort keys only', () => {
    expect(orderByOf('record_ttl')).toBe('record_ttl');
    expect(orderByOf('record_status')).toBeUndefined();
  });
});

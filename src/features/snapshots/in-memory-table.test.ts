import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSearchTexts,
  filterOrder,
  filterTerms,
  lazySearchTexts,
  sortKeyOf,
  sortOrder,
} from './in-memory-table.ts';

describe('sortOrder', () => {
  it('sorts numbers numerically and text by code point, missing keys last', () => {
    const keys = [sortKeyOf('300'), sortKeyOf('60'), sortKeyOf(''), sortKeyOf('3600'), sortKeyOf('abc')];
    expect(sortOrder(keys, 'asc')).toEqual([1, 0, 3, 4, 2]);
    expect(sortOrder(keys, 'desc')).toEqual([4, 3, 0, 1, 2]);
  });

  it('puts numbers before text in ascending order and after it in descending order', () => {
    const keys = ['abc', '5', 'zz', '10'].map(sortKeyOf);
    expect(sortOrder(keys, 'asc')).toEqual([1, 3, 0, 2]);
    expect(sortOrder(keys, 'desc')).toEqual([2, 0, 3, 1]);
  });

  it('compares text without case', () => {
    const keys = ['b.example.com', 'A.example.com', 'a.example.com'].map(sortKeyOf);
    expect(sortOrder(keys, 'asc')).toEqual([1, 2, 0]);
  });

  it('is a stable permutation in both directions (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom('a', 'b', 'c'), fc.constant(undefined))),
        (keys) => {
          for (const direction of ['asc', 'desc'] as const) {
            const order = sortOrder(keys, direction);
            expect([...order].sort((a, b) => a - b)).toEqual(keys.map((_, index) => index));
            const tiesOutOfOrder = order.filter((current, position) => {
              const previous = order[position - 1];
              return previous !== undefined && keys[previous] === keys[current] && previous > current;
            });
            expect(tiesOutOfOrder).toEqual([]);
          }
        },
      ),
    );
  });
});

describe('sortKeyOf', () => {
  it.each([
    ['3600', 3600],
    ['007', 7],
    ['999999999999999', 999_999_999_999_999],
    // Sixteen digits are past what a number holds exactly: compared as text.
    ['1234567890123456', '1234567890123456'],
    ['10a', '10a'],
    ['a10', 'a10'],
    ['WWW.Example.COM', 'www.example.com'],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (text, key) => {
    expect(sortKeyOf(text)).toBe(key);
  });
});

describe('filterOrder', () => {
  const rows = ['www.example.com A 192.0.2.1', 'mail.example.com MX 10 mail', 'WWW.other.net AAAA ::1'];
  const texts = buildSearchTexts(rows, (row) => row);

  it('keeps rows containing every word, in the given order, ignoring case', () => {
    expect(filterOrder([2, 1, 0], texts, 'WWW')).toEqual([2, 0]);
    expect(filterOrder([0, 1, 2], texts, 'www  a')).toEqual([0, 2]);
    expect(filterOrder([0, 1, 2], texts, 'example mx')).toEqual([1]);
    expect(filterOrder([0, 1, 2], texts, 'nothing')).toEqual([]);
  });

  it('leaves out an index that has no search text', () => {
    expect(filterOrder([0, 7, 2], texts, 'www')).toEqual([0, 2]);
  });

  it('returns the order itself for an empty filter', () => {
    const order = [1, 0, 2];
    expect(filterOrder(order, texts, '   ')).toBe(order);
    expect(filterTerms(' a  B ')).toEqual(['a', 'b']);
  });
});

describe('lazySearchTexts', () => {
  it('builds the texts once, on first use', () => {
    let calls = 0;
    const texts = lazySearchTexts(['A', 'b'], (row) => {
      calls += 1;
      return row;
    });
    expect(calls).toBe(0);
    expect(texts()).toEqual(['a', 'b']);
    expect(texts()).toBe(texts());
    expect(calls).toBe(2);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeRange,
  findIgnoredPaging,
  nextOffset,
  previousOffset,
  readPage,
  requestLimit,
} from './offset-paging.ts';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('readPage', () => {
  it('shows `limit` rows and knows more follow when the extra row came back', () => {
    const reading = readPage(rows(requestLimit(100)), 100);
    expect(reading.rows).toEqual(rows(100));
    expect(reading.more).toBe('yes');
  });

  it('cannot tell the end from a capped page when the page is not longer than `limit`', () => {
    const received = rows(39);
    const reading = readPage(received, 100);
    expect(reading).toEqual({ rows: received, more: 'maybe' });
    // The same array, so that memoised consumers do not see a change.
    expect(reading.rows).toBe(received);
    expect(readPage(rows(100), 100).more).toBe('maybe');
  });

  it('knows nothing follows an empty page', () => {
    expect(readPage([], 25)).toEqual({ rows: [], more: 'no' });
  });

  it('never shows more than `limit` rows, and says "yes" exactly when rows were left out', () => {
    fc.assert(
      fc.property(fc.nat(600), fc.integer({ min: 1, max: 500 }), (count, limit) => {
        const reading = readPage(rows(count), limit);
        expect(reading.rows.length).toBe(Math.min(count, limit));
        expect(reading.more === 'yes').toBe(count > limit);
      }),
    );
  });
});

const same = (one: number, other: number) => one === other;
const from = (start: number, count: number) => Array.from({ length: count }, (_, index) => start + index);

const boxes = (count: number) => from(0, count).map((id) => ({ id }));
const sameBox = (one: { id: number }, other: { id: number }) => one.id === other.id;

describe('findIgnoredPaging', () => {
  it('finds nothing in pages that were applied, nor before the next page is known', () => {
    expect(findIgnoredPaging(from(0, 101), 100, [from(100, 101)], same)).toBeNull();
    expect(findIgnoredPaging(from(0, 101), 100, [undefined], same)).toBeNull();
    // A capped page, then the rest: shorter than asked is not ignoring anything.
    expect(findIgnoredPaging(from(0, 7), 100, [from(7, 7)], same)).toBeNull();
    expect(findIgnoredPaging(from(0, 39), 100, [[]], same)).toBeNull();
    expect(findIgnoredPaging([], 100, [], same)).toBeNull();
  });

  it('says `limit` was ignored when more rows came than asked for (one more than shown)', () => {
    expect(findIgnoredPaging(from(0, 102), 100, [undefined], same)).toEqual({ received: 102, offset: false });
    expect(findIgnoredPaging(from(0, 50_000), 25, [from(25, 50_000)], same)).toEqual({
      received: 50_000,
      offset: false,
    });
  });

  it('says `offset` was ignored when the next page begins where this one does', () => {
    expect(findIgnoredPaging(from(0, 39), 100, [from(0, 39)], same)).toEqual({ received: null, offset: true });
    expect(findIgnoredPaging(from(0, 1000), 100, [from(0, 1000)], same)).toEqual({ received: 1000, offset: true });
    // Compared by the function given, not by identity: the next answer holds other objects.
    expect(findIgnoredPaging(boxes(101), 100, [boxes(101)], sameBox)).toEqual({ received: null, offset: true });
  });

  it('says `offset` was ignored when any other page begins where this one does (the first, on a later page)', () => {
    // Page 3 of a view, its next page not there yet, and the view's first page, which it repeats.
    expect(findIgnoredPaging(from(0, 26), 25, [undefined, from(0, 26)], same)).toEqual({
      received: null,
      offset: true,
    });
    expect(findIgnoredPaging(from(50, 26), 25, [undefined, from(0, 26)], same)).toBeNull();
    expect(findIgnoredPaging(from(50, 26), 25, [from(75, 26), from(0, 26)], same)).toBeNull();
  });

  it('never compares with a row that is not there (the comparison may read its fields)', () => {
    expect(findIgnoredPaging([], 100, [boxes(3)], sameBox)).toBeNull();
    expect(findIgnoredPaging(boxes(3), 100, [[], undefined], sameBox)).toBeNull();
  });
});

describe('offsets', () => {
  it('continues right after the rows shown', () => {
    expect(nextOffset(100, 100)).toBe(200);
    // A server that capped a page of 250 at 100: the next page starts at 101, nothing skipped.
    expect(nextOffset(0, 100)).toBe(100);
    expect(nextOffset(37, 25)).toBe(62);
  });

  it('goes back one page size, never before the start', () => {
    expect(previousOffset(200, 100)).toBe(100);
    expect(previousOffset(37, 100)).toBe(0);
    expect(previousOffset(0, 25)).toBe(0);
  });
});

describe('describeRange', () => {
  it('names the first and last row shown, one-based', () => {
    expect(describeRange(0, 100)).toBe('1–100');
    expect(describeRange(100, 100)).toBe('101–200');
    expect(describeRange(49_900, 100)).toBe('49,901–50,000');
    expect(describeRange(38, 1)).toBe('39');
  });
});

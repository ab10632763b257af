import { formatCount } from '../../lib/format-count.ts';

/**
 * Paging through a list that an API sends in `offset`/`limit` pages without a total.
 *
 * Each page is asked for with one row more than is shown ({@link requestLimit}), so the answer
 * itself says whether a next page exists: no extra round trip. A page that comes back no longer
 * than `limit` is usually the last one, but a server that caps `limit` silently sends short pages
 * too; only the next page can tell, so such a page reads as `maybe`.
 *
 * ```ts
 * readPage(rowsOf(101), 100) // → { rows: first 100, more: 'yes' }
 * readPage(rowsOf(39), 100)  // → { rows: all 39, more: 'maybe' } (the end, or a capped page)
 * readPage([], 100)          // → { rows: [], more: 'no' }
 * ```
 */
export type MoreAfterPage = 'yes' | 'maybe' | 'no';

export type PageReading<Row> = { rows: readonly Row[]; more: MoreAfterPage };

/** How many rows to ask for to show `limit` of them and know whether more follow. */
export function requestLimit(limit: number): number {
  return limit + 1;
}

/** The rows to show of a page asked for with {@link requestLimit}, and whether more follow. */
export function readPage<Row>(received: readonly Row[], limit: number): PageReading<Row> {
  if (received.length > limit) return { rows: received.slice(0, limit), more: 'yes' };
  return { rows: received, more: received.length === 0 ? 'no' : 'maybe' };
}

/**
 * Paging the service was sent but did not apply, read from a page's answer and the answers to other
 * pages of the same view at other offsets (the page after it, once it is there; the first page):
 * - `received`: the page came back longer than asked for ({@link requestLimit}), so the service
 *   ignores `limit` (a request without paging gets the whole zone; observed-service.md); null if not;
 * - `offset`: another page's answer begins with the row this one begins with, so the service
 *   ignores `offset`, and Next would show the same rows again.
 *
 * ```ts
 * findIgnoredPaging(rowsOf(39), 100, [rowsOf(39)], same)       // → { received: null, offset: true }
 * findIgnoredPaging(rowsOf(50_000), 100, [undefined], same)    // → { received: 50_000, offset: false }
 * findIgnoredPaging(rowsOf(101), 100, [rowsFrom(100)], same)  // → null
 * ```
 */
export type IgnoredPaging = { received: number | null; offset: boolean };

export function findIgnoredPaging<Row>(
  received: readonly Row[],
  limit: number,
  others: readonly (readonly Row[] | undefined)[],
  same: (one: Row, other: Row) => boolean,
): IgnoredPaging | null {
  const limitIgnored = received.length > requestLimit(limit);
  const [first] = received;
  const offsetIgnored =
    first !== undefined &&
    others.some((other) => {
      const otherFirst = other?.[0];
      return otherFirst !== undefined && same(first, otherFirst);
    });
  if (!limitIgnored && !offsetIgnored) return null;
  return { received: limitIgnored ? received.length : null, offset: offsetIgnored };
}

/** Where the next page starts: right after the rows shown, so a capped page skips nothing. */
export function nextOffset(offset: number, shown: number): number {
  return offset + shown;
}

/** Where the previous page starts (never before the first row). */
export function previousOffset(offset: number, limit: number): number {
  return Math.max(0, offset - limit);
}

/** `describeRange(100, 100)` → `'101–200'`; thousands grouped: `'49,901–50,000'`. */
export function describeRange(offset: number, shown: number): string {
  const first = offset + 1;
  const last = offset + Math.max(shown, 1);
  return first === last ? formatCount(first) : `${formatCount(first)}–${formatCount(last)}`;
}

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

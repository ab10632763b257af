/**
 * Sorting and filtering of a table held whole in memory (a snapshot of up to 50,000 records),
 * done on row indices so that the rows themselves are never copied:
 *
 * ```ts
 * const texts = buildSearchTexts(rows, (row) => `${row.record_name} ${row.record_value}`); // once per data set
 * const order = sortOrder(rows.map((row) => row.record_name.toLowerCase()), 'asc');      // once per sort
 * filterOrder(order, texts, 'www a')                                                      // per keystroke
 * // → indices of the rows whose text contains both “www” and “a”, in sorted order
 * ```
 */

export type SortDirection = 'asc' | 'desc';

/** What a column sorts by: numbers numerically, text by code point; `undefined` always sorts last. */
export type SortKey = string | number | undefined;

/** Row indices in the order of `keys`; ties keep their original order in both directions. */
export function sortOrder(keys: readonly SortKey[], direction: SortDirection): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const order = Array.from({ length: keys.length }, (_, index) => index);
  return order.sort((a, b) => {
    const left = keys[a];
    const right = keys[b];
    if (left === right) return a - b;
    if (left === undefined) return 1;
    if (right === undefined) return -1;
    let result: number;
    if (typeof left === 'number' && typeof right === 'number') result = left - right;
    else if (typeof left === 'number') result = -1;
    else if (typeof right === 'number') result = 1;
    else result = left < right ? -1 : 1;
    return result * sign || a - b;
  });
}

/** A whole number as a number (so TTLs and ids sort numerically), other text lowercased. */
export function sortKeyOf(text: string | undefined): SortKey {
  if (text === undefined || text === '') return undefined;
  return /^\d{1,15}$/.test(text) ? Number(text) : text.toLowerCase();
}

/**
 * The lowercased text each row is searched in; build it once per data set. Separate fields with a
 * line break so that no word of a filter (which never holds whitespace) matches across two fields.
 */
export function buildSearchTexts<Row>(rows: readonly Row[], textOf: (row: Row) => string): string[] {
  return rows.map((row) => textOf(row).toLowerCase());
}

/** {@link buildSearchTexts}, built on the first call and kept. */
export function lazySearchTexts<Row>(rows: readonly Row[], textOf: (row: Row) => string): () => string[] {
  let texts: string[] | undefined;
  return () => {
    texts ??= buildSearchTexts(rows, textOf);
    return texts;
  };
}

/** The words of a filter, lowercased: every one must occur in a row's text. */
export function filterTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/u).filter(Boolean);
}

/** The indices of `order` whose search text contains every word of `query`, order kept. */
export function filterOrder(order: readonly number[], texts: readonly string[], query: string): readonly number[] {
  const terms = filterTerms(query);
  if (terms.length === 0) return order;
  // A plain loop: this runs on every keystroke over up to 50,000 rows. The result is allocated
  // once at its largest and trimmed, not grown (and copied) push by push: less garbage per key.
  const kept: number[] = [];
  kept.length = order.length;
  let length = 0;
  for (const index of order) {
    const text = texts[index];
    if (text !== undefined && containsAll(text, terms)) kept[length++] = index;
  }
  kept.length = length;
  return kept;
}

function containsAll(text: string, terms: readonly string[]): boolean {
  for (const term of terms) {
    if (!text.includes(term)) return false;
  }
  return true;
}

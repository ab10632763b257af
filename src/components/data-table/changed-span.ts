/**
 * The part of a value that a change touches, for marking it in "old → new": the two texts minus
 * their common start and end, widened to whole tokens (labels and numbers between `.`, `:`,
 * spaces and the like), so a reader sees `55` → `50` rather than `5` → `0`:
 *
 * ```ts
 * changedSpans('203.0.113.55', '203.0.113.50')
 * // → { from: [10, 12], to: [10, 12] }   ('55' and '50')
 * changedSpans('ns1.host.net support@host.com 1761000000', 'ns1.host.net support@host.com 1762000000')
 * // → the serials
 * ```
 *
 * Equal texts give empty spans; a text added from nothing is marked whole.
 */
export type Span = readonly [start: number, end: number];
export type ChangedSpans = { from: Span; to: Span };

const SEPARATOR = /[\s.:@/,;=\-_"'()[\]{}]/u;

export function changedSpans(from: string, to: string): ChangedSpans {
  const shorter = Math.min(from.length, to.length);
  let prefix = 0;
  while (prefix < shorter && from[prefix] === to[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < shorter - prefix && from[from.length - 1 - suffix] === to[to.length - 1 - suffix]) {
    suffix += 1;
  }
  if (prefix === from.length && prefix === to.length) return { from: [prefix, prefix], to: [prefix, prefix] };
  // Widen to whole tokens: back to the separator before the first difference, on to the one after
  // the last (the common text is the same on both sides, so both spans widen alike).
  while (prefix > 0 && !SEPARATOR.test(from[prefix - 1] ?? '')) prefix -= 1;
  while (suffix > 0 && !SEPARATOR.test(from[from.length - suffix] ?? '')) suffix -= 1;
  return { from: [prefix, from.length - suffix], to: [prefix, to.length - suffix] };
}

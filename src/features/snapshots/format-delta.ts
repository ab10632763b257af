/**
 * A change of a count with its sign, as people write it: `formatDelta(12)` → `'+12'`,
 * `formatDelta(-3)` → `'−3'` (a real minus sign), `formatDelta(0)` → `'±0'`. Thousands are grouped.
 */
export function formatDelta(delta: number): string {
  const size = Math.abs(delta).toLocaleString('en');
  if (delta > 0) return `+${size}`;
  if (delta < 0) return `−${size}`;
  return '±0';
}

/**
 * A count set against `other`'s, in words (a screen reader's, a tooltip's): `describeDelta(12,
 * 'snapshot 9040')` → `'12 more than snapshot 9040'`, `-3` → `'3 fewer than …'`, `0` → `'as many as
 * snapshot 9040'` — the same count, which says nothing of whether the records are the same.
 */
export function describeDelta(delta: number, other: string): string {
  const size = Math.abs(delta).toLocaleString('en');
  if (delta > 0) return `${size} more than ${other}`;
  if (delta < 0) return `${size} fewer than ${other}`;
  return `as many as ${other}`;
}

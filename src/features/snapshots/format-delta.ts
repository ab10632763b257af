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

/** Words for a screen reader: `'12 more'`, `'3 fewer'`, `'no change'`. */
export function describeDelta(delta: number): string {
  const size = Math.abs(delta).toLocaleString('en');
  if (delta > 0) return `${size} more`;
  if (delta < 0) return `${size} fewer`;
  return 'no change';
}

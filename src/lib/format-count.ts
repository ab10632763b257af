/**
 * A whole number with thousands separators, as `toLocaleString('en')` writes it:
 * `formatCount(50000)` → `"50,000"`, `formatCount(-1234)` → `"-1,234"`. Written out instead of
 * through Intl on the records screen's first paint: the first Intl number format in a page loads
 * ICU data, about 40 ms of main thread on the benchmark machine (bench #2). Other numbers (not
 * whole, not safe integers) go to Intl as before.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  // Intl writes negative zero as "-0".
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

/**
 * A count and its noun, singular for one: `formatCountOf(1, 'record')` → `"1 record"`,
 * `formatCountOf(2500, 'GEO record')` → `"2,500 GEO records"`, `formatCountOf(0, 'entry', 'entries')`
 * → `"0 entries"`.
 */
export function formatCountOf(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

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

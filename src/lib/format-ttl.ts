const UNITS = [
  ['d', 86_400],
  ['h', 3_600],
  ['min', 60],
  ['s', 1],
] as const;

/**
 * A TTL in seconds in human form, largest units first, at most two of them:
 * `formatTtl('3600')` → `'1 h'`, `formatTtl('5400')` → `'1 h 30 min'`, `formatTtl('90061')` → `'1 d 1 h'`.
 * Anything that is not a whole number of seconds is returned as it is.
 */
export function formatTtl(ttl: string): string {
  if (!/^\d+$/.test(ttl)) return ttl;
  let rest = Number(ttl);
  if (rest === 0) return '0 s';
  const parts: string[] = [];
  for (const [unit, seconds] of UNITS) {
    if (rest >= seconds && parts.length < 2) {
      parts.push(`${Math.floor(rest / seconds)} ${unit}`);
      rest %= seconds;
    } else if (parts.length > 0) {
      break;
    }
  }
  return parts.join(' ');
}

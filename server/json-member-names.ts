/**
 * The most distinct member names an answer of an upstream API may name to be parsed by the server
 * (for a first view, or an answer the proxy reads whole to check): the demo's largest answer, the
 * GEO defaults of large.example.net, names 5,340 (a region table of continents, countries and
 * subdivisions), and an answer naming 20,000 parses in about 25 ms; a hostile one naming 246,000
 * in 5 MB took 0.3–0.8 s here, the server's thread held all along, for every navigation to that
 * screen (docs/server.md).
 */
export const UPSTREAM_MEMBER_NAMES_BOUND = 20_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

/** JSON's insignificant whitespace: space, tab, line feed, carriage return. */
const isJsonSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/**
 * Whether the JSON text in `bytes` (UTF-8) names more than `limit` distinct object members,
 * counted before anything parses it: V8's `JSON.parse` of an answer whose objects carry many
 * distinct member names takes a second and more for a few megabytes (a hostile GEO table of
 * 240,000 subdivisions), one step nothing can interrupt, where the same bytes with a few names
 * repeated parse in tens of milliseconds (docs/server.md).
 *
 * A single pass over the bytes: each string is read to its closing quote (a backslash takes the
 * byte after it, so an escaped quote stays inside), and is a member name when a colon follows. Names are told
 * apart by a 32-bit FNV-1a hash of their bytes and their length, so two names may rarely count
 * as one; a name written with escapes counts apart from the same name written plainly. Neither
 * matters for a bound far above what real answers hold. Text that is not JSON is counted all the
 * same: what it names is a guess, and its parse fails anyway.
 */
export function namesMoreMembersThan(bytes: Uint8Array, limit: number): boolean {
  const names = new Set<number>();
  const end = bytes.length;
  let at = 0;
  while (at < end) {
    let open = at;
    while (open < end && bytes[open] !== QUOTE) open += 1;
    let close = open + 1;
    while (close < end && bytes[close] !== QUOTE) close += bytes[close] === BACKSLASH ? 2 : 1;
    if (close >= end) return false;
    let next = close + 1;
    while (isJsonSpace(bytes[next])) next += 1;
    if (bytes[next] === COLON) {
      // Only a name is hashed: most of an answer's bytes are values, passed over above.
      let hash = 0x81_1c_9d_c5;
      for (let index = open + 1; index < close; index += 1) hash = Math.imul(hash ^ (bytes[index] ?? 0), 0x01_00_01_93);
      names.add((hash ^ (close - open)) >>> 0);
      if (names.size > limit) return true;
    }
    at = close + 1;
  }
  return false;
}

/** What a quoted key is replaced with. */
export const REDACTED = '[server key removed]';

/**
 * An upstream answer checked for the server-held key: `clean` (pass it as sent), `redacted` (the
 * JSON to send instead, every occurrence replaced), or `uncheckable` (it could not be rewritten,
 * for example nested too deeply to serialise: send the server's own envelope instead).
 */
export type KeyCheck = { kind: 'clean' } | { kind: 'redacted'; json: string } | { kind: 'uncheckable' };

/**
 * How the key may be quoted in an answer, and its removal: the key as it is, in any letter case
 * (an answer that upper-cases it has still told it), and with any of its characters
 * percent-encoded, up to three times over (`%2D`, `%252D`), as a link's query carries it — the real service's
 * errors may carry a link (`http_redirect`, observed-service.md) — a space also as a form's `+`.
 * JSON's own escapes (`\u002d`, `\/`) are undone before a string is looked at (redactKey).
 * Other encodings (base64, hex) are not looked for.
 */
export type KeyQuotes = { found: (text: string) => boolean; removed: (text: string) => string };

export function keyQuotesOf(key: string): KeyQuotes {
  const pattern = Array.from(key, characterPattern).join('');
  const anywhere = new RegExp(pattern, 'i');
  const everywhere = new RegExp(pattern, 'gi');
  return { found: (text) => anywhere.test(text), removed: (text) => text.replace(everywhere, REDACTED) };
}

/**
 * One character of the key: itself, or its UTF-8 bytes percent-encoded, the `%` encoded again up
 * to twice (a bound, so that what the search may try at each place of an answer stays small).
 */
function characterPattern(character: string): string {
  const bytes = Array.from(
    new TextEncoder().encode(character),
    (byte) => `%(?:25){0,2}${byte.toString(16).padStart(2, '0')}`,
  ).join('');
  const itself = character.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
  return `(?:${itself}|${bytes}${character === ' ' ? '|\\+' : ''})`;
}

/**
 * Checks a JSON answer for the key ({@link keyQuotesOf}): in its text as sent (`text`) and in every
 * string of its parsed form (`parsed`, from `JSON.parse(text)`), member names included, so that
 * JSON escapes (`zs\u002dkey`, `\/`) do not hide it. Walks the value with a stack of its own, so
 * that deep nesting cannot overflow the call stack; `parsed` is rewritten in place when the key is
 * found.
 *
 * @example redactKey(JSON.parse('{"message":"bad key ZS\\u002d1"}'), '…', keyQuotesOf('zs-1'))
 *   // → { kind: 'redacted', json: '{"message":"bad key [server key removed]"}' }
 */
export function redactKey(parsed: unknown, text: string, quotes: KeyQuotes): KeyCheck {
  let found = quotes.found(text);
  const redact = (value: string): string => {
    if (!quotes.found(value)) return value;
    found = true;
    return quotes.removed(value);
  };

  let root = parsed;
  if (typeof root === 'string') root = redact(root);
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        const item: unknown = value[index];
        if (typeof item === 'string') value[index] = redact(item);
        else if (typeof item === 'object' && item !== null) pending.push(item);
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, item] of Object.entries(value)) {
        const newName = redact(name);
        const newItem = typeof item === 'string' ? redact(item) : item;
        if (newName !== name) Reflect.deleteProperty(value, name);
        if (newName !== name || newItem !== item) Reflect.set(value, newName, newItem);
        if (typeof item === 'object' && item !== null) pending.push(item);
      }
    }
  }
  if (!found) return { kind: 'clean' };

  let json: string;
  try {
    json = JSON.stringify(root);
  } catch {
    // Deeper than JSON.stringify recurses (a RangeError).
    return { kind: 'uncheckable' };
  }
  // A key holding JSON punctuation could form again between two strings: never send it.
  return quotes.found(json) ? { kind: 'uncheckable' } : { kind: 'redacted', json };
}

/**
 * The server's key found and masked in an answer's bytes as sent, for an answer that is relayed
 * rather than parsed (a streamed data answer): every quote of it is overwritten with `*`, byte for
 * byte, so that the answer keeps its length and stays JSON (a key holding `"` or `\` may break the
 * JSON where it is masked as itself; the key does not go through either way). What is looked for:
 * each character of the key as itself in any letter case, as a JSON escape (`\u` with hex in either
 * case, `\/` for a slash, `\"` and `\\` for a quote and a backslash) and percent-encoded up to three
 * times over (`%2D`, `%252D`, the `%` itself possibly `\u0025`), a space also as `+`. Not looked for:
 * a JSON escape inside a percent-encoding's hex digits, and other encodings (base64, hex), as
 * {@link keyQuotesOf}. `longest` is the most bytes one quote may take: a stream keeps that many less
 * one from each chunk back, to see a quote cut between two chunks whole. `found` looks for the same
 * forms in a text the server writes itself (a rendered page, first-view.ts), without changing it.
 *
 * @example keyMaskOf('zs-1').mask(Buffer.from('{"v":"ZS\\u002d1"}')) // → true; the bytes now '{"v":"*********"}'
 */
export type KeyMask = {
  longest: number;
  mask: (bytes: Uint8Array) => boolean;
  found: (text: string) => boolean;
};

export function keyMaskOf(key: string): KeyMask {
  const characters = Array.from(key, characterForms);
  const pattern = new RegExp(characters.map((character) => character.inBytes).join(''), 'gi');
  const inText = new RegExp(characters.map((character) => character.inText).join(''), 'i');
  const longest = characters.reduce((sum, character) => sum + character.longest, 0);
  return {
    longest,
    mask: (bytes) => {
      // One character per byte (windows-1252, which the Encoding standard calls latin1), so that a
      // match's indices are the bytes'.
      const text = SINGLE_BYTE.decode(bytes);
      let found = false;
      pattern.lastIndex = 0;
      for (const match of text.matchAll(pattern)) {
        bytes.fill(0x2a, match.index, match.index + match[0].length);
        found = true;
      }
      return found;
    },
    found: (text) => inText.test(text),
  };
}

const SINGLE_BYTE = new TextDecoder('latin1');
const hex = (code: number, digits: number) => code.toString(16).padStart(digits, '0');
const PERCENT = '(?:%|\\\\u0025)(?:25){0,2}';
/** `\u0025` is 6 bytes, each `25` 2 more, the byte's hex 2. */
const LONGEST_PERCENT_ENCODED = 6 + 2 * 2 + 2;
/** JSON's own escapes of a character besides `\u` (of those a key may hold: printable ASCII, settings.ts). */
const JSON_ESCAPES: Record<string, string> = { '/': '\\\\/', '"': '\\\\"', '\\': '\\\\\\\\' };

/**
 * One character of the key in each form looked for, as a pattern: in the bytes of an answer read
 * as latin1 (`inBytes`), in a text (`inText`: the same forms, the character itself as a character
 * rather than its UTF-8 bytes); and the most bytes it takes.
 */
function characterForms(character: string): { inBytes: string; inText: string; longest: number } {
  const bytes = Array.from(new TextEncoder().encode(character));
  const percent = bytes.map((byte) => `${PERCENT}${hex(byte, 2)}`).join('');
  const codes = new Set(
    [character, character.toLowerCase(), character.toUpperCase()].map((form) => form.charCodeAt(0)),
  );
  // A character beyond the BMP is escaped as a surrogate pair: not looked for (keys are ASCII).
  const escapes = character.length === 1 ? [...codes].map((code) => `\\\\u${hex(code, 4)}`) : [];
  const others = [...escapes, percent, JSON_ESCAPES[character] ?? [], character === ' ' ? '\\+' : []].flat();
  const forms = (itself: string) => `(?:${[itself, ...others].join('|')})`;
  return {
    inBytes: forms(bytes.map((byte) => `\\x${hex(byte, 2)}`).join('')),
    inText: forms(character.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')),
    longest: Math.max(6, bytes.length * LONGEST_PERCENT_ENCODED),
  };
}

/**
 * A relayed body with every quote of the key masked ({@link keyMaskOf}), as long as it was: the last `mask.longest - 1` bytes of what has come are held back until the next
 * chunk (or the end), so that a quote cut between two chunks is seen whole. `onFound` once, at the
 * first quote.
 */
export function keyMaskingStream(
  mask: KeyMask,
  onFound: () => void,
): TransformStream<Uint8Array, Uint8Array<ArrayBuffer>> {
  const keep = mask.longest - 1;
  let held = new Uint8Array(0);
  let found = false;
  return new TransformStream({
    transform(chunk, controller) {
      const bytes = new Uint8Array(held.length + chunk.length);
      bytes.set(held);
      bytes.set(chunk, held.length);
      if (mask.mask(bytes) && !found) {
        found = true;
        onFound();
      }
      // A quote starting before the held-back tail ends within `bytes`: it is masked already.
      const ready = Math.max(0, bytes.length - keep);
      held = bytes.slice(ready);
      if (ready > 0) controller.enqueue(bytes.subarray(0, ready));
    },
    flush(controller) {
      if (held.length > 0) controller.enqueue(held);
    },
  });
}

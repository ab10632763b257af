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

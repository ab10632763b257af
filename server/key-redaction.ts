/** What a quoted key is replaced with. */
export const REDACTED = '[server key removed]';

/**
 * An upstream answer checked for the server-held key: `clean` (pass it as sent), `redacted` (the
 * JSON to send instead, every occurrence replaced), or `uncheckable` (it could not be rewritten,
 * for example nested too deeply to serialise: send the server's own envelope instead).
 */
export type KeyCheck = { kind: 'clean' } | { kind: 'redacted'; json: string } | { kind: 'uncheckable' };

/**
 * Checks a JSON answer for the key, in each of its `forms` ({@link keyForms}): in its text as sent (`text`) and in every string of its parsed
 * form (`parsed`, from `JSON.parse(text)`), member names included, so that JSON escapes
 * (`zs\u002dkey`, `\/`) do not hide it. Walks the value with a stack of its own, so that deep
 * nesting cannot overflow the call stack; `parsed` is rewritten in place when the key is found.
 *
 * @example redactKey(JSON.parse('{"message":"bad key zs\\u002d1"}'), '…', keyForms('zs-1'))
 *   // → { kind: 'redacted', json: '{"message":"bad key [server key removed]"}' }
 */
export function redactKey(parsed: unknown, text: string, forms: readonly string[]): KeyCheck {
  const quotes = (value: string) => forms.some((form) => value.includes(form));
  let found = quotes(text);
  const redact = (value: string): string => {
    if (!quotes(value)) return value;
    found = true;
    let redacted = value;
    for (const form of forms) redacted = redacted.replaceAll(form, REDACTED);
    return redacted;
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
  return quotes(json) ? { kind: 'uncheckable' } : { kind: 'redacted', json };
}

/**
 * The ways an answer may quote the key: as it is, and percent-encoded as a link's query carries it
 * (`encodeURIComponent`'s way and a form's), with upper- or lower-case hex — the real service's
 * errors may carry a link (`http_redirect`, observed-service.md). A key of letters and digits has
 * one form. `keyForms('k+/=')` → `['k+/=', 'k%2B%2F%3D', 'k%2b%2f%3d']`.
 */
export function keyForms(key: string): string[] {
  const encoded = [encodeURIComponent(key), new URLSearchParams({ k: key }).toString().slice(2)];
  const lowerHex = encoded.map((form) => form.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
  return [...new Set([key, ...encoded, ...lowerHex])];
}

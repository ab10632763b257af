/**
 * TXT and SPF values as text: a value's character-strings read from presentation form, and the key
 * by which two values are the same text. Apart from the zone-file writer (zone-file.ts), which
 * writes with them, so that comparing records (diff-records.ts, on the first page's path) does not
 * load the writer.
 */

const TEXT_TYPES = new Set(['TXT', 'SPF']);

/** Whether a type's value is text (TXT, SPF), in any case: compared by {@link txtTextKey}. */
export function isTextType(type: string): boolean {
  return TEXT_TYPES.has(type.trim().toUpperCase());
}

const encoder = new TextEncoder();

/**
 * A TXT (or SPF) value as compared: its character-strings as they go on the wire, whether the
 * service sent it in presentation form or as bare text (observed-service.md: TXT is stored with its
 * quotes; the spec shows it without) — `"v=spf1 -all"` and `v=spf1 -all` hold the same text; `"a"
 * "b"` is two strings, not `"ab"`; a text over 255 bytes is split into strings of 255, as the zone
 * writer writes it and as it can only be served, so that 300 bare characters and the same text as
 * `"<255>" "<45>"` are the same.
 */
export function txtTextKey(value: string): string {
  const strings = parsePresentationText(value) ?? [encoder.encode(value)];
  return JSON.stringify(strings.flatMap(characterStrings).map(byteText));
}

/**
 * A value that is one character-string, quoted or bare, as compared: its bytes — `"letsencrypt.org"`
 * and `letsencrypt.org` are the same (a CAA record's value, RFC 8659 4.1.1). Not split at 255 bytes:
 * a CAA value is the rest of its record, not a character-string on the wire.
 */
export function characterStringKey(value: string): string {
  const strings = parsePresentationText(value);
  const only = strings?.length === 1 ? strings[0] : undefined;
  return JSON.stringify(byteText(only ?? encoder.encode(value.trim())));
}

/** Bytes as a string of the same length, one character per byte: a key, never shown. */
function byteText(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes);
}

/** The longest character-string (RFC 1035 3.3): its length is one byte. */
export const MAX_CHARACTER_STRING = 255;

/**
 * A string's bytes as the character-strings that carry them, 255 bytes each at most; an empty
 * string is one empty character-string.
 */
export function characterStrings(bytes: Uint8Array): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  for (let start = 0; start < bytes.length || pieces.length === 0; start += MAX_CHARACTER_STRING) {
    pieces.push(bytes.subarray(start, start + MAX_CHARACTER_STRING));
  }
  return pieces;
}

const SEPARATOR = new Set([' ', '\t', '\r', '\n']);

/**
 * The character-strings of a value already in presentation form — one or more quoted strings,
 * with `\"`, `\\` and `\DDD` escapes (`"v=spf1 -all"`, `"part one" "part two"`, `"say \"hi\""`) —
 * as bytes; `undefined` for any other text (unquoted, a stray quote, an unclosed string, `\999`).
 */
export function parsePresentationText(value: string): Uint8Array[] | undefined {
  const strings: Uint8Array[] = [];
  let index = 0;
  const skipSeparators = () => {
    while (SEPARATOR.has(value[index] ?? '')) index += 1;
  };
  skipSeparators();
  if (index === value.length) return undefined;
  while (index < value.length) {
    if (value[index] !== '"') return undefined;
    index += 1;
    const bytes: number[] = [];
    for (;;) {
      const char = value[index];
      if (char === undefined) return undefined;
      if (char === '"') break;
      if (char === '\\') {
        const digits = value.slice(index + 1, index + 4);
        if (/^\d/.test(digits)) {
          if (!/^\d{3}$/.test(digits) || Number(digits) > 255) return undefined;
          bytes.push(Number(digits));
          index += 4;
          continue;
        }
        // `\X`: the character X itself.
        index += 1;
        if (index === value.length) return undefined;
      }
      const code = value.charCodeAt(index);
      if (code < 0x80) {
        // ASCII, byte for byte: most text, and a TextEncoder call per character costs 2 µs.
        bytes.push(code);
        index += 1;
        continue;
      }
      const literal = String.fromCodePoint(value.codePointAt(index) ?? 0);
      bytes.push(...encoder.encode(literal));
      index += literal.length;
    }
    index += 1;
    strings.push(Uint8Array.from(bytes));
    skipSeparators();
  }
  return strings;
}

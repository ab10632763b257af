/**
 * Where a DNS name or value may wrap: at spaces, and after the dots and colons of a long word
 * (`_acme-challenge.` | `example.` | `com`, `2001:` | `db8:` | `:1`), never inside a label or a
 * number. Browsers left to themselves break after a hyphen (`_acme-` | `challenge`), and with
 * `break-all` anywhere (`2` | `026092801`); both invite misreading DNS data.
 *
 * ```ts
 * splitForWrapping('10 mail.example.com')
 * // → '10' word, ' ' space, 'mail.example.com' word (short: kept whole)
 * splitForWrapping('_acme-challenge.example.com')
 * // → '_acme-challenge.' (keep: it holds a hyphen), 'example.', 'com'; a break may follow each but the last
 * ```
 *
 * A piece that is no label or number is `free` text and may break anywhere when it does not fit: one
 * longer than a DNS label ({@link MAX_LABEL_LENGTH}: a DKIM key, a hash), or one holding characters
 * no label holds (markup, JSON, quotes: `onerror=\"x';alert(1)\">","`).
 */
export type TextPiece = {
  /** Offsets into the text: `text.slice(start, end)`. */
  readonly start: number;
  readonly end: number;
  /**
   * `space`: white space, where lines wrap. `word`: a label or number, never broken; `keep` says
   * whether the browser would break inside it unless told not to (a hyphen, letters of scripts that
   * break between characters). `free`: not a label or number, may break anywhere to fit.
   */
  readonly kind: 'space' | 'word' | 'free';
  readonly keep: boolean;
  /** A line may break after this piece (a dot or colon inside a long word). */
  readonly breakAfter: boolean;
};

/** The longest DNS label: a piece longer than this is not a label and may break anywhere. */
export const MAX_LABEL_LENGTH = 63;
/** Words up to this long are kept whole: they fit any column the tables give names and values. */
export const SHORT_WORD_LENGTH = 16;

/** Characters after which no browser breaks a line: a word made of only these needs no protection. */
const UNBREAKABLE = /^[A-Za-z0-9._:@*=+#]*$/;
/** What labels and numbers are made of (Unicode letters for IDN labels); anything else is free text. */
const LABEL_LIKE = /^[\p{L}\p{M}\p{N}_*.:-]*$/u;
const SPACE = /\s+/gu;

export function splitForWrapping(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let offset = 0;
  for (const match of text.matchAll(SPACE)) {
    if (match.index > offset) splitWord(text, offset, match.index, pieces);
    pieces.push({
      start: match.index,
      end: match.index + match[0].length,
      kind: 'space',
      keep: false,
      breakAfter: false,
    });
    offset = match.index + match[0].length;
  }
  if (offset < text.length) splitWord(text, offset, text.length, pieces);
  return pieces;
}

function splitWord(text: string, start: number, end: number, pieces: TextPiece[]): void {
  if (end - start <= SHORT_WORD_LENGTH) {
    pieces.push(piece(text, start, end, false));
    return;
  }
  let from = start;
  for (let index = start; index < end - 1; index += 1) {
    const char = text[index];
    if (char === '.' || char === ':') {
      pieces.push(piece(text, from, index + 1, true));
      from = index + 1;
    }
  }
  pieces.push(piece(text, from, end, false));
}

function piece(text: string, start: number, end: number, breakAfter: boolean): TextPiece {
  const content = text.slice(start, end);
  if (end - start > MAX_LABEL_LENGTH) return { start, end, kind: 'free', keep: false, breakAfter };
  if (UNBREAKABLE.test(content)) return { start, end, kind: 'word', keep: false, breakAfter };
  if (LABEL_LIKE.test(content)) return { start, end, kind: 'word', keep: true, breakAfter };
  return { start, end, kind: 'free', keep: false, breakAfter };
}

/**
 * The longest stretch of `text` no line break may cut (a `word` piece of splitForWrapping: a label
 * or number kept whole), in characters: the narrowest a column can make the text without breaking
 * a word. Free text and spaces break anywhere and count as nothing. The same pieces as
 * splitForWrapping (a property test holds the two together), found in one pass over the
 * characters without building them, as it runs over every name and value of a 50,000-record
 * snapshot (column-widths.ts): ASCII characters are looked up, a word with any other is read as
 * splitForWrapping reads it.
 */
export function longestUnbreakable(text: string): number {
  let longest = 0;
  let wordStart = 0;
  let ascii = true;
  // Of the word so far: all its characters unbreakable / label-like; of its piece so far, the same.
  let wordFlags = UNBROKEN | LABEL;
  let pieceStart = 0;
  let pieceFlags = UNBROKEN | LABEL;
  let longestPiece = 0;
  for (let index = 0; index <= text.length; index += 1) {
    const code = index < text.length ? text.charCodeAt(index) : SPACE_CODE;
    const flags = code < 128 ? (ASCII_FLAGS[code] ?? 0) : isSpace(code) ? SPACE_FLAG : 0;
    if ((flags & SPACE_FLAG) === 0) {
      if (code >= 128) ascii = false;
      wordFlags &= flags;
      pieceFlags &= flags;
      if ((flags & SEPARATOR) !== 0) {
        longestPiece = Math.max(longestPiece, wordPiece(index + 1 - pieceStart, pieceFlags));
        pieceStart = index + 1;
        pieceFlags = UNBROKEN | LABEL;
      }
      continue;
    }
    const length = index - wordStart;
    if (length > longest) {
      const found = !ascii
        ? longestPieceOfWord(text, wordStart, index)
        : length <= SHORT_WORD_LENGTH
          ? wordPiece(length, wordFlags)
          : Math.max(longestPiece, wordPiece(index - pieceStart, pieceFlags));
      longest = Math.max(longest, found);
    }
    wordStart = index + 1;
    pieceStart = index + 1;
    ascii = true;
    wordFlags = UNBROKEN | LABEL;
    pieceFlags = UNBROKEN | LABEL;
    longestPiece = 0;
  }
  return longest;
}

/** A piece's length if it is a `word` (see `piece`): a label's length at most, unbreakable or label-like. */
function wordPiece(length: number, flags: number): number {
  return length <= MAX_LABEL_LENGTH && (flags & (UNBROKEN | LABEL)) !== 0 ? length : 0;
}

/** The longest `word` piece of the word `text.slice(start, end)` (no spaces in it), as splitForWrapping splits it. */
function longestPieceOfWord(text: string, start: number, end: number): number {
  const pieces: TextPiece[] = [];
  splitWord(text, start, end, pieces);
  return Math.max(0, ...pieces.map((each) => (each.kind === 'word' ? each.end - each.start : 0)));
}

const SPACE_FLAG = 1;
const UNBROKEN = 2;
const LABEL = 4;
const SEPARATOR = 8;
const SPACE_CODE = 32;
/** One character of `SPACE` (`\s`). */
const ONE_SPACE = /\s/u;
/** What each ASCII character is, read off the expressions splitForWrapping uses. */
const ASCII_FLAGS = Uint8Array.from({ length: 128 }, (_, code) => {
  const char = String.fromCharCode(code);
  return (
    (ONE_SPACE.test(char) ? SPACE_FLAG : 0) |
    (UNBREAKABLE.test(char) ? UNBROKEN : 0) |
    (LABEL_LIKE.test(char) ? LABEL : 0) |
    (char === '.' || char === ':' ? SEPARATOR : 0)
  );
});
function isSpace(code: number): boolean {
  return ONE_SPACE.test(String.fromCharCode(code));
}

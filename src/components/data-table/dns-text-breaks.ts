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

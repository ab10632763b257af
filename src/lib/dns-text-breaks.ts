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
 * A piece longer than a DNS label ({@link MAX_LABEL_LENGTH}) is a `blob` (a DKIM key, a hash): it
 * cannot fit a line anyway and may break anywhere.
 */
export type TextPiece = {
  /** Offsets into the text: `text.slice(start, end)`. */
  readonly start: number;
  readonly end: number;
  /**
   * `space`: white space, where lines wrap. `word`: never broken; `keep` says whether the browser
   * would break inside it unless told not to (a hyphen, a slash, letters of scripts that break
   * between characters). `blob`: too long for a line, may break anywhere.
   */
  readonly kind: 'space' | 'word' | 'blob';
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
  if (end - start > MAX_LABEL_LENGTH) return { start, end, kind: 'blob', keep: false, breakAfter };
  return { start, end, kind: 'word', keep: !UNBREAKABLE.test(text.slice(start, end)), breakAfter };
}

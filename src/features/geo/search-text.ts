/**
 * Case- and accent-insensitive text search: both the text and the query are folded to one form
 * (lower case, NFD with combining marks removed, a few letters that have no decomposition spelled
 * out), then compared as plain substrings. Fold a table's texts once, not on every keystroke.
 *
 * ```ts
 * foldSearchText('São Paulo')           // → 'sao paulo'
 * foldSearchText('Straße · Łódź · Ø')   // → 'strasse · lodz · o'
 * findFoldedMatches('São Paulo', 'sao') // → [[0, 3]]  (ranges in the original text)
 * ```
 */

/** Letters NFD leaves alone, and quote marks people type as `'`. Keys are lower case. */
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  ŀ: 'l',
  ŧ: 't',
  þ: 'th',
  // The final sigma is a context-dependent lower case of Σ; folding it keeps a word and its parts alike.
  ς: 'σ',
  '‘': "'",
  '’': "'",
  ʻ: "'",
  ʼ: "'",
};
const EXTRA_FOLD_PATTERN = new RegExp(`[${Object.keys(EXTRA_FOLDS).join('')}]`, 'gu');
const COMBINING_MARKS = /\p{M}/gu;
const NON_ASCII = /[^\u0000-\u007f]/;

/** The searchable form of `text`: `'Baden-Württemberg'` → `'baden-wurttemberg'`. */
export function foldSearchText(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(EXTRA_FOLD_PATTERN, (letter) => EXTRA_FOLDS[letter] ?? letter);
}

/**
 * Where `foldedNeedle` (already folded) occurs in `text`, as `[start, end)` ranges of `text`
 * (UTF-16 offsets), sorted; ranges that overlap or touch are merged. A range covers whole characters with their
 * combining marks, so slicing `text` with it never splits one.
 */
export function findFoldedMatches(text: string, foldedNeedle: string): Array<[number, number]> {
  if (foldedNeedle === '') return [];
  // Fold one code point at a time, remembering which part of `text` each folded character came from.
  let folded = '';
  const sourceStart: number[] = [];
  const sourceEnd: number[] = [];
  let offset = 0;
  for (const char of text) {
    const piece = foldSearchText(char);
    if (piece === '') {
      // A combining mark: it belongs to the character before it.
      if (sourceEnd.length > 0) sourceEnd[sourceEnd.length - 1] = offset + char.length;
    } else {
      for (let index = 0; index < piece.length; index += 1) {
        sourceStart.push(offset);
        sourceEnd.push(offset + char.length);
      }
      folded += piece;
    }
    offset += char.length;
  }

  const ranges: Array<[number, number]> = [];
  let from = folded.indexOf(foldedNeedle);
  while (from !== -1) {
    const start = sourceStart[from] ?? 0;
    const end = sourceEnd[from + foldedNeedle.length - 1] ?? text.length;
    const last = ranges.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
    from = folded.indexOf(foldedNeedle, from + foldedNeedle.length);
  }
  return ranges;
}

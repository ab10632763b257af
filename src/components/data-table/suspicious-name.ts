/**
 * Signs that a record name may be trying to look like another: labels that mix scripts (Latin
 * with Cyrillic or Greek letters, as in `аpple` with a Cyrillic `а`), and characters that are
 * invisible or reorder text (zero-width characters, bidirectional controls).
 * `findNameWarnings('аpple.example.com')` → `[{ kind: 'mixed-script', label: 'аpple', scripts: ['Cyrillic', 'Latin'] }]`.
 */
export type NameWarning =
  { kind: 'mixed-script'; label: string; scripts: string[] } | { kind: 'invisible'; codePoints: string[] };

const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Georgian',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Thai',
  'Devanagari',
] as const;
const SCRIPT_PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const);
/** Scripts that are normally written together in one label (Japanese mixes these three). */
const COMPATIBLE = [new Set(['Han', 'Hiragana', 'Katakana', 'Latin']), new Set(['Han', 'Hangul', 'Latin'])];
/** Zero-width and joiner characters, bidirectional marks, embeddings, overrides and isolates, BOM. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/gu;

/** Nothing but ASCII: one script and nothing invisible, so nothing to warn about (most names). */
const ASCII_ONLY = /^[\u0000-\u007F]*$/;

export function findNameWarnings(name: string): NameWarning[] {
  if (ASCII_ONLY.test(name)) return [];
  const warnings: NameWarning[] = [];
  for (const label of name.split('.')) {
    const scripts = scriptsOf(label);
    if (scripts.length > 1 && !COMPATIBLE.some((group) => scripts.every((script) => group.has(script)))) {
      warnings.push({ kind: 'mixed-script', label, scripts });
    }
  }
  const hidden = findHiddenCharacters(name);
  if (hidden.length > 0) warnings.push({ kind: 'invisible', codePoints: hidden });
  return warnings;
}

/**
 * The invisible and text-reordering characters in a text (a name or a value), as code points,
 * each once: `findHiddenCharacters('invoice\u202Egpj.exe')` → `['U+202E']`. A value is flagged
 * for these as a name is: `invoice‮gpj.exe` shows as “invoiceexe.jpg”.
 */
export function findHiddenCharacters(text: string): string[] {
  if (ASCII_ONLY.test(text)) return [];
  return [...new Set(text.match(INVISIBLE) ?? [])].map(
    (char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}

function scriptsOf(label: string): string[] {
  const found = new Set<string>();
  for (const char of label) {
    for (const [script, pattern] of SCRIPT_PATTERNS) {
      if (pattern.test(char)) {
        found.add(script);
        break;
      }
    }
  }
  return [...found].sort();
}

/** One sentence for a tooltip or a screen reader. */
export function describeNameWarnings(warnings: readonly NameWarning[]): string {
  return warnings
    .map((warning) =>
      warning.kind === 'mixed-script'
        ? `“${warning.label}” mixes ${warning.scripts.join(' and ')} letters, a common trick to imitate another name`
        : `contains invisible or text-reordering characters (${warning.codePoints.join(', ')})`,
    )
    .join('; ');
}

/** The one variable of record templates (spec 2.8): the domain the template is applied to. */
export const DOMAIN_NAME_VARIABLE = '{domain_name}';

/**
 * A piece of a template's name or value: literal `text`, the `variable` as the template holds it,
 * or the text the server `substituted` for it.
 */
export type TextSegment = { readonly text: string; readonly kind: 'text' | 'variable' | 'substituted' };

/**
 * Splits a raw template text into literal text and `{domain_name}` occurrences, for highlighting.
 * Empty pieces are left out; joining the texts gives the input back.
 * `splitTemplateText('www.{domain_name}')` → `[{ text: 'www.', kind: 'text' }, { text: '{domain_name}', kind: 'variable' }]`.
 */
export function splitTemplateText(raw: string): TextSegment[] {
  const segments: TextSegment[] = [];
  raw.split(DOMAIN_NAME_VARIABLE).forEach((literal, index) => {
    if (index > 0) segments.push({ text: DOMAIN_NAME_VARIABLE, kind: 'variable' });
    if (literal !== '') segments.push({ text: literal, kind: 'text' });
  });
  return segments;
}

/** How often `{domain_name}` occurs in a raw template text. */
export function countTemplateVariables(raw: string): number {
  return raw.split(DOMAIN_NAME_VARIABLE).length - 1;
}

/**
 * Finds, in the server's substituted text, the spans that stand where the raw template text had
 * `{domain_name}`. It does not substitute anything: the literal parts of `raw` must appear in
 * `substituted` in order, and every occurrence must have been replaced by the same text, whose
 * length follows from the lengths of the two texts. Returns `null` when the texts do not line up
 * that way (the server did something else); the caller then shows the server's text unmarked.
 * When the server left the variable in place, that span is marked `variable`, not `substituted`.
 *
 * `locateSubstitutions('mail.{domain_name}', 'mail.пример.рф')`
 * → `[{ text: 'mail.', kind: 'text' }, { text: 'пример.рф', kind: 'substituted' }]`.
 */
export function locateSubstitutions(raw: string, substituted: string): TextSegment[] | null {
  const literals = raw.split(DOMAIN_NAME_VARIABLE);
  const occurrences = literals.length - 1;
  if (occurrences === 0) return substituted === raw ? splitTemplateText(raw) : null;

  const literalLength = literals.reduce((sum, literal) => sum + literal.length, 0);
  const replacementTotal = substituted.length - literalLength;
  if (replacementTotal < 0 || replacementTotal % occurrences !== 0) return null;
  const replacementLength = replacementTotal / occurrences;

  const segments: TextSegment[] = [];
  let replacement: string | undefined;
  let position = 0;
  for (const [index, literal] of literals.entries()) {
    if (index > 0) {
      const piece = substituted.slice(position, position + replacementLength);
      if (replacement === undefined) replacement = piece;
      else if (piece !== replacement) return null;
      if (piece !== '') {
        segments.push({ text: piece, kind: piece === DOMAIN_NAME_VARIABLE ? 'variable' : 'substituted' });
      }
      position += replacementLength;
    }
    if (substituted.slice(position, position + literal.length) !== literal) return null;
    if (literal !== '') segments.push({ text: literal, kind: 'text' });
    position += literal.length;
  }
  return position === substituted.length ? segments : null;
}

/**
 * Characters of a link or typed text that a message cannot simply quote: controls and invisible
 * formatting (bidi controls, zero-width spaces) would show as nothing, or turn the message around.
 * The joiners some scripts need in names (U+200C, U+200D) are not counted among them.
 */
const UNSEEN = /[\p{Cc}]|(?![\u200c\u200d])\p{Cf}/u;

/** The first character of `text` that cannot be seen, or null. */
export function findUnseenCharacter(text: string): string | null {
  return UNSEEN.exec(text)?.[0] ?? null;
}

/**
 * A character as a message names it: `“/”`, `a space`, or by its code point where it cannot be
 * seen: `the control character U+0000`, `the invisible character U+202E`.
 */
export function describeCharacter(character: string): string {
  const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  if (/\p{Cc}/u.test(character)) return `the control character ${code}`;
  if (/\s/u.test(character)) return 'a space';
  if (/\p{Cf}/u.test(character)) return `the invisible character ${code}`;
  return `“${character}”`;
}

import { describe, expect, it } from 'vitest';
import { describeCharacter, findUnseenCharacter } from './unseen-character.ts';

describe('findUnseenCharacter', () => {
  it('finds controls and invisible formatting, not the joiners names may need', () => {
    expect(findUnseenCharacter('exa\u0000mple')).toBe('\u0000');
    expect(findUnseenCharacter('a\u007fb')).toBe('\u007f');
    expect(findUnseenCharacter('www.\u202Eexample')).toBe('\u202E');
    expect(findUnseenCharacter('a\u200bb\u0001')).toBe('\u200b');
    expect(findUnseenCharacter('a\u200cb\u200dc')).toBeNull();
    expect(findUnseenCharacter('пример.рф a/b')).toBeNull();
  });
});

describe('describeCharacter', () => {
  it('names a character by its code point where it cannot be seen, else quotes it', () => {
    expect(describeCharacter('\u0000')).toBe('the control character U+0000');
    expect(describeCharacter('\u007f')).toBe('the control character U+007F');
    expect(describeCharacter('\u202E')).toBe('the invisible character U+202E');
    expect(describeCharacter('\u{E0001}')).toBe('the invisible character U+E0001');
    expect(describeCharacter(' ')).toBe('a space');
    expect(describeCharacter('\u3000')).toBe('a space');
    expect(describeCharacter('/')).toBe('“/”');
    // Allowed in names, but not to be quoted where it is not allowed: it would show as nothing.
    expect(describeCharacter('\u200c')).toBe('the invisible character U+200C');
  });
});

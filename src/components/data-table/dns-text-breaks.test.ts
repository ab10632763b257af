import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longestUnbreakable, splitForWrapping, type TextPiece } from './dns-text-breaks.ts';

const texts = (text: string, pieces: readonly TextPiece[]) => pieces.map((piece) => text.slice(piece.start, piece.end));

describe('splitForWrapping', () => {
  it('keeps short words whole and breaks between them at spaces', () => {
    const text = '10 mail.example.com';
    const pieces = splitForWrapping(text);
    expect(texts(text, pieces)).toEqual(['10', ' ', 'mail.example.com']);
    expect(pieces.map((piece) => piece.kind)).toEqual(['word', 'space', 'word']);
    expect(pieces.some((piece) => piece.breakAfter)).toBe(false);
  });

  it('lets a long name break after its dots only, and keeps a label with a hyphen whole', () => {
    const text = '_acme-challenge.example.com';
    const pieces = splitForWrapping(text);
    expect(texts(text, pieces)).toEqual(['_acme-challenge.', 'example.', 'com']);
    expect(pieces.map((piece) => piece.breakAfter)).toEqual([true, true, false]);
    // The browser would break after the hyphen: that piece is protected, the others need not be.
    expect(pieces.map((piece) => piece.keep)).toEqual([true, false, false]);
  });

  it('breaks an SOA value at its spaces and never inside the serial', () => {
    const text = 'ns1.host.net support@host.com 1761000000';
    const pieces = splitForWrapping(text);
    expect(texts(text, pieces).filter((piece) => piece.trim() !== '')).toEqual([
      'ns1.host.net',
      'support@host.com',
      '1761000000',
    ]);
  });

  it('makes a run of white space one space, and takes spaces at either end as spaces', () => {
    expect(splitForWrapping(' 10  mail ')).toEqual([
      { start: 0, end: 1, kind: 'space', keep: false, breakAfter: false },
      { start: 1, end: 3, kind: 'word', keep: false, breakAfter: false },
      { start: 3, end: 5, kind: 'space', keep: false, breakAfter: false },
      { start: 5, end: 9, kind: 'word', keep: false, breakAfter: false },
      { start: 9, end: 10, kind: 'space', keep: false, breakAfter: false },
    ]);
    expect(splitForWrapping('')).toEqual([]);
  });

  it('puts no break after the dot that ends an absolute name', () => {
    const text = 'autodiscover.mailhost.example.net.';
    const pieces = splitForWrapping(text);
    expect(texts(text, pieces)).toEqual(['autodiscover.', 'mailhost.', 'example.', 'net.']);
    expect(pieces.map((piece) => piece.breakAfter)).toEqual([true, true, true, false]);
  });

  it('keeps a label of 63 characters, the longest there is, as a word; one more is free text', () => {
    const label = 'a'.repeat(62);
    expect(splitForWrapping(`${label}-`)).toEqual([{ start: 0, end: 63, kind: 'word', keep: true, breakAfter: false }]);
    expect(splitForWrapping(`${label}-b`)).toEqual([
      { start: 0, end: 64, kind: 'free', keep: false, breakAfter: false },
    ]);
  });

  it('lets an IPv6 address break after its colons', () => {
    const text = '2001:db8:85a3::8a2e:370:7334';
    expect(texts(text, splitForWrapping(text))).toEqual(['2001:', 'db8:', '85a3:', ':', '8a2e:', '370:', '7334']);
  });

  it('lets a piece longer than any label (a key) break anywhere', () => {
    const key = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu'.repeat(3);
    const pieces = splitForWrapping(`v=DKIM1; p=${key}`);
    const last = pieces.at(-1);
    expect(last?.kind).toBe('free');
    expect((last?.end ?? 0) - (last?.start ?? 0)).toBe(`p=${key}`.length);
  });

  it('lets markup or JSON, which no label holds, break anywhere to fit', () => {
    const text = `["<img src=x onerror=\\"window.__x='img';alert(1)\\">","","javascript:alert(1)"]`;
    const pieces = splitForWrapping(text);
    expect(pieces.filter((piece) => piece.kind === 'free').length).toBeGreaterThan(0);
    expect(pieces.filter((piece) => piece.keep)).toEqual([]);
  });

  it('protects letters of scripts that break between characters', () => {
    expect(splitForWrapping('東京タワー').map((piece) => piece.keep)).toEqual([true]);
    expect(splitForWrapping('почта').map((piece) => piece.keep)).toEqual([true]);
  });

  it('covers the text exactly, in order, and never puts a break inside a label or number', () => {
    const label = fc.stringMatching(/^[a-z0-9_-]{1,20}$/);
    const name = fc.array(label, { minLength: 1, maxLength: 6 }).map((labels) => labels.join('.'));
    const value = fc.array(fc.oneof(name, fc.stringMatching(/^\d{1,12}$/)), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(value, (words) => {
        const text = words.join(' ');
        const pieces = splitForWrapping(text);
        expect(texts(text, pieces).join('')).toBe(text);
        expect(pieces.slice(1).map((piece) => piece.start)).toEqual(pieces.slice(0, -1).map((piece) => piece.end));
        const shown = texts(text, pieces);
        // A break after a piece falls after a dot or colon, between labels.
        expect(shown.filter((_, index) => pieces[index]?.breakAfter).every((piece) => /[.:]$/.test(piece))).toBe(true);
        // Labels and numbers are never free text that may break anywhere.
        expect(pieces.map((piece) => piece.kind)).not.toContain('free');
        // Anything a browser could break inside (a hyphen) is protected.
        expect(shown.filter((piece, index) => piece.includes('-') && pieces[index]?.keep !== true)).toEqual([]);
      }),
    );
  });
});

describe('longestUnbreakable', () => {
  it('is the longest label or number, counting free text and spaces as nothing', () => {
    expect(longestUnbreakable('10 mail.example.com')).toBe(16);
    expect(longestUnbreakable('_acme-challenge.example.com')).toBe(16);
    expect(longestUnbreakable('"v=spf1 ~all"')).toBe(0);
    expect(longestUnbreakable('a'.repeat(64))).toBe(0);
    expect(longestUnbreakable('a'.repeat(63))).toBe(63);
    expect(longestUnbreakable('')).toBe(0);
  });

  it('is the longest word piece of splitForWrapping, for any text', () => {
    const alphabet = fc.constantFrom(...'ab-_.:@"é\u00a0\u2003 \n\t1'.split(''), 'ж', '中', '😀');
    // Long words too (past 16 characters a word breaks after its dots and colons): few spaces.
    const longWords = fc.string({
      unit: fc.constantFrom(...'abz-_.:@"1é'.split(''), ' '),
      minLength: 17,
      maxLength: 90,
    });
    const anyText = fc.oneof(
      longWords,
      fc.string({ unit: alphabet, maxLength: 120 }),
      fc.string({ unit: 'grapheme', maxLength: 80 }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const words = splitForWrapping(text).filter((piece) => piece.kind === 'word');
        expect(longestUnbreakable(text)).toBe(Math.max(0, ...words.map((piece) => piece.end - piece.start)));
      }),
      { numRuns: 3000 },
    );
  });
});

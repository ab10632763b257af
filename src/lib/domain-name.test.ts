import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiNameForDisplay, parseDomainName, toPunycode, toUnicode } from './domain-name.ts';

describe('parseDomainName', () => {
  it.each([
    ['example.com', 'example.com', 'example.com'],
    ['EXAMPLE.Com.', 'example.com', 'example.com'],
    ['  www.example.com ', 'www.example.com', 'www.example.com'],
    ['пример.рф', 'xn--e1afmkfd.xn--p1ai', 'пример.рф'],
    ['ПРИМЕР.РФ', 'xn--e1afmkfd.xn--p1ai', 'пример.рф'],
    ['xn--e1afmkfd.xn--p1ai', 'xn--e1afmkfd.xn--p1ai', 'пример.рф'],
    ['XN--E1AFMKFD.XN--P1AI', 'xn--e1afmkfd.xn--p1ai', 'пример.рф'],
    ['bücher.example', 'xn--bcher-kva.example', 'bücher.example'],
    ['ｅｘａｍｐｌｅ.com', 'example.com', 'example.com'],
    ['1-800-flowers.com', '1-800-flowers.com', '1-800-flowers.com'],
  ])('accepts %s as %s / %s', (input, ascii, unicode) => {
    expect(parseDomainName(input)).toEqual({ ok: true, domain: { ascii, unicode } });
  });

  it.each([
    ['', /enter a domain name/i],
    ['   ', /enter a domain name/i],
    ['example', /at least two labels/i],
    ['a..example.com', /empty label/i],
    ['.example.com', /start with a dot/i],
    ['-bad.example.com', /cannot start or end with a hyphen/i],
    ['bad-.example.com', /cannot start or end with a hyphen/i],
    ['under_score.example.com', /only letters, digits and hyphens/i],
    [`${'a'.repeat(64)}.com`, /64 characters long; at most 63/],
    [`${'a.'.repeat(127)}com`, /at most 253/],
    ['example.com/records', /cannot contain “\/”/],
    ['example.com?x=1', /cannot contain “\?”/],
    ['exa mple.com', /cannot contain a space/],
    ['ex%41mple.com', /cannot contain “%”/],
    ['user@example.com', /cannot contain “@”/],
    ['example.com:443', /cannot contain “:”/],
    ['1.2.3.4', /cannot be all digits/],
    ['example.123', /cannot be all digits/],
    ['xn--zz.com', /not valid Punycode/],
    ['ex<script>.com', /cannot contain “<”/],
  ])('refuses %j with a reason', (input, reason) => {
    expect(parseDomainName(input)).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });
});

const asciiLabel = fc
  .stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/)
  .filter((label) => label.slice(2, 4) !== '--');
const cyrillicLabel = fc
  .array(fc.constantFrom(...'абвгдежзийклмнопрстуфхцчшщыэюя0123456789'), { minLength: 1, maxLength: 20 })
  .map((chars) => chars.join(''));
const greekLabel = fc
  .array(fc.constantFrom(...'αβγδεζηθικλμνξοπρστυφχψω'), { minLength: 1, maxLength: 15 })
  .map((chars) => chars.join(''));
const tld = fc.constantFrom('com', 'net', 'org', 'рф', 'example', 'de');
const unicodeName = fc
  .tuple(fc.array(fc.oneof(asciiLabel, cyrillicLabel, greekLabel), { minLength: 1, maxLength: 4 }), tld)
  .map(([labels, top]) => [...labels, top].join('.'));

describe('domain name round trips (property)', () => {
  it('Unicode → Punycode → Unicode is the identity for valid lower-case names', () => {
    fc.assert(
      fc.property(unicodeName, (name) => {
        const ascii = toPunycode(name);
        expect(ascii).toMatch(/^[a-z0-9.-]+$/);
        expect(toUnicode(ascii)).toBe(name);
        expect(toPunycode(toUnicode(ascii))).toBe(ascii);
      }),
    );
  });

  it('any text either parses to a name within the limits or gives a reason', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), unicodeName), (input) => {
        const result = parseDomainName(input);
        if (!result.ok) return result.reason.length > 10;
        const { ascii } = result.domain;
        expect(ascii.length).toBeLessThanOrEqual(253);
        const labels = ascii.split('.');
        expect(labels.length).toBeGreaterThanOrEqual(2);
        for (const label of labels) {
          expect(label).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
        }
        expect(parseDomainName(ascii)).toEqual(result);
        return true;
      }),
    );
  });
});

describe('domain name spellings (property)', () => {
  it('upper case, a trailing dot, surrounding spaces and the Punycode spelling all name the same domain', () => {
    fc.assert(
      fc.property(unicodeName, fc.boolean(), (name, dot) => {
        const result = parseDomainName(name);
        if (!result.ok) return;
        const spellings = [name.toUpperCase(), `${name}${dot ? '.' : ''}`, `  ${name} `, result.domain.ascii];
        for (const spelling of spellings) expect(parseDomainName(spelling)).toEqual(result);
      }),
    );
  });
});

describe('asciiNameForDisplay', () => {
  it('never throws and gives ASCII, or the name unchanged when it cannot be converted (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), unicodeName),
        (name) => {
          const ascii = asciiNameForDisplay(name);
          expect(/^[\x00-\x7f]*$/.test(ascii) || ascii === name).toBe(true);
        },
      ),
    );
  });

  it('converts non-ASCII names, including wildcards and underscores, and leaves ASCII alone', () => {
    expect(asciiNameForDisplay('почта.пример.рф')).toBe('xn--80a1acny.xn--e1afmkfd.xn--p1ai');
    expect(asciiNameForDisplay('_dmarc.пример.рф')).toBe('_dmarc.xn--e1afmkfd.xn--p1ai');
    expect(asciiNameForDisplay('*.example.com')).toBe('*.example.com');
  });

  it('converts the whole name even with an @ in it (an e-mail-style split would keep “ä@” as it is)', () => {
    // Found by the property above: punycode.js's toASCII converts only what follows an `@`.
    expect(asciiNameForDisplay('ä@ö.example')).toBe('xn--@-zfa9c.example');
    expect(asciiNameForDisplay('\u00a0@\u00a0')).toBe('xn--@-3bab');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asciiNameForDisplay,
  dnsNameKey,
  parseDomainName,
  parseRecordName,
  toPunycode,
  toUnicode,
} from './domain-name.ts';

/** A label of `length` letters. */
const letters = (length: number) => 'a'.repeat(length);

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
    // Ideographic, fullwidth and halfwidth full stops separate labels as a dot does, also at the end.
    ['пример。рф', 'xn--e1afmkfd.xn--p1ai', 'пример.рф'],
    ['www．example｡com', 'www.example.com', 'www.example.com'],
    ['example.com。', 'example.com', 'example.com'],
    // Digits are fine in a top-level label that is not all digits.
    ['host.a1', 'host.a1', 'host.a1'],
    ['host.1a', 'host.1a', 'host.1a'],
  ])('accepts %s as %s / %s', (input, ascii, unicode) => {
    expect(parseDomainName(input)).toEqual({ ok: true, domain: { ascii, unicode } });
  });

  it.each([
    ['', /enter a domain name/i],
    ['   ', /enter a domain name/i],
    ['example', /at least two labels/i],
    ['a..example.com', /empty label/i],
    ['example.com..', /empty label/i],
    ['a.。example.com', /empty label/i],
    ['.example.com', /start with a dot/i],
    ['.', /start with a dot/i],
    ['-bad.example.com', /cannot start or end with a hyphen/i],
    ['bad-.example.com', /cannot start or end with a hyphen/i],
    ['under_score.example.com', /only letters, digits and hyphens/i],
    [`${'a'.repeat(64)}.com`, /64 characters long; at most 63/],
    [`${'a.'.repeat(127)}com`, /at most 253/],
    ['example.com/records', /cannot contain “\/”/],
    ['example.com?x=1', /cannot contain “\?”/],
    ['exa mple.com', /cannot contain a space/],
    ['exa\u0000mple.com', /^A domain name cannot contain the control character U\+0000\.$/],
    ['\u202Emoc.elpmaxe', /^A domain name cannot contain the invisible character U\+202E\.$/],
    ['ex%41mple.com', /cannot contain “%”/],
    ['user@example.com', /cannot contain “@”/],
    ['example.com:443', /cannot contain “:”/],
    ['1.2.3.4', /cannot be all digits/],
    ['example.123', /cannot be all digits/],
    // Full-width digits: the URL parser reads the name as the IPv4 address 1.2.3.45.
    ['1.2.3.４５', /cannot be all digits/],
    [
      '1.2.3.0x10',
      /^The last label of a domain name cannot be a hexadecimal number such as “0x10”: it would be read as an IP address\.$/,
    ],
    ['example.0X1f', /cannot be a hexadecimal number such as “0X1f”/],
    ['example.0x', /cannot be a hexadecimal number such as “0x”/],
    ['example.０ｘ１０', /cannot be a hexadecimal number such as “0x10”/],
    ['xn--zz.com', /not valid Punycode/],
    // Decodes, but to “Пример” with capitals, which IDNA writes as xn--e1afmkfd: not this label.
    ['xn--r0a8biqsd.com', /“xn--r0a8biqsd” is not valid Punycode/],
    ['ex<script>.com', /cannot contain “<”/],
  ])('refuses %j with a reason', (input, reason) => {
    expect(parseDomainName(input)).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });

  it('allows labels of up to 63 octets and names of up to 253, and names a long label by its start', () => {
    expect(parseDomainName(`${letters(63)}.com`).ok).toBe(true);
    expect(parseDomainName(`${letters(64)}.com`)).toEqual({
      ok: false,
      reason: `The label “${letters(20)}…” is 64 characters long; at most 63 are allowed.`,
    });
    const longest = `${letters(63)}.${letters(63)}.${letters(63)}.${letters(61)}`;
    expect(longest).toHaveLength(253);
    expect(parseDomainName(longest)).toEqual({ ok: true, domain: { ascii: longest, unicode: longest } });
    expect(parseDomainName(`${longest}.`).ok).toBe(true);
    expect(parseDomainName(`${letters(63)}.${letters(63)}.${letters(63)}.${letters(62)}`)).toEqual({
      ok: false,
      reason: 'The name is 254 characters long in Punycode; at most 253 are allowed.',
    });
    // The limits count the Punycode form: 60 letters and a “ü” are 61 characters, 68 octets.
    expect(parseDomainName(`${'b'.repeat(60)}ü.com`)).toEqual({
      ok: false,
      reason: `The label “xn--${'b'.repeat(16)}…” is 68 characters long; at most 63 are allowed.`,
    });
  });
});

describe('toPunycode and toUnicode', () => {
  it('convert a valid name and throw the reason for an invalid one', () => {
    expect(toPunycode('Пример.РФ')).toBe('xn--e1afmkfd.xn--p1ai');
    expect(toUnicode('xn--e1afmkfd.xn--p1ai')).toBe('пример.рф');
    expect(() => toPunycode('exa mple.com')).toThrow('A domain name cannot contain a space.');
    expect(() => toUnicode('example')).toThrow('A domain name needs at least two labels, such as example.com.');
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
        // Every generated name is valid: a refusal fails the property rather than skipping the case.
        if (!result.ok) throw new Error(`${name} was refused: ${result.reason}`);
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

  it('encodes a label beyond ASCII as IDNA maps it, in NFC and lower case: the same name as its lower-case form', () => {
    // Punycode of `Почта` as written is xn--r0a8a1bqy, a name that does not exist (checked with the URL parser).
    expect(asciiNameForDisplay('WWW.Почта.Пример.РФ')).toBe('WWW.xn--80a1acny.xn--e1afmkfd.xn--p1ai');
    expect(new URL('http://Почта.Пример.РФ/').hostname).toBe('xn--80a1acny.xn--e1afmkfd.xn--p1ai');
    // `é` written as e and a combining accent (NFD) is the name of `é` (NFC).
    expect(asciiNameForDisplay('cafe\u0301.example')).toBe(asciiNameForDisplay('caf\u00e9.example'));
    expect(asciiNameForDisplay('caf\u00e9.example')).toBe(new URL('http://caf\u00e9.example/').hostname);
  });

  it('splits labels at ideographic, fullwidth and halfwidth full stops as at a dot', () => {
    expect(asciiNameForDisplay('почта。пример．рф')).toBe('xn--80a1acny.xn--e1afmkfd.xn--p1ai');
    expect(asciiNameForDisplay('почта｡example')).toBe('xn--80a1acny.example');
  });

  it('shows a name Punycode cannot encode (its deltas overflow) as it is', () => {
    const huge = `${'a'.repeat(2100)}\u{10FFFF}.example`;
    expect(asciiNameForDisplay(huge)).toBe(huge);
  });

  it('converts the whole name even with an @ in it (an e-mail-style split would keep “ä@” as it is)', () => {
    // Found by the property above: punycode.js's toASCII converts only what follows an `@`.
    expect(asciiNameForDisplay('ä@ö.example')).toBe('xn--@-zfa9c.example');
    expect(asciiNameForDisplay('\u00a0@\u00a0')).toBe('xn--@-3bab');
  });
});

describe('parseRecordName', () => {
  it('gives the service’s form: Unicode, lower case, no trailing dot; wildcards and underscores kept', () => {
    expect(parseRecordName(' WWW.Xn--E1afmkfd.xn--p1ai. ')).toEqual({ ok: true, name: 'www.пример.рф' });
    expect(parseRecordName('www.example.com.')).toEqual({ ok: true, name: 'www.example.com' });
    expect(parseRecordName('_DMARC.example.com')).toEqual({ ok: true, name: '_dmarc.example.com' });
    expect(parseRecordName('*.example.com')).toEqual({ ok: true, name: '*.example.com' });
    expect(parseRecordName('ПОЧТА.пример。рф')).toEqual({ ok: true, name: 'почта.пример.рф' });
    // Composed as the service writes it: `e` and a combining acute accent are `é`.
    expect(parseRecordName('cafe\u0301.example')).toEqual({ ok: true, name: 'café.example' });
    expect(parseRecordName('localhost')).toEqual({ ok: true, name: 'localhost' });
    // The joiners some scripts need are not taken for hidden characters.
    expect(parseRecordName('a\u200cb.example')).toEqual({ ok: true, name: 'a\u200cb.example' });
  });

  it('says which character no record name holds, by its code where it cannot be seen', () => {
    expect(parseRecordName('www.\u202Eexample.com')).toEqual({
      ok: false,
      reason: 'cannot contain the invisible character U+202E',
    });
    expect(parseRecordName('a\u200bb')).toEqual({
      ok: false,
      reason: 'cannot contain the invisible character U+200B',
    });
    expect(parseRecordName('exa\u0000mple.com')).toEqual({
      ok: false,
      reason: 'cannot contain the control character U+0000',
    });
    expect(parseRecordName('a\u007fb')).toEqual({ ok: false, reason: 'cannot contain the control character U+007F' });
    expect(parseRecordName('www example.com')).toEqual({ ok: false, reason: 'cannot contain a space' });
    expect(parseRecordName('<img>')).toEqual({ ok: false, reason: 'cannot contain “<”' });
    expect(parseRecordName('a/b')).toEqual({ ok: false, reason: 'cannot contain “/”' });
  });

  it('refuses empty labels and Punycode that does not decode', () => {
    const empty = { ok: false, reason: 'cannot have an empty label (a dot at the start or two in a row)' };
    for (const name of ['', '.', '.example.com', 'www..example.com', 'example.com..']) {
      expect(parseRecordName(name)).toEqual(empty);
    }
    expect(parseRecordName('xn--zz.example')).toEqual({
      ok: false,
      reason: 'has a label, “xn--zz”, that is not valid Punycode',
    });
  });
});

describe('dnsNameKey', () => {
  it.each([
    ['www.example.com', 'www.example.com'],
    ['WWW.Example.COM.', 'www.example.com'],
    ['  www.example.com  ', 'www.example.com'],
    ['www.пример.рф', 'www.xn--e1afmkfd.xn--p1ai'],
    ['WWW.ПРИМЕР.РФ.', 'www.xn--e1afmkfd.xn--p1ai'],
    ['www.XN--E1AFMKFD.xn--p1ai', 'www.xn--e1afmkfd.xn--p1ai'],
    ['*.dev.example.com', '*.dev.example.com'],
    ['_sip._tcp.Example.com', '_sip._tcp.example.com'],
    // The root keeps its dot.
    ['.', '.'],
  ])('%s → %s', (name, key) => {
    expect(dnsNameKey(name)).toBe(key);
  });

  it('ignores case and one trailing dot for any ASCII name', () => {
    const label = fc.stringMatching(/^[a-z0-9_-]{1,10}$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), (labels) => {
        const name = labels.join('.');
        expect(dnsNameKey(`${name.toUpperCase()}.`)).toBe(dnsNameKey(name));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parseWireDomain } from './domain-name.ts';

describe('parseWireDomain', () => {
  it('accepts Punycode in any case, with a trailing dot, and gives the Unicode form', () => {
    expect(parseWireDomain('XN--E1AFMKFD.xn--p1ai.')).toEqual({
      ok: true,
      ascii: 'xn--e1afmkfd.xn--p1ai',
      unicode: 'пример.рф',
    });
    expect(parseWireDomain('Example.COM')).toEqual({ ok: true, ascii: 'example.com', unicode: 'example.com' });
  });

  it('refuses Unicode names, suggesting their Punycode form', () => {
    expect(parseWireDomain('Пример.рф')).toMatchObject({
      ok: false,
      code: 'domain_not_punycode',
      reason: expect.stringContaining('xn--e1afmkfd.xn--p1ai'),
    });
  });

  it.each([
    '',
    '.',
    'com',
    'a..b',
    '-a.com',
    'a-.com',
    'a_b.com',
    'a b.com',
    'a/b.com',
    '1.2.3.4',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(127)}com`,
    'xn--zz.com',
    'xn--a.com',
  ])('refuses the malformed name “%s”', (input) => {
    expect(parseWireDomain(input)).toMatchObject({ ok: false, code: 'invalid_domain' });
  });
});

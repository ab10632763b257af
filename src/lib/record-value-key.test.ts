import { describe, expect, it } from 'vitest';
import { recordValueKey } from './record-value-key.ts';

describe('recordValueKey', () => {
  it('compares names in values without case or trailing dot, text exactly', () => {
    expect(recordValueKey('CNAME', 'Example.COM.')).toBe(recordValueKey('CNAME', 'example.com'));
    expect(recordValueKey('MX', '10  Mail.Example.com.')).toBe('10 mail.example.com');
    expect(recordValueKey('MX', '010 mail.example.com')).toBe('10 mail.example.com');
    expect(recordValueKey('SRV', '10 5 5060 SIP.example.com.')).toBe('10 5 5060 sip.example.com');
    expect(recordValueKey('NS', 'ns1.пример.рф')).toBe(recordValueKey('NS', 'NS1.XN--E1AFMKFD.XN--P1AI.'));
    expect(recordValueKey('AAAA', '2001:0DB8:0:0::10')).toBe(recordValueKey('AAAA', '2001:db8::10'));
    expect(recordValueKey('CAA', '0 ISSUE "letsencrypt.org"')).toBe(recordValueKey('CAA', '0 issue "letsencrypt.org"'));
    expect(recordValueKey('TXT', 'v=spf1 a mx ~all')).not.toBe(recordValueKey('TXT', 'V=SPF1 A MX ~ALL'));
    expect(recordValueKey('TXT', 'google-site-verification=abc')).toBe(
      recordValueKey('TXT', '"google-site-verification=abc"'),
    );
    expect(recordValueKey('CAA', '0 issue "LetsEncrypt.org"')).not.toBe(
      recordValueKey('CAA', '0 issue "letsencrypt.org"'),
    );
    // The service may send a CAA value with or without its quotes, as it does a TXT text.
    expect(recordValueKey('CAA', '0 issue letsencrypt.org')).toBe(recordValueKey('CAA', '0 issue "letsencrypt.org"'));
    expect(recordValueKey('CAA', '0 issue "letsencrypt.org"')).not.toBe(
      recordValueKey('CAA', '0 issuewild "letsencrypt.org"'),
    );
  });
});

describe('recordValueKey, type by type', () => {
  it.each([
    // Types whose value is one name, in any case, with or without the trailing dot.
    ['CNAME', 'Example.COM.', 'example.com'],
    ['ALIAS', 'Example.COM.', 'example.com'],
    ['NS', 'NS1.пример.рф.', 'ns1.xn--e1afmkfd.xn--p1ai'],
    ['PTR', 'Host.Example.COM.', 'host.example.com'],
    ['DNAME', 'Other.Example.', 'other.example'],
    [' cname ', 'Example.COM.', 'example.com'],
    // … unless it is not one name.
    ['CNAME', 'Not A Name', 'Not A Name'],
    // MX: preference as a number, exchange as a name; spaces around and between do not count.
    [' MX ', '  010   Mail.Example.com. ', '10 mail.example.com'],
    ['MX', 'Mail.Example.com', 'Mail.Example.com'],
    ['MX', '10 Mail.Example.com extra', '10 Mail.Example.com extra'],
    ['MX', 'ten Mail.Example.com', 'ten mail.example.com'],
    ['MX', '10a Mail.Example.com', '10a mail.example.com'],
    ['MX', 'a10 Mail.Example.com', 'a10 mail.example.com'],
    // SRV: priority, weight and port as numbers, target as a name.
    ['SRV', '010 05 05060 SIP.Example.com.', '10 5 5060 sip.example.com'],
    ['SRV', '10 5 SIP.Example.com', '10 5 SIP.Example.com'],
    ['SRV', '010 5 5060 SIP.Example.com. extra', '010 5 5060 SIP.Example.com. extra'],
    // SOA: two names, then numbers.
    [
      'SOA',
      'NS1.Example.com. Hostmaster.Example.com. 0042 7200 3600 1209600 3600',
      'ns1.example.com hostmaster.example.com 42 7200 3600 1209600 3600',
    ],
    ['SOA', 'NS1.Example.com. Hostmaster.Example.com.', 'ns1.example.com hostmaster.example.com'],
    ['SOA', 'NS1.Example.com.', 'NS1.Example.com.'],
    // Addresses: IPv4 as written, IPv6 in its canonical form, anything else lowercased.
    ['A', ' 192.0.2.1 ', '192.0.2.1'],
    ['A', 'Not-An-Address', 'Not-An-Address'],
    ['AAAA', ' 2001:0DB8:0:0::1 ', '2001:db8::1'],
    ['AAAA', 'ABC::DEF::1', 'abc::def::1'],
    ['AAAA', 'Not-An-Address', 'not-an-address'],
    // CAA: flags as a number, the tag in lower case, the value's text, quoted or bare, case kept.
    ['CAA', '00 ISSUE "LetsEncrypt.org"', '0 issue "LetsEncrypt.org"'],
    ['CAA', '0 issue letsencrypt.org', '0 issue "letsencrypt.org"'],
    ['CAA', '0  issue   "ca.example; validationmethods=dns-01"', '0 issue "ca.example; validationmethods=dns-01"'],
    ['CAA', '128 iodef "mailto:security@example.com"', '128 iodef "mailto:security@example.com"'],
    ['CAA', '0 ISSUE', '0 ISSUE'],
    // Text compares exactly, as its character-strings: quoted or bare, the same text.
    ['TXT', ' v=spf1  a ', '[" v=spf1  a "]'],
    ['TXT', '"v=spf1 a"', '["v=spf1 a"]'],
    ['SPF', '"part one" "part two"', '["part one","part two"]'],
  ])('%j %j → %j', (type, value, key) => {
    expect(recordValueKey(type, value)).toBe(key);
  });
});

/** Bytes as one quoted character-string, every byte as `\DDD`. */
const quoted = (part: Uint8Array) => `"${[...part].map((byte) => `\\${String(byte).padStart(3, '0')}`).join('')}"`;

describe('recordValueKey, text longer than one character-string', () => {
  const text = 'k=rsa; p=' + 'A'.repeat(291);
  it('reads a bare text over 255 bytes as the strings of 255 it is served as', () => {
    const split = `"${text.slice(0, 255)}" "${text.slice(255)}"`;
    expect(recordValueKey('TXT', text)).toBe(recordValueKey('TXT', split));
    expect(recordValueKey('TXT', `"${text}"`)).toBe(recordValueKey('TXT', split));
  });

  it('splits by bytes, not characters, and keeps strings the service split elsewhere apart', () => {
    const cyrillic = 'я'.repeat(200); // 400 bytes: strings of 255 and 145, the 128th letter cut in two
    const bytes = new TextEncoder().encode(cyrillic);
    expect(recordValueKey('TXT', cyrillic)).toBe(
      recordValueKey('TXT', `${quoted(bytes.subarray(0, 255))} ${quoted(bytes.subarray(255))}`),
    );
    expect(recordValueKey('TXT', cyrillic)).not.toBe(
      recordValueKey('TXT', `"${'я'.repeat(100)}" "${'я'.repeat(100)}"`),
    );
    expect(recordValueKey('TXT', `"${text.slice(0, 200)}" "${text.slice(200)}"`)).not.toBe(recordValueKey('TXT', text));
  });

  it('keeps an empty text one empty string', () => {
    expect(recordValueKey('TXT', '')).toBe(recordValueKey('TXT', '""'));
    expect(recordValueKey('TXT', '""')).not.toBe(recordValueKey('TXT', '"" ""'));
  });
});

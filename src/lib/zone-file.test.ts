import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeZoneToken,
  hasAliasRecords,
  labelsText,
  nameLabels,
  quoteText,
  SOA_TIMERS,
  writeZoneFile,
  type ZoneFileRecord,
} from './zone-file.ts';
import { isTextType, parsePresentationText, txtTextKey } from './presentation-text.ts';

const record = (
  record_name: string,
  record_type: string,
  record_value: string,
  extra: Partial<ZoneFileRecord> = {},
): ZoneFileRecord => ({
  record_name,
  record_type,
  record_value,
  record_ttl: '300',
  ...extra,
});

/** The lines after `$ORIGIN`: the records (and the notes above them), without the final empty line. */
function body(text: string): string[] {
  const lines = text.split('\n');
  return lines.slice(lines.findIndex((line) => line.startsWith('$ORIGIN ')) + 1, -1);
}

/** The note above a record whose names named's check-names refuses in a primary zone. */
const note = (names: string) =>
  `; check-names: ${names} (letters, digits and inner hyphens), which named refuses in a primary zone unless it is told \`check-names primary warn;\` (named-checkzone warns).`;

/** The header comment lines, before `$ORIGIN`. */
function header(text: string): string[] {
  const lines = text.split('\n');
  return lines.slice(
    0,
    lines.findIndex((line) => line.startsWith('$ORIGIN ')),
  );
}

/** The value field of a record line (the last tab-separated field). */
const valueOf = (line: string | undefined) => line?.split('\t').at(-1);

const decoder = new TextDecoder();

/** Reads quoted character-strings back into their bytes (a test-side parser of RFC 1035 escapes). */
function unquoteStrings(quoted: string): Uint8Array[] {
  const strings = quoted.match(/"(?:[^"\\]|\\\d{3}|\\.)*"/g) ?? [];
  return strings.map((string) => {
    const bytes: number[] = [];
    const inner = string.slice(1, -1);
    for (let index = 0; index < inner.length; index += 1) {
      const char = inner[index] ?? '';
      if (char !== '\\') {
        bytes.push(char.charCodeAt(0));
        continue;
      }
      const digits = inner.slice(index + 1, index + 4);
      if (/^\d{3}$/.test(digits)) {
        bytes.push(Number(digits));
        index += 3;
      } else {
        bytes.push(inner.charCodeAt(index + 1));
        index += 1;
      }
    }
    return Uint8Array.from(bytes);
  });
}

const unquote = (quoted: string) => decoder.decode(concat(unquoteStrings(quoted)));

/** A string quoted the way a DNS service may store it: `"` and `\` escaped, the rest as it is or as `\DDD`. */
function quote(text: string, escapeAll: boolean): string {
  const escaped = Array.from(text, (char) => {
    if (char === '"' || char === '\\') return `\\${char}`;
    if (escapeAll && !/^[\x20-\x7e]$/.test(char)) {
      return Array.from(new TextEncoder().encode(char), (byte) => `\\${String(byte).padStart(3, '0')}`).join('');
    }
    return char;
  });
  return `"${escaped.join('')}"`;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

describe('writeZoneFile', () => {
  it('writes names relative to the origin, @ for the apex; a record outside it as a comment, which BIND would leave out', () => {
    const text = writeZoneFile(
      [
        record('example.com', 'A', '192.0.2.1'),
        record('www.example.com', 'CNAME', 'example.com'),
        record('other.example.net', 'A', '192.0.2.2'),
        record('notexample.com', 'A', '192.0.2.3'),
      ],
      { origin: 'example.com' },
    );
    expect(body(text)).toEqual([
      '@\t300\tIN\tA\t192.0.2.1',
      'www\t300\tIN\tCNAME\texample.com.',
      '; not valid (the name is outside the zone, whose records BIND alone loads): other.example.net.\t300\tIN\tA\t192.0.2.2',
      '; not valid (the name is outside the zone, whose records BIND alone loads): notexample.com.\t300\tIN\tA\t192.0.2.3',
    ]);
    expect(text).toContain('\n$ORIGIN example.com.\n');
  });

  it('makes the names inside MX, SRV, NS, PTR, ALIAS and SOA values absolute', () => {
    const text = writeZoneFile(
      [
        record('example.com', 'SOA', 'ns1.example.com hostmaster.example.com 2026112001 7200 3600 1209600 3600'),
        record('example.com', 'MX', '10 mail.example.com'),
        record('_sip._tcp.example.com', 'SRV', '10 5 5060 sip.example.com'),
        record('example.com', 'NS', 'ns1.example.net.'),
        record('1.2.0.192.in-addr.arpa', 'PTR', 'host.example.com'),
        record('example.com', 'ALIAS', 'lb.example.net'),
        record('example.com', 'CAA', '0 issue "letsencrypt.org"'),
      ],
      { origin: 'example.com.', aliasRecords: 'keep' },
    );
    expect(body(text).map(valueOf)).toEqual([
      'ns1.example.com. hostmaster.example.com. 2026112001 7200 3600 1209600 3600',
      '10 mail.example.com.',
      '10 5 5060 sip.example.com.',
      'ns1.example.net.',
      'host.example.com.',
      'lb.example.net.',
      '0 issue "letsencrypt.org"',
    ]);
  });

  it('writes IDN names and targets in Punycode', () => {
    const text = writeZoneFile(
      [record('почта.пример.рф', 'CNAME', 'сервер.пример.рф'), record('пример.рф', 'TXT', 'привет')],
      { origin: 'пример.рф' },
    );
    expect(text).toContain('$ORIGIN xn--e1afmkfd.xn--p1ai.');
    expect(text).toContain('xn--80a1acny\t300\tIN\tCNAME\txn--b1afb6bcb.xn--e1afmkfd.xn--p1ai.');
    expect(text).toContain('@\t300\tIN\tTXT\t"\\208\\191\\209\\128\\208\\184\\208\\178\\208\\181\\209\\130"');
  });

  it('comments out disabled records, counts them and writes the header comments first', () => {
    const text = writeZoneFile(
      [
        record('example.com', 'SOA', 'ns1.example.net hostmaster.example.com 1 7200 3600 1209600 3600'),
        record('example.com', 'NS', 'ns1.example.net'),
        record('old.example.com', 'A', '192.0.2.9', { record_status: 'disabled' }),
      ],
      { origin: 'example.com', comments: ['Exported by Zonescope', 'two\nlines'] },
    );
    expect(text.split('\n')).toEqual([
      '; Exported by Zonescope',
      '; two lines',
      '; Disabled: 1 record written as comments.',
      '; Commented out: 1 of 3 records (1 disabled).',
      '$ORIGIN example.com.',
      '@\t300\tIN\tSOA\tns1.example.net. hostmaster.example.com. 1 7200 3600 1209600 3600',
      '@\t300\tIN\tNS\tns1.example.net.',
      '; disabled: old\t300\tIN\tA\t192.0.2.9',
      '',
    ]);
  });

  it('comments out a record whose status a real service writes as Disabled, in any case or spacing', () => {
    const text = writeZoneFile(
      [
        record('a.example.com', 'A', '192.0.2.1', { record_status: 'Disabled' }),
        record('b.example.com', 'A', '192.0.2.2', { record_status: ' DISABLED ' }),
        record('c.example.com', 'A', '192.0.2.3', { record_status: 'Enabled' }),
        record('d.example.com', 'A', '192.0.2.4'),
      ],
      { origin: 'example.com' },
    );
    expect(body(text)).toEqual([
      '; disabled: a\t300\tIN\tA\t192.0.2.1',
      '; disabled: b\t300\tIN\tA\t192.0.2.2',
      'c\t300\tIN\tA\t192.0.2.3',
      'd\t300\tIN\tA\t192.0.2.4',
    ]);
  });

  it('says when the file has no SOA: not a whole zone, to $INCLUDE in one', () => {
    const without = writeZoneFile([record('www.example.com', 'A', '192.0.2.1')], { origin: 'example.com' });
    expect(header(without)).toContain(
      '; No SOA record: not a whole zone on its own; $INCLUDE it in a zone file that has one.',
    );
    const withSoa = writeZoneFile([record('example.com', 'SOA', 'ns1.host.net support@host.com 1549468698')], {
      origin: 'example.com',
    });
    expect(withSoa).not.toContain('No SOA record');
  });
});

describe('writeZoneFile: TXT values', () => {
  // The real service's shapes (observed-service.md): stored with their quotes, several strings, an escaped quote.
  it('writes a value already in presentation form as it is, and quotes any other text', () => {
    const text = writeZoneFile(
      [
        record('example.com', 'TXT', '"v=spf1 include:_spf.host.com ~all"'),
        record('long.example.com', 'TXT', '"part one" "part two"'),
        record('quote.example.com', 'TXT', '"say \\"hi\\" \\\\ back"'),
        record('legacy.example.com', 'TXT', 'v=spf1 -all'),
        record('mixed.example.com', 'TXT', '"hello" world'),
        record('open.example.com', 'TXT', '"unclosed'),
        record('escape.example.com', 'TXT', '"\\999"'),
        record('empty.example.com', 'TXT', ''),
      ],
      { origin: 'example.com' },
    );
    expect(body(text).map(valueOf)).toEqual([
      '"v=spf1 include:_spf.host.com ~all"',
      '"part one" "part two"',
      '"say \\"hi\\" \\\\ back"',
      '"v=spf1 -all"',
      '"\\"hello\\" world"',
      '"\\"unclosed"',
      '"\\"\\\\999\\""',
      '""',
    ]);
    expect(header(text)).toContain(
      '; TXT: 3 values sent in presentation form (quoted strings) written as they are; 5 values sent as plain text quoted.',
    );
  });

  it('quotes an SPF record as TXT: one string, not one per word', () => {
    const [line] = body(
      writeZoneFile([record('example.com', 'SPF', 'v=spf1 include:_spf.host.com ~all')], { origin: 'example.com' }),
    );
    expect(line).toBe('@\t300\tIN\tSPF\t"v=spf1 include:_spf.host.com ~all"');
  });

  it('writes DEL (0x7f) as \\127 wherever it stands: a string, a name, a TTL, a commented-out value', () => {
    const text = writeZoneFile(
      [
        record('del.example.com', 'TXT', 'a\x7fb'),
        record('quoted.example.com', 'TXT', '"a\x7fb"'),
        record('d\x7fl.example.com', 'A', '192.0.2.1'),
        record('x.example.com', 'A', '192.0.2.1\x7f', { record_ttl: '30\x7f' }),
      ],
      { origin: 'example.com' },
    );
    expect(text).not.toContain('\x7f');
    expect(body(text)).toEqual([
      'del\t300\tIN\tTXT\t"a\\127b"',
      'quoted\t300\tIN\tTXT\t"a\\127b"',
      note('d\\127l is not a host name'),
      'd\\127l\t300\tIN\tA\t192.0.2.1',
      '; not valid (the TTL is not a number of seconds from 0 to 2147483647): x\t30\\127\tIN\tA\t192.0.2.1\\127',
    ]);
  });

  it('escapes control and non-ASCII bytes inside quoted strings and splits a string over 255 bytes', () => {
    const text = writeZoneFile(
      [
        record('a.example.com', 'TXT', '"привет"\t"tab\there"'),
        record('b.example.com', 'TXT', `"${'x'.repeat(300)}"`),
        record('c.example.com', 'TXT', '"line\nbreak" "\\065\\(\\)"'),
      ],
      { origin: 'example.com' },
    );
    expect(body(text).map(valueOf)).toEqual([
      '"\\208\\191\\209\\128\\208\\184\\208\\178\\208\\181\\209\\130" "tab\\009here"',
      `"${'x'.repeat(255)}" "${'x'.repeat(45)}"`,
      '"line\\010break" "A()"',
    ]);
    expect(body(text)).toHaveLength(3);
  });

  it('reads the same strings back from a value in presentation form (round trip, property)', () => {
    // Strings of at most 255 bytes, as a DNS service stores them.
    const anyString = fc
      .string({ unit: 'grapheme', maxLength: 80 })
      .filter((text) => new TextEncoder().encode(text).length <= 255);
    fc.assert(
      fc.property(fc.array(anyString, { minLength: 1, maxLength: 4 }), fc.boolean(), (strings, escapeAll) => {
        const sent = strings.map((string) => quote(string, escapeAll)).join(' ');
        const [line] = body(writeZoneFile([record('t.example.com', 'TXT', sent)], { origin: 'example.com' }));
        const written = valueOf(line) ?? '';
        expect(written).toMatch(/^[\x20-\x7e]*$/);
        expect(unquoteStrings(written).map((bytes) => decoder.decode(bytes))).toEqual(strings);
        // Printable ASCII is written exactly as sent.
        expect(written === sent || !/^[\x20-\x7e]*$/.test(sent)).toBe(true);
      }),
    );
  });

  it('round-trips any plain text: never read as presentation form unless it is (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (text) => {
        const [line] = body(writeZoneFile([record('t.example.com', 'TXT', text)], { origin: 'example.com' }));
        const written = valueOf(line) ?? '';
        const strings = parsePresentationText(text);
        const meant = strings === undefined ? text : decoder.decode(concat(strings));
        expect(unquote(written)).toBe(meant);
      }),
    );
  });
});

describe('writeZoneFile: SOA', () => {
  it("completes the service's three-field SOA: mailbox contact, serial kept, stated timers in a note above it", () => {
    const text = writeZoneFile(
      [
        record('example.com', 'SOA', 'ns1.zilore.net support@zilore.com 1549468698', { record_ttl: '3600' }),
        record('example.com', 'NS', 'ns1.zilore.net'),
      ],
      { origin: 'example.com' },
    );
    const { refresh, retry, expire, negativeTtl } = SOA_TIMERS;
    expect([refresh, retry, expire, negativeTtl]).toEqual([7200, 3600, 1209600, 3600]);
    expect(body(text)).toEqual([
      "; SOA completed by Zonescope: the service sends only primary name server, contact and serial; refresh 7200 (2 h), retry 3600 (1 h), expire 1209600 (2 weeks) and negative-caching TTL 3600 (1 h) are Zonescope's values (RFC 1912, RFC 2308).",
      '@\t3600\tIN\tSOA\tns1.zilore.net. support.zilore.com. 1549468698 7200 3600 1209600 3600',
      '@\t300\tIN\tNS\tns1.zilore.net.',
    ]);
    expect(header(text)).toContain(
      "; SOA: the service's three fields (primary name server, contact, serial) completed into a valid SOA: contact as a mailbox name, serial kept, the four timers filled in as the comment above it says.",
    );
  });

  it('escapes the dots of the part before the @ in a mailbox name', () => {
    const text = writeZoneFile([record('example.com', 'SOA', 'ns1.host.net first.last@host.com 1763631000')], {
      origin: 'example.com',
    });
    expect(valueOf(body(text)[1])).toBe('ns1.host.net. first\\.last.host.com. 1763631000 7200 3600 1209600 3600');
  });

  it('writes a seven-field SOA as it is, without a note', () => {
    const text = writeZoneFile(
      [record('example.com', 'SOA', 'ns1.example.com hostmaster.example.com 2026112001 3600 600 604800 300')],
      { origin: 'example.com' },
    );
    expect(body(text)).toEqual([
      '@\t300\tIN\tSOA\tns1.example.com. hostmaster.example.com. 2026112001 3600 600 604800 300',
    ]);
    expect(text).not.toContain('SOA completed');
  });

  it('comments out an SOA BIND would refuse: wrong field count, bad serial, not at the apex, a second one', () => {
    const text = writeZoneFile(
      [
        record('example.com', 'SOA', 'ns1.host.net support@host.com'),
        record('example.com', 'SOA', 'ns1.host.net support@host.com 2026-11-20'),
        record('example.com', 'SOA', 'ns1.host.net @host.com 1'),
        record('www.example.com', 'SOA', 'ns1.host.net support@host.com 1'),
        record('example.com', 'SOA', 'ns1.host.net support@host.com 1'),
        record('example.com', 'SOA', 'ns1.host.net support@host.com 2'),
      ],
      { origin: 'example.com' },
    );
    const lines = body(text).filter((line) => !line.startsWith('; SOA completed'));
    expect(lines.map((line) => line.replace(/:\s.*$/, ''))).toEqual([
      '; not valid (an SOA needs primary name server, contact and serial, or all seven SOA fields)',
      '; not valid (the SOA serial is not a number from 0 to 4294967295)',
      '; not valid (SOA contact',
      '; not valid (an SOA belongs at the apex of the zone)',
      '@\t300\tIN\tSOA\tns1.host.net. support.host.com. 1 7200 3600 1209600 3600',
      '; not valid (a name holds one SOA; this is another)',
    ]);
    expect(lines[2]).toContain('“@host.com” has nothing before the @');
  });
});

describe('writeZoneFile: ALIAS', () => {
  const records = [
    record('example.com', 'SOA', 'ns1.host.net support@host.com 1549468698'),
    record('example.com', 'ALIAS', 'lb.example.net'),
    record('www.example.com', 'ALIAS', 'cdn.example.net'),
  ];

  it('writes ALIAS records as comments naming the type, and says so in the header', () => {
    const text = writeZoneFile(records, { origin: 'example.com' });
    expect(body(text).slice(2)).toEqual([
      '; ALIAS, a provider-specific type, not loadable by BIND: @\t300\tIN\tALIAS\tlb.example.net.',
      '; ALIAS, a provider-specific type, not loadable by BIND: www\t300\tIN\tALIAS\tcdn.example.net.',
    ]);
    expect(header(text)).toEqual(
      expect.arrayContaining([
        '; ALIAS: a provider-specific type, not loadable by BIND: 2 records written as comments (export with "Keep ALIAS lines" for a server that knows the type, such as PowerDNS).',
        '; Commented out: 2 of 3 records (2 ALIAS).',
      ]),
    );
  });

  it('keeps them as ALIAS lines when asked, for a server that knows the type', () => {
    const text = writeZoneFile(records, { origin: 'example.com', aliasRecords: 'keep' });
    expect(body(text).slice(2)).toEqual([
      '@\t300\tIN\tALIAS\tlb.example.net.',
      'www\t300\tIN\tALIAS\tcdn.example.net.',
    ]);
    expect(header(text)).toEqual(
      expect.arrayContaining([
        '; ALIAS: 2 records kept as ALIAS lines, as asked, for a server that knows the type (PowerDNS does); BIND does not load them.',
        '; Commented out: none of the 3 records.',
      ]),
    );
  });

  it('counts a disabled ALIAS as disabled, in both modes', () => {
    const withDisabled = [
      ...records,
      record('old.example.com', 'ALIAS', 'old.example.net', { record_status: 'disabled' }),
    ];
    expect(header(writeZoneFile(withDisabled, { origin: 'example.com' }))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^; ALIAS: a provider-specific type, not loadable by BIND: 2 records written as comments/,
        ),
        '; Commented out: 3 of 4 records (1 disabled, 2 ALIAS).',
      ]),
    );
    const kept = header(writeZoneFile(withDisabled, { origin: 'example.com', aliasRecords: 'keep' }));
    expect(kept).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^; ALIAS: 2 records kept as ALIAS lines/),
        '; Commented out: 1 of 4 records (1 disabled).',
      ]),
    );
  });

  it('still comments out a kept ALIAS whose target is not a name', () => {
    const text = writeZoneFile([record('example.com', 'ALIAS', 'lb example.net')], {
      origin: 'example.com',
      aliasRecords: 'keep',
    });
    expect(body(text)).toEqual(['; not valid (ALIAS needs one domain name): @\t300\tIN\tALIAS\tlb example.net']);
  });
});

describe('writeZoneFile: values not valid for their type', () => {
  const SCRIPT = '<script>window.__zonescopeXss = "script"; alert("xss")</script>';
  const cases: readonly [string, ZoneFileRecord, string][] = [
    ['an A out of range', record('a.example.com', 'A', '999.0.2.1'), 'not an IPv4 address'],
    ['an A with a leading zero', record('a.example.com', 'A', '010.0.2.1'), 'not an IPv4 address'],
    ['an A holding a script', record('a.example.com', 'A', SCRIPT), 'not an IPv4 address'],
    ['an AAAA with a non-hex digit', record('a.example.com', 'AAAA', '2001:db8::g'), 'not an IPv6 address'],
    ['an AAAA holding an IPv4 address', record('a.example.com', 'AAAA', '192.0.2.1'), 'not an IPv6 address'],
    ['an AAAA of nine groups', record('a.example.com', 'AAAA', '1:2:3:4:5:6::1.2.3.4'), 'not an IPv6 address'],
    [
      'an MX without a preference',
      record('example.com', 'MX', 'mail.example.com'),
      'MX needs a preference (0–65535) and a mail server name',
    ],
    [
      'an MX holding a script',
      record('example.com', 'MX', `10 ${SCRIPT}`),
      'MX needs a preference (0–65535) and a mail server name',
    ],
    [
      'an MX preference out of range',
      record('example.com', 'MX', '70000 mail.example.com'),
      'MX needs a preference (0–65535) and a mail server name',
    ],
    [
      'an MX server with an empty label',
      record('example.com', 'MX', '10 mail..example.com'),
      'MX mail server: “mail..example.com” has an empty label',
    ],
    [
      'an SRV without a port',
      record('_sip._tcp.example.com', 'SRV', '10 5 sip.example.com'),
      'SRV needs priority, weight and port (0–65535 each) and a target name',
    ],
    [
      'a CAA tag with a hyphen',
      record('example.com', 'CAA', '0 is-sue "ca.example.net"'),
      'CAA needs flags (0–255), a tag of letters and digits, and a value',
    ],
    [
      'CAA flags out of range',
      record('example.com', 'CAA', '256 issue "ca.example.net"'),
      'CAA needs flags (0–255), a tag of letters and digits, and a value',
    ],
    ['a CNAME of two names', record('www.example.com', 'CNAME', 'a b'), 'CNAME needs one domain name'],
    [
      'a CNAME target with a 64-byte label',
      record('www.example.com', 'CNAME', `${'x'.repeat(64)}.example.net`),
      'CNAME target: a label of',
    ],
    ['an empty name', record('', 'A', '192.0.2.1'), 'name: the name is empty'],
    ['a name with a 64-byte label', record(`${'x'.repeat(64)}.example.com`, 'A', '192.0.2.1'), 'name: a label of'],
    [
      'a TTL that is not a number',
      record('a.example.com', 'A', '192.0.2.1', { record_ttl: '1 h' }),
      'the TTL is not a number of seconds from 0 to 2147483647',
    ],
    [
      'a TTL over 2^31 - 1',
      record('a.example.com', 'A', '192.0.2.1', { record_ttl: '2147483648' }),
      'the TTL is not a number of seconds',
    ],
    [
      'a type with a semicolon',
      record('a.example.com', 'A;X', '192.0.2.1'),
      'A;X is not a record type Zonescope can check',
    ],
    ['a type the writer cannot check', record('a.example.com', 'TLSA', '3 1 1 abcdef'), 'TLSA is not a record type'],
    [
      'a TXT over 65,535 bytes',
      record('a.example.com', 'TXT', 'x'.repeat(65_300)),
      'the text is longer than a record holds (65535 bytes)',
    ],
  ];

  it.each(cases)('comments out %s with the reason', (_, item, reason) => {
    const [line] = body(writeZoneFile([item], { origin: 'example.com' }));
    expect(line).toMatch(/^; not valid \(/);
    expect(line).toContain(reason);
  });

  it('keeps the values that are valid, quoting an unquoted CAA value', () => {
    const text = writeZoneFile(
      [
        record('a.example.com', 'A', ' 192.0.2.1 '),
        record('a.example.com', 'AAAA', ' ::ffff:192.0.2.1 '),
        record('a.example.com', 'AAAA', '2001:DB8:0:0:0:0:0:1'),
        record('example.com', 'CAA', '0 issue letsencrypt.org'),
        record('example.com', 'CAA', '128 iodef "mailto:security@example.com"'),
        record('link.example.com', 'CNAME', "evil:window.x='url';alert(document.domain)"),
      ],
      { origin: 'example.com' },
    );
    // Whole lines: a commented-out record ends with the same value.
    expect(body(text)).toEqual([
      'a\t300\tIN\tA\t192.0.2.1',
      'a\t300\tIN\tAAAA\t::ffff:192.0.2.1',
      'a\t300\tIN\tAAAA\t2001:DB8:0:0:0:0:0:1',
      '@\t300\tIN\tCAA\t0 issue "letsencrypt.org"',
      '@\t300\tIN\tCAA\t128 iodef "mailto:security@example.com"',
      "link\t300\tIN\tCNAME\tevil:window.x='url'\\;alert\\(document.domain\\).",
    ]);
  });

  it('comments out a CNAME that shares its name with other records, and a second CNAME', () => {
    const text = writeZoneFile(
      [
        record('a.example.com', 'CNAME', 'x.example.net'),
        record('a.example.com', 'A', '192.0.2.1'),
        record('b.example.com', 'CNAME', 'x.example.net'),
        record('B.example.com', 'CNAME', 'y.example.net'),
        record('c.example.com', 'CNAME', 'x.example.net'),
        record('c.example.com', 'A', '192.0.2.1', { record_status: 'disabled' }),
      ],
      { origin: 'example.com' },
    );
    expect(body(text)).toEqual([
      '; not valid (a CNAME cannot share its name with records of other types): a\t300\tIN\tCNAME\tx.example.net.',
      'a\t300\tIN\tA\t192.0.2.1',
      'b\t300\tIN\tCNAME\tx.example.net.',
      '; not valid (a name holds one CNAME; this is another): B\t300\tIN\tCNAME\ty.example.net.',
      'c\t300\tIN\tCNAME\tx.example.net.',
      '; disabled: c\t300\tIN\tA\t192.0.2.1',
    ]);
  });

  it('comments out an apex NS whose server lies inside the zone without an address, in a whole zone only', () => {
    const soa = record('example.com', 'SOA', 'ns1.host.net support@host.com 1549468698');
    const servers = [
      record('example.com', 'NS', 'ns1.example.com'),
      record('example.com', 'NS', 'ns2.example.com'),
      record('example.com', 'NS', 'ns3.example.com'),
      record('example.com', 'NS', 'ns1.host.net'),
      record('ns2.example.com', 'A', '192.0.2.2'),
      record('ns3.example.com', 'AAAA', '2001:db8::3', { record_status: 'disabled' }),
    ];
    const reason =
      'not valid (the name server is inside the zone but has no address record (A or AAAA) in it, which BIND refuses)';
    expect(body(writeZoneFile([soa, ...servers], { origin: 'example.com' })).slice(2)).toEqual([
      `; ${reason}: @\t300\tIN\tNS\tns1.example.com.`,
      '@\t300\tIN\tNS\tns2.example.com.',
      `; ${reason}: @\t300\tIN\tNS\tns3.example.com.`,
      '@\t300\tIN\tNS\tns1.host.net.',
      'ns2\t300\tIN\tA\t192.0.2.2',
      '; disabled: ns3\t300\tIN\tAAAA\t2001:db8::3',
    ]);
    // Without an SOA the file is a part of a zone: the addresses may be in the rest of it.
    expect(body(writeZoneFile(servers.slice(0, 1), { origin: 'example.com' }))).toEqual([
      '@\t300\tIN\tNS\tns1.example.com.',
    ]);
    // When no other remains, they stay (a zone without NS is refused just the same) and the header says so.
    const alone = writeZoneFile([soa, ...servers.slice(0, 3)], { origin: 'example.com' });
    expect(body(alone).slice(2)).toEqual([
      '@\t300\tIN\tNS\tns1.example.com.',
      '@\t300\tIN\tNS\tns2.example.com.',
      '@\t300\tIN\tNS\tns3.example.com.',
    ]);
    expect(header(alone)).toContain(
      '; The apex NS records name only servers inside the zone, with no address (A or AAAA) in it: BIND refuses the zone until their addresses are added.',
    );
    expect(header(writeZoneFile([soa], { origin: 'example.com' }))).toContain(
      '; No NS record at the apex: BIND refuses a zone without one; add one before loading it.',
    );
  });

  it('counts the address a wildcard gives a server that has no name of its own: the one at its closest encloser', () => {
    const soa = record('example.com', 'SOA', 'ns1.host.net support@host.com 1549468698');
    const apexNs = (server: string) => record('example.com', 'NS', server);
    const reason =
      'not valid (the name server is inside the zone but has no address record (A or AAAA) in it, which BIND refuses)';
    const written = body(
      writeZoneFile(
        [
          soa,
          apexNs('ns1.host.net'),
          apexNs('ns3.example.com'), // under `*`
          apexNs('ns.sub.example.com'), // `sub` exists (an empty non-terminal of x.sub): `*.sub` answers
          apexNs('ns.deep.example.com'), // `deep` holds nothing: `*` answers
          apexNs('ns.txt.example.com'), // `*.txt` holds no address: nothing answers
          apexNs('named.example.com'), // the name exists (a TXT): no wildcard answers for it
          apexNs('ns.a.b.example.com'), // `a.b` exists (an empty non-terminal of x.a.b): `*.a.b` answers
          apexNs('ns.c.b.example.com'), // `c.b` holds nothing, `b` exists: `*.b` would answer, and has no address
          record('*.example.com', 'A', '192.0.2.9'),
          record('*.sub.example.com', 'AAAA', '2001:db8::9'),
          record('x.sub.example.com', 'TXT', '"x"'),
          record('*.txt.example.com', 'TXT', '"no address"'),
          record('named.example.com', 'TXT', '"named"'),
          record('x.a.b.example.com', 'TXT', '"x"'),
          record('*.a.b.example.com', 'A', '192.0.2.10'),
        ],
        { origin: 'example.com' },
      ),
    );
    expect(written.filter((line) => line.includes('\tNS\t'))).toEqual([
      '@\t300\tIN\tNS\tns1.host.net.',
      '@\t300\tIN\tNS\tns3.example.com.',
      '@\t300\tIN\tNS\tns.sub.example.com.',
      '@\t300\tIN\tNS\tns.deep.example.com.',
      `; ${reason}: @\t300\tIN\tNS\tns.txt.example.com.`,
      `; ${reason}: @\t300\tIN\tNS\tnamed.example.com.`,
      '@\t300\tIN\tNS\tns.a.b.example.com.',
      `; ${reason}: @\t300\tIN\tNS\tns.c.b.example.com.`,
    ]);
  });

  it('comments out an NS at a wildcard name, which BIND refuses with the whole zone', () => {
    expect(lineOf(record('*.sub.example.com', 'NS', 'ns.example.net'))).toBe(
      '; not valid (an NS cannot be at a wildcard name (BIND refuses it)): *.sub\t300\tIN\tNS\tns.example.net.',
    );
    expect(lineOf(record('*.example.com', 'NS', 'ns.example.net'))).toMatch(
      /^; not valid \(an NS cannot be at a wildcard/,
    );
    // Other types at a wildcard, and an NS under one, load.
    expect(lineOf(record('*.example.com', 'DNAME', 'example.net'))).toBe('*\t300\tIN\tDNAME\texample.net.');
    expect(lineOf(record('a.*.example.com', 'NS', 'ns.example.net'))).toBe('a.*\t300\tIN\tNS\tns.example.net.');
  });

  it('notes a record whose TTL BIND replaces by the first of its name and type, and counts them in the header', () => {
    const text = writeZoneFile(
      [
        record('www.example.com', 'A', '192.0.2.1', { record_ttl: '300' }),
        record('WWW.example.com', 'A', '192.0.2.2', { record_ttl: '3600' }),
        record('www.example.com', 'AAAA', '2001:db8::1', { record_ttl: '3600' }),
        record('www.example.com', 'A', '192.0.2.3', { record_ttl: '300' }),
        record('www.example.com', 'A', '192.0.2.4', { record_ttl: '60', record_status: 'disabled' }),
      ],
      { origin: 'example.com' },
    );
    const two = writeZoneFile(
      [
        record('mx.example.com', 'MX', '10 a.example.net', { record_ttl: '300' }),
        record('mx.example.com', 'MX', '20 b.example.net', { record_ttl: ' 3600 ' }),
        record('mx.example.com', 'MX', '30 c.example.net', { record_ttl: '60' }),
        record('mx.example.com', 'MX', '40 d.example.net', { record_ttl: '300 ' }),
      ],
      { origin: 'example.com' },
    );
    expect(header(two)).toContain(
      '; TTL: 2 records with another TTL than the first record of their name and type, which BIND gives them (RFC 2181 §5.2), as the comment above each says.',
    );
    expect(body(text)).toEqual([
      'www\t300\tIN\tA\t192.0.2.1',
      '; BIND loads this record with TTL 300, that of the first A record of its name: the records of one name and type share one TTL (RFC 2181 §5.2).',
      'WWW\t3600\tIN\tA\t192.0.2.2',
      'www\t3600\tIN\tAAAA\t2001:db8::1',
      'www\t300\tIN\tA\t192.0.2.3',
      '; disabled: www\t60\tIN\tA\t192.0.2.4',
    ]);
    expect(header(text)).toContain(
      '; TTL: 1 record with another TTL than the first record of its name and type, which BIND gives them (RFC 2181 §5.2), as the comment above each says.',
    );
  });

  it("notes each name named's check-names refuses in a primary zone, and counts them in the header", () => {
    const text = writeZoneFile(
      [
        record('a_b.example.com', 'A', '192.0.2.1'),
        record('*.w.example.com', 'AAAA', '2001:db8::1'),
        record('-x.example.com', 'MX', '10 mail_x.example.net'),
        record('_dmarc.example.com', 'TXT', '"v=DMARC1; p=none"'),
        record('_sip._tcp.example.com', 'SRV', '10 5 5060 sip_x.example.net'),
        record('_sip._udp.example.com', 'SRV', '0 0 0 .'),
        record('n_s.example.com', 'NS', 'ns1.example.net'),
        record('sub.example.com', 'NS', 'ns_1.example.net'),
        record('p.example.com', 'PTR', 'a_b.example.net'),
        record('a.*.b.example.com', 'A', '192.0.2.3'),
        record('example.com', 'MX', '10 *.example.net'),
        record('c_d.example.com', 'A', '192.0.2.2', { record_status: 'disabled' }),
      ],
      { origin: 'example.com' },
    );
    expect(body(text)).toEqual([
      note('a_b is not a host name'),
      'a_b\t300\tIN\tA\t192.0.2.1',
      '*.w\t300\tIN\tAAAA\t2001:db8::1',
      note('-x and mail_x.example.net. are not host names'),
      '-x\t300\tIN\tMX\t10 mail_x.example.net.',
      '_dmarc\t300\tIN\tTXT\t"v=DMARC1; p=none"',
      note('sip_x.example.net. is not a host name'),
      '_sip._tcp\t300\tIN\tSRV\t10 5 5060 sip_x.example.net.',
      '_sip._udp\t300\tIN\tSRV\t0 0 0 .',
      'n_s\t300\tIN\tNS\tns1.example.net.',
      note('ns_1.example.net. is not a host name'),
      'sub\t300\tIN\tNS\tns_1.example.net.',
      'p\t300\tIN\tPTR\ta_b.example.net.',
      note('a.*.b is not a host name'),
      'a.*.b\t300\tIN\tA\t192.0.2.3',
      note('*.example.net. is not a host name'),
      '@\t300\tIN\tMX\t10 *.example.net.',
      '; disabled: c_d\t300\tIN\tA\t192.0.2.2',
    ]);
    expect(header(text)).toContain(
      '; check-names: 6 records with a name that is not a host name, which named refuses in a primary zone by default (`check-names primary fail`): load it with `check-names primary warn;` in its zone statement, or rename them; the comment above each names the name.',
    );
    const reverse = writeZoneFile(
      [
        record('1.2.0.192.in-addr.arpa', 'PTR', 'host_1.example.com'),
        record('2.2.0.192.in-addr.arpa ', 'PTR', 'h_2.example.com'),
        record('3.2.0.192.in-addr.arpa', 'TXT', 'a_b'),
        record('4.2.0.192.in-addr.arpa', 'CNAME', 'c_d.example.com'),
      ],
      { origin: '2.0.192.in-addr.arpa' },
    );
    expect(body(reverse)).toEqual([
      note('host_1.example.com. is not a host name'),
      '1\t300\tIN\tPTR\thost_1.example.com.',
      note('h_2.example.com. is not a host name'),
      '2\t300\tIN\tPTR\th_2.example.com.',
      '3\t300\tIN\tTXT\t"a_b"',
      '4\t300\tIN\tCNAME\tc_d.example.com.',
    ]);
    expect(
      header(writeZoneFile([record('www.example.com', 'A', '192.0.2.1')], { origin: 'example.com' })),
    ).not.toContain('check-names');
  });

  it('counts what was commented out and why in the header', () => {
    const text = writeZoneFile(
      [
        record('example.com', 'SOA', 'ns1.host.net support@host.com 1549468698'),
        record('example.com', 'MX', `10 ${SCRIPT}`),
        record('example.com', 'ALIAS', 'lb.example.net'),
        record('old.example.com', 'A', '192.0.2.9', { record_status: 'disabled' }),
        record('old.example.com', 'A', 'not an address', { record_status: 'disabled' }),
      ],
      { origin: 'example.com' },
    );
    expect(header(text)).toEqual(
      expect.arrayContaining([
        '; Not valid: 1 record BIND would refuse or leave out (a value not valid for its type, a bad name or TTL, a CNAME beside other data, a name outside the zone) written as comments, each with the reason.',
        '; Disabled: 2 records written as comments.',
        '; Commented out: 4 of 5 records (2 disabled, 1 ALIAS, 1 not valid).',
      ]),
    );
  });
});

describe('writeZoneFile with hostile fields', () => {
  it('keeps a record on its line: line breaks, backslashes and parentheses are escaped', () => {
    const text = writeZoneFile(
      [
        record('a\nevil.example.com', 'A', '192.0.2.1\nevil 300 IN A 203.0.113.66', { record_ttl: '3\r00' }),
        record('b.example.com', 'MX', '10 (mail.example.com'),
        record('c.example.com', 'CNAME', 'x\\'),
      ],
      { origin: 'example.com', comments: ['by "<script>"\r\nnext'] },
    );
    expect(text.split('\n')[0]).toBe('; by "<script>"  next');
    expect(body(text)).toEqual([
      '; not valid (the TTL is not a number of seconds from 0 to 2147483647): a\\010evil\t3\\01300\tIN\tA\t192.0.2.1\\010evil 300 IN A 203.0.113.66',
      note('\\(mail.example.com. is not a host name'),
      'b\t300\tIN\tMX\t10 \\(mail.example.com.',
      'c\t300\tIN\tCNAME\tx\\\\.',
    ]);
  });

  it('keeps owner, TTL and type one token each: quotes, semicolons and spaces are escaped', () => {
    // Found by the property below: a TTL of `"` opened a string that ran into the value's `(`.
    const text = writeZoneFile(
      [
        record('x.example.com', 'TXT', '(', { record_ttl: '"' }),
        record('d e.example.com', 'A', '192.0.2.1'),
        record('f;g.example.com', 'TXT', 'ok'),
      ],
      { origin: 'example.com' },
    );
    expect(body(text)).toEqual([
      '; not valid (the TTL is not a number of seconds from 0 to 2147483647): x\t\\"\tIN\tTXT\t"("',
      note('d\\032e is not a host name'),
      'd\\032e\t300\tIN\tA\t192.0.2.1',
      'f\\;g\t300\tIN\tTXT\t"ok"',
    ]);
  });

  const anyText = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('\n', '\r\n', '(', ')', '\\', ';', '"', '\u2028', 'www.example.com', '10 mail.example.com'),
  );
  const anyRecord = fc.record({
    record_name: anyText,
    record_type: fc.oneof(fc.constantFrom('A', 'TXT', 'MX', 'SRV', 'CNAME', 'SOA', 'CAA', 'SPF', 'ALIAS'), anyText),
    record_value: anyText,
    record_ttl: fc.oneof(fc.constant('300'), anyText),
    record_status: fc.constantFrom('enabled', 'disabled'),
  });

  it('writes one line per record, whatever they hold, and nothing that opens a group (property)', () => {
    fc.assert(
      fc.property(fc.array(anyRecord, { maxLength: 8 }), fc.array(anyText, { maxLength: 3 }), (records, comments) => {
        const text = writeZoneFile(records, { origin: 'example.com', comments });
        expect(text.endsWith('\n')).toBe(true);
        header(text).forEach((line) => expect(line.startsWith('; ')).toBe(true));
        // The notes above records apart: a completed SOA, a TTL BIND changes, a name check-names refuses.
        const lines = body(text).filter(
          (line) =>
            !/^; (?:SOA completed|BIND loads this record with TTL |check-names: .* not (?:a )?host names? )/.test(line),
        );
        expect(lines).toHaveLength(records.length);
        // No record opens a parenthesised group that would swallow the lines after it.
        for (const line of lines.filter((item) => !item.startsWith(';'))) {
          expect(line.replace(/\\./g, '').replace(/"(?:[^"\\]|\\.)*"/g, '')).not.toMatch(/[();]/);
        }
      }),
    );
  });
});

describe('quoteText', () => {
  it('escapes quotes and backslashes', () => {
    expect(quoteText('say "hi" \\ ok')).toBe('"say \\"hi\\" \\\\ ok"');
  });

  it('writes an empty value as one empty string', () => {
    expect(quoteText('')).toBe('""');
  });

  it('splits long values into strings of at most 255 bytes', () => {
    const quoted = quoteText('a'.repeat(600));
    expect(quoted).toBe(`"${'a'.repeat(255)}" "${'a'.repeat(255)}" "${'a'.repeat(90)}"`);
  });

  it('round-trips any text, including quotes, backslashes and non-ASCII (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const quoted = quoteText(text);
        expect(quoted).toMatch(/^[\x20-\x7e]*$/);
        expect(unquote(quoted)).toBe(text);
      }),
    );
  });
});

/** The one line `writeZoneFile` writes for `item` in the zone `example.com`. */
const lineOf = (item: ZoneFileRecord) => body(writeZoneFile([item], { origin: 'example.com' }))[0];
/** The line of a record in a zone of one label of 61 `x`. */
const inZone = (item: ZoneFileRecord) => body(writeZoneFile([item], { origin: 'x'.repeat(61) }))[0];
const withTtl = (ttl: string) => lineOf(record('a.example.com', 'A', '192.0.2.1', { record_ttl: ttl }));
const soaLine = (value: string) => lineOf(record('example.com', 'SOA', value));
const sevenFieldSoa = (contact: string) => `ns1.host.net ${contact} 1 7200 3600 1209600 3600`;

describe('writeZoneFile: AAAA, as BIND reads it', () => {
  // Each checked against named-checkzone 9.18: it loads the first list and refuses the second.
  const loaded = [
    '::',
    '::1',
    '2001:db8::1',
    '2001:DB8::A',
    '::ffff:192.0.2.1',
    '::1.2.3.4',
    '1:2:3:4:5:6:7:8',
    '1:2:3:4:5:6:7::',
    '::2:3:4:5:6:7:8',
    '1:2:3:4:5:6:1.2.3.4',
  ];
  const refused = [
    '1::2::3', // two `::`
    '1:2:3:4:5:6:7:8:9', // nine groups
    '1:2:3:4:5:6:7:8::', // eight groups and a `::`
    '1:2:3:4:5:6:7:1.2.3.4', // seven groups and a dotted quad: nine in all
    '1:2', // too few groups without `::`
    '1::2:', // a trailing single colon
    '12345::', // a group of five digits
    ':::',
    '::ffff:192.0.2.01', // a leading zero in the dotted quad
    '::ffff:1.2.3', // three parts
    '::ffff:1.2.3.256',
    '1.2.3.4::', // the dotted quad not at the end
    '192.0.2.1', // IPv4
    '2001:db8::g',
    '::1]/#1', // what would make a URL of something else
    'fe80::1%eth0', // a zone index
    '',
  ];

  it.each(loaded)('writes %s as it is', (address) => {
    expect(lineOf(record('a.example.com', 'AAAA', address))).toBe(`a\t300\tIN\tAAAA\t${address}`);
  });

  it.each(refused)('comments out %s', (address) => {
    expect(lineOf(record('a.example.com', 'AAAA', address))).toMatch(/^; not valid \(not an IPv6 address\): /);
  });
});

describe('writeZoneFile: names and their limits', () => {
  it('writes a name of 63-byte labels and 255 bytes in all; one byte more is refused', () => {
    // Wire length: a length byte before each label, and the root: 3 × 64 + 62 + 1 = 255.
    const longest = `${'x'.repeat(63)}.${'x'.repeat(63)}.${'x'.repeat(63)}.${'x'.repeat(61)}`;
    expect(inZone(record(longest, 'A', '192.0.2.1'))).toBe(`${longest.slice(0, -62)}\t300\tIN\tA\t192.0.2.1`);
    expect(lineOf(record(`${longest}x`, 'A', '192.0.2.1'))).toBe(
      `; not valid (name: “${longest}x” is longer than 255 bytes): ${longest}x\t300\tIN\tA\t192.0.2.1`,
    );
  });

  it('counts a name in the wire format: a length byte per label, and the root only when absolute', () => {
    expect(labelsText(['www', 'example', 'com'], 'absolute')).toEqual({
      ok: true,
      text: 'www.example.com.',
      octets: 17,
    });
    expect(labelsText(['www', 'mail'], 'relative')).toEqual({ ok: true, text: 'www.mail', octets: 9 });
    expect(labelsText([], 'absolute')).toEqual({ ok: true, text: '.', octets: 1 });
  });

  it('reads the root, a trailing dot and spaces around a name', () => {
    expect(nameLabels('.')).toEqual({ ok: true, labels: [] });
    expect(nameLabels(' www.example.com. ')).toEqual({ ok: true, labels: ['www', 'example', 'com'] });
    expect(nameLabels(' ')).toEqual({ ok: false, reason: 'the name is empty' });
  });

  it('writes a null MX (RFC 7505) with the root as its target, and an owner of @ or with spaces at the apex', () => {
    const text = writeZoneFile(
      [
        record('@', 'MX', '0 .'),
        record(' @ ', 'TXT', 'apex'),
        record(' www.example.com ', 'A', '192.0.2.1'),
        record('old.example.com', 'DNAME', 'new.example.net'),
      ],
      { origin: 'example.com' },
    );
    expect(body(text)).toEqual([
      '@\t300\tIN\tMX\t0 .',
      '@\t300\tIN\tTXT\t"apex"',
      'www\t300\tIN\tA\t192.0.2.1',
      'old\t300\tIN\tDNAME\tnew.example.net.',
    ]);
  });

  it('escapes the characters a zone file reads specially inside a name', () => {
    const text = writeZoneFile(
      [
        record('a"b.example.com', 'A', '192.0.2.1'),
        record('$x.example.com', 'A', '192.0.2.1'),
        record('a@b.example.com', 'A', '192.0.2.1'),
      ],
      { origin: 'example.com' },
    );
    expect(body(text)).toEqual([
      note('a\\"b is not a host name'),
      'a\\"b\t300\tIN\tA\t192.0.2.1',
      note('\\$x is not a host name'),
      '\\$x\t300\tIN\tA\t192.0.2.1',
      note('a\\@b is not a host name'),
      'a\\@b\t300\tIN\tA\t192.0.2.1',
    ]);
  });

  it('escapes a space in a one-token field as `\\ `', () => {
    expect(escapeZoneToken('1 h;')).toBe('1\\ h\\;');
  });
});

describe('writeZoneFile: numbers', () => {
  it('takes a TTL of digits only, up to 2^31 − 1', () => {
    expect(withTtl('2147483647')).toBe('a\t2147483647\tIN\tA\t192.0.2.1');
    expect(withTtl('0')).toBe('a\t0\tIN\tA\t192.0.2.1');
    for (const ttl of ['1e3', '-5', '0x10', '5-', '']) {
      expect(withTtl(ttl)).toMatch(/^; not valid \(the TTL is not a number of seconds from 0 to 2147483647\)/);
    }
  });
});

describe('writeZoneFile: the fields of MX, SRV, CAA and the type', () => {
  it('reads fields however many spaces part them', () => {
    const text = writeZoneFile(
      [
        record('example.com', 'MX', '10   mail.example.com'),
        record('_sip._tcp.example.com', 'SRV', '10  5 5060\tsip.example.com'),
        record('example.com', 'CAA', '0  issue   "letsencrypt.org; validationmethods=dns-01"'),
      ],
      { origin: 'example.com' },
    );
    expect(body(text)).toEqual([
      '@\t300\tIN\tMX\t10 mail.example.com.',
      '_sip._tcp\t300\tIN\tSRV\t10 5 5060 sip.example.com.',
      '@\t300\tIN\tCAA\t0 issue "letsencrypt.org; validationmethods=dns-01"',
    ]);
  });

  it.each([
    ['a CNAME with no target', record('www.example.com', 'CNAME', ' '), 'CNAME needs one domain name'],
    [
      'an SRV with a fifth field',
      record('_sip._tcp.example.com', 'SRV', '10 5 5060 sip.example.com extra'),
      'SRV needs priority, weight and port (0–65535 each) and a target name',
    ],
    [
      'an SRV whose priority is not a number',
      record('_sip._tcp.example.com', 'SRV', 'x 5 5060 sip.example.com'),
      'SRV needs priority, weight and port (0–65535 each) and a target name',
    ],
    [
      'an SRV whose port is not a number',
      record('_sip._tcp.example.com', 'SRV', '10 5 x sip.example.com'),
      'SRV needs priority, weight and port (0–65535 each) and a target name',
    ],
    [
      'an SRV target with an empty label',
      record('_sip._tcp.example.com', 'SRV', '10 5 5060 sip..example.com'),
      'SRV target: “sip..example.com” has an empty label',
    ],
    ['a record without a type', record('a.example.com', ' ', '192.0.2.1'), 'no record type'],
  ])('comments out %s with the reason', (_, item, reason) => {
    expect(lineOf(item)).toMatch(new RegExp(`^; not valid \\(${reason.replace(/[()]/g, '\\$&')}\\): `));
  });
});

describe('writeZoneFile: SOA fields', () => {
  it('refuses a seven-field SOA with a timer that is not a number, and a primary name server that is not a name', () => {
    expect(soaLine('ns1.host.net support@host.com 1 7200 1h 1209600 3600')).toMatch(
      /^; not valid \(an SOA timer is not a number of seconds\): /,
    );
    expect(soaLine('ns1..host.net support@host.com 1 7200 3600 1209600 3600')).toMatch(
      /^; not valid \(SOA primary name server: “ns1\.\.host\.net” has an empty label\): /,
    );
    expect(soaLine('ns1.host.net support@host..com 1 7200 3600 1209600 3600')).toMatch(
      /^; not valid \(SOA contact: “host\.\.com” has an empty label\): /,
    );
  });

  it('takes a part before the @ of up to 63 bytes (UTF-8) and a mailbox name of up to 255', () => {
    expect(soaLine(sevenFieldSoa(`${'x'.repeat(63)}@host.com`))).toBe(
      `@\t300\tIN\tSOA\tns1.host.net. ${'x'.repeat(63)}.host.com. 1 7200 3600 1209600 3600`,
    );
    expect(soaLine(sevenFieldSoa(`${'x'.repeat(64)}@host.com`))).toMatch(
      /^; not valid \(SOA contact: the part before the @ is longer than 63 bytes\): /,
    );
    // 32 Cyrillic letters are 64 bytes.
    expect(soaLine(sevenFieldSoa(`${'я'.repeat(32)}@host.com`))).toMatch(
      /^; not valid \(SOA contact: the part before the @ is longer than 63 bytes\): /,
    );
    // 64 + (64 + 64 + 62 + 1) = 255 bytes: the local part's label, then the domain's.
    const domain = `${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(61)}`;
    const longest = `${'x'.repeat(63)}@${domain}`;
    expect(soaLine(sevenFieldSoa(longest))).toBe(
      `@\t300\tIN\tSOA\tns1.host.net. ${'x'.repeat(63)}.${domain}. 1 7200 3600 1209600 3600`,
    );
    expect(soaLine(sevenFieldSoa(`x${longest}`))).toMatch(
      /^; not valid \(SOA contact: the part before the @ is longer/,
    );
    const tooLong = `${'x'.repeat(63)}@${domain}d`; // 256 bytes
    expect(soaLine(sevenFieldSoa(tooLong))).toMatch(
      new RegExp(`^; not valid \\(SOA contact: “${tooLong}” is longer than 255 bytes\\): `),
    );
  });
});

describe('hasAliasRecords', () => {
  it('says whether any record is an ALIAS, in any case or spacing', () => {
    expect(hasAliasRecords([{ record_type: 'A' }, { record_type: ' alias ' }])).toBe(true);
    expect(hasAliasRecords([{ record_type: 'A' }, { record_type: 'CNAME' }])).toBe(false);
    expect(hasAliasRecords([])).toBe(false);
  });
});

describe('writeZoneFile: TXT limits and separators', () => {
  it('reads quoted strings parted by any white space, and writes white space alone as a quoted string', () => {
    const text = writeZoneFile(
      [
        record('a.example.com', 'TXT', ' "a"\r\n"b"\t"c" '),
        record('b.example.com', 'TXT', '  '),
        record('c.example.com', 'TXT', '"\\255" "\\25"'),
      ],
      { origin: 'example.com' },
    );
    expect(body(text)).toEqual([
      'a\t300\tIN\tTXT\t"a" "b" "c"',
      'b\t300\tIN\tTXT\t"  "',
      // `\255` is the byte 255; `\25` is not an escape BIND reads, so the whole value is quoted as text.
      'c\t300\tIN\tTXT\t"\\"\\\\255\\" \\"\\\\25\\""',
    ]);
    expect(lineOf(record('d.example.com', 'TXT', '"\\255"'))).toBe('d\t300\tIN\tTXT\t"\\255"');
  });

  it('takes text up to the 65,535 bytes of a record, counting a length byte per 255-byte string', () => {
    // 65,279 bytes make 256 strings: 65,279 + 256 = 65,535.
    for (const value of ['x'.repeat(65_279), `"${'x'.repeat(65_279)}"`]) {
      expect(lineOf(record('a.example.com', 'TXT', value))).toMatch(/^a\t300\tIN\tTXT\t"x{255}"/);
    }
    for (const value of ['x'.repeat(65_280), `"${'x'.repeat(65_280)}"`]) {
      expect(lineOf(record('a.example.com', 'TXT', value))).toMatch(
        /^; not valid \(the text is longer than a record holds \(65535 bytes\)\): /,
      );
    }
  });

  it('writes 255 bytes as one string and 256 as two', () => {
    expect(quoteText('a'.repeat(255))).toBe(`"${'a'.repeat(255)}"`);
    expect(quoteText('a'.repeat(256))).toBe(`"${'a'.repeat(255)}" "a"`);
  });
});

describe('writeZoneFile: the header', () => {
  it('counts one TXT value of each kind in the singular', () => {
    const plain = writeZoneFile([record('a.example.com', 'TXT', 'plain')], { origin: 'example.com' });
    expect(header(plain)).toEqual([
      '; TXT: 1 value sent as plain text quoted.',
      '; Commented out: none of the 1 record.',
      '; No SOA record: not a whole zone on its own; $INCLUDE it in a zone file that has one.',
    ]);
    const quoted = writeZoneFile([record('a.example.com', 'TXT', '"quoted"')], { origin: 'example.com' });
    expect(header(quoted)[0]).toBe('; TXT: 1 value sent in presentation form (quoted strings) written as they are.');
  });

  it('refuses an origin that is not a name', () => {
    expect(() => writeZoneFile([], { origin: 'a..example.com' })).toThrow(
      'Not a zone name: “a..example.com” has an empty label',
    );
  });

  it('matches an in-zone name server with its address in any case', () => {
    const text = writeZoneFile(
      [
        record('example.com', 'SOA', 'ns1.host.net support@host.com 1'),
        record('example.com', 'NS', 'NS1.Example.com'),
        record('example.com', 'NS', 'ns2.example.com'),
        record('ns1.example.com', 'A', '192.0.2.1'),
      ],
      { origin: 'example.com' },
    );
    expect(body(text).slice(2)).toEqual([
      '@\t300\tIN\tNS\tNS1.Example.com.',
      '; not valid (the name server is inside the zone but has no address record (A or AAAA) in it, which BIND refuses): @\t300\tIN\tNS\tns2.example.com.',
      'ns1\t300\tIN\tA\t192.0.2.1',
    ]);
  });
});

describe('isTextType', () => {
  it('knows TXT and SPF in any case or spacing, and nothing else', () => {
    expect([' txt ', 'Spf', 'TXT'].map(isTextType)).toEqual([true, true, true]);
    expect(['TXTX', 'CAA', ''].map(isTextType)).toEqual([false, false, false]);
  });
});

describe('txtTextKey', () => {
  it('gives quoted and bare text the same key, and other strings or text another', () => {
    expect(txtTextKey('"v=spf1 -all"')).toBe(txtTextKey('v=spf1 -all'));
    expect(txtTextKey('"say \\"hi\\""')).toBe(txtTextKey('say "hi"'));
    expect(txtTextKey('"caf\\195\\169"')).toBe(txtTextKey('café'));
    expect(txtTextKey('"a" "b"')).toBe(txtTextKey('"a"   "b"'));
    expect(txtTextKey('"a" "b"')).not.toBe(txtTextKey('"ab"'));
    expect(txtTextKey('"a" "b"')).not.toBe(txtTextKey('a b'));
    // Not presentation form (a stray quote): the text as it is.
    expect(txtTextKey('"a')).toBe(JSON.stringify(['"a']));
    expect(txtTextKey('V=SPF1')).not.toBe(txtTextKey('v=spf1'));
  });
});

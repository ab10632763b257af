import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteText, writeZoneFile, type ZoneFileRecord } from './zone-file.ts';

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

/** Reads quoted character-strings back into text (a test-side parser of RFC 1035 escapes). */
function unquote(quoted: string): string {
  const bytes: number[] = [];
  const strings = quoted.match(/"(?:[^"\\]|\\.|\\\d{3})*"/g) ?? [];
  for (const string of strings) {
    const body = string.slice(1, -1);
    for (let index = 0; index < body.length; index += 1) {
      const char = body[index] ?? '';
      if (char !== '\\') {
        bytes.push(char.charCodeAt(0));
        continue;
      }
      const digits = body.slice(index + 1, index + 4);
      if (/^\d{3}$/.test(digits)) {
        bytes.push(Number(digits));
        index += 3;
      } else {
        bytes.push(body.charCodeAt(index + 1));
        index += 1;
      }
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

describe('writeZoneFile', () => {
  it('writes names relative to the origin, @ for the apex, absolute outside it', () => {
    const text = writeZoneFile(
      [
        record('example.com', 'A', '192.0.2.1'),
        record('www.example.com', 'CNAME', 'example.com'),
        record('other.example.net', 'A', '192.0.2.2'),
        record('notexample.com', 'A', '192.0.2.3'),
      ],
      { origin: 'example.com' },
    );
    expect(text.split('\n')).toEqual([
      '$ORIGIN example.com.',
      '@\t300\tIN\tA\t192.0.2.1',
      'www\t300\tIN\tCNAME\texample.com.',
      'other.example.net.\t300\tIN\tA\t192.0.2.2',
      'notexample.com.\t300\tIN\tA\t192.0.2.3',
      '',
    ]);
  });

  it('makes the names inside MX, SRV, NS, PTR, ALIAS and SOA values absolute', () => {
    const lines = writeZoneFile(
      [
        record('example.com', 'MX', '10 mail.example.com'),
        record('_sip._tcp.example.com', 'SRV', '10 5 5060 sip.example.com'),
        record('example.com', 'NS', 'ns1.example.net.'),
        record('1.2.0.192.in-addr.arpa', 'PTR', 'host.example.com'),
        record('example.com', 'ALIAS', 'lb.example.net'),
        record('example.com', 'SOA', 'ns1.example.com hostmaster.example.com 2026112001 7200 3600 1209600 3600'),
        record('example.com', 'CAA', '0 issue "letsencrypt.org"'),
      ],
      { origin: 'example.com.' },
    ).split('\n');
    expect(lines.slice(1, -1).map((line) => line.split('\t').at(-1))).toEqual([
      '10 mail.example.com.',
      '10 5 5060 sip.example.com.',
      'ns1.example.net.',
      'host.example.com.',
      'lb.example.net.',
      'ns1.example.com. hostmaster.example.com. 2026112001 7200 3600 1209600 3600',
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

  it('comments out disabled records and writes the header comments', () => {
    const text = writeZoneFile([record('old.example.com', 'A', '192.0.2.9', { record_status: 'disabled' })], {
      origin: 'example.com',
      comments: ['Exported by Zonescope', 'two\nlines'],
    });
    expect(text.split('\n')).toEqual([
      '; Exported by Zonescope',
      '; two lines',
      '$ORIGIN example.com.',
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
    expect(text.split('\n')).toEqual([
      '$ORIGIN example.com.',
      '; disabled: a\t300\tIN\tA\t192.0.2.1',
      '; disabled: b\t300\tIN\tA\t192.0.2.2',
      'c\t300\tIN\tA\t192.0.2.3',
      'd\t300\tIN\tA\t192.0.2.4',
      '',
    ]);
  });
});

describe('writeZoneFile with hostile fields', () => {
  it('keeps a record on its line: line breaks, backslashes and parentheses are escaped', () => {
    const text = writeZoneFile(
      [
        record('a\nevil.example.com', 'A', '192.0.2.1\nevil 300 IN A 203.0.113.66', { record_ttl: '300\r' }),
        record('b.example.com', 'MX', '10 (mail.example.com'),
        record('c.example.com', 'CNAME', 'x\\'),
      ],
      { origin: 'example.com', comments: ['by "<script>"\r\nnext'] },
    );
    expect(text.split('\n')).toEqual([
      '; by "<script>"  next',
      '$ORIGIN example.com.',
      'a\\010evil\t300\\013\tIN\tA\t192.0.2.1\\010evil 300 IN A 203.0.113.66',
      'b\t300\tIN\tMX\t10 \\(mail.example.com.',
      'c\t300\tIN\tCNAME\tx\\\\.',
      '',
    ]);
  });

  it('keeps owner, TTL and type one token each: quotes, semicolons and spaces are escaped', () => {
    // Found by the property below: a TTL of `"` opened a string that ran into the value's `(`.
    const text = writeZoneFile(
      [
        record('', 'TXT', '(', { record_ttl: '"' }),
        record('d e.example.com', 'A;x', '192.0.2.1', { record_ttl: '3;0' }),
      ],
      { origin: 'example.com' },
    );
    expect(text.split('\n')).toEqual([
      '$ORIGIN example.com.',
      '.\t\\"\tIN\tTXT\t"("',
      'd\\ e\t3\\;0\tIN\tA\\;X\t192.0.2.1',
      '',
    ]);
  });

  const anyText = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('\n', '\r\n', '(', ')', '\\', ';', '"', '\u2028', 'www.example.com', '10 mail.example.com'),
  );
  const anyRecord = fc.record({
    record_name: anyText,
    record_type: fc.oneof(fc.constantFrom('A', 'TXT', 'MX', 'SRV', 'CNAME', 'SOA', 'CAA', 'SPF'), anyText),
    record_value: anyText,
    record_ttl: fc.oneof(fc.constant('300'), anyText),
    record_status: fc.constantFrom('enabled', 'disabled'),
  });

  it('writes one line per comment and per record, whatever they hold (property)', () => {
    fc.assert(
      fc.property(fc.array(anyRecord, { maxLength: 8 }), fc.array(anyText, { maxLength: 3 }), (records, comments) => {
        const lines = writeZoneFile(records, { origin: 'example.com', comments }).split('\n');
        expect(lines).toHaveLength(comments.length + 1 + records.length + 1);
        expect(lines.at(-1)).toBe('');
        lines.slice(0, comments.length).forEach((line) => expect(line.startsWith('; ')).toBe(true));
        // No record opens a parenthesised group that would swallow the lines after it.
        for (const line of lines.slice(comments.length + 1, -1)) {
          expect(line.replace(/\\./g, '').replace(/"(?:[^"\\]|\\.)*"/g, '')).not.toMatch(/[()]/);
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES } from '../../../server/demo/data/templates.ts';
import { writeTemplateFragment } from './template-zone-fragment.ts';

const record = (record_id: string, record_type: string, record_name: string, record_value: string) => ({
  record_id,
  record_name,
  record_type,
  record_value,
  record_ttl: '3600',
});

describe('writeTemplateFragment', () => {
  it('writes the variable as the origin: @ for the apex, relative names below it', () => {
    const fragment = writeTemplateFragment(
      [
        record('1', 'A', '{domain_name}', '192.0.2.10'),
        record('2', 'CNAME', 'www.{domain_name}', '{domain_name}'),
        record('3', 'MX', '{domain_name}', '10 mail.{domain_name}'),
        record('4', 'SRV', '_sip._tcp.{domain_name}', '10 5 5060 sip.{domain_name}.'),
        record('5', 'CNAME', 'autodiscover.{domain_name}', 'autodiscover.mailhost.example.net'),
        record('6', 'NS', 'sub.{domain_name}', 'ns1.пример.рф'),
        record('7', 'CNAME', 'почта.{domain_name}', 'mail.{domain_name}'),
      ],
      { comments: ['Template 1'] },
    );
    expect(fragment.unresolved).toEqual([]);
    expect(fragment.text.split('\n')).toEqual([
      '; Template 1',
      '; Commented out: none of the 7 records.',
      '@\t3600\tIN\tA\t192.0.2.10',
      'www\t3600\tIN\tCNAME\t@',
      '@\t3600\tIN\tMX\t10 mail',
      '_sip._tcp\t3600\tIN\tSRV\t10 5 5060 sip',
      'autodiscover\t3600\tIN\tCNAME\tautodiscover.mailhost.example.net.',
      'sub\t3600\tIN\tNS\tns1.xn--e1afmkfd.xn--p1ai.',
      'xn--80a1acny\t3600\tIN\tCNAME\tmail',
      '',
    ]);
    expect(fragment.text).not.toContain('$ORIGIN');
  });

  it('leaves the variable inside text as it is, marks the line and lists the record', () => {
    const fragment = writeTemplateFragment([
      record('100105', 'TXT', '{domain_name}', 'v=spf1 a mx include:_spf.{domain_name} ~all'),
      record('9', 'CNAME', 'x.{domain_name}.example.net', 'example.net'),
      record('10', 'TXT', '{domain_name}', 'plain "text"'),
    ]);
    expect(fragment.unresolved).toEqual(['100105', '9']);
    expect(fragment.text.split('\n')).toEqual([
      '; TXT: 2 values sent as plain text quoted.',
      '; Commented out: none of the 3 records.',
      '@\t3600\tIN\tTXT\t"v=spf1 a mx include:_spf.{domain_name} ~all"\t; edit: {domain_name} left as is',
      'x.{domain_name}.example.net\t3600\tIN\tCNAME\texample.net.\t; edit: {domain_name} left as is',
      '@\t3600\tIN\tTXT\t"plain \\"text\\""',
      '',
    ]);
  });

  it('follows the zone file rules: presentation-form TXT as it is, ALIAS and invalid values as comments', () => {
    const fragment = writeTemplateFragment([
      record('1', 'TXT', '{domain_name}', '"v=spf1 include:_spf.{domain_name} ~all"'),
      record('2', 'TXT', 'multi.{domain_name}', '"part one" "part \\"two\\""'),
      record('3', 'ALIAS', '{domain_name}', 'lb.example.net'),
      record('4', 'MX', '{domain_name}', 'mail.{domain_name}'),
      record('5', 'A', 'www.{domain_name}', '{domain_name}'),
    ]);
    expect(fragment.unresolved).toEqual(['1']);
    expect(fragment.text.split('\n')).toEqual([
      '; TXT: 2 values sent in presentation form (quoted strings) written as they are.',
      '; ALIAS: a provider-specific type, not loadable by BIND: 1 record written as comments (export with "Keep ALIAS lines" for a server that knows the type, such as PowerDNS).',
      '; Not valid: 2 records BIND would refuse or leave out (a value not valid for its type, a bad name or TTL, a CNAME beside other data, a name outside the zone) written as comments, each with the reason.',
      '; Commented out: 3 of 5 records (1 ALIAS, 2 not valid).',
      '@\t3600\tIN\tTXT\t"v=spf1 include:_spf.{domain_name} ~all"\t; edit: {domain_name} left as is',
      'multi\t3600\tIN\tTXT\t"part one" "part \\"two\\""',
      '; ALIAS, a provider-specific type, not loadable by BIND: @\t3600\tIN\tALIAS\tlb.example.net.',
      '; not valid (MX needs a preference (0–65535) and a mail server name): @\t3600\tIN\tMX\tmail.{domain_name}',
      '; not valid (not an IPv4 address): www\t3600\tIN\tA\t{domain_name}',
      '',
    ]);
    const kept = writeTemplateFragment([record('3', 'ALIAS', '{domain_name}', 'lb.{domain_name}')], {
      aliasRecords: 'keep',
    });
    expect(kept.text).toContain('\n@\t3600\tIN\tALIAS\tlb\n');
  });

  it('reads a name with spaces around it, refuses an empty label before the variable, notes a completed SOA', () => {
    const fragment = writeTemplateFragment([
      record('1', 'A', ' www.{domain_name} ', '192.0.2.1'),
      record('2', 'A', '.{domain_name}', '192.0.2.1'),
      record('3', 'SOA', '{domain_name}', 'ns1.{domain_name} hostmaster.{domain_name} 1'),
    ]);
    expect(fragment.unresolved).toEqual([]);
    const lines = fragment.text.split('\n');
    expect(lines.slice(lines.findIndex((line) => line.startsWith('; Commented out: ')) + 1)).toEqual([
      'www\t3600\tIN\tA\t192.0.2.1',
      '; not valid (name: “.{domain_name}” has an empty label): .{domain_name}\t3600\tIN\tA\t192.0.2.1',
      expect.stringMatching(/^; SOA completed by Zonescope: .* refresh 7200 \(2 h\)/),
      '@\t3600\tIN\tSOA\tns1 hostmaster 1 7200 3600 1209600 3600',
      '',
    ]);
  });

  it('writes an SOA contact at the domain itself as the part before the @ alone, relative like the domain', () => {
    const fragment = writeTemplateFragment([
      record('1', 'SOA', '{domain_name}', 'ns1.{domain_name} hostmaster@{domain_name} 1'),
    ]);
    expect(fragment.text).toContain('\n@\t3600\tIN\tSOA\tns1 hostmaster 1 7200 3600 1209600 3600\n');
  });

  it('writes the demo templates with only their TXT and DMARC texts left to edit', () => {
    const ids = DEMO_TEMPLATES.map((template) => writeTemplateFragment(template.records).unresolved);
    expect(ids).toEqual([['100105'], ['100204'], [], ['100403']]);
  });

  /** A note above a record: a TTL BIND changes, a completed SOA, a name check-names refuses. */
  const NOTE =
    /^; (?:BIND loads this record with TTL |SOA completed by Zonescope|check-names: .* not (?:a )?host names? )/;

  it('keeps each record on one line, whatever its fields hold (property)', () => {
    const anyText = fc.oneof(
      // Every ASCII character, controls included: the ones a zone file reads specially.
      fc.string({ unit: 'binary-ascii', maxLength: 30 }),
      fc.constantFrom('{domain_name}', 'www.{domain_name}', '\n', '\r', '(', ')', '\\', '10 mail.{domain_name}'),
    );
    const anyRecord = fc.record({
      record_id: fc.string({ maxLength: 6 }),
      record_name: anyText,
      record_type: fc.oneof(fc.constantFrom('A', 'TXT', 'MX', 'CNAME', 'SRV'), anyText),
      record_value: anyText,
      record_ttl: fc.oneof(fc.constant('3600'), anyText),
    });
    fc.assert(
      fc.property(fc.array(anyRecord, { maxLength: 6 }), fc.array(anyText, { maxLength: 2 }), (records, comments) => {
        const { text } = writeTemplateFragment(records, { comments });
        expect(text.endsWith('\n')).toBe(true);
        // The header: the comments given, then one line per rule that applied and the count line.
        const lines = text.slice(0, -1).split('\n');
        const body = lines.slice(lines.findLastIndex((line) => line.startsWith('; Commented out: ')) + 1);
        // Each record one line, after the notes about it (which a commented-out record has none of).
        const notes = body.filter((line) => NOTE.test(line));
        expect(body.length - notes.length).toBe(records.length);
      }),
    );
  });
});

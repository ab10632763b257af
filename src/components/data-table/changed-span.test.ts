import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedSpans } from './changed-span.ts';

const fewCharacters = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('a', 'b', '1', '.', ' '), maxLength: 12 }),
);
const marked = (text: string, [start, end]: readonly [number, number]) => text.slice(start, end);

describe('changedSpans', () => {
  it('marks the whole label or number that changed', () => {
    const spans = changedSpans('203.0.113.55', '203.0.113.50');
    expect(marked('203.0.113.55', spans.from)).toBe('55');
    expect(marked('203.0.113.50', spans.to)).toBe('50');
  });

  it('marks only the serial of an SOA value whose serial rose', () => {
    const from = 'ns1.host.net support@host.com 1761000000';
    const to = 'ns1.host.net support@host.com 1762000000';
    const spans = changedSpans(from, to);
    expect(marked(from, spans.from)).toBe('1761000000');
    expect(marked(to, spans.to)).toBe('1762000000');
  });

  it('marks a name change label by label', () => {
    const spans = changedSpans('ns2.dns-host.net', 'ns2.example.com');
    expect(marked('ns2.dns-host.net', spans.from)).toBe('dns-host.net');
    expect(marked('ns2.example.com', spans.to)).toBe('example.com');
  });

  it('marks one label inside a name, the labels around it left alone', () => {
    expect(changedSpans('a.b.c', 'a.x.c')).toEqual({ from: [2, 3], to: [2, 3] });
    const spans = changedSpans('ns1.a.net', 'ns1.bb.net');
    expect(marked('ns1.a.net', spans.from)).toBe('a');
    expect(marked('ns1.bb.net', spans.to)).toBe('bb');
  });

  it('marks a number that grew or shrank by a digit, not the text after it', () => {
    const spans = changedSpans('10 mail.example.com', '5 mail.example.com');
    expect(spans).toEqual({ from: [0, 2], to: [0, 1] });
    expect(changedSpans('v=spf1 include:a.example -all', 'v=spf1 include:ab.example -all')).toEqual({
      from: [15, 16],
      to: [15, 17],
    });
  });

  it('marks a repeated part that was added once, not twice', () => {
    // The common start and end overlap ('ab.ab' is both): the marks must not.
    expect(changedSpans('ab.ab', 'ab.ab.ab')).toEqual({ from: [3, 5], to: [3, 8] });
    expect(changedSpans('ab.ab.ab', 'ab.ab')).toEqual({ from: [3, 8], to: [3, 5] });
    // A name that gains a label at its end: its last dot is the common end too.
    expect(changedSpans('example.com.', 'example.com.au.')).toEqual({ from: [12, 12], to: [12, 15] });
  });

  it('marks a value that appears from nothing whole, and nothing in equal values', () => {
    expect(changedSpans('', '443')).toEqual({ from: [0, 0], to: [0, 3] });
    expect(changedSpans('same', 'same')).toEqual({ from: [4, 4], to: [4, 4] });
  });

  it('leaves the same text around the marks on both sides, and marks every difference', () => {
    fc.assert(
      // A few characters, separators among them, so that the texts share starts, ends and tokens.
      fc.property(fewCharacters, fewCharacters, (from, to) => {
        const spans = changedSpans(from, to);
        const [fromStart, fromEnd] = spans.from;
        const [toStart, toEnd] = spans.to;
        expect(0 <= fromStart && fromStart <= fromEnd && fromEnd <= from.length).toBe(true);
        expect(0 <= toStart && toStart <= toEnd && toEnd <= to.length).toBe(true);
        expect(from.slice(0, fromStart)).toBe(to.slice(0, toStart));
        expect(from.slice(fromEnd)).toBe(to.slice(toEnd));
        expect(fromEnd - fromStart + (toEnd - toStart) > 0).toBe(from !== to);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedSpans } from './changed-span.ts';

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

  it('marks a value that appears from nothing whole, and nothing in equal values', () => {
    expect(changedSpans('', '443')).toEqual({ from: [0, 0], to: [0, 3] });
    expect(changedSpans('same', 'same')).toEqual({ from: [4, 4], to: [4, 4] });
  });

  it('leaves the same text around the marks on both sides, and marks every difference', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (from, to) => {
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { widestRows } from './column-widths.ts';
import { longestUnbreakable } from './dns-text-breaks.ts';
import type { ColumnFit } from './table-features.ts';

type Row = { name: string; value: string; ttl: string; change?: string };

const nameFit: ColumnFit<Row> = { wraps: true, text: (each) => each.name };
const valueFit: ColumnFit<Row> = {
  wraps: true,
  text: (each) => each.change ?? each.value,
  changed: (each) => each.change !== undefined,
};
const ttlFit: ColumnFit<Row> = { wraps: false, text: (each) => each.ttl };

const row = (name: string, value: string, ttl = '300', change?: string): Row =>
  change === undefined ? { name, value, ttl } : { name, value, ttl, change };

describe('widestRows', () => {
  it('picks, per column, the row with the longest text, and for a wrapping column the least breakable', () => {
    const rows = [
      row('a.example.com', 'v=spf1 include:_spf.example.net ~all', '60'),
      row('_acme-challenge-with-a-long-label.example.com', 'x', '86400'),
      row('mail.example.com', 'abcdefghijklmnopqrstuvwxyz0123456789.example.com', '3600'),
    ];
    const widest = widestRows([nameFit, valueFit, ttlFit, undefined], rows);
    // The longest name is also the least breakable (its first label, 34 characters), and the
    // longest value too (a 37-character label against row 0's `include:`): one line.
    expect(widest.lines.map((line) => line.map((position) => widest.rows[position] ?? -1))).toEqual([[1, 2, 1, -1]]);
  });

  it('adds a line for the least breakable text where it is not the longest', () => {
    const rows = [row('a.b', 'one two three four five six seven'), row('c.d', 'unbreakable-label-of-twenty-seven')];
    const widest = widestRows([nameFit, valueFit], rows);
    expect(widest.rows).toEqual([0, 1]);
    expect(widest.lines).toEqual([
      [0, 0],
      [-1, 1],
    ]);
  });

  it('takes the first of rows that measure alike', () => {
    const rows = [row('b.example', 'yy'), row('c.example', 'zz')];
    const widest = widestRows([nameFit, valueFit], rows);
    expect(widest.lines[0]?.map((position) => widest.rows[position])).toEqual([0, 0]);
    // Row 1's longest word is as long as row 0's (four letters): row 0 draws both.
    expect(widestRows([valueFit], [row('a', 'aaaa bbbb'), row('b', 'cccc d')]).lines).toEqual([[0]]);
  });

  it('gives a column that keeps to one line no narrowest row', () => {
    // Row 0 holds the longest unbreakable stretch, row 1 the longest text: one line, row 1's.
    const rows = [row('a', 'x', 'aaaaaaaaaa'), row('b', 'x', 'b c d e f g h')];
    expect(widestRows([ttlFit], rows)).toEqual({ rows: [1], lines: [[0]] });
  });

  it('compares rows that show a change among themselves', () => {
    const rows = [row('a', 'a long plain value'), row('b', 'x', '300', 'x → y')];
    const widest = widestRows([nameFit, valueFit], rows);
    expect(widest.lines.map((line) => line.map((position) => widest.rows[position] ?? -1))).toEqual([
      [0, 0],
      [-1, 1],
    ]);
  });

  it('draws nothing for no rows, or for columns that do not say', () => {
    expect(widestRows([nameFit], [])).toEqual({ rows: [], lines: [] });
    const rows = [row('a', 'b')];
    expect(widestRows([undefined], rows)).toEqual({ rows: [], lines: [] });
  });

  it('for any rows, no row has a longer text or unbreakable stretch than the one picked', () => {
    const cellText = fc.stringMatching(/^[a-z0-9.\- "]{0,40}$/);
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: cellText, value: cellText, ttl: cellText }), { maxLength: 30 }),
        (rows) => {
          const fits = [nameFit, valueFit, ttlFit];
          const widest = widestRows(fits, rows);
          fits.forEach((fit, column) => {
            const picked = widest.lines.flatMap((line) => {
              const index = widest.rows[line[column] ?? -1];
              const pick = index === undefined ? undefined : rows[index];
              return pick === undefined ? [] : [fit.text(pick)];
            });
            const shown = rows.map((each) => fit.text(each));
            expect(Math.max(0, ...shown.map((each) => each.length))).toBe(
              Math.max(0, ...picked.map((each) => each.length)),
            );
            const stretches = fit.wraps ? shown.map(longestUnbreakable) : [];
            expect(Math.max(0, ...stretches)).toBe(fit.wraps ? Math.max(0, ...picked.map(longestUnbreakable)) : 0);
          });
        },
      ),
    );
  });
});

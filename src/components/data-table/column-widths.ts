import { longestUnbreakable } from './dns-text-breaks.ts';
import type { ColumnFit } from './table-features.ts';

/**
 * The rows that set the columns' widths, whichever of them are rendered: per column and per kind
 * of row (plain, a change: drawn in other type, so compared among themselves), the row whose text
 * is longest (the widest the column needs) and, where the column wraps, the row whose longest
 * unbreakable stretch is (the narrowest it can be); of rows that measure alike, the first. Texts
 * are compared in characters (ColumnFit): names and values are monospace, and a badge's label
 * says how wide the badge is. `rows` lists them (indices into `data`, each once, in order of first
 * use); each line of `lines` holds, per column, a position in `rows` or -1 (nothing to draw). A
 * line that would draw nothing another does not is left out. One pass over the rows: 20–30 ms for
 * a 50,000-record snapshot in Chromium on the benchmark machine, before the JIT has the code.
 */
export type WidestRows = { readonly rows: readonly number[]; readonly lines: readonly (readonly number[])[] };

type Best = { widest: number; widestLength: number; narrowest: number; narrowestLength: number };

const KINDS = 2;

export function widestRows<Row>(fits: readonly (ColumnFit<Row> | undefined)[], data: readonly Row[]): WidestRows {
  const picks: number[][] = [];
  const found = fits.map((fit) => (fit === undefined ? [] : bestRows(fit, data)));
  for (let kind = 0; kind < KINDS; kind += 1) {
    const bests = found.map((column) => column[kind]);
    picks.push(
      bests.map((best) => best?.widest ?? -1),
      bests.map((best) => (best === undefined || best.narrowest === best.widest ? -1 : best.narrowest)),
    );
  }
  const rows: number[] = [];
  const place = (row: number) => {
    if (row < 0) return -1;
    const known = rows.indexOf(row);
    if (known >= 0) return known;
    rows.push(row);
    return rows.length - 1;
  };
  const lines = picks.filter((line) => line.some((row) => row >= 0)).map((line) => line.map(place));
  return { rows, lines };
}

/** Per kind of row, the column's widest and narrowest rows. */
function bestRows<Row>(fit: ColumnFit<Row>, data: readonly Row[]): readonly Best[] {
  const bests = Array.from({ length: KINDS }, () => ({
    widest: -1,
    widestLength: 0,
    narrowest: -1,
    narrowestLength: 0,
  }));
  // An indexed loop: `entries()` made an array per row, a third of the time before the JIT.
  for (let index = 0; index < data.length; index += 1) {
    const row = data[index];
    if (row === undefined) continue;
    const text = fit.text(row);
    const best = bests[fit.changed?.(row) === true ? 1 : 0];
    if (best === undefined) continue;
    if (text.length > best.widestLength) {
      best.widest = index;
      best.widestLength = text.length;
    }
    // No stretch is longer than its text: only a longer text can hold a longer one.
    if (fit.wraps && text.length > best.narrowestLength) {
      const stretch = longestUnbreakable(text);
      if (stretch > best.narrowestLength) {
        best.narrowest = index;
        best.narrowestLength = stretch;
      }
    }
  }
  return bests;
}

import type { ParamResult } from '../../lib/url-state.ts';

export type RegionKind = 'continent' | 'country' | 'subdivision';

const SHAPES: ReadonlyArray<readonly [RegionKind, RegExp]> = [
  ['continent', /^_[A-Z]{2}$/],
  ['country', /^[A-Z]{2}$/],
  // The spec (2.7) says only `<country_code>.<subdivision_code>`. ISO 3166-2 codes are up to three
  // capitals or digits, but a table may use another form (`ES.ca-b`, `GB.ENG.LND`), and a code the
  // URL refused could not be selected or linked. So: a letter or digit, then anything but spaces,
  // control characters and what would break a URL written by hand (`/ ? # %`).
  ['subdivision', /^[A-Z]{2}\.[\p{L}\p{N}][^\s\p{C}/?#%]{0,31}$/u],
];

/**
 * The kind of region a GEO region code has the shape of, as the API writes codes (spec 2.7):
 * `_EU` → continent, `DE` → country, `DE.BY` (or `ES.ca-b`) → subdivision; anything else
 * (`de.by`, `DE-BY`, `EUR`, `DE.B Y`) → null. The shape says nothing about whether the code
 * exists in a table.
 */
export function regionCodeKind(code: string): RegionKind | null {
  return SHAPES.find(([, shape]) => shape.test(code))?.[0] ?? null;
}

/** For a URL codec (`idParam(parseRegionCode)`): a code of a region's shape, or why not. */
export function parseRegionCode(raw: string): ParamResult<string> {
  return regionCodeKind(raw) === null
    ? { ok: false, reason: 'is not a region code such as _EU, DE or DE.BY' }
    : { ok: true, value: raw };
}

import type { ParamResult } from './url-state.ts';

export type RegionKind = 'continent' | 'country' | 'subdivision';

const SHAPES: ReadonlyArray<readonly [RegionKind, RegExp]> = [
  ['continent', /^_[A-Z]{2}$/],
  ['country', /^[A-Z]{2}$/],
  // ISO 3166-2 allows up to three letters or digits after the country; a little slack for other tables.
  ['subdivision', /^[A-Z]{2}\.[A-Z0-9]{1,8}$/],
];

/**
 * The kind of region a GEO region code has the shape of, as the API writes codes (spec 2.7):
 * `_EU` → continent, `DE` → country, `DE.BY` → subdivision; anything else (`de.by`, `DE-BY`,
 * `EUR`) → null. The shape says nothing about whether the code exists in a table.
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

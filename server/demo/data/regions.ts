import { continents, countries, type TCountryCode } from 'countries-list';
import { iso31661, iso31662 } from 'iso-3166';

/** An empty JSON array where a country has no subdivisions, as the spec's example shows. */
export type WireSubdivisions = Record<string, string> | [];

export type WireRegions = Record<
  string,
  { continent_name: string; countries: Record<string, { country_name: string; subdivisions: WireSubdivisions }> }
>;

/** The six continent codes the spec shows, with the names `countries-list` gives them. */
const CONTINENT_CODES = ['AF', 'AS', 'EU', 'NA', 'SA', 'OC'] as const;
type ContinentCode = (typeof CONTINENT_CODES)[number];

/**
 * Where a country goes. Antarctica and the islands `countries-list` files under `AN` (AQ, BV, GS,
 * HM, TF) have no continent among the six codes the spec shows; they go under Oceania, the
 * nearest of the six for most of them, so that every ISO 3166-1 country appears exactly once.
 * A code `countries-list` lacks (none today) goes there too rather than vanishing.
 */
function continentOf(alpha2: string): ContinentCode {
  const continent = isCountryCode(alpha2) ? countries[alpha2].continent : 'OC';
  return continent === 'AN' ? 'OC' : continent;
}

function isCountryCode(code: string): code is TCountryCode {
  return Object.hasOwn(countries, code);
}

export type RegionsTable = {
  readonly wire: WireRegions;
  /** Human name of a region code: `_EU` → Europe, `DE` → Germany, `DE.BY` → Bayern. */
  readonly names: ReadonlyMap<string, string>;
};

let table: RegionsTable | undefined;

/** The GEO regions table (spec 2.7) from ISO 3166-1/-2 data, built on first use. */
export function getRegionsTable(): RegionsTable {
  table ??= buildRegionsTable();
  return table;
}

function buildRegionsTable(): RegionsTable {
  const names = new Map<string, string>();
  const subdivisionsByCountry = new Map<string, Record<string, string>>();
  for (const { code, name } of iso31662) {
    // Nested subdivisions (FR-75C under FR-IDF) are listed flat under their country.
    const hyphen = code.indexOf('-');
    const country = code.slice(0, hyphen);
    const key = `${country}.${code.slice(hyphen + 1)}`;
    let subdivisions = subdivisionsByCountry.get(country);
    if (subdivisions === undefined) {
      subdivisions = {};
      subdivisionsByCountry.set(country, subdivisions);
    }
    subdivisions[key] = name;
    names.set(key, name);
  }

  const wire: WireRegions = {};
  for (const code of CONTINENT_CODES) {
    const continentName = continents[code];
    wire[`_${code}`] = { continent_name: continentName, countries: {} };
    names.set(`_${code}`, continentName);
  }
  const sortedCountries = [...iso31661].sort((a, b) => (a.alpha2 < b.alpha2 ? -1 : a.alpha2 > b.alpha2 ? 1 : 0));
  for (const { alpha2, name } of sortedCountries) {
    const continent = wire[`_${continentOf(alpha2)}`];
    if (continent === undefined) continue;
    continent.countries[alpha2] = { country_name: name, subdivisions: subdivisionsByCountry.get(alpha2) ?? [] };
    names.set(alpha2, name);
  }
  return { wire, names };
}

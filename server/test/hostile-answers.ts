/**
 * The GEO defaults (spec 4.4) of a zone without GEO-eligible records, whose region table (spec
 * 2.7) names every region apart: `continents` × `countries` × `subdivisions`. Valid, and what a
 * hostile upstream can send to make a parse slow: V8 parses many distinct member names far slower
 * than the same bytes with a few names repeated (server/json-member-names.ts).
 */
export function manyRegionsGeoDefaults(continents: number, countries: number, subdivisions: number): string {
  const regions: Record<string, unknown> = {};
  for (let continent = 0; continent < continents; continent += 1) {
    const members: Record<string, unknown> = {};
    for (let country = 0; country < countries; country += 1) {
      const inside: Record<string, string> = {};
      for (let sub = 0; sub < subdivisions; sub += 1) inside[`R${continent}.${country}.${sub}`] = `Subdivision ${sub}`;
      members[`R${continent}.${country}`] = { country_name: `Country ${country}`, subdivisions: inside };
    }
    regions[`_R${continent}`] = { continent_name: `Continent ${continent}`, countries: members };
  }
  return JSON.stringify({ status: 'ok', response: { geo_records: [], geo_regions: regions } });
}

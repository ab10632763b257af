import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GeoRegions } from '../../contract/schemas.ts';
import { buildRegionTree, type RegionNode } from './region-tree.ts';
import {
  answerAt,
  answerKey,
  answerValues,
  changedRegions,
  compareCoverage,
  compareUnknownRegions,
  computeGeoCoverage,
  describeSource,
  regionsGetting,
  type CoverageEntry,
} from './geo-coverage.ts';

const REGIONS: GeoRegions = {
  _EU: {
    continent_name: 'Europe',
    countries: {
      DE: { country_name: 'Germany', subdivisions: { 'DE.BY': 'Bayern', 'DE.BE': 'Berlin' } },
      FR: { country_name: 'France', subdivisions: { 'FR.IDF': 'Île-de-France' } },
      IS: { country_name: 'Iceland', subdivisions: {} },
    },
  },
  _NA: {
    continent_name: 'North America',
    countries: {
      US: { country_name: 'United States', subdivisions: { 'US.CA': 'California', 'US.NY': 'New York' } },
      CA: { country_name: 'Canada', subdivisions: {} },
    },
  },
  _AS: { continent_name: 'Asia', countries: { JP: { country_name: 'Japan', subdivisions: {} } } },
};
const tree = buildRegionTree(REGIONS);

function region(code: string): RegionNode {
  const found = tree.byCode.get(code);
  if (found === undefined) throw new Error(`no ${code}`);
  return found;
}

const entry = (geo_region: string, record_value: string): CoverageEntry => ({ geo_region, record_value });

describe('computeGeoCoverage', () => {
  const coverage = computeGeoCoverage(
    tree,
    [
      entry('_EU', '192.0.2.120'),
      entry('_NA', '198.51.100.22'),
      entry('US', '198.51.100.21'),
      entry('DE.BY', '192.0.2.121'),
      entry('XK', '192.0.2.77'),
    ],
    ['192.0.2.20'],
  );

  const described = (code: string) => {
    const answer = answerAt(coverage, region(code));
    return `${answer.values.join(' ')} ${describeSource(answer.source)}`;
  };

  it('answers a region with its own entry, else its country’s, its continent’s, else the default', () => {
    expect(described('DE.BY')).toBe('192.0.2.121 from DE.BY');
    expect(described('DE.BE')).toBe('192.0.2.120 inherited from _EU');
    expect(described('DE')).toBe('192.0.2.120 inherited from _EU');
    expect(described('_EU')).toBe('192.0.2.120 from _EU');
    expect(described('US.CA')).toBe('198.51.100.21 inherited from US');
    expect(described('CA')).toBe('198.51.100.22 inherited from _NA');
    expect(described('JP')).toBe('192.0.2.20 default');
    expect(described('_AS')).toBe('192.0.2.20 default');
  });

  it('lists an entry whose region is not in the table, and lets it answer nowhere', () => {
    expect(coverage.unknown).toEqual([{ region: 'XK', values: ['192.0.2.77'] }]);
    expect(tree.nodes.some((each) => answerAt(coverage, each).values.includes('192.0.2.77'))).toBe(false);
  });

  it('compares codes as the API writes them: another case is another region', () => {
    const lower = computeGeoCoverage(tree, [entry('de.by', '192.0.2.9')], ['192.0.2.20']);
    expect(lower.unknown.map((each) => each.region)).toEqual(['de.by']);
    expect(answerAt(lower, region('DE.BY')).source.kind).toBe('default');
  });

  it('keeps every value of a region with several, and of a default with several', () => {
    const several = computeGeoCoverage(
      tree,
      [entry('FR', '192.0.2.1'), entry('FR', '192.0.2.2'), entry('FR', '192.0.2.1')],
      ['192.0.2.20', '192.0.2.21'],
    );
    expect(answerAt(several, region('FR.IDF')).values).toEqual(['192.0.2.1', '192.0.2.2']);
    expect(answerAt(several, region('JP')).values).toEqual(['192.0.2.20', '192.0.2.21']);
    expect(answerValues(several)).toEqual(['192.0.2.20', '192.0.2.21', '192.0.2.1', '192.0.2.2']);
  });
});

const disabled = (geo_region: string, record_value: string, record_status = 'disabled'): CoverageEntry => ({
  geo_region,
  record_value,
  record_status,
});

describe('computeGeoCoverage with disabled GEO records (a snapshot may carry record_status)', () => {
  it('a disabled record answers nowhere: its region falls through to the next covering record, else the default', () => {
    const coverage = computeGeoCoverage(
      tree,
      [entry('_EU', '192.0.2.120'), disabled('DE', '192.0.2.200'), disabled('US', '198.51.100.9', ' Disabled ')],
      ['192.0.2.20'],
    );
    expect(answerAt(coverage, region('DE')).values).toEqual(['192.0.2.120']);
    expect(describeSource(answerAt(coverage, region('DE.BY')).source)).toBe('inherited from _EU');
    expect(answerAt(coverage, region('US.CA'))).toEqual({ values: ['192.0.2.20'], source: { kind: 'default' } });
    expect(answerValues(coverage)).not.toContain('192.0.2.200');
    expect(answerValues(coverage)).not.toContain('198.51.100.9');
  });

  it('an enabled record, or one without a status, answers; beside a disabled one only the enabled value', () => {
    const coverage = computeGeoCoverage(
      tree,
      [disabled('FR', '192.0.2.1'), disabled('FR', '192.0.2.2', 'enabled'), entry('FR', '192.0.2.3')],
      ['192.0.2.20'],
    );
    expect(answerAt(coverage, region('FR.IDF')).values).toEqual(['192.0.2.2', '192.0.2.3']);
  });

  it('with the defaults disabled too (left out by the caller), a region covered only by disabled records has no answer', () => {
    const coverage = computeGeoCoverage(tree, [disabled('JP', '192.0.2.5')], []);
    expect(answerAt(coverage, region('JP')).values).toEqual([]);
    expect(coverage.unknown).toEqual([]);
  });

  it('a disabled record of a region not in the table is not listed as answering there', () => {
    const coverage = computeGeoCoverage(tree, [disabled('XK', '192.0.2.77')], ['192.0.2.20']);
    expect(coverage.unknown).toEqual([]);
  });
});

describe('regionsGetting', () => {
  it('collapses to the highest covering region, naming the exceptions under it', () => {
    const coverage = computeGeoCoverage(
      tree,
      [entry('_EU', '192.0.2.120'), entry('DE.BY', '192.0.2.121'), entry('IS', '192.0.2.120')],
      ['192.0.2.20'],
    );
    expect(
      regionsGetting(coverage, '192.0.2.120').map(
        (each) => `${each.node.code} except ${each.except.map((exception) => exception.code).join(',')}`,
      ),
    ).toEqual(['_EU except DE.BY']);
    expect(regionsGetting(coverage, '192.0.2.20').map((each) => each.node.code)).toEqual(['_NA', '_AS']);
    expect(regionsGetting(coverage, '192.0.2.99')).toEqual([]);
  });
});

describe('compareCoverage', () => {
  it('lists the regions whose answer would change, a region once with those under it that change alike', () => {
    const live = computeGeoCoverage(
      tree,
      [
        entry('_EU', '192.0.2.120'),
        entry('_NA', '198.51.100.22'),
        entry('US', '198.51.100.21'),
        entry('DE.BY', '192.0.2.121'),
      ],
      ['192.0.2.24'],
    );
    const snapshot = computeGeoCoverage(
      tree,
      [entry('_EU', '192.0.2.120'), entry('_NA', '198.51.100.20'), entry('US', '198.51.100.21')],
      ['192.0.2.24'],
    );
    const changes = compareCoverage(live, snapshot);
    expect(
      changes.map(
        (change) =>
          `${change.node.code}: ${answerKey(change.before)} → ${answerKey(change.after)} (+${change.alsoUnder})`,
      ),
    ).toEqual(['DE.BY: 192.0.2.121 → 192.0.2.120 (+0)', '_NA: 198.51.100.22 → 198.51.100.20 (+1)']);
    const marked = changedRegions(live, snapshot);
    expect(tree.nodes.filter((each) => marked[each.index] === 1).map((each) => each.code)).toEqual([
      'DE.BY',
      '_NA',
      'CA',
    ]);
  });
});

describe('compareUnknownRegions', () => {
  const defaults = ['192.0.2.20'];

  it('lists the regions not in the table whose GEO records are added, dropped or given other values', () => {
    const before = computeGeoCoverage(
      tree,
      [
        entry('XK', '192.0.2.77'),
        entry('_AN', '192.0.2.78'),
        entry('ZZ', '192.0.2.79'),
        entry('ZZ', '192.0.2.80'),
        entry('QQ', '192.0.2.81'),
      ],
      defaults,
    );
    const after = computeGeoCoverage(
      tree,
      [
        entry('YY', '192.0.2.82'),
        entry('ZZ', '192.0.2.80'),
        entry('QQ', '192.0.2.81'),
        entry('_AN', '192.0.2.83'),
        entry('ZZ', '192.0.2.79'),
      ],
      defaults,
    );
    // ZZ's values in another order and QQ's alike are no change.
    expect(compareUnknownRegions(before, after)).toEqual([
      { region: 'XK', before: ['192.0.2.77'], after: [] },
      { region: '_AN', before: ['192.0.2.78'], after: ['192.0.2.83'] },
      { region: 'YY', before: [], after: ['192.0.2.82'] },
    ]);
    // Regions of the table are compareCoverage's: none is listed here.
    const inTable = computeGeoCoverage(tree, [entry('DE.BY', '192.0.2.84')], defaults);
    expect(compareUnknownRegions(computeGeoCoverage(tree, [], defaults), inTable)).toEqual([]);
  });

  it('counts a dropped record as a change even when its value is empty', () => {
    const before = computeGeoCoverage(tree, [entry('XK', '')], defaults);
    const after = computeGeoCoverage(tree, [], defaults);
    expect(compareUnknownRegions(before, after)).toEqual([{ region: 'XK', before: [''], after: [] }]);
    expect(compareUnknownRegions(after, before)).toEqual([{ region: 'XK', before: [], after: [''] }]);
    expect(compareUnknownRegions(before, before)).toEqual([]);
  });
});

/** A regions table of random shape: 1–4 continents, 0–4 countries each, 0–3 subdivisions each. */
const regionsArbitrary: fc.Arbitrary<GeoRegions> = fc
  .array(fc.array(fc.nat({ max: 3 }), { maxLength: 4 }), { minLength: 1, maxLength: 4 })
  .map((continents) =>
    Object.fromEntries(
      continents.map((countries, continent) => {
        const continentCode = `_${String.fromCharCode(65 + continent)}A`;
        return [
          continentCode,
          {
            continent_name: `Continent ${continent}`,
            countries: Object.fromEntries(
              countries.map((subdivisions, country) => {
                const countryCode = `${String.fromCharCode(65 + continent)}${String.fromCharCode(65 + country)}`;
                return [
                  countryCode,
                  {
                    country_name: `Country ${countryCode}`,
                    subdivisions: Object.fromEntries(
                      Array.from({ length: subdivisions }, (_, index) => [
                        `${countryCode}.S${index}`,
                        `Subdivision ${index}`,
                      ]),
                    ),
                  },
                ];
              }),
            ),
          },
        ];
      }),
    ),
  );

const VALUES = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'];

/** A table and GEO entries on its regions (and some not in it), with default values. */
const scenario = regionsArbitrary.chain((regions) => {
  const scenarioTree = buildRegionTree(regions);
  const codes = [...scenarioTree.nodes.map((each) => each.code), 'XK', 'ZZ.Q'];
  const entries = fc.array(
    fc.record({ geo_region: fc.constantFrom(...codes), record_value: fc.constantFrom(...VALUES) }),
    { maxLength: 12 },
  );
  return fc.record({
    tree: fc.constant(scenarioTree),
    entries,
    defaults: fc.subarray(VALUES),
    extra: fc.record({ geo_region: fc.constantFrom(...codes), record_value: fc.constantFrom(...VALUES) }),
  });
});

/** The nearest region from `node` up (itself first) that has entries, by the definition. */
function nearestWithEntries(node: RegionNode, entries: readonly CoverageEntry[]): RegionNode | null {
  for (let current: RegionNode | null = node; current !== null; current = current.parent) {
    const code = current.code;
    if (entries.some((each) => each.geo_region === code)) return current;
  }
  return null;
}

function valuesAt(entries: readonly CoverageEntry[], code: string): string[] {
  return entries.filter((each) => each.geo_region === code).map((each) => each.record_value);
}

function isUnder(node: RegionNode, ancestor: RegionNode): boolean {
  for (let current: RegionNode | null = node; current !== null; current = current.parent) {
    if (current === ancestor) return true;
  }
  return false;
}

describe('computeGeoCoverage properties', () => {
  it('every region gets exactly one answer: the nearest region with entries, else the default', () => {
    fc.assert(
      fc.property(scenario, ({ tree: scenarioTree, entries, defaults }) => {
        const coverage = computeGeoCoverage(scenarioTree, entries, defaults);
        const expected = scenarioTree.nodes.map((each) => {
          const nearest = nearestWithEntries(each, entries);
          return nearest === null
            ? { from: null, values: new Set(defaults) }
            : { from: nearest, values: new Set(valuesAt(entries, nearest.code)) };
        });
        const actual = scenarioTree.nodes.map((each) => {
          const answer = answerAt(coverage, each);
          return {
            from: answer.source.kind === 'default' ? null : answer.source.region,
            values: new Set(answer.values),
          };
        });
        expect(actual).toEqual(expected);
      }),
    );
  });

  it('a more specific entry always wins over a less specific one', () => {
    fc.assert(
      fc.property(scenario, ({ tree: scenarioTree, entries, defaults }) => {
        const coverage = computeGeoCoverage(scenarioTree, entries, defaults);
        const withOwn = scenarioTree.nodes.filter((each) => entries.some((e) => e.geo_region === each.code));
        // Whatever its ancestors hold, a region with entries of its own answers with them.
        expect(withOwn.map((each) => answerAt(coverage, each).source)).toEqual(
          withOwn.map((each) => ({ kind: 'own', region: each })),
        );
        expect(withOwn.map((each) => new Set(answerAt(coverage, each).values))).toEqual(
          withOwn.map((each) => new Set(valuesAt(entries, each.code))),
        );
      }),
    );
  });

  it('adding an entry changes only the answers of regions under its region', () => {
    fc.assert(
      fc.property(scenario, ({ tree: scenarioTree, entries, defaults, extra }) => {
        const before = computeGeoCoverage(scenarioTree, entries, defaults);
        const after = computeGeoCoverage(scenarioTree, [...entries, extra], defaults);
        const at = scenarioTree.byCode.get(extra.geo_region);
        const marked = changedRegions(before, after);
        const changed = scenarioTree.nodes.filter((each) => marked[each.index] === 1);
        // A region outside the table changes nothing (it is listed as unknown instead).
        expect(changed.filter((each) => at === undefined || !isUnder(each, at))).toEqual([]);
        expect(at !== undefined || after.unknown.some((each) => each.region === extra.geo_region)).toBe(true);
      }),
    );
  });

  it('the collapsed comparison accounts for every changed region exactly once', () => {
    fc.assert(
      fc.property(scenario, scenario, ({ tree: scenarioTree, entries, defaults }, other) => {
        const before = computeGeoCoverage(scenarioTree, entries, defaults);
        const after = computeGeoCoverage(scenarioTree, other.entries, other.defaults);
        const marked = changedRegions(before, after);
        const total = marked.reduce((sum, flag) => sum + flag, 0);
        const listed = compareCoverage(before, after).reduce((sum, change) => sum + 1 + change.alsoUnder, 0);
        // Regions under a listed one that change differently are listed themselves.
        expect(listed).toBe(total);
      }),
    );
  });

  it('the regions getting a value, with their exceptions, are exactly those whose answer holds it', () => {
    fc.assert(
      fc.property(scenario, fc.constantFrom(...VALUES), ({ tree: scenarioTree, entries, defaults }, value) => {
        const coverage = computeGeoCoverage(scenarioTree, entries, defaults);
        const covered = regionsGetting(coverage, value);
        const claimed = new Set<RegionNode>();
        const addUnder = (top: RegionNode, except: readonly RegionNode[]) => {
          const walk = (each: RegionNode) => {
            if (except.includes(each)) return;
            claimed.add(each);
            each.children.forEach(walk);
          };
          walk(top);
        };
        for (const each of covered) addUnder(each.node, each.except);
        // Regions inside an exception that get the value again are listed on their own.
        for (const each of scenarioTree.nodes) {
          const gets = answerAt(coverage, each).values.includes(value);
          expect(claimed.has(each)).toBe(gets);
        }
      }),
    );
  });
});

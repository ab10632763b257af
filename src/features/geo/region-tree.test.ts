import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geoRegionsSchema, type GeoRegions } from '../../contract/schemas.ts';
import { getRegionsTable } from '../../../server/demo/data/regions.ts';
import {
  ancestorsOf,
  buildRegionTree,
  countSubdivisions,
  defaultExpansion,
  expandableNodes,
  findTypeAheadRow,
  flattenRegionTree,
  isListed,
  searchRegionTree,
  type RegionNode,
  type RegionRow,
  type RegionTree,
} from './region-tree.ts';
import { foldSearchText } from './search-text.ts';

const small: GeoRegions = geoRegionsSchema.parse({
  _EU: {
    continent_name: 'Europe',
    countries: {
      DE: {
        country_name: 'Germany',
        subdivisions: { 'DE.BY': 'Bayern', 'DE.BE': 'Berlin', 'DE.BW': 'Baden-Württemberg' },
      },
      AT: { country_name: 'Austria', subdivisions: { 'AT.9': 'Wien' } },
      VA: { country_name: 'Holy See', subdivisions: [] },
    },
  },
  _SA: {
    continent_name: 'South America',
    countries: { BR: { country_name: 'Brazil', subdivisions: { 'BR.SP': 'São Paulo', 'BR.RJ': 'Rio de Janeiro' } } },
  },
  _AF: { continent_name: 'Africa', countries: {} },
});

const codes = (rows: readonly RegionRow[]) => rows.map((row) => row.node.code);
const node = (tree: RegionTree, code: string): RegionNode => {
  const found = tree.byCode.get(code);
  if (!found) throw new Error(`no ${code}`);
  return found;
};

describe('buildRegionTree', () => {
  const tree = buildRegionTree(small);

  it('keeps the continents in table order and sorts countries and subdivisions by name', () => {
    expect(tree.roots.map((root) => root.code)).toEqual(['_EU', '_SA', '_AF']);
    expect(node(tree, '_EU').children.map((child) => child.name)).toEqual(['Austria', 'Germany', 'Holy See']);
    expect(node(tree, 'DE').children.map((child) => child.code)).toEqual(['DE.BW', 'DE.BY', 'DE.BE']);
  });

  it('numbers the nodes in pre-order and knows each one by code', () => {
    expect(tree.nodes.map((each) => each.code)).toEqual([
      '_EU',
      'AT',
      'AT.9',
      'DE',
      'DE.BW',
      'DE.BY',
      'DE.BE',
      'VA',
      '_SA',
      'BR',
      'BR.RJ',
      'BR.SP',
      '_AF',
    ]);
    tree.nodes.forEach((each, index) => expect(each.index).toBe(index));
    expect(node(tree, 'DE.BY')).toMatchObject({
      name: 'Bayern',
      kind: 'subdivision',
      nameKey: 'bayern',
      codeKey: 'de.by',
    });
    expect(tree.counts).toEqual({ continent: 3, country: 4, subdivision: 6 });
  });

  it('orders regions of the same name by code', () => {
    const same = buildRegionTree(
      geoRegionsSchema.parse({
        _EU: {
          continent_name: 'Europe',
          countries: {
            XX: { country_name: 'Twins', subdivisions: { 'XX.C': 'Same', 'XX.A': 'Same', 'XX.B': 'Same' } },
          },
        },
      }),
    );
    expect(node(same, 'XX').children.map((child) => child.code)).toEqual(['XX.A', 'XX.B', 'XX.C']);
  });

  it('knows a country listed under two continents by its first place', () => {
    const twice = buildRegionTree(
      geoRegionsSchema.parse({
        _EU: { continent_name: 'Europe', countries: { RU: { country_name: 'Russia', subdivisions: [] } } },
        _AS: { continent_name: 'Asia', countries: { RU: { country_name: 'Russia', subdivisions: [] } } },
      }),
    );
    expect(twice.counts.country).toBe(2);
    expect(twice.byCode.get('RU')?.parent?.code).toBe('_EU');
  });

  it('makes a country with an empty subdivisions array a leaf', () => {
    expect(node(tree, 'VA').children).toEqual([]);
    expect(node(tree, 'VA').kind).toBe('country');
  });

  it('gives ancestors outermost first and counts subdivisions', () => {
    expect(ancestorsOf(node(tree, 'DE.BY')).map((each) => each.code)).toEqual(['_EU', 'DE']);
    expect(ancestorsOf(node(tree, '_EU'))).toEqual([]);
    expect(countSubdivisions(node(tree, '_EU'))).toBe(4);
    expect(countSubdivisions(node(tree, 'DE'))).toBe(3);
    expect(countSubdivisions(node(tree, 'DE.BY'))).toBe(0);
  });
});

describe('searchRegionTree and flattenRegionTree', () => {
  const tree = buildRegionTree(small);

  it('shows only the continents when nothing is expanded, and everything when all is', () => {
    expect(codes(flattenRegionTree(tree, new Set(), null))).toEqual(['_EU', '_SA', '_AF']);
    const all = flattenRegionTree(tree, expandableNodes(tree, null), null);
    expect(codes(all)).toEqual(tree.nodes.map((each) => each.code));
  });

  it('describes each row for aria-level, -posinset, -setsize and -expanded', () => {
    const rows = flattenRegionTree(tree, new Set([node(tree, '_EU').index]), null);
    expect(
      rows.map(({ node: { code }, level, posInSet, setSize, expanded }) => [code, level, posInSet, setSize, expanded]),
    ).toEqual([
      ['_EU', 1, 1, 3, true],
      ['AT', 2, 1, 3, false],
      ['DE', 2, 2, 3, false],
      ['VA', 2, 3, 3, null],
      ['_SA', 1, 2, 3, false],
      ['_AF', 1, 3, 3, null],
    ]);
  });

  it('is no search for a blank query', () => {
    expect(searchRegionTree(tree, '')).toBeNull();
    expect(searchRegionTree(tree, '   ')).toBeNull();
    expect(defaultExpansion(null)).toEqual(new Set());
  });

  it('expands all: every region with children, and no leaf', () => {
    const expandable = [...expandableNodes(tree, null)].map((index) => tree.nodes[index]?.code);
    expect(expandable).toEqual(['_EU', 'AT', 'DE', '_SA', 'BR']);
  });

  it('finds an accented name without accents, under its country and continent', () => {
    const search = searchRegionTree(tree, 'sao');
    expect(search?.matchCount).toBe(1);
    const rows = flattenRegionTree(tree, defaultExpansion(search), search);
    expect(codes(rows)).toEqual(['_SA', 'BR', 'BR.SP']);
    expect(rows.map((row) => row.matched)).toEqual([false, false, true]);
    expect(rows.map((row) => [row.posInSet, row.setSize])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it('finds a code in any case, dot included', () => {
    const search = searchRegionTree(tree, 'de.by');
    expect(codes(flattenRegionTree(tree, defaultExpansion(search), search))).toEqual(['_EU', 'DE', 'DE.BY']);
  });

  it('lets a matched country be opened to all its subdivisions', () => {
    const search = searchRegionTree(tree, 'germany');
    expect(codes(flattenRegionTree(tree, defaultExpansion(search), search))).toEqual(['_EU', 'DE']);
    const opened = new Set([...defaultExpansion(search), node(tree, 'DE').index]);
    expect(codes(flattenRegionTree(tree, opened, search))).toEqual(['_EU', 'DE', 'DE.BW', 'DE.BY', 'DE.BE']);
    expect(codes(flattenRegionTree(tree, expandableNodes(tree, search), search))).toEqual([
      '_EU',
      'DE',
      'DE.BW',
      'DE.BY',
      'DE.BE',
    ]);
  });

  it('filters a match that leads to other matches like any ancestor', () => {
    // "ri" matches South America and Rio de Janeiro (not São Paulo), Austria (not Wien) and Africa.
    const search = searchRegionTree(tree, 'ri');
    expect(codes(flattenRegionTree(tree, defaultExpansion(search), search))).toEqual([
      '_EU',
      'AT',
      '_SA',
      'BR',
      'BR.RJ',
      '_AF',
    ]);
    const rows = flattenRegionTree(tree, expandableNodes(tree, search), search);
    expect(codes(rows)).toEqual(['_EU', 'AT', 'AT.9', '_SA', 'BR', 'BR.RJ', '_AF']);
    expect(rows.filter((row) => row.matched).map((row) => row.node.code)).toEqual(['AT', '_SA', 'BR.RJ', '_AF']);
  });

  it('shows nothing when nothing matches', () => {
    const search = searchRegionTree(tree, 'atlantis');
    expect(search?.matchCount).toBe(0);
    expect(flattenRegionTree(tree, defaultExpansion(search), search)).toEqual([]);
  });
});

describe('findTypeAheadRow', () => {
  const tree = buildRegionTree(small);
  const rows = flattenRegionTree(tree, expandableNodes(tree, null), null);
  const at = (index: number) => rows[index]?.node.code;

  it('moves to the next row starting with the typed text, wrapping around', () => {
    expect(at(findTypeAheadRow(rows, 0, 'b'))).toBe('DE.BW');
    expect(at(findTypeAheadRow(rows, 4, 'b'))).toBe('DE.BY');
    expect(at(findTypeAheadRow(rows, 10, 'e'))).toBe('_EU');
    expect(at(findTypeAheadRow(rows, 0, 'sã'))).toBe('BR.SP');
  });

  it('cycles through one repeated letter and stays on a row that still matches a longer prefix', () => {
    expect(at(findTypeAheadRow(rows, 4, 'bbb'))).toBe('DE.BY');
    expect(at(findTypeAheadRow(rows, 5, 'ba'))).toBe('DE.BY');
    expect(at(findTypeAheadRow(rows, 6, 'ba'))).toBe('DE.BW');
  });

  it('gives -1 when no row matches', () => {
    expect(findTypeAheadRow(rows, 0, 'x')).toBe(-1);
    expect(findTypeAheadRow([], 0, 'a')).toBe(-1);
    expect(findTypeAheadRow(rows, 0, '')).toBe(-1);
  });
});

describe('on generated tables', () => {
  const name = fc.string({
    unit: fc.constantFrom('a', 'B', 'á', 'Ö', 'o', 'ß', 's', ' ', '-'),
    minLength: 1,
    maxLength: 6,
  });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const table = fc
    .array(
      fc.record({
        name,
        countries: fc.array(fc.record({ name, subdivisions: fc.array(name, { maxLength: 5 }) }), { maxLength: 5 }),
      }),
      {
        maxLength: 4,
      },
    )
    .map((continents) => {
      const regions: GeoRegions = {};
      let countryNumber = 0;
      continents.forEach((continent, continentIndex) => {
        const countries: GeoRegions[string]['countries'] = {};
        for (const country of continent.countries) {
          const code = `${letters[Math.floor(countryNumber / 26)] ?? 'Z'}${letters[countryNumber % 26] ?? 'Z'}`;
          countryNumber += 1;
          countries[code] = {
            country_name: country.name,
            subdivisions: Object.fromEntries(country.subdivisions.map((sub, index) => [`${code}.${index + 1}`, sub])),
          };
        }
        regions[`_${letters[continentIndex] ?? 'Z'}X`] = { continent_name: continent.name, countries };
      });
      return regions;
    });
  const query = fc.string({
    unit: fc.constantFrom('a', 'A', 'á', 'o', 'ö', 'ss', 'ß', '.', '1', 'X', ' '),
    maxLength: 3,
  });

  it('numbers nodes in pre-order and flattens fully expanded to exactly that order (property)', () => {
    fc.assert(
      fc.property(table, (regions) => {
        const tree = buildRegionTree(regions);
        const rows = flattenRegionTree(tree, expandableNodes(tree, null), null);
        expect(rows.map((row) => row.node)).toEqual(tree.nodes);
        for (const row of rows) {
          expect(row.level).toBe(ancestorsOf(row.node).length + 1);
          expect(row.expanded).toBe(row.node.children.length > 0 ? true : null);
          const siblings = row.node.parent?.children ?? tree.roots;
          expect(row.setSize).toBe(siblings.length);
          expect(siblings[row.posInSet - 1]).toBe(row.node);
        }
      }),
    );
  });

  it('matches exactly the names and codes that contain the folded query, and shows them with their ancestors only (property)', () => {
    fc.assert(
      fc.property(table, query, (regions, text) => {
        const tree = buildRegionTree(regions);
        const search = searchRegionTree(tree, text);
        const needle = foldSearchText(text.trim());
        // A blank query is no search; any other is one.
        if (needle === '' || search === null) return needle === '' && search === null;
        const expected = tree.nodes.filter(
          (each) => foldSearchText(each.name).includes(needle) || each.code.toLowerCase().includes(needle),
        );
        expect(search.matchCount).toBe(expected.length);

        const shown = new Set(expected.flatMap((each) => [each, ...ancestorsOf(each)]));
        const rows = flattenRegionTree(tree, defaultExpansion(search), search);
        expect(rows.map((row) => row.node)).toEqual(tree.nodes.filter((each) => shown.has(each)));
        expect(rows.filter((row) => row.matched).map((row) => row.node)).toEqual(expected);

        const everything = flattenRegionTree(tree, expandableNodes(tree, search), search);
        expect(everything.map((row) => row.node)).toEqual(tree.nodes.filter((each) => isListed(search, each)));
      }),
    );
  });
});

describe('on the demo regions table', () => {
  const tree = buildRegionTree(geoRegionsSchema.parse(getRegionsTable().wire));

  it('holds every country and subdivision', () => {
    expect(tree.counts).toEqual({ continent: 6, country: 249, subdivision: 5070 });
    expect(node(tree, 'DE.BY').name).toBe('Bayern');
    expect(node(tree, 'AQ').children).toEqual([]);
    expect(node(tree, 'AQ').parent?.code).toBe('_OC');
  });

  it('finds São Paulo by “sao” and Bayern by “de.by”', () => {
    const sao = searchRegionTree(tree, 'sao');
    const rows = flattenRegionTree(tree, defaultExpansion(sao), sao);
    expect(rows.filter((row) => row.matched).map((row) => row.node.code)).toContain('BR.SP');
    expect(
      codes(
        flattenRegionTree(tree, defaultExpansion(searchRegionTree(tree, 'DE.BY')), searchRegionTree(tree, 'DE.BY')),
      ),
    ).toEqual(['_EU', 'DE', 'DE.BY']);
  });

  it('lists all of it when fully expanded', () => {
    expect(flattenRegionTree(tree, expandableNodes(tree, null), null)).toHaveLength(6 + 249 + 5070);
  });
});

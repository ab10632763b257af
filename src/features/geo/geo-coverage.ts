/**
 * Who gets which answer: for a GEO record name and type, the answer a resolver in each region of
 * the regions table would get. The most specific GEO record covering the region wins — its
 * subdivision, then its country, then its continent — else the record's default value from the
 * zone. Region codes are compared exactly as the API writes them; a GEO record whose region is not
 * in the table answers nowhere and is listed as such. A disabled GEO record (a `record_status` other
 * than `enabled`, which a snapshot may carry) answers nowhere either: its region falls through to
 * the next covering record or the default, as if it were not there.
 *
 * ```ts
 * const coverage = computeGeoCoverage(tree, [
 *   { geo_region: '_EU', record_value: '192.0.2.120' },
 *   { geo_region: 'DE.BY', record_value: '192.0.2.121' },
 * ], ['192.0.2.20']);
 * answerAt(coverage, tree.byCode.get('DE.BY')) // → { values: ['192.0.2.121'], source: own DE.BY }
 * answerAt(coverage, tree.byCode.get('FR'))    // → { values: ['192.0.2.120'], source: inherited from _EU }
 * answerAt(coverage, tree.byCode.get('JP'))    // → { values: ['192.0.2.20'], source: default }
 * ```
 */
import { isDisabledStatus } from '../../lib/record-status.ts';
import type { RegionNode, RegionTree } from './region-tree.ts';

/** What coverage needs of a GEO record. */
export type CoverageEntry = {
  readonly geo_region: string;
  readonly record_value: string;
  readonly record_status?: string | undefined;
};

/** Where a region's answer comes from. */
export type AnswerSource =
  | { readonly kind: 'own'; readonly region: RegionNode }
  | { readonly kind: 'inherited'; readonly region: RegionNode }
  | { readonly kind: 'default' };

export type RegionAnswer = {
  /** The values a resolver there gets (a GEO record set may hold several); empty for no answer. */
  readonly values: readonly string[];
  readonly source: AnswerSource;
};

export type UnknownRegionEntry = { readonly region: string; readonly values: readonly string[] };

export type GeoCoverage = {
  readonly tree: RegionTree;
  readonly defaults: readonly string[];
  /** Per node index: the index of the node whose GEO records answer there, -1 for the default. */
  readonly answeredBy: Int32Array;
  /** Per node index: the values of its own GEO records, undefined where it has none. */
  readonly ownValues: readonly (readonly string[] | undefined)[];
  /** GEO records whose region the table does not have, by region, in the order first met. */
  readonly unknown: readonly UnknownRegionEntry[];
};

function pushUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value);
}

/**
 * The answer of every region of `tree` for the GEO records `entries` of one name and type, and
 * `defaults`, the values the name and type have in the zone (the answer where no GEO record
 * covers a region). One pass over the table in pre-order: a region without GEO records of its own
 * takes its parent's answer.
 */
export function computeGeoCoverage(
  tree: RegionTree,
  entries: readonly CoverageEntry[],
  defaults: readonly string[],
): GeoCoverage {
  const ownValues: (string[] | undefined)[] = Array.from({ length: tree.nodes.length });
  const unknown = new Map<string, string[]>();
  for (const entry of entries) {
    if (isDisabledStatus(entry.record_status)) continue;
    const node = tree.byCode.get(entry.geo_region);
    if (node === undefined) {
      const values = unknown.get(entry.geo_region) ?? [];
      pushUnique(values, entry.record_value);
      unknown.set(entry.geo_region, values);
      continue;
    }
    const values = ownValues[node.index] ?? [];
    pushUnique(values, entry.record_value);
    ownValues[node.index] = values;
  }
  const answeredBy = new Int32Array(tree.nodes.length).fill(-1);
  // Pre-order: a parent is answered before its children.
  for (const node of tree.nodes) {
    answeredBy[node.index] =
      ownValues[node.index] !== undefined
        ? node.index
        : node.parent === null
          ? -1
          : (answeredBy[node.parent.index] ?? -1);
  }
  return {
    tree,
    defaults: [...new Set(defaults)],
    answeredBy,
    ownValues,
    unknown: [...unknown].map(([region, values]) => ({ region, values })),
  };
}

/** The answer a resolver in `node` gets. */
export function answerAt(coverage: GeoCoverage, node: RegionNode): RegionAnswer {
  const by = coverage.answeredBy[node.index] ?? -1;
  const region = by < 0 ? undefined : coverage.tree.nodes[by];
  if (region === undefined) return { values: coverage.defaults, source: { kind: 'default' } };
  return {
    values: coverage.ownValues[by] ?? [],
    source: region === node ? { kind: 'own', region } : { kind: 'inherited', region },
  };
}

/** Values are a set: the same in any order. */
function valuesKey(values: readonly string[]): string {
  return [...values].sort().join('\n');
}

/** Two answers are the same when they give the same values, whatever their source. */
export function answerKey(answer: RegionAnswer): string {
  return valuesKey(answer.values);
}

/** "from DE.BY", "inherited from _EU", "default". */
export function describeSource(source: AnswerSource): string {
  switch (source.kind) {
    case 'own':
      return `from ${source.region.code}`;
    case 'inherited':
      return `inherited from ${source.region.code}`;
    case 'default':
      return 'default';
  }
}

/** Every value some region gets, each once, in the order of the table (the default first). */
export function answerValues(coverage: GeoCoverage): string[] {
  const values: string[] = [];
  for (const value of coverage.defaults) pushUnique(values, value);
  for (const own of coverage.ownValues) for (const value of own ?? []) pushUnique(values, value);
  return values;
}

/** A region that gets a value, with the regions under it that do not. */
export type CoveredRegion = { readonly node: RegionNode; readonly except: readonly RegionNode[] };

/**
 * The regions that get `value`, collapsed to the highest covering node: a region is listed when
 * it gets the value and its parent does not (or it is a continent), with the highest regions
 * under it that get something else. `_EU` except `DE.BY`, rather than fifty countries.
 */
export function regionsGetting(coverage: GeoCoverage, value: string): CoveredRegion[] {
  const gets = (node: RegionNode) => answerAt(coverage, node).values.includes(value);
  const covered: CoveredRegion[] = [];
  const exceptionsUnder = (node: RegionNode): RegionNode[] =>
    node.children.flatMap((child) => (gets(child) ? exceptionsUnder(child) : [child]));
  const visit = (node: RegionNode, parentGets: boolean) => {
    const here = gets(node);
    if (here && !parentGets) covered.push({ node, except: exceptionsUnder(node) });
    for (const child of node.children) visit(child, here);
  };
  for (const root of coverage.tree.roots) visit(root, false);
  return covered;
}

/** A region whose answer differs between two coverages, with how many regions under it change the same way. */
export type CoverageChange = {
  readonly node: RegionNode;
  readonly before: RegionAnswer;
  readonly after: RegionAnswer;
  /** Regions under `node` whose answer changes from the same values to the same values. */
  readonly alsoUnder: number;
};

/**
 * The regions whose answer differs from `before` to `after` (two coverages of one regions table),
 * collapsed: a region is listed unless its parent is listed with the same change, and counts the
 * regions under it that change as it does.
 */
export function compareCoverage(before: GeoCoverage, after: GeoCoverage): CoverageChange[] {
  const changeKey = (node: RegionNode): string | null => {
    const from = answerKey(answerAt(before, node));
    const to = answerKey(answerAt(after, node));
    return from === to ? null : `${from}\u0000${to}`;
  };
  const keys = before.tree.nodes.map(changeKey);
  const changes: CoverageChange[] = [];
  const countSame = (node: RegionNode, key: string): number =>
    node.children.reduce((sum, child) => (keys[child.index] === key ? sum + 1 + countSame(child, key) : sum), 0);
  for (const node of before.tree.nodes) {
    const key = keys[node.index];
    if (key === null || key === undefined) continue;
    if (node.parent !== null && keys[node.parent.index] === key) continue;
    changes.push({
      node,
      before: answerAt(before, node),
      after: answerAt(after, node),
      alsoUnder: countSame(node, key),
    });
  }
  return changes;
}

/** Per node index, 1 where the answer differs between the two coverages: for marking a tree. */
export function changedRegions(before: GeoCoverage, after: GeoCoverage): Uint8Array {
  const changed = new Uint8Array(before.tree.nodes.length);
  for (const node of before.tree.nodes) {
    if (answerKey(answerAt(before, node)) !== answerKey(answerAt(after, node))) changed[node.index] = 1;
  }
  return changed;
}

/**
 * A region not in the table whose GEO records differ between two coverages: `before` or `after`
 * is empty where that side has none (a side that has some has at least one value).
 */
export type UnknownRegionChange = {
  readonly region: string;
  readonly before: readonly string[];
  readonly after: readonly string[];
};

/**
 * The regions not in the table whose GEO records `after` adds, drops or gives other values than
 * `before`, values compared as answers are. They answer nowhere, so `compareCoverage` cannot see
 * them; a rollback still changes them. In the order of `before`, then the regions new in `after`.
 *
 * ```ts
 * compareUnknownRegions(withXk, withoutXk) // → [{ region: 'XK', before: ['192.0.2.93'], after: [] }]
 * ```
 */
export function compareUnknownRegions(before: GeoCoverage, after: GeoCoverage): UnknownRegionChange[] {
  const afterValues = new Map(after.unknown.map((entry) => [entry.region, entry.values]));
  const changes: UnknownRegionChange[] = [];
  for (const entry of before.unknown) {
    const values = afterValues.get(entry.region);
    afterValues.delete(entry.region);
    // Dropped is a change even where the values' key is the empty one's (a record valued '').
    if (values === undefined || valuesKey(values) !== valuesKey(entry.values)) {
      changes.push({ region: entry.region, before: entry.values, after: values ?? [] });
    }
  }
  for (const [region, values] of afterValues) changes.push({ region, before: [], after: values });
  return changes;
}

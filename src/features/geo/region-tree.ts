/**
 * The GEO regions table (spec 2.7) as a tree: continents → countries → subdivisions, with the
 * pure operations the region browser needs — search, flatten to the rows a virtualized tree
 * shows, type-ahead. Search keys are folded once when the tree is built.
 *
 * ```ts
 * const tree = buildRegionTree(regions);              // from GET …/geo/defaults
 * const search = searchRegionTree(tree, 'bay');       // null for an empty query
 * const rows = flattenRegionTree(tree, defaultExpansion(search), search);
 * // → _EU Europe, DE Germany, DE.BY Bayern (matched), … every other region hidden
 * ```
 */
import type { GeoRegions } from '../../contract/schemas.ts';
import type { RegionKind } from './region-code.ts';
import { foldSearchText } from './search-text.ts';

export type RegionNode = {
  /** Position in {@link RegionTree.nodes} (pre-order); indexes the per-node flags of a search. */
  readonly index: number;
  /** The code exactly as the API writes it: `_EU`, `DE`, `DE.BY`. */
  readonly code: string;
  readonly name: string;
  readonly kind: RegionKind;
  readonly parent: RegionNode | null;
  readonly children: readonly RegionNode[];
  /** {@link foldSearchText} of the name and of the code. */
  readonly nameKey: string;
  readonly codeKey: string;
};

export type RegionTree = {
  /** Every node in pre-order (continent, its countries each followed by its subdivisions, …). */
  readonly nodes: readonly RegionNode[];
  readonly roots: readonly RegionNode[];
  /** Node by code; should a table list a code twice, the first one. */
  readonly byCode: ReadonlyMap<string, RegionNode>;
  readonly counts: Readonly<Record<RegionKind, number>>;
};

type MutableNode = {
  index: number;
  code: string;
  name: string;
  kind: RegionKind;
  parent: MutableNode | null;
  children: MutableNode[];
  nameKey: string;
  codeKey: string;
};

function makeNode(code: string, name: string, kind: RegionKind, parent: MutableNode | null): MutableNode {
  return {
    // Stryker disable next-line UnaryOperator: a placeholder; buildRegionTree numbers every node
    index: -1,
    code,
    name,
    kind,
    parent,
    children: [],
    nameKey: foldSearchText(name),
    codeKey: code.toLowerCase(),
  };
}

/** Countries and subdivisions by name (folded, so `Åland` sits with the `A`s), then by code. */
function byName(a: MutableNode, b: MutableNode): number {
  if (a.nameKey !== b.nameKey) return a.nameKey < b.nameKey ? -1 : 1;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/**
 * Builds the tree. Continents keep the table's order; countries and subdivisions are sorted by
 * name. A country whose `subdivisions` was an empty array (the schema gives `{}`) is a leaf.
 */
export function buildRegionTree(regions: GeoRegions): RegionTree {
  const roots: MutableNode[] = [];
  for (const [continentCode, continent] of Object.entries(regions)) {
    const continentNode = makeNode(continentCode, continent.continent_name, 'continent', null);
    for (const [countryCode, country] of Object.entries(continent.countries)) {
      const countryNode = makeNode(countryCode, country.country_name, 'country', continentNode);
      for (const [subdivisionCode, subdivisionName] of Object.entries(country.subdivisions)) {
        countryNode.children.push(makeNode(subdivisionCode, subdivisionName, 'subdivision', countryNode));
      }
      countryNode.children.sort(byName);
      continentNode.children.push(countryNode);
    }
    continentNode.children.sort(byName);
    roots.push(continentNode);
  }

  const nodes: MutableNode[] = [];
  const byCode = new Map<string, RegionNode>();
  const counts: Record<RegionKind, number> = { continent: 0, country: 0, subdivision: 0 };
  const number = (node: MutableNode) => {
    node.index = nodes.length;
    nodes.push(node);
    if (!byCode.has(node.code)) byCode.set(node.code, node);
    counts[node.kind] += 1;
    node.children.forEach(number);
  };
  roots.forEach(number);
  return { nodes, roots, byCode, counts };
}

/** The node's ancestors, outermost first: `DE.BY` → [`_EU`, `DE`]. */
export function ancestorsOf(node: RegionNode): RegionNode[] {
  const ancestors: RegionNode[] = [];
  for (let parent = node.parent; parent !== null; parent = parent.parent) ancestors.unshift(parent);
  return ancestors;
}

/** How many subdivisions lie under a node (its own children for a country, its countries' for a continent). */
export function countSubdivisions(node: RegionNode): number {
  if (node.kind === 'country') return node.children.length;
  // A continent's countries hold them; a subdivision has no children, so none.
  return node.children.reduce((sum, country) => sum + country.children.length, 0);
}

export type RegionSearch = {
  /** The folded query. */
  readonly needle: string;
  /** Per node index: 1 when its name or code contains the query. */
  readonly matched: Uint8Array;
  /** Per node index: 1 when some descendant matched (it stays shown to lead to the match). */
  readonly leadsToMatch: Uint8Array;
  readonly matchCount: number;
};

/**
 * Searches names and codes, ignoring case and accents: `'sao'` matches São Paulo, `'de.by'` the
 * code `DE.BY`. Null when the query is blank (no search: the whole tree).
 */
export function searchRegionTree(tree: RegionTree, query: string): RegionSearch | null {
  const needle = foldSearchText(query.trim());
  if (needle === '') return null;
  const matched = new Uint8Array(tree.nodes.length);
  const leadsToMatch = new Uint8Array(tree.nodes.length);
  let matchCount = 0;
  for (const node of tree.nodes) {
    if (!node.nameKey.includes(needle) && !node.codeKey.includes(needle)) continue;
    matched[node.index] = 1;
    matchCount += 1;
    // Climbing stops at an ancestor already marked: its own ancestors are marked too.
    for (let parent = node.parent; parent !== null && leadsToMatch[parent.index] === 0; parent = parent.parent) {
      leadsToMatch[parent.index] = 1;
    }
  }
  return { needle, matched, leadsToMatch, matchCount };
}

function isMatched(search: RegionSearch | null, node: RegionNode): boolean {
  return search !== null && search.matched[node.index] === 1;
}

/**
 * A match with no matching descendants: opening it shows all that is inside it (search "germany",
 * open Germany, see its subdivisions). A match that leads to other matches is filtered like any
 * ancestor, so that searching "o" does not show every country of Europe.
 */
function opensFully(search: RegionSearch, node: RegionNode): boolean {
  return search.matched[node.index] === 1 && search.leadsToMatch[node.index] === 0;
}

/**
 * Whether a search shows the node (once its ancestors are expanded): a match, an ancestor of a
 * match, or anything inside a match that has no matching descendants. Without a search, every node.
 */
export function isListed(search: RegionSearch | null, node: RegionNode): boolean {
  if (search === null || search.matched[node.index] === 1 || search.leadsToMatch[node.index] === 1) return true;
  for (let parent = node.parent; parent !== null; parent = parent.parent) {
    if (opensFully(search, parent)) return true;
  }
  return false;
}

/** What a search opens by itself: every ancestor of a match. Nothing without a search. */
export function defaultExpansion(search: RegionSearch | null): Set<number> {
  const expanded = new Set<number>();
  if (search === null) return expanded;
  search.leadsToMatch.forEach((flag, index) => {
    if (flag === 1) expanded.add(index);
  });
  return expanded;
}

/** Every node "expand all" opens: those with children that the search (if any) lists. */
export function expandableNodes(tree: RegionTree, search: RegionSearch | null): Set<number> {
  const expandable = new Set<number>();
  for (const node of tree.nodes) {
    if (node.children.length > 0 && isListed(search, node)) expandable.add(node.index);
  }
  return expandable;
}

export type RegionRow = {
  readonly node: RegionNode;
  /** 1 for continents (aria-level). */
  readonly level: number;
  /** Position among the siblings shown, from 1, and how many are shown (aria-posinset / -setsize). */
  readonly posInSet: number;
  readonly setSize: number;
  /** Null for a leaf. */
  readonly expanded: boolean | null;
  readonly matched: boolean;
};

/**
 * The rows a tree shows, in order: each listed node, followed by its listed children when it is
 * expanded (`expanded` holds node indexes). A node's siblings hidden by the search do not count
 * in its `setSize`.
 */
export function flattenRegionTree(
  tree: RegionTree,
  expanded: ReadonlySet<number>,
  search: RegionSearch | null,
): RegionRow[] {
  const rows: RegionRow[] = [];
  const visit = (siblings: readonly RegionNode[], level: number, showAll: boolean) => {
    const listed =
      search === null || showAll
        ? siblings
        : siblings.filter((node) => search.matched[node.index] === 1 || search.leadsToMatch[node.index] === 1);
    listed.forEach((node, position) => {
      const hasChildren = node.children.length > 0;
      const isExpanded = hasChildren && expanded.has(node.index);
      const matched = isMatched(search, node);
      rows.push({
        node,
        level,
        posInSet: position + 1,
        setSize: listed.length,
        expanded: hasChildren ? isExpanded : null,
        matched,
      });
      if (isExpanded) visit(node.children, level + 1, showAll || (search !== null && opensFully(search, node)));
    });
  };
  visit(tree.roots, 1, false);
  return rows;
}

/**
 * Type-ahead in a tree (WAI-ARIA): the next row after `current` whose name starts with the typed
 * text, wrapping around; -1 if none. Typing one letter again and again (`'ggg'`) steps through the
 * rows starting with it; a longer prefix (`'ge'`) may stay on the current row.
 */
export function findTypeAheadRow(rows: readonly RegionRow[], current: number, typed: string): number {
  const folded = foldSearchText(typed);
  if (folded === '') return -1;
  const chars = [...folded];
  const repeated = chars.every((char) => char === chars[0]);
  const prefix = repeated ? chars.slice(0, 1).join('') : folded;
  const start = repeated ? current + 1 : current;
  for (let step = 0; step < rows.length; step += 1) {
    const index = (((start + step) % rows.length) + rows.length) % rows.length;
    if (rows[index]?.node.nameKey.startsWith(prefix)) return index;
  }
  return -1;
}

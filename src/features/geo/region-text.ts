import { formatCountOf } from '../../lib/format-count.ts';
import type { RegionKind } from './region-code.ts';
import { countSubdivisions, type RegionNode } from './region-tree.ts';

export const KIND_LABELS: Readonly<Record<RegionKind, string>> = {
  continent: 'Continent',
  country: 'Country',
  subdivision: 'Subdivision',
};

function counted(count: number, one: string, many: string): string {
  return count === 0 ? `no ${many}` : formatCountOf(count, one, many);
}

/** What a tree row says about its children: "58 countries", "1 subdivision", "no subdivisions"; null for a subdivision. */
export function describeChildren(node: RegionNode): string | null {
  if (node.kind === 'subdivision') return null;
  return node.kind === 'continent'
    ? counted(node.children.length, 'country', 'countries')
    : counted(node.children.length, 'subdivision', 'subdivisions');
}

/** What the details panel says a region holds: "51 countries with 1,234 subdivisions". */
export function describeContents(node: RegionNode): string | null {
  if (node.kind === 'country') return describeChildren(node);
  if (node.kind === 'subdivision') return null;
  return `${counted(node.children.length, 'country', 'countries')} with ${counted(countSubdivisions(node), 'subdivision', 'subdivisions')}`;
}

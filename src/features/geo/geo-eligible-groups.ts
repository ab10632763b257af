/**
 * The GEO-eligible record groups of a domain (spec 2.6), prepared for filtering: names are folded
 * once per response, so a keystroke in the name filter costs one substring test per group.
 *
 * ```ts
 * const index = indexGeoGroups(defaults.geo_records);
 * filterGeoGroups(index, { name: 'API', type: 'A' }) // → the A group of api.example.com
 * ```
 */
import type { GeoEligibleGroup } from '../../contract/schemas.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';
import { foldSearchText } from './search-text.ts';

/** Record types that can carry GEO answers (spec 2.6). */
export const GEO_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'ALIAS'] as const;
export type GeoRecordType = (typeof GEO_RECORD_TYPES)[number];

export type IndexedGeoGroup = {
  readonly group: GeoEligibleGroup;
  /** Position in the response: a stable key even if a name and type come twice. */
  readonly position: number;
  readonly nameKey: string;
};

export type GeoGroupsSummary = { groups: number; records: number; disabled: number };

export type IndexedGeoGroups = { readonly items: readonly IndexedGeoGroup[]; readonly summary: GeoGroupsSummary };

export function indexGeoGroups(groups: readonly GeoEligibleGroup[]): IndexedGeoGroups {
  let records = 0;
  let disabled = 0;
  const items = groups.map((group, position) => {
    records += group.records.length;
    disabled += group.records.filter((record) => isDisabledStatus(record.record_status)).length;
    return { group, position, nameKey: foldSearchText(group.record_name) };
  });
  return { items, summary: { groups: groups.length, records, disabled } };
}

/** Groups whose name contains `name` (case- and accent-insensitive) and, if given, of `type`. */
export function filterGeoGroups(
  index: IndexedGeoGroups,
  filter: { name: string; type?: GeoRecordType | undefined },
): readonly IndexedGeoGroup[] {
  const needle = foldSearchText(filter.name.trim());
  if (needle === '' && filter.type === undefined) return index.items;
  return index.items.filter(
    (item) =>
      (filter.type === undefined || item.group.record_type === filter.type) &&
      (needle === '' || item.nameKey.includes(needle)),
  );
}

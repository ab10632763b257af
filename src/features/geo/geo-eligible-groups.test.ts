import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GeoEligibleGroup } from '../../contract/schemas.ts';
import { filterGeoGroups, GEO_RECORD_TYPES, indexGeoGroups } from './geo-eligible-groups.ts';
import { foldSearchText } from './search-text.ts';

const group = (name: string, type: string, statuses: string[]): GeoEligibleGroup => ({
  record_name: name,
  record_type: type,
  record_ttl: '300',
  records: statuses.map((status, index) => ({
    record_id: `${name}-${index}`,
    record_status: status,
    record_value: `192.0.2.${index}`,
  })),
});

const groups = [
  group('api.example.com', 'A', ['enabled', 'disabled']),
  group('api.example.com', 'AAAA', ['enabled']),
  group('www.пример.рф', 'CNAME', ['Disabled']),
  group('Café.example.com', 'ALIAS', ['enabled']),
];

describe('indexGeoGroups', () => {
  it('counts groups, records and disabled records', () => {
    expect(indexGeoGroups(groups).summary).toEqual({ groups: 4, records: 5, disabled: 2 });
    expect(indexGeoGroups([]).summary).toEqual({ groups: 0, records: 0, disabled: 0 });
  });
});

describe('filterGeoGroups', () => {
  const index = indexGeoGroups(groups);
  const names = (filter: Parameters<typeof filterGeoGroups>[1]) =>
    filterGeoGroups(index, filter).map((item) => `${item.group.record_name} ${item.group.record_type}`);

  it('keeps everything without a filter', () => {
    expect(filterGeoGroups(index, { name: '  ' })).toBe(index.items);
  });

  it('filters by name, ignoring case and accents, and by type', () => {
    expect(names({ name: 'API' })).toEqual(['api.example.com A', 'api.example.com AAAA']);
    expect(names({ name: 'api', type: 'AAAA' })).toEqual(['api.example.com AAAA']);
    expect(names({ name: 'cafe' })).toEqual(['Café.example.com ALIAS']);
    expect(names({ name: 'ПРИМЕР' })).toEqual(['www.пример.рф CNAME']);
    expect(names({ name: '', type: 'CNAME' })).toEqual(['www.пример.рф CNAME']);
    expect(names({ name: 'nothing' })).toEqual([]);
  });

  it('keeps exactly the groups whose folded name contains the folded text, in order (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.string({ unit: fc.constantFrom('a', 'B', 'é', '.', 'x'), maxLength: 6 }),
            type: fc.constantFrom(...GEO_RECORD_TYPES),
          }),
          { maxLength: 12 },
        ),
        fc.string({ unit: fc.constantFrom('a', 'b', 'E', '.'), maxLength: 3 }),
        fc.option(fc.constantFrom(...GEO_RECORD_TYPES), { nil: undefined }),
        (specs, text, type) => {
          const all = specs.map((spec) => group(spec.name, spec.type, ['enabled']));
          const kept = filterGeoGroups(indexGeoGroups(all), { name: text, type }).map((item) => item.group);
          const needle = foldSearchText(text.trim());
          expect(kept).toEqual(
            all.filter(
              (each) =>
                (type === undefined || each.record_type === type) && foldSearchText(each.record_name).includes(needle),
            ),
          );
        },
      ),
    );
  });
});

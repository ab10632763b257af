import { useDeferredValue, useMemo, useRef } from 'react';
import { useSettledAnnouncement } from '../../components/ui/announcer.tsx';
import { TableFilter } from '../../components/data-table/table-filter.tsx';
import { VIRTUALIZE_ABOVE } from '../../components/data-table/use-window-rows.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/input.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { formatCount, formatCountOf } from '../../lib/format-count.ts';
import { filterGeoGroups, GEO_RECORD_TYPES, type GeoRecordType, type IndexedGeoGroups } from './geo-eligible-groups.ts';
import { foldSearchText } from './search-text.ts';
import { EligibleRecordsTable } from './eligible-records-table.tsx';
import { landOn } from '../../hooks/land-on.ts';
import { useUrlDraft } from '../../hooks/use-url-draft.ts';
import { classNames } from '../../components/ui/class-names.ts';
import { textLinkClasses } from '../../components/ui/text-link.ts';

export type EligibleRecordsProps = {
  domain: DomainName;
  index: IndexedGeoGroups;
  name: string;
  type: GeoRecordType | undefined;
  onNameChange: (name: string) => void;
  onTypeChange: (type: GeoRecordType | undefined) => void;
  /** Clears name and type in one URL change. */
  onClearFilters: () => void;
};

/** The record groups GEO answers can be added to (spec 4.4), filtered by name and type. */
export function EligibleRecords({
  domain,
  index,
  name,
  type,
  onNameChange,
  onTypeChange,
  onClearFilters,
}: EligibleRecordsProps) {
  const { draft, change, adopt, flush, keyDown } = useUrlDraft(name, onNameChange);
  const deferredName = useDeferredValue(draft);
  const shown = useMemo(() => filterGeoGroups(index, { name: deferredName, type }), [index, deferredName, type]);
  const order = useMemo(() => shown.map((item) => item.position), [shown]);
  const { summary } = index;
  const filtered = deferredName.trim() !== '' || type !== undefined;
  const status = `${filtered ? `Showing ${formatCount(shown.length)} of ` : ''}${formatCountOf(summary.groups, 'group')} with ${formatCountOf(
    summary.records,
    'record',
  )}${summary.disabled > 0 ? ` (${formatCount(summary.disabled)} disabled)` : ''}`;
  useSettledAnnouncement(status);
  // "Clear filters" goes with the filters: the focus goes to the box, where a new filter starts.
  const filterInput = useRef<HTMLInputElement>(null);

  if (summary.groups === 0) {
    return (
      <Notice title={`No record of ${domain.unicode} can carry GEO answers`}>
        GEO answers can be added to A, AAAA, CNAME and ALIAS records; this domain has none.
      </Notice>
    );
  }

  const clearFilters = () => {
    adopt('');
    onClearFilters();
    filterInput.current?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <TableFilter
          label="Filter by name"
          value={draft}
          placeholder="e.g. www or api.example.com"
          onChange={change}
          onBlur={flush}
          onKeyDown={keyDown}
          className="min-w-56 flex-1 sm:max-w-sm"
          inputRef={filterInput}
        />
        <Field label="Type">
          {(control) => (
            <Select
              {...control}
              value={type ?? ''}
              onChange={(event) => onTypeChange(GEO_RECORD_TYPES.find((each) => each === event.target.value))}
            >
              <option value="">All types</option>
              {GEO_RECORD_TYPES.map((each) => (
                <option key={each} value={each}>
                  {each}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {filtered ? (
          <Button variant="ghost" onClick={clearFilters}>
            Clear filters
          </Button>
        ) : null}
      </div>

      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <p className="text-sm text-slate-600 dark:text-slate-300">{status}</p>
        {shown.length > VIRTUALIZE_ABOVE ? (
          // The list is the page's, as long as it is: the regions follow it.
          <button
            type="button"
            onClick={() => {
              // As a skip link does: the focus goes too, so that Tab goes on from the regions.
              const regions = document.getElementById('geo-regions-heading');
              if (regions !== null) landOn(regions);
            }}
            className={classNames('text-sm', textLinkClasses)}
          >
            Skip to the GEO regions <span aria-hidden="true">↓</span>
          </button>
        ) : null}
      </div>

      {shown.length === 0 ? (
        <Notice
          live={false}
          title="No group matches these filters"
          actions={
            <Button size="sm" onClick={clearFilters}>
              Clear filters
            </Button>
          }
        >
          {deferredName.trim() === ''
            ? `${domain.unicode} has no ${type ?? ''} records that can carry GEO answers.`
            : `No ${type ? `${type} ` : ''}group's name contains “${deferredName.trim()}”.`}
        </Notice>
      ) : (
        <EligibleRecordsTable
          domain={domain}
          groups={index.items}
          order={order}
          needle={foldSearchText(deferredName.trim())}
        />
      )}
    </div>
  );
}

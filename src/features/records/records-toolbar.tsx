import { SEARCH_RECORD_TYPES } from '../../contract/schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { hasFilters } from './records-view.ts';
import { thenFocusSearch, RecordsSearchBox } from './records-search-box.tsx';
import { useRecordsView } from './use-records-view.ts';

const ALL_TYPES = '';

/** Search, exact match and type filter: each change asks the API again from the first page. */
export function RecordsToolbar() {
  const { view, setExact, setType, clearFilters } = useRecordsView();
  return (
    <div role="search" aria-label="Filter records" className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <RecordsSearchBox />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={view.strict_search}
          onChange={(event) => setExact(event.target.checked)}
          className="size-4"
        />
        Exact match
      </label>
      <label className="flex items-center gap-2 text-sm">
        Type
        <Select
          value={view.search_record_type ?? ALL_TYPES}
          onChange={(event) => setType(SEARCH_RECORD_TYPES.find((type) => type === event.target.value))}
        >
          <option value={ALL_TYPES}>All types</option>
          {SEARCH_RECORD_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </label>
      {hasFilters(view) || view.strict_search ? (
        <Button size="sm" variant="ghost" onClick={thenFocusSearch(clearFilters)}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

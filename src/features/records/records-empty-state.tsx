import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { describeFilters } from './records-view.ts';
import { thenFocusSearch } from './records-search-box.tsx';
import { useRecordsView } from './use-records-view.ts';
import { formatCount } from '../../lib/format-count.ts';

/** Why a page has no rows (past the end, filtered out, or an empty zone) and the way out. */
export function RecordsEmptyState({ domainName }: { domainName: string }) {
  const { view, clearFilters, goToOffset } = useRecordsView();
  const filters = describeFilters(view);
  const filtered = filters.length > 0;
  const clearButton = (
    <Button size="sm" variant="primary" onClick={thenFocusSearch(clearFilters)}>
      Clear filters
    </Button>
  );

  if (view.offset > 0) {
    return (
      <Notice
        title={`No records from record ${formatCount(view.offset + 1)} on`}
        actions={
          <>
            <Button size="sm" onClick={() => goToOffset(0)}>
              Go to the first page
            </Button>
            {filtered ? clearButton : null}
          </>
        }
      >
        <p>The list ends before this position{filtered ? ' with the filters in use' : ''}.</p>
        {filtered ? <ActiveFilters filters={filters} /> : null}
      </Notice>
    );
  }
  if (filtered) {
    return (
      <Notice title="No records match the filters" actions={clearButton}>
        <ActiveFilters filters={filters} />
      </Notice>
    );
  }
  return <Notice title={`${domainName} has no records`}>The DNS API sent an empty record list.</Notice>;
}

function ActiveFilters({ filters }: { filters: readonly string[] }) {
  return (
    <>
      <p>Active filters:</p>
      <ul className="list-disc pl-5">
        {filters.map((filter) => (
          <li key={filter}>{filter}</li>
        ))}
      </ul>
    </>
  );
}

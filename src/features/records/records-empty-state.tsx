import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { describeFilters } from './records-view.ts';
import { useRecordsView } from './use-records-view.ts';
import { formatCount } from '../../lib/format-count.ts';

/** Why a page has no rows (past the end, filtered out, or an empty zone) and the way out. */
export function RecordsEmptyState({ domainName }: { domainName: string }) {
  const { view, clearFilters, goToOffset } = useRecordsView();
  const filters = describeFilters(view);

  if (view.offset > 0) {
    return (
      <Notice
        title={`No records from record ${formatCount(view.offset + 1)} on`}
        actions={
          <Button size="sm" onClick={() => goToOffset(0)}>
            Go to the first page
          </Button>
        }
      >
        The list ends before this position{filters.length > 0 ? ' with the filters in use' : ''}.
      </Notice>
    );
  }
  if (filters.length > 0) {
    return (
      <Notice
        title="No records match the filters"
        actions={
          <Button size="sm" variant="primary" onClick={clearFilters}>
            Clear filters
          </Button>
        }
      >
        <p>Active filters:</p>
        <ul className="list-disc pl-5">
          {filters.map((filter) => (
            <li key={filter}>{filter}</li>
          ))}
        </ul>
      </Notice>
    );
  }
  return <Notice title={`${domainName} has no records`}>The DNS API sent an empty record list.</Notice>;
}

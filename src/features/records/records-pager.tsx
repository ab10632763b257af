import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { describeRange, previousOffset } from '../../lib/offset-paging.ts';
import { PAGE_SIZES } from './records-view.ts';
import type { NextPage } from './use-records-page.ts';
import { useRecordsView } from './use-records-view.ts';
import { formatCount } from '../../lib/format-count.ts';

export type RecordsPagerProps = {
  /** Rows on the page shown. */
  shown: number;
  nextPage: NextPage;
  /** Where Next goes: right after the last row shown. */
  nextOffset: number;
  loading: boolean;
  /** Above the table: with the page size and a live status. Below it: just the moves. */
  placement: 'top' | 'bottom';
};

/**
 * Previous / Next over offsets ("records 101–200"): the API sends no total, so there is no last
 * page to jump to. Changing the page size keeps the first row shown.
 */
export function RecordsPager({ shown, nextPage, nextOffset, loading, placement }: RecordsPagerProps) {
  const { view, goToOffset: go, setPageSize } = useRecordsView();
  const goToOffset = (offset: number) => {
    go(offset);
    // From the end of a long page, show the new page from its start.
    if (placement === 'bottom') {
      document.querySelector('nav[aria-label="Pages of records"]')?.scrollIntoView?.({ block: 'start' });
    }
  };
  // A link may carry another size; it is offered too, so the control shows the truth.
  const sizes = PAGE_SIZES.includes(view.limit) ? PAGE_SIZES : [...PAGE_SIZES, view.limit].sort((a, b) => a - b);
  const status = loading
    ? `Loading records from ${formatCount(view.offset + 1)}…`
    : shown > 0
      ? `Records ${describeRange(view.offset, shown)}`
      : 'No records';

  return (
    <nav
      aria-label={placement === 'top' ? 'Pages of records' : 'Pages of records, end of table'}
      className="flex flex-wrap items-center gap-x-4 gap-y-2"
    >
      <p
        {...(placement === 'top' ? { role: 'status' } : {})}
        className="min-w-40 text-sm text-slate-700 tabular-nums dark:text-slate-300"
      >
        {status}
      </p>
      <div className="flex items-center gap-2">
        {view.offset > view.limit ? (
          <Button size="sm" variant="ghost" onClick={() => goToOffset(0)}>
            First page
          </Button>
        ) : null}
        <Button
          size="sm"
          disabled={view.offset === 0}
          onClick={() => goToOffset(previousOffset(view.offset, view.limit))}
        >
          <span aria-hidden="true">←</span> Previous
        </Button>
        <Button
          size="sm"
          disabled={nextPage !== 'yes'}
          title={nextPage === 'checking' ? 'Checking whether more records follow…' : undefined}
          onClick={() => goToOffset(nextOffset)}
        >
          Next <span aria-hidden="true">→</span>
        </Button>
      </div>
      {placement === 'top' ? (
        <label className="ml-auto flex items-center gap-2 text-sm">
          Rows per page
          <Select value={String(view.limit)} onChange={(event) => setPageSize(Number(event.target.value))}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
    </nav>
  );
}

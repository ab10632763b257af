import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { formatCount } from '../../lib/format-count.ts';
import { describeRange, previousOffset } from './offset-paging.ts';
import { PAGE_SIZES } from './records-view.ts';
import type { RecordsCount } from './use-records-count.ts';
import type { NextPage } from './use-records-page.ts';
import { useRecordsView } from './use-records-view.ts';

export type RecordsPagerProps = {
  /** Rows on the page shown. */
  shown: number;
  nextPage: NextPage;
  /** Where Next goes: right after the last row shown. */
  nextOffset: number;
  loading: boolean;
  count: RecordsCount;
  /** Above the table: with the page size, the page jump and a live status. Below it: just the moves. */
  placement: 'top' | 'bottom';
};

/** " of 50,000", " of about 49,960", or nothing while nothing is known. */
function countText(count: RecordsCount): string {
  if (count.kind === 'exact') return ` of ${formatCount(count.count)}`;
  if (count.kind === 'about') return ` of about ${formatCount(count.count)}`;
  return count.count > 0 && !count.counting ? ` of at least ${formatCount(count.count)}` : '';
}

/**
 * Paging over offsets ("Records 101–200 of 50,000"): First, Previous, Next, Last, and a jump to a
 * page number. The API sends no total: the count comes from useRecordsCount ("about" a snapshot's
 * count until it is found), and Last waits for it. Changing the page size keeps the first row shown.
 */
export function RecordsPager({ shown, nextPage, nextOffset, loading, count, placement }: RecordsPagerProps) {
  const { view, goToOffset: go, setPageSize } = useRecordsView();
  const goToOffset = (offset: number, move?: PageMove) => {
    go(offset);
    // From the end of a long page, show the new page from its start, and the focus with it: on the
    // same move of the pager above, not left thousands of pixels below the view.
    if (placement === 'bottom') {
      const top = document.querySelector('nav[aria-label="Pages of records"]');
      top?.scrollIntoView?.({ block: 'start' });
      if (move !== undefined) top?.querySelector<HTMLElement>(`[data-move="${move}"]`)?.focus({ preventScroll: true });
    }
  };
  // A link may carry another size; it is offered too, so the control shows the truth.
  const sizes = PAGE_SIZES.includes(view.limit) ? PAGE_SIZES : [...PAGE_SIZES, view.limit].sort((a, b) => a - b);
  const lastOffset =
    count.kind === 'exact' && count.count > 0 ? Math.floor((count.count - 1) / view.limit) * view.limit : undefined;
  const status = loading
    ? `Loading records from ${formatCount(view.offset + 1)}…`
    : shown > 0
      ? `Records ${describeRange(view.offset, shown)}${countText(count)}`
      : 'No records';
  const counting = count.kind !== 'exact' && count.counting;

  return (
    <nav
      aria-label={placement === 'top' ? 'Pages of records' : 'Pages of records, end of table'}
      className="flex flex-wrap items-center gap-x-4 gap-y-2"
    >
      {/* Room for the status while a large zone is counted ("Records 1–100 of about 49,960
          (counting…)"), so that nothing moves as the count comes and goes; from a tablet's width it
          stands after the buttons, where its room joins the space before the page jump. */}
      <p className="min-w-72 text-sm text-slate-700 tabular-nums md:order-1 dark:text-slate-300">
        <span {...(placement === 'top' ? { role: 'status' } : {})}>{status}</span>
        {counting && !loading ? <span className="text-slate-500 dark:text-slate-400"> (counting…)</span> : null}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Move move="first" unavailable={view.offset === 0} onMove={() => goToOffset(0, 'first')}>
          <span aria-hidden="true">«</span> First page
        </Move>
        <Move
          move="previous"
          unavailable={view.offset === 0}
          onMove={() => goToOffset(previousOffset(view.offset, view.limit), 'previous')}
        >
          <span aria-hidden="true">‹</span> Previous
        </Move>
        <Move
          move="next"
          unavailable={nextPage !== 'yes'}
          title={nextPage === 'checking' ? 'Checking whether more records follow…' : undefined}
          onMove={() => goToOffset(nextOffset, 'next')}
        >
          Next <span aria-hidden="true">›</span>
        </Move>
        <Move
          move="last"
          unavailable={lastOffset === undefined || view.offset >= lastOffset}
          onMove={() => lastOffset !== undefined && goToOffset(lastOffset, 'last')}
        >
          Last page <span aria-hidden="true">»</span>
        </Move>
      </div>
      {placement === 'top' ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 md:order-2 md:ml-auto">
          <PageJump lastOffset={lastOffset} counting={counting} onJump={goToOffset} />
          <label className="flex items-center gap-2 text-sm">
            Rows per page
            <Select value={String(view.limit)} onChange={(event) => setPageSize(Number(event.target.value))}>
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </label>
        </div>
      ) : null}
    </nav>
  );
}

type PageMove = 'first' | 'previous' | 'next' | 'last';

/**
 * One of the pager's moves. Where it cannot go (the first page, a next page still being checked)
 * it is unavailable, not disabled: disabled, it dropped the focus, and the next Enter pressed
 * whatever took it — Last page, after Previous reached page 1 while its rows loaded.
 */
function Move({
  move,
  unavailable,
  title,
  onMove,
  children,
}: {
  move: PageMove;
  unavailable: boolean;
  title?: string | undefined;
  onMove: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="sm" data-move={move} unavailable={unavailable} title={title} onClick={onMove}>
      {children}
    </Button>
  );
}

/** "Page [12] of 500": a page number to go to (Enter or Go); the number of pages once the count is known. */
function PageJump({
  lastOffset,
  counting,
  onJump,
}: {
  lastOffset: number | undefined;
  /** The zone is being counted: the number of pages is to come. */
  counting: boolean;
  onJump: (offset: number) => void;
}) {
  const { view } = useRecordsView();
  const id = useId();
  const current = Math.floor(view.offset / view.limit) + 1;
  const pages = lastOffset === undefined ? undefined : lastOffset / view.limit + 1;
  // What is typed, until the page changes: then the page's number again. Not by remounting the
  // field, which would drop the focus of someone who just pressed Enter in it.
  const [draft, setDraft] = useState({ page: current, text: String(current) });
  const typed = draft.page === current ? draft.text : String(current);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('page');
    const page = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(page) || page < 1) return;
    const target = Math.min(page, pages ?? page);
    // Sent: the draft is the page it leads to, so that Back to this page shows this page's number.
    setDraft({ page: target, text: String(target) });
    if (target !== current) onJump((target - 1) * view.limit);
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2 text-sm">
      <label htmlFor={id}>Page</label>
      <Input
        id={id}
        name="page"
        type="number"
        inputMode="numeric"
        min={1}
        max={pages}
        value={typed}
        onChange={(event) => setDraft({ page: current, text: event.target.value })}
        sizeClassName="h-8 w-20"
        className="tabular-nums"
      />
      {/* Its room is kept before the count is known (the server's page, the app counting), so that
          the field and its label do not move when it comes. */}
      <span className="min-w-12 whitespace-nowrap tabular-nums">
        {pages !== undefined ? `of ${formatCount(pages)}` : counting ? 'of …' : ''}
      </span>
      <Button size="sm" type="submit">
        Go
      </Button>
    </form>
  );
}

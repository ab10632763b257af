import { useMemo } from 'react';
import type { OrderBy, OrderParam, SearchRecordType } from '../../contract/schemas.ts';
import { useUrlState } from '../../hooks/use-url-state.tsx';
import { clearedFilters, recordsViewCodec } from './records-view.ts';

const push = { history: 'push' } as const;
/** Paging: the next page is usually prefetched, so it renders at once (bench #3). */
const pushUrgent = { history: 'push', urgent: true } as const;

/**
 * The records view from the URL, and the moves that change it. Paging, sorting and the filter
 * controls push a history entry (Back walks through views); sorting and filtering go back to the
 * first page. Search text pushes once when a search starts and replaces while it is typed.
 */
export function useRecordsView() {
  const { state: view, problems, link, setState, dropProblems } = useUrlState(recordsViewCodec);
  const actions = useMemo(
    () => ({
      goToOffset: (offset: number) => setState({ offset }, pushUrgent),
      setPageSize: (limit: number) => setState({ limit }, push),
      sortBy: (order_by: OrderBy, order_param: OrderParam) => setState({ order_by, order_param, offset: 0 }, push),
      search: (search_text: string, history: 'push' | 'replace', urgent = false) =>
        setState({ search_text, offset: 0 }, { history, urgent }),
      setExact: (strict_search: boolean) => setState({ strict_search, offset: 0 }, push),
      setType: (search_record_type: SearchRecordType | undefined) => setState({ search_record_type, offset: 0 }, push),
      clearFilters: () => setState(clearedFilters, push),
      dropProblems,
    }),
    [setState, dropProblems],
  );
  return { view, problems, link, ...actions };
}

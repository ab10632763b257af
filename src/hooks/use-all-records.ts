import { useQuery, useQueryClient } from '@tanstack/react-query';
import { recordQueries, type RecordsFilter } from '../api/records.ts';
import type { DomainName } from '../lib/domain-name.ts';

/**
 * All live records of a domain matching `filter`, fetched page by page while `enabled`, with
 * progress for a progress bar and `cancel` for its button (cancelling aborts the request under way;
 * the query then returns to its previous state, `pending` with nothing fetching).
 */
export function useAllRecords(domain: DomainName, filter: RecordsFilter, options: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const allPages = recordQueries.allPages(domain, filter);
  const query = useQuery({ ...allPages, enabled: options.enabled });
  const progress = useQuery(recordQueries.allPagesProgress(domain, filter)).data ?? null;
  const cancel = () => void queryClient.cancelQueries({ queryKey: allPages.queryKey });
  return { query, progress, cancel };
}

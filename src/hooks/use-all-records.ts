import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { recordQueries, type FetchAllProgress, type RecordsFilter } from '../api/records.ts';
import type { DomainName } from '../lib/domain-name.ts';

/**
 * All live records of a domain matching `filter`, fetched page by page while `enabled`, with
 * progress for a progress bar and `cancel` for its button (cancelling aborts the request under way;
 * the query then returns to its previous state, `pending` with nothing fetching).
 */
export function useAllRecords(domain: DomainName, filter: RecordsFilter, options: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<FetchAllProgress | null>(null);
  const query = useQuery({ ...recordQueries.everything(domain, filter, setProgress), enabled: options.enabled });
  const cancel = () => {
    void queryClient.cancelQueries({ queryKey: recordQueries.everything(domain, filter).queryKey });
    setProgress(null);
  };
  return { query, progress, cancel };
}

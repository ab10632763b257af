import { useMemo } from 'react';
import { useParams } from 'react-router';
import { parseResourceId, type ResourceIdResult } from '../../lib/resource-id.ts';

/** The `:snapshotId` route parameter, checked before anything is requested with it. */
export function useSnapshotIdParam(): ResourceIdResult & { input: string } {
  const { snapshotId = '' } = useParams();
  return useMemo(() => ({ ...parseResourceId(snapshotId, 'snapshot'), input: snapshotId }), [snapshotId]);
}

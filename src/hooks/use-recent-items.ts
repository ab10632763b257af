import { useSyncExternalStore } from 'react';
import { readRecent, subscribeToRecent, type RecentKind } from '../lib/recent-items.ts';

/** Recently opened domains or templates on this device, newest first. */
export function useRecentItems(kind: RecentKind): readonly string[] {
  return useSyncExternalStore(subscribeToRecent, () => readRecent(kind));
}

import { useSyncExternalStore } from 'react';
import { readRecent, subscribeToRecent, type RecentKind } from '../lib/recent-items.ts';

const NONE: readonly string[] = [];

/**
 * Recently opened domains or templates on this device, newest first. The server cannot know them:
 * a server-rendered page shows none, and the browser fills them in once it has hydrated.
 */
export function useRecentItems(kind: RecentKind): readonly string[] {
  return useSyncExternalStore(
    subscribeToRecent,
    () => readRecent(kind),
    () => NONE,
  );
}

import { useEffect, useEffectEvent, useState } from 'react';

/** How often work under way (a download, a fetch of every record) says how far it has got. */
export const PROGRESS_SAID_EVERY_MS = 10_000;

/**
 * `words` as a status line says them: at once when they start (from null), then the latest every
 * `everyMs` while they go on — a page of records takes a moment, so a count said per page would be
 * a stream of words. Null while `words` is.
 */
export function useSaidEvery(words: string | null, everyMs = PROGRESS_SAID_EVERY_MS): string | null {
  const [said, setSaid] = useState(words);
  const going = words !== null;
  // Adjusted while rendering (React's way for state that follows a prop): a start is said at once.
  if (going !== (said !== null)) setSaid(words);
  const latest = useEffectEvent(() => words);
  useEffect(() => {
    if (!going) return;
    const timer = setInterval(() => setSaid(latest()), everyMs);
    return () => clearInterval(timer);
  }, [going, everyMs]);
  return said;
}

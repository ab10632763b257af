import { useCallback, useState } from 'react';

/**
 * The text of a box whose value lives in the URL. The router applies URL changes in a transition
 * (and a search may be sent only once typing pauses), so the box keeps what is typed itself:
 * - `setDraft` changes the box only;
 * - `expectInUrl(value)` says that the caller has written `value` to the URL: when it arrives there
 *   (late, perhaps skipping some keystrokes) it is an echo and leaves the draft alone;
 * - any other new URL value (Back, a link, a "clear" button elsewhere) replaces the draft.
 */
export function useUrlTextDraft(urlValue: string) {
  const [draft, setDraft] = useState(urlValue);
  const [sync, setSync] = useState<{ followed: string; unseen: readonly string[] }>({
    followed: urlValue,
    unseen: [],
  });

  if (urlValue !== sync.followed) {
    const echo = sync.unseen.indexOf(urlValue);
    setSync({ followed: urlValue, unseen: echo === -1 ? [] : sync.unseen.slice(echo + 1) });
    if (echo === -1) setDraft(urlValue);
  }

  const expectInUrl = useCallback((value: string) => {
    // Kept short: only values still on their way to the URL matter.
    setSync((current) => ({ ...current, unseen: [...current.unseen, value].slice(-32) }));
  }, []);

  return { draft, setDraft, expectInUrl };
}

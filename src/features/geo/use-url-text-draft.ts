import { useState } from 'react';

/**
 * The text of a box whose value lives in the URL. The router applies URL changes in a transition,
 * so the box keeps what is typed itself: a URL value it wrote (arriving late, perhaps skipping
 * some keystrokes) is an echo and leaves the draft alone; any other new URL value (Back, a link,
 * a "clear" button elsewhere) replaces the draft.
 */
export function useUrlTextDraft(urlValue: string, write: (value: string) => void) {
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

  /** Shows `value` and expects it in the URL, for a caller that writes it with other changes at once. */
  const adopt = (value: string) => {
    setDraft(value);
    // Kept short: only values still on their way to the URL matter.
    setSync((current) => ({ ...current, unseen: [...current.unseen, value].slice(-32) }));
  };

  const change = (value: string) => {
    adopt(value);
    write(value);
  };

  return [draft, change, adopt] as const;
}

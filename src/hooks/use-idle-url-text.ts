import { useEffect, useEffectEvent } from 'react';
import { useUrlTextDraft } from './use-url-text-draft.ts';

/** How long typing must pause before the text of a box is written to the URL. */
export const URL_TEXT_IDLE_MS = 250;

/**
 * A text box whose value lives in the URL, for a screen that filters in the browser: the screen
 * follows `draft` at every keystroke, and the URL gets the text once typing pauses. Each URL write
 * is a router navigation that renders the whole screen again; written per keystroke, that render
 * lands between keystrokes and the next one waits behind it (bench #7: 35 → 23 ms per keystroke).
 *
 * - `change(value)`: a keystroke; the URL follows after {@link URL_TEXT_IDLE_MS} without another.
 * - `commit(value)`: a deliberate change (Escape, a "clear" button): the box and the URL at once.
 * - `adopt(value)`: the box only, for a caller that writes `value` to the URL itself in a larger
 *   update (one URL write per event: see useUrlState).
 * - A URL change from elsewhere (Back, a link) replaces the draft (see useUrlTextDraft).
 */
export function useIdleUrlText(urlValue: string, write: (value: string) => void, idleMs = URL_TEXT_IDLE_MS) {
  const { draft, setDraft, expectInUrl } = useUrlTextDraft(urlValue);

  const adopt = (value: string) => {
    setDraft(value);
    expectInUrl(value);
  };
  const commit = (value: string) => {
    adopt(value);
    write(value);
  };
  const writeDraft = useEffectEvent((value: string) => commit(value));

  const pending = draft !== urlValue;
  useEffect(() => {
    if (!pending) return;
    // Each keystroke (a new draft) starts the wait again.
    const timer = setTimeout(() => writeDraft(draft), idleMs);
    return () => clearTimeout(timer);
  }, [pending, draft, idleMs]);

  return { draft, change: setDraft, commit, adopt };
}

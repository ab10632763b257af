import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** How long typing must pause before the text of a box is written to the URL. */
export const URL_TEXT_IDLE_MS = 250;

/** How a draft's write enters the URL: the caller's writer passes these on to useUrlState. */
export type UrlDraftWrite = {
  history: 'push' | 'replace';
  /** A deliberate write (Enter, Escape, a choice): rendered at once, not in a transition. */
  urgent: boolean;
};

export type UrlDraftOptions = {
  /** How long typing must pause before the URL gets the draft. */
  idleMs?: number;
  /**
   * `replace` (the default): every write replaces the history entry. `session`: the first write of
   * a typing session pushes an entry, so Back returns to the view before it, and later writes of
   * the session replace that entry; Enter, Escape and leaving the box end the session. A commit
   * (Escape's clearing among them) always pushes an entry of its own.
   */
  history?: 'replace' | 'session';
  /** What is written of the box and compared with the URL (a search trims its spaces). */
  normalize?: (text: string) => string;
};

/**
 * The text shown by a control whose value lives in the URL: a search or filter box, or a choice.
 * The router applies a URL change in a transition, and a box writes only once typing pauses, so
 * the control shows its draft at once and the URL follows:
 *
 * - `change(value)`: a keystroke; the URL gets the draft once typing pauses for `idleMs`.
 * - `commit(value)`: a deliberate change (a choice, a "clear" button): the control and the URL at once.
 * - `keyDown(event)`: the box's keys: Enter writes what is typed at once, Escape in a box with text
 *   clears it at once (and keeps the browser from clearing a search box on its own). Says whether
 *   it handled the key.
 * - `flush()`: the box's blur: what is waiting is written now. Focus leaving the box ends the
 *   typing, so a click on a link is not followed by a late write that navigates back here.
 * - `adopt(value)`: the control only, for a caller that writes `value` to the URL itself in a
 *   larger update (one URL write per event: see useUrlState).
 * - `pending`: typed, and neither in the URL nor on its way there.
 *
 * A value written here is on its way to the URL until the URL shows it: when it lands (late,
 * perhaps after more typing) it leaves the draft alone, and it is not written again meanwhile. Any
 * other new URL value (Back, a link, a "clear" button elsewhere) replaces the draft.
 */
export function useUrlDraft(
  urlValue: string,
  write: (value: string, how: UrlDraftWrite) => void,
  { idleMs = URL_TEXT_IDLE_MS, history = 'replace', normalize = same }: UrlDraftOptions = {},
) {
  const [draft, setDraft] = useState(urlValue);
  /** The URL value the draft last followed, and the values written since that it has not shown yet. */
  const [sync, setSync] = useState<{ followed: string; onTheWay: readonly string[] }>({
    followed: urlValue,
    onTheWay: [],
  });
  // Back and Forward are never this box's writes: the box shows what the entry holds, whatever was
  // on its way. Its value may be the one shown (a write of the box still rendering when Back was
  // pressed, to an entry that differs elsewhere in the URL), so the visit is told by its key.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [visit, setVisit] = useState({ key: location.key, traversals: 0 });
  const traversed = location.key !== visit.key && navigationType === NavigationType.Pop;
  if (location.key !== visit.key) {
    setVisit({ key: location.key, traversals: visit.traversals + (traversed ? 1 : 0) });
  }
  if (traversed) {
    setSync({ followed: urlValue, onTheWay: [] });
    setDraft(urlValue);
  } else if (urlValue !== sync.followed) {
    const echo = sync.onTheWay.indexOf(normalize(urlValue));
    setSync({ followed: urlValue, onTheWay: echo === -1 ? [] : sync.onTheWay.slice(echo + 1) });
    if (echo === -1) setDraft(urlValue);
  }
  /** What the URL will hold once the writes on their way land. */
  const target = sync.onTheWay.at(-1) ?? normalize(urlValue);
  const pending = normalize(draft) !== target;
  /**
   * Whether this typing session has written (its next write replaces the entry the first pushed):
   * the count of Back and Forward moves when it wrote, or null. A move after it starts another.
   */
  const sessionWrote = useRef<number | null>(null);

  /**
   * A value written: on its way to the URL, after those before it. One the shown URL already holds
   * cannot be seen to arrive (no URL change), and the router ends at it whatever was on the way:
   * nothing is left on the way, so that a later visit to one of those values (Back) is not taken
   * for a late echo and the box follows it.
   */
  const writing = (text: string) =>
    setSync((current) => ({
      ...current,
      // Kept short: only values still on their way to the URL matter.
      onTheWay: text === normalize(urlValue) ? [] : [...current.onTheWay, text].slice(-32),
    }));

  const send = (value: string, urgent: boolean) => {
    const text = normalize(value);
    if (text === target) return;
    writing(text);
    const open = sessionWrote.current === visit.traversals;
    write(text, { history: history === 'session' && !open ? 'push' : 'replace', urgent });
    sessionWrote.current = visit.traversals;
  };
  const endSession = () => {
    sessionWrote.current = null;
  };

  const adopt = (value: string) => {
    setDraft(value);
    const text = normalize(value);
    if (text !== target) writing(text);
  };
  const commit = (value: string) => {
    setDraft(value);
    // A deliberate change is a move of its own, after the typing: in sessions it pushes an entry,
    // so Back undoes it, and clearing what was typed does not leave two entries of one view.
    endSession();
    send(value, true);
    endSession();
  };

  // Nothing else may write late: a write after the person has moved on (a link's navigation still
  // loading) would bring them back.
  const writeDraft = useEffectEvent((value: string) => send(value, false));
  useEffect(() => {
    if (!pending) return;
    // Each keystroke (a new draft) starts the wait again.
    const timer = setTimeout(() => writeDraft(draft), idleMs);
    return () => clearTimeout(timer);
  }, [pending, draft, idleMs]);

  const flush = () => {
    if (pending) send(draft, false);
    endSession();
  };

  const keyDown = (event: Pick<KeyboardEvent, 'key' | 'preventDefault'>): boolean => {
    if (event.key === 'Enter') {
      event.preventDefault();
      send(draft, true);
      endSession();
      return true;
    }
    if (event.key !== 'Escape' || draft === '') return false;
    event.preventDefault();
    commit('');
    return true;
  };

  return { draft, pending, change: setDraft, commit, adopt, flush, keyDown };
}

function same(text: string): string {
  return text;
}

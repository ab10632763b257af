import { useCallback, useEffect, useRef } from 'react';
import { inputClasses } from '../../components/ui/input.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { useUrlTextDraft } from '../../hooks/use-url-text-draft.ts';
import { useSlashShortcut } from '../../hooks/use-slash-shortcut.ts';
import { MAX_SEARCH_LENGTH } from './records-view.ts';
import { useRecordsView } from './use-records-view.ts';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search box: what is typed is sent once typing pauses (Enter sends at once, Escape clears).
 * The first search of a typing session pushes a history entry, so Back returns to the view before
 * it; later keystrokes of the session replace that entry. `/` anywhere on the page focuses it.
 */
export function RecordsSearchBox() {
  const { view, search } = useRecordsView();
  const committed = view.search_text;
  const { draft, setDraft, expectInUrl } = useUrlTextDraft(committed);
  const sessionStarted = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The text last written to the URL and the URL's text then: while a slow navigation has not
  // landed, the pause timer must not send the same text again (after Enter or Escape that pushed a
  // second, identical history entry, and Back then seemed to do nothing).
  const sent = useRef<{ text: string; over: string } | null>(null);

  const send = useCallback(
    (text: string, endSession: boolean) => {
      const landing = sent.current?.text === text && sent.current.over === committed;
      if (text !== committed && !landing) {
        sent.current = { text, over: committed };
        expectInUrl(text);
        // Enter and Escape (which end the session) render their URL at once: a Back pressed right
        // after must find the screen on that URL, or the router may skip rendering it, and the box,
        // which follows URL changes, would keep the cleared text on the view Back returns to.
        search(text, sessionStarted.current ? 'replace' : 'push', endSession);
        sessionStarted.current = true;
      }
      if (endSession) sessionStarted.current = false;
    },
    [committed, expectInUrl, search],
  );

  // Compared trimmed, so that a link's own spaces are not "typing" that rewrites the URL.
  const pending = draft.trim() !== committed.trim();
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => send(draft.trim(), false), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, draft, send]);

  useSlashShortcut(inputRef);

  return (
    <div className="relative min-w-56 flex-1 sm:max-w-md">
      <label htmlFor="records-search" className="sr-only">
        Search records
      </label>
      <input
        ref={inputRef}
        id="records-search"
        type="search"
        placeholder="Search name, type, value or TTL"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_SEARCH_LENGTH}
        aria-keyshortcuts="/"
        aria-describedby="records-search-hint"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            send(draft.trim(), true);
          } else if (event.key === 'Escape' && draft !== '') {
            event.preventDefault();
            setDraft('');
            send('', true);
          }
        }}
        onBlur={() => {
          sessionStarted.current = false;
        }}
        className={classNames(inputClasses, 'pr-16')}
      />
      <span id="records-search-hint" className="pointer-events-none absolute inset-y-0 right-2 flex items-center">
        {pending ? (
          <span className="text-xs text-slate-600 dark:text-slate-400">Typing…</span>
        ) : (
          <kbd className="rounded border border-slate-300 px-1.5 font-mono text-xs text-slate-600 dark:border-slate-600 dark:text-slate-400">
            <span className="sr-only">Press </span>/<span className="sr-only"> to focus the search</span>
          </kbd>
        )}
      </span>
    </div>
  );
}

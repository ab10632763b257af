import { useRef } from 'react';
import { inputClasses } from '../../components/ui/input.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { useSlashShortcut } from '../../hooks/use-slash-shortcut.ts';
import { useUrlDraft } from '../../hooks/use-url-draft.ts';
import { MAX_SEARCH_LENGTH } from './records-view.ts';
import { useRecordsView } from './use-records-view.ts';

const SEARCH_ID = 'records-search';

/**
 * "Clear filters" (the toolbar's and the empty list's): `clearFilters`, then the focus in the search
 * box, where a new search starts — the button goes with the filters, and the focus would otherwise
 * go to whatever control was nearest it. The caller's own `clearFilters`: a second useRecordsView
 * would write the URL from what it last saw, not from the caller's latest write.
 */
export function thenFocusSearch(clearFilters: () => void): () => void {
  return () => {
    clearFilters();
    document.getElementById(SEARCH_ID)?.focus();
  };
}

// Compared and sent trimmed, so that a link's own spaces are not "typing" that rewrites the URL.
const trim = (text: string) => text.trim();

/**
 * The search box: what is typed is sent once typing pauses (Enter sends at once, Escape clears).
 * The first search of a typing session pushes a history entry, so Back returns to the view before
 * it; later keystrokes of the session replace that entry. `/` anywhere on the page focuses it.
 */
export function RecordsSearchBox() {
  const { view, search } = useRecordsView();
  // Enter and Escape render their URL at once (urgent): a Back pressed right after must find the
  // screen on that URL, or the router may skip rendering it, and the box, which follows URL
  // changes, would keep the cleared text on the view Back returns to.
  const box = useUrlDraft(view.search_text, (text, how) => search(text, how.history, how.urgent), {
    history: 'session',
    normalize: trim,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  useSlashShortcut(inputRef);

  return (
    <div className="relative min-w-56 flex-1 sm:max-w-md">
      <label htmlFor={SEARCH_ID} className="sr-only">
        Search records
      </label>
      <input
        ref={inputRef}
        id={SEARCH_ID}
        type="search"
        placeholder="Search name, type, value or TTL"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_SEARCH_LENGTH}
        aria-keyshortcuts="/"
        aria-describedby="records-search-hint"
        value={box.draft}
        onChange={(event) => box.change(event.target.value)}
        onKeyDown={box.keyDown}
        onBlur={box.flush}
        className={classNames(inputClasses, 'pr-16')}
      />
      <span id="records-search-hint" className="pointer-events-none absolute inset-y-0 right-2 flex items-center">
        {box.pending ? (
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

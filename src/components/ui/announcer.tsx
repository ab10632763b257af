import { useEffect, useRef } from 'react';
import { useExternalStore } from '../../hooks/use-external-store.ts';
import { URL_TEXT_IDLE_MS } from '../../hooks/use-url-draft.ts';
import { createExternalStore } from '../../lib/external-store.ts';

type Announcement = { readonly id: number; readonly message: string };

const announcement = createExternalStore<Announcement>(() => ({ id: 0, message: '' }));
let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Says `message` to screen readers, politely, through the page's one live region: the outcome of
 * an action whose control does not say it itself ("Copied"). The same words twice are said twice;
 * they leave the region after a few seconds, so that reading the page later does not meet them.
 */
export function announce(message: string): void {
  announcement.set({ id: announcement.get().id + 1, message });
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => announcement.set({ id: announcement.get().id + 1, message: '' }), 5000);
}

/** The live region `announce` speaks through; the app layout holds the one there is. */
export function Announcer() {
  const { id, message } = useExternalStore(announcement);
  return (
    <div id="announcer" role="status" aria-live="polite" className="sr-only">
      {/* A new element per announcement: the words are new to the region even when they repeat. */}
      {message === '' ? null : <p key={id}>{message}</p>}
    </div>
  );
}

/**
 * Announces a status that follows typing ("1,204 of 49,960 records match the filter.") once it
 * holds still, as a filter's URL write waits for typing to pause: a count per keystroke would be
 * read out, half-said, at every key. Not on mount: a page's first status is read with the page.
 * `null`: nothing to say yet (work under way, whose progress is not worth a word per step).
 */
export function useSettledAnnouncement(message: string | null): void {
  const said = useRef(message);
  useEffect(() => {
    if (message === null || message === said.current) return;
    const timer = setTimeout(() => {
      said.current = message;
      announce(message);
    }, URL_TEXT_IDLE_MS);
    return () => clearTimeout(timer);
  }, [message]);
}

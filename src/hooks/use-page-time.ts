import { createContext, useContext, useState } from 'react';
import type { TimeZoneChoice } from '../lib/format-time.ts';

/**
 * The two facts about time that a render needs and that differ between the server and the browser:
 * the moment "now" is taken as, and the time zone that "local time" means. Both must be the same
 * when the browser hydrates a page the server rendered, or the text of relative times ("3 days
 * ago") and local times would not match the HTML.
 */
export type PageTime = {
  /**
   * When the server rendered the page's first view (ms since the epoch): the "now" of every part
   * drawn in that first view, on the server and while the browser hydrates it. `null` in the
   * browser afterwards, where a part takes the current time when it first appears.
   */
  renderedAt: number | null;
  /** The IANA time zone of "local time": the browser's own (the server learns it from a cookie). */
  localTimeZone: () => string;
};

let ownZone: string | undefined;

/** The time zone the browser runs in, e.g. `Europe/Berlin` (read once). */
export function browserTimeZone(): string {
  ownZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return ownZone;
}

/** The browser's own: "now" when a part appears, local time in its zone. */
export const BROWSER_PAGE_TIME: PageTime = { renderedAt: null, localTimeZone: browserTimeZone };

/** Provided by the app's root (src/app/start-app.tsx, src/entry-server.tsx); the default serves client renders and tests. */
export const PageTimeContext = createContext<PageTime>(BROWSER_PAGE_TIME);

/** "Now" as of the component's first render (the server's render time in a server-rendered first view). */
export function useMountTime(): Date {
  const { renderedAt } = useContext(PageTimeContext);
  const [now] = useState(() => (renderedAt === null ? new Date() : new Date(renderedAt)));
  return now;
}

/** The IANA time zone that "local time" means for this render. */
export function useLocalTimeZone(): string {
  return useContext(PageTimeContext).localTimeZone();
}

/** The IANA time zone a link's choice means here: `UTC`, or the local zone ({@link useLocalTimeZone}). */
export function useTimeZone(choice: TimeZoneChoice): string {
  const local = useLocalTimeZone();
  return choice === 'utc' ? 'UTC' : local;
}

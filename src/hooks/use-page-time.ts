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
  /**
   * The same zone where only its name is shown, not a time in it (the time-zone switch's "Local
   * time (Europe/Berlin)"): null where it is not known (a server render on a browser's first visit,
   * and the browser hydrating that render), and the name is left out until it is.
   */
  localTimeZoneName: () => string | null;
};

let ownZone: string | undefined;

/** The time zone the browser runs in, e.g. `Europe/Berlin` (read once). */
export function browserTimeZone(): string {
  ownZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return ownZone;
}

/** The browser's own: "now" when a part appears, local time in its zone. */
export const BROWSER_PAGE_TIME: PageTime = {
  renderedAt: null,
  localTimeZone: browserTimeZone,
  localTimeZoneName: browserTimeZone,
};

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

/**
 * The local zone's name for a label that names it: as of the component's first render, or null
 * where that render did not know it ({@link PageTime.localTimeZoneName}); from when `shown` (its
 * times are shown) on, the zone's own. A page the server drew on a browser's first visit keeps its
 * label as drawn once hydrated, rather than have the label grow and the page below it move.
 */
export function useLocalTimeZoneName(shown: boolean): string | null {
  const { localTimeZone, localTimeZoneName } = useContext(PageTimeContext);
  const [name, setName] = useState(localTimeZoneName);
  // Set while rendering, as React allows for state that follows a prop: no second paint.
  if (shown && name === null) setName(localTimeZone());
  return name;
}

/**
 * The IANA time zone a link's choice means here: `UTC`, or the local zone ({@link useLocalTimeZone}).
 * UTC needs no local zone: a server render draws it without one.
 */
export function useTimeZone(choice: TimeZoneChoice): string {
  const { localTimeZone } = useContext(PageTimeContext);
  return choice === 'utc' ? 'UTC' : localTimeZone();
}

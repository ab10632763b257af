import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Announcer } from '../../components/ui/announcer.tsx';
import { landOn } from '../../hooks/land-on.ts';
import { useFocusRescue } from '../../hooks/use-focus-rescue.ts';
import { ApiKeyDialog } from './api-key-dialog.tsx';
import { Header } from './header.tsx';

/** The shell around every route: skip link, header, the page, the key dialog, the live region. */
export function AppLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNewPage(mainRef);
  useFocusRescue(mainRef);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white text-sm font-medium focus:not-sr-only focus:fixed focus:px-3 focus:py-2 focus:top-2 focus:left-2 dark:bg-slate-900"
      >
        Skip to content
      </a>
      <Header />
      <main
        ref={mainRef}
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-screen-2xl min-w-0 flex-1 px-4 py-5 outline-none"
      >
        <Outlet />
      </main>
      <ApiKeyDialog />
      <Announcer />
    </div>
  );
}

/** How long a link to a part of a page waits for the part to be drawn: its data may be on its way. */
const PART_WAIT_MS = 10_000;

/** What says the person has begun on the page themselves: a key, a click or a touch, a scroll. */
const PERSON_BEGAN = ['keydown', 'pointerdown', 'wheel', 'touchmove'] as const;

/**
 * When the page changes (another path; a new query string is the same page in another view),
 * focus goes to the main region, as a page load would put it at the top: the next Tab starts in
 * the page, `/` and j/k reach the page's own shortcuts, and the header box just used is left. A
 * new page starts at the top; Back and Forward leave the scroll to the browser. A link to a part
 * of a page (`#coverage-heading`) puts the focus on that part instead, and the part into view,
 * once per navigation: the browser does so on a page load, not on the app's own. A part the page
 * draws later (its data is on its way) is waited for, from the top of the page as usual.
 */
function useFocusMainOnNewPage(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  /** The navigation whose part has been landed on, or given up on. */
  const partDoneFor = useRef(key);
  useEffect(() => {
    const partId = hash.length > 1 && navigationType !== 'POP' && partDoneFor.current !== key ? fragmentId(hash) : null;
    const part = partId === null ? null : document.getElementById(partId);
    if (part !== null) {
      partDoneFor.current = key;
      shown.current = pathname;
      landOn(part);
      return;
    }
    if (shown.current !== pathname) {
      shown.current = pathname;
      if (navigationType !== 'POP') document.scrollingElement?.scrollTo?.({ top: 0 });
      mainRef.current?.focus({ preventScroll: true });
    }
    if (partId === null) return;
    // Stopped as well when the location changes (the person moved on) or the layout goes.
    return landOnceDrawn(partId, mainRef.current ?? document.body, () => {
      partDoneFor.current = key;
    });
  }, [pathname, hash, key, navigationType, mainRef]);
}

/**
 * Waits, up to PART_WAIT_MS, for the element `id` names to be drawn in `root`, and lands on it —
 * unless the person has begun on the page meanwhile: moved the focus from where the navigation
 * left it (the page, or the link they followed), or pressed a key, clicked, scrolled or touched.
 * The page jumping away from where they read, or the focus from where they type, is not what
 * they asked for. `done` is told when it lands or gives up; the result stops the wait.
 */
function landOnceDrawn(id: string, root: HTMLElement, done: () => void): () => void {
  const focusLeftOn = document.activeElement;
  const observer = new MutationObserver(() => {
    const part = document.getElementById(id);
    if (part === null) return;
    end();
    const active = document.activeElement;
    if (active === focusLeftOn || active === null || active === document.body || active === root) landOn(part);
  });
  const timer = setTimeout(end, PART_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of PERSON_BEGAN) window.removeEventListener(type, end, true);
  }
  function end() {
    stop();
    done();
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['id'] });
  for (const type of PERSON_BEGAN) window.addEventListener(type, end, { capture: true, passive: true });
  return stop;
}

/** The id a fragment names; one that is not valid percent-encoding names itself, as it is written. */
function fragmentId(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Announcer } from '../../components/ui/announcer.tsx';
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
        className="sr-only z-50 rounded bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900"
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

/**
 * When the page changes (another path; a new query string is the same page in another view),
 * focus goes to the main region, as a page load would put it at the top: the next Tab starts in
 * the page, `/` and j/k reach the page's own shortcuts, and the header box just used is left. A
 * new page starts at the top; Back and Forward leave the scroll to the browser. A link to a part
 * of a page puts the focus on that part instead.
 */
function useFocusMainOnNewPage(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  const targetFocusedFor = useRef(key);
  useEffect(() => {
    const target = hash.length > 1 ? document.getElementById(fragmentId(hash)) : null;
    // A link to a part of a page (`#coverage-heading`) moves the focus there, and the part into
    // view, once per navigation: the browser does so on a page load, not on the app's own.
    if (target !== null && navigationType !== 'POP' && targetFocusedFor.current !== key) {
      targetFocusedFor.current = key;
      shown.current = pathname;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus();
      return;
    }
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') document.scrollingElement?.scrollTo?.({ top: 0 });
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash, key, navigationType, mainRef]);
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

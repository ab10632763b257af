import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { classNames } from '../../components/ui/class-names.ts';

/**
 * The header's tools (open boxes, key, theme): in the header's row on a wide screen (≥ 1280 px),
 * behind a Menu button below that, so that a phone's header is one short row. The tools are
 * rendered once either way; the button only shows or hides them. The menu closes on Escape (focus
 * back on the button), on a click outside it, when the focus leaves it, and when the page changes.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // A new page closes the menu (opening a domain from it, say).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    // The key dialog opens from the menu: what happens in it leaves the menu open, for focus to return to.
    const inDialog = (target: EventTarget | null) => target instanceof Element && target.closest('dialog') !== null;
    const onPointerDown = (event: PointerEvent) => {
      if (inDialog(event.target) || !(event.target instanceof Node)) return;
      if (!rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || inDialog(event.target)) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // Tab past its last tool: the focus would go on under the panel, to controls it covers.
    const onFocusIn = (event: FocusEvent) => {
      if (inDialog(event.target) || !(event.target instanceof Node)) return;
      if (!rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="ml-auto flex items-center">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-9 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 xl:hidden dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <span className="sr-only">Menu</span>
        <MenuIcon open={open} />
      </button>
      <div
        id={panelId}
        className={classNames(
          open ? 'flex' : 'hidden',
          // Below xl: a panel under the header's row, as wide as the page.
          'absolute inset-x-0 top-full max-h-[calc(100dvh-var(--app-header-height))] flex-col gap-3 overflow-y-auto border-b border-slate-200 bg-white p-4 shadow-lg dark:border-slate-800 dark:bg-slate-950',
          // From xl: in the row.
          'xl:static xl:flex xl:max-h-none xl:flex-row xl:items-center xl:gap-2 xl:overflow-visible xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none xl:dark:bg-transparent',
        )}
      >
        {children}
      </div>
    </div>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth={2}>
      {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
    </svg>
  );
}

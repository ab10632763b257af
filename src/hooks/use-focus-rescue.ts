import { useEffect, type RefObject } from 'react';

/** What the keyboard can reach with Tab; enabled, shown, not in an inert part. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function isTabbable(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.matches(TABBABLE) || element.closest('[inert]') !== null) {
    return false;
  }
  // jsdom has no layout: there, what matches is taken as shown.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

function isDisabled(element: Element): boolean {
  return element.matches(':disabled');
}

/** Where a control was: in `parent`, right after `after` (at its start when null). */
export type Place = { parent: Element; after: Node | null };

/**
 * Where the lost control was, from the DOM's own account of what was removed: the parent that
 * stayed and the sibling it followed. Its parent may have gone in the same batch: then where the
 * parent was.
 */
function placeOfRemoved(lost: Element, records: readonly MutationRecord[]): Place | null {
  let node: Node = lost;
  for (let guard = 0; guard < 64; guard += 1) {
    const record = records.find((candidate) =>
      Array.from(candidate.removedNodes).some((removed) => removed === node || removed.contains(node)),
    );
    if (record === undefined || !(record.target instanceof Element)) return null;
    if (record.target.isConnected) {
      const after =
        record.previousSibling !== null && record.previousSibling.isConnected ? record.previousSibling : null;
      return { parent: record.target, after };
    }
    node = record.target;
  }
  return null;
}

/** True when `node` comes after the place (not inside what the place follows). */
function follows(place: Place, node: Element): boolean {
  const { after } = place;
  if (after === null) return true;
  return !after.contains(node) && (after.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

/**
 * The control to give the focus to: the first one after the lost control's place, else the last
 * one before it, in its parent; else in the parent's parent, and so on up to `root`. Null when
 * the place is outside `root`, or nothing in it can take the focus.
 */
export function focusSuccessor(place: Place, root: Element): HTMLElement | null {
  if (!root.contains(place.parent)) return null;
  let container: Element | null = place.parent;
  while (container !== null) {
    const candidates = Array.from(container.querySelectorAll(TABBABLE)).filter(isTabbable);
    const after = candidates.find((candidate) => follows(place, candidate));
    if (after !== undefined) return after;
    const before = candidates.filter((candidate) => !follows(place, candidate)).at(-1);
    if (before !== undefined) return before;
    if (container === root) return null;
    container = container.parentElement;
  }
  return null;
}

/**
 * Focus that the control holding it took down with it — Retry once the data came, Clear filters
 * once nothing is filtered, Cancel turning into Continue reading, a button disabling itself —
 * would fall to the page's body, and the next Tab would start from the top of the page. It goes
 * instead to the nearest control where the lost one was (the one after it, or else before it, in
 * the closest part of the page that has one), or to `root`. The view is not scrolled: the user is
 * looking where the control was. A control that is back a moment later (a pager's move while its
 * page loads) should not lose the focus at all: aria-disabled, not disabled, or a second Enter
 * presses whatever took it.
 */
export function useFocusRescue(rootRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let last: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof Element ? event.target : null;
    };
    // Focus sent nowhere by the user (a click on the page's background) is theirs: nothing to
    // rescue, even once that control goes. Chromium also says focusout as it removes the focused
    // control, while it is still in the page: hence the look once the removal is done.
    const onFocusOut = (event: FocusEvent) => {
      const { target } = event;
      if (event.relatedTarget !== null || !(target instanceof Element)) return;
      queueMicrotask(() => {
        if (last === target && target.isConnected && !isDisabled(target)) last = null;
      });
    };
    const observer = new MutationObserver((records) => {
      const lost = last;
      const root = rootRef.current;
      if (lost === null || root === null) return;
      const active = document.activeElement;
      const dropped = active === null || active === document.body || active === document.documentElement;
      // A control disabled under the focus may still hold it until the browser's next check.
      const disabledUnderFocus = active === lost && isDisabled(lost);
      if (!dropped && !disabledUnderFocus) return;
      let place: Place | null;
      if (lost.isConnected) {
        if (!isDisabled(lost) || lost.parentElement === null) return;
        place = { parent: lost.parentElement, after: lost };
      } else {
        place = placeOfRemoved(lost, records);
      }
      last = null;
      const target = place === null ? null : focusSuccessor(place, root);
      (target ?? root).focus({ preventScroll: true });
    });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
    };
  }, [rootRef]);
}

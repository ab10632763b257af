import { useEffect, type RefObject } from 'react';
import { isTypingTarget } from '../lib/keyboard-navigation.ts';

/**
 * `/` anywhere on the page (but in a text box or a dialog) focuses and selects `input`: the
 * search or filter box of a table page, as in many mail and code review tools.
 */
export function useSlashShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      if (!input.current) return;
      event.preventDefault();
      input.current.focus();
      input.current.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [input]);
}

import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isTypingTarget, rowIndexForKey } from './keyboard-navigation.ts';

describe('rowIndexForKey', () => {
  it('moves down and up with arrows and j/k, to the ends with Home and End', () => {
    expect(rowIndexForKey('ArrowDown', 3, 10)).toBe(4);
    expect(rowIndexForKey('j', 3, 10)).toBe(4);
    expect(rowIndexForKey('ArrowUp', 3, 10)).toBe(2);
    expect(rowIndexForKey('k', 3, 10)).toBe(2);
    expect(rowIndexForKey('Home', 3, 10)).toBe(0);
    expect(rowIndexForKey('End', 3, 10)).toBe(9);
  });

  it('stops at the first and last row', () => {
    expect(rowIndexForKey('k', 0, 10)).toBe(0);
    expect(rowIndexForKey('j', 9, 10)).toBe(9);
  });

  it('lets other keys through and does nothing without rows', () => {
    expect(rowIndexForKey('x', 3, 10)).toBeNull();
    expect(rowIndexForKey('J', 3, 10)).toBeNull();
    expect(rowIndexForKey('j', 0, 0)).toBeNull();
  });

  it('always lands on a row, even from a stale index', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ArrowDown', 'ArrowUp', 'j', 'k', 'Home', 'End'),
        fc.integer({ min: -5, max: 600 }),
        fc.integer({ min: 1, max: 500 }),
        (key, current, count) => {
          const index = rowIndexForKey(key, current, count);
          expect(index).not.toBeNull();
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(count);
        },
      ),
    );
  });
});

describe('isTypingTarget', () => {
  it('is true for text fields, text areas, selects and editable content', () => {
    const text = document.createElement('input');
    const search = Object.assign(document.createElement('input'), { type: 'search' });
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    // jsdom does not compute isContentEditable from the attribute.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    for (const element of [
      text,
      search,
      document.createElement('textarea'),
      document.createElement('select'),
      editable,
    ]) {
      expect(isTypingTarget(element)).toBe(true);
    }
  });

  it.each(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'])(
    'is false for an input of type %s, which takes no text',
    (type) => {
      expect(isTypingTarget(Object.assign(document.createElement('input'), { type }))).toBe(false);
    },
  );

  it('is false outside a page, where there are no HTML elements', () => {
    vi.stubGlobal('HTMLElement', undefined);
    try {
      expect(isTypingTarget(new EventTarget())).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is false for buttons, check boxes, rows and nothing', () => {
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    for (const element of [
      checkbox,
      document.createElement('button'),
      document.createElement('tr'),
      document.body,
      null,
    ]) {
      expect(isTypingTarget(element)).toBe(false);
    }
  });
});

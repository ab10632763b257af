import { afterEach, describe, expect, it } from 'vitest';
import { replayInputBeforeHydration, takeInputBeforeHydration } from './input-before-hydration.ts';

/** Takes out, after each test, the listeners a test put on the document. */
let listening = new AbortController();

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'zonescopeEarlyInput');
  document.body.replaceChildren();
  listening.abort();
  listening = new AbortController();
});

/** A key kept by public/early-input.js, pressed on `target`. */
function key(target: Element, name: string) {
  return { kind: 'key' as const, target, key: name, code: name, shiftKey: false };
}

describe('input kept by public/early-input.js before hydration', () => {
  it('is read in order, each entry checked, and nothing more is kept afterwards', () => {
    const button = document.createElement('button');
    const row = document.createElement('tr');
    const form = document.createElement('form');
    const kept: unknown[] = [
      { kind: 'click', target: button },
      { kind: 'click', target: row },
      { kind: 'click', target: '#compare' },
      { kind: 'key', target: row, key: 'End', code: 'End', shiftKey: 'yes' },
      null,
      { kind: 'key', target: row, key: 1, code: 'Digit1', shiftKey: false },
      { kind: 'key', target: 'body', key: '/', code: 'Slash', shiftKey: false },
      { kind: 'key', target: document.body, key: 'J', code: 'KeyJ', shiftKey: true },
      { kind: 'submit', target: form, submitter: button },
      { kind: 'submit', target: form, submitter: row },
      { kind: 'submit', target: row, submitter: null },
    ];
    Reflect.set(globalThis, 'zonescopeEarlyInput', kept);
    expect(takeInputBeforeHydration()).toEqual([
      { kind: 'click', target: button },
      { kind: 'click', target: row },
      { kind: 'key', target: row, key: 'End', code: 'End', shiftKey: false },
      { kind: 'key', target: document.body, key: 'J', code: 'KeyJ', shiftKey: true },
      { kind: 'submit', target: form, submitter: button },
      { kind: 'submit', target: form, submitter: null },
    ]);
    expect(Reflect.get(kept, 'closed')).toBe(true);
    expect(takeInputBeforeHydration()).toEqual([]);
  });

  it('is nothing when the script did not run', () => {
    expect(takeInputBeforeHydration()).toEqual([]);
  });

  it('is acted on once: what is on the page and not in a disabled button clicked, keys pressed on their element or else the body', async () => {
    const acted: string[] = [];
    const enabled = document.createElement('button');
    enabled.addEventListener('click', () => acted.push('click enabled'));
    const disabled = document.createElement('button');
    disabled.disabled = true;
    disabled.addEventListener('click', () => acted.push('click disabled'));
    const inDisabled = document.createElement('span');
    disabled.append(inDisabled);
    const row = document.createElement('tr');
    row.addEventListener('click', () => acted.push('click row'));
    document.body.append(enabled, disabled, row);
    const gone = document.createElement('tr');
    document.body.addEventListener('keydown', (event) => {
      acted.push(`${event.key} on ${event.target === row ? 'row' : event.target === document.body ? 'body' : 'other'}`);
    });
    const inputs = [
      { kind: 'key' as const, target: row, key: 'End', code: 'End', shiftKey: false },
      { kind: 'click' as const, target: enabled },
      { kind: 'click' as const, target: disabled },
      { kind: 'click' as const, target: inDisabled },
      { kind: 'click' as const, target: row },
      { kind: 'click' as const, target: gone },
      { kind: 'key' as const, target: gone, key: '/', code: 'Slash', shiftKey: false },
    ];
    await Promise.all([replayInputBeforeHydration(inputs), replayInputBeforeHydration(inputs)]);
    expect(acted).toEqual(['End on row', 'click enabled', 'click row', '/ on body']);
  });

  it('sends a key where the keys replayed before it moved the focus from its element, one task after the other', async () => {
    // A list whose ArrowDown moves the focus to the next item in an effect of its own, as the
    // app's lists do once they have rendered: a task later.
    const items = ['a', 'b', 'c', 'd'].map((name) => {
      const item = document.createElement('div');
      item.tabIndex = -1;
      item.dataset.name = name;
      return item;
    });
    const [first, second, , last] = items;
    if (!first || !second || !last) throw new Error('no items');
    const seen: string[] = [];
    for (const item of items) {
      item.addEventListener('keydown', (event) => {
        seen.push(`${event.key} on ${item.dataset.name ?? ''}`);
        const next = item.nextElementSibling;
        if (event.key === 'ArrowDown' && next instanceof HTMLElement) setTimeout(() => next.focus());
      });
    }
    const other = document.createElement('button');
    other.addEventListener('keydown', (event) => seen.push(`${event.key} on other`));
    document.body.append(...items, other);
    first.focus();
    // Pressed before hydration, the focus staying on the first item (no app yet): two arrows on it,
    // a key on another element, an arrow and Home on the first item again.
    await replayInputBeforeHydration([
      key(first, 'ArrowDown'),
      key(first, 'ArrowDown'),
      key(other, 'x'),
      key(first, 'ArrowDown'),
      key(first, 'Home'),
    ]);
    expect(seen).toEqual(['ArrowDown on a', 'ArrowDown on b', 'x on other', 'ArrowDown on c', 'Home on d']);
    expect(document.activeElement).toBe(last);
  });

  it('types the characters that follow the focus into a text field there, in place of its selection', async () => {
    const { box, edits } = searchBoxOnSlash();
    box.addEventListener('keydown', (event) => {
      if (event.key === 'x') event.preventDefault();
    });
    await replayInputBeforeHydration(
      ['/', 'm', 'Shift', 'X', 'x', 'é', 'Enter', '/'].map((name) => key(document.body, name)),
    );
    expect(edits).toEqual(['insertText m → m', 'insertText X → mX', 'insertText é → mXé', 'insertText / → mXé/']);
    expect(box.selectionStart).toBe(4);
  });

  it("types no further than the field's maxlength, as the browser would not", async () => {
    const { box, edits } = searchBoxOnSlash();
    box.maxLength = 2;
    await replayInputBeforeHydration(['/', 'a', 'b', 'c'].map((name) => key(document.body, name)));
    box.setSelectionRange(1, 2);
    await replayInputBeforeHydration([key(box, 'd')]);
    expect(edits).toEqual(['insertText a → a', 'insertText b → ab', 'insertText d → ad']);
  });

  it('erases in a text field the focus followed: the selection, else the character before or after the caret', async () => {
    const { box, edits } = searchBoxOnSlash();
    // The selected text erased whole, then, in a text holding an emoji of three code points, a
    // character each side of the caret (the emoji whole); nothing past either end, and other keys
    // leave the text alone.
    await replayInputBeforeHydration(['/', 'Backspace', 'a', 'b'].map((name) => key(document.body, name)));
    box.value = 'a👩‍💻b';
    box.setSelectionRange(6, 6); // after the emoji: five UTF-16 units, one character
    await replayInputBeforeHydration(
      ['Backspace', 'Delete', 'Delete', 'ArrowLeft', 'Backspace', 'Backspace'].map((name) => key(box, name)),
    );
    expect(edits).toEqual([
      'deleteContentBackward → ',
      'insertText a → a',
      'insertText b → ab',
      'deleteContentBackward → ab',
      'deleteContentForward → a',
      'deleteContentBackward → ',
    ]);
  });

  it('types nothing into what is not a focused text field that takes a selection', async () => {
    const fields = [
      Object.assign(document.createElement('input'), { type: 'email' }),
      Object.assign(document.createElement('input'), { type: 'checkbox' }),
      Object.assign(document.createElement('input'), { type: 'text', readOnly: true }),
      document.createElement('textarea'),
    ];
    const unfocused = Object.assign(document.createElement('input'), { type: 'text' });
    document.body.append(...fields, unfocused);
    const typed: string[] = [];
    document.body.addEventListener('input', (event) => {
      if (event.target instanceof HTMLTextAreaElement) typed.push(event.target.value);
      else if (event.target instanceof HTMLInputElement) typed.push(`${event.target.type} ${event.target.value}`);
    });
    for (const field of fields) {
      field.focus();
      await replayInputBeforeHydration([key(field, 'a'), key(unfocused, 'b')]);
    }
    expect(typed).toEqual(['a']);
    expect(unfocused.value).toBe('');
  });
});

/**
 * A search box holding "old", and the page's search shortcut as useSlashShortcut has it: `/`
 * outside the box focuses the box and selects its text. `edits` lists each input event the box gets,
 * with what it holds then.
 */
function searchBoxOnSlash(): { box: HTMLInputElement; edits: string[] } {
  const box = Object.assign(document.createElement('input'), { type: 'search', value: 'old' });
  const edits: string[] = [];
  box.addEventListener('input', (event) => {
    if (event instanceof InputEvent)
      edits.push(`${event.inputType}${event.data === null ? '' : ` ${event.data}`} → ${box.value}`);
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== '/' || event.target === box) return;
    event.preventDefault();
    box.focus();
    box.select();
  };
  document.body.append(box);
  document.addEventListener('keydown', onKey, { signal: listening.signal });
  return { box, edits };
}

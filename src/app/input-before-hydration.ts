import * as z from 'zod/mini';
import { nextTask } from '../lib/next-task.ts';

/**
 * What the user did on a server-rendered page before React took it over, handed to the app once it
 * has: fields changed, clicks, keys pressed outside fields and forms submitted.
 *
 * A server-rendered field changed before React hydrated it — text typed, a box ticked, an option
 * chosen: the browser shows the change, but React saw no event for it (it listens from hydration
 * on) and still holds the server's value, so the change would be undone at the next render. A
 * field's default (value, checked, selected) is what the server drew; one that differs from it was
 * changed before hydration. Called once hydration is done, this hands each such change to React as
 * the event it missed. The changes are read first, all of them: the first one React takes renders
 * the form again, which puts the others back to React's values. For text and boxes, React's value
 * tracker is then given the server's state (through the field's own property, which React watches)
 * and the user's put back past it — the text through the prototype's setter and an `input` event,
 * a box by clicking it — so the field's onChange runs with it. A select has no tracker: its option
 * is chosen again and its `change` sent. (A textarea's text React itself resets on hydration; the
 * app server-renders none.) A field's own events while React hydrates are held back until this call
 * (public/early-input.js): handed to React then, they would undo the change (it puts the field back
 * to its value after each), so this hands over every change made before it, during hydration too.
 */
export function replayFieldsBeforeHydration(root: HTMLElement): void {
  // From here on a field's own events reach the app (public/early-input.js held them back until now).
  const kept = earlyInputKept();
  if (kept !== undefined) Reflect.set(kept, 'fieldsTaken', true);
  const changes = [...root.querySelectorAll('input, select')].flatMap(changeBeforeHydration);
  for (const change of changes) {
    const { field } = change;
    if (change.kind === 'option') {
      change.field.value = change.value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (change.kind === 'box') {
      change.field.checked = !change.checked;
      change.field.click();
    } else {
      change.field.value = change.field.defaultValue;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, change.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

type FieldChange =
  | { kind: 'text'; field: HTMLInputElement; value: string }
  | { kind: 'box'; field: HTMLInputElement; checked: boolean }
  | { kind: 'option'; field: HTMLSelectElement; value: string };

function changeBeforeHydration(field: Element): FieldChange[] {
  if (field instanceof HTMLSelectElement) {
    const changed = [...field.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? [{ kind: 'option', field, value: field.value }] : [];
  }
  if (!(field instanceof HTMLInputElement)) return [];
  if (field.type === 'checkbox' || field.type === 'radio') {
    // Of a radio group, the one chosen: the others follow it.
    const changed = field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
    return changed ? [{ kind: 'box', field, checked: field.checked }] : [];
  }
  return TEXT_TYPES.has(field.type) && field.value !== field.defaultValue
    ? [{ kind: 'text', field, value: field.value }]
    : [];
}

const TEXT_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number']);

/** The list public/early-input.js keeps the page's input in (with its flags), if the page has the script. */
function earlyInputKept(): unknown[] | undefined {
  const kept: unknown = Reflect.get(globalThis, 'zonescopeEarlyInput');
  return Array.isArray(kept) ? kept : undefined;
}

/** An entry public/early-input.js wrote, read as outside data: its element checked by type, a malformed one dropped. */
const earlyInputSchema = z.union([
  z.object({
    kind: z.literal('click'),
    target: z.custom<Element>((value) => value instanceof Element),
  }),
  z.object({
    kind: z.literal('key'),
    target: z.custom<Element>((value) => value instanceof Element),
    key: z.string(),
    code: z.string(),
    shiftKey: z.catch(z.boolean(), false),
  }),
  z.object({
    kind: z.literal('submit'),
    target: z.custom<HTMLFormElement>((value) => value instanceof HTMLFormElement),
    submitter: z.catch(
      z.nullable(
        z.custom<HTMLButtonElement | HTMLInputElement>(
          (value) => value instanceof HTMLButtonElement || value instanceof HTMLInputElement,
        ),
      ),
      null,
    ),
  }),
]);

/** A click on what only the app acts on, a key pressed outside a text field or a form submitted, before hydration. */
export type EarlyInput = z.output<typeof earlyInputSchema>;

/**
 * The clicks, keys and submits of the page before hydration, in order, as public/early-input.js
 * kept them (each once: a second call has none); it keeps no more after this call, and what comes
 * next reaches the app's listeners. So it is called once the app is all there, its effects run —
 * or at once when there is nothing to hydrate.
 */
export function takeInputBeforeHydration(): EarlyInput[] {
  const kept = earlyInputKept();
  if (kept === undefined) return [];
  Reflect.set(kept, 'closed', true);
  return kept.splice(0).flatMap((each: unknown): EarlyInput[] => {
    const parsed = earlyInputSchema.safeParse(each);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Edits `target` as the browser would have for `key`, when `target` is a text field that has the
 * focus: a key kept on the page's body goes there once a key before it (the search shortcut `/`)
 * moved the focus into one, and a synthetic keydown edits nothing. A character takes the place of
 * the selection (if the field's maxlength leaves room); Backspace and Delete take out the
 * selection, or else the character before or after the caret. The field's `input` event tells
 * React (whose value tracker did not see this change of the value, so its onChange runs).
 */
function typeInto(target: Element, key: string): void {
  const field =
    target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && SELECTABLE_TYPES.has(target.type))
      ? target
      : null;
  if (field === null || field !== document.activeElement || field.readOnly) return;
  const { value } = field;
  const start = field.selectionStart ?? value.length;
  const end = field.selectionEnd ?? value.length;
  // A character (one, as the reader sees it), not a named key such as Enter or Shift.
  if ([...graphemesOf(key)].length === 1) {
    // Not past the field's length, as the browser would not type it.
    if (field.maxLength >= 0 && value.length - (end - start) + key.length > field.maxLength) return;
    field.setRangeText(key, start, end, 'end');
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: key }));
    return;
  }
  const erase = ERASERS.get(key);
  if (erase === undefined) return;
  let [from, to] = [start, end];
  if (from === to) {
    // A character as the reader sees it (a grapheme), not a UTF-16 unit: an emoji goes whole.
    const grapheme = graphemesOf(value).containing(erase === 'deleteContentBackward' ? start - 1 : start);
    if (grapheme === undefined) return;
    [from, to] = [grapheme.index, grapheme.index + grapheme.segment.length];
  }
  field.setRangeText('', from, to, 'end');
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: erase }));
}

let graphemes: Intl.Segmenter | undefined;

/**
 * `text`'s characters as the reader sees them. The segmenter is made on first use, not as the
 * module loads: the page's first use of Intl sets up the browser's locale data (start-app.tsx),
 * and this module loads before hydration.
 */
function graphemesOf(text: string): Intl.Segments {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return graphemes.segment(text);
}

const ERASERS = new Map<string, 'deleteContentBackward' | 'deleteContentForward'>([
  ['Backspace', 'deleteContentBackward'],
  ['Delete', 'deleteContentForward'],
]);

/** The text fields whose selection a script can set: all but email and number. */
const SELECTABLE_TYPES = new Set([...TEXT_TYPES].filter((type) => type !== 'email' && type !== 'number'));

/**
 * Acts on each kept input once hydration is done, in order, one at a time: an element still on
 * the page (and not in a button disabled since) is clicked again; a form still on the page is
 * submitted again (by the same button), for its own handler; a key is pressed again, for the
 * app's shortcuts and keyboard moves to see (and, in a text field, a character typed or erased
 * there). A key goes where the focus was when it was pressed (the page's body if that element is
 * gone) — unless a key replayed before it moved the focus on from there: then it follows, as it
 * would have without the wait (two arrow keys in a tree move two rows, not one twice). Between
 * two inputs the app handles the first: a task, in which React renders what it set and runs its
 * effects (a keyboard move focuses its row in one). Takes them out of `inputs` at once, so that it
 * acts once on each.
 */
export async function replayInputBeforeHydration(inputs: EarlyInput[]): Promise<void> {
  // Where the focus went from an element keys were pressed on, when a key replayed there moved it.
  const movedOn = new Map<Element, Element>();
  for (const input of inputs.splice(0)) {
    if (input.kind === 'click') {
      const { target } = input;
      if (target.isConnected && target.closest('button')?.disabled !== true)
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    } else if (input.kind === 'submit') {
      const { target: form, submitter } = input;
      if (!form.isConnected) continue;
      if (submitter !== null && submitter.form === form && !submitter.disabled) form.requestSubmit(submitter);
      else form.requestSubmit();
    } else {
      const pressedOn = movedOn.get(input.target) ?? input.target;
      const target = pressedOn.isConnected ? pressedOn : document.body;
      const focusedBefore = document.activeElement;
      const { key, code, shiftKey } = input;
      const pressed = new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true });
      target.dispatchEvent(pressed);
      if (!pressed.defaultPrevented) typeInto(target, key);
      await nextTask();
      const focused = document.activeElement;
      if (focusedBefore === target && focused !== null && focused !== target && focused !== document.body)
        movedOn.set(input.target, focused);
      continue;
    }
    await nextTask();
  }
}

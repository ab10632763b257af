import * as z from 'zod/mini';

/**
 * What the user did on a server-rendered page before React took it over, handed to the app once it
 * has: text typed into a field, clicks on buttons, keys pressed outside fields and forms submitted.
 *
 * Text typed into a server-rendered field before React hydrated it: the browser shows it, but React
 * saw no change event (it listens from hydration on) and still holds the server's value, so the
 * typing would be dropped at the field's next render. A controlled field React has seen keeps its
 * default value equal to its value; one whose value differs from its default was typed into before
 * hydration. Called once hydration is done, this hands each such field's text to React as the
 * change event it missed: React's value tracker is first given the server's value (through the
 * field's own setter, which React watches), then the typed text is put back past it and an `input`
 * event sent, so the field's onChange runs with it.
 */
export function replayTypingBeforeHydration(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const TEXT_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number']);

/** An entry public/early-input.js wrote, read as outside data: its element checked by type, a malformed one dropped. */
const earlyInputSchema = z.union([
  z.object({
    kind: z.literal('click'),
    target: z.custom<HTMLButtonElement>((value) => value instanceof HTMLButtonElement),
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

/** A click on a server-drawn button, a key pressed outside a text field or a form submitted, before hydration. */
export type EarlyInput = z.output<typeof earlyInputSchema>;

/**
 * The clicks, keys and submits of the page before hydration, in order, as public/early-input.js
 * kept them (each once: a second call has none); it keeps no more after this call, and what comes
 * next reaches the app's listeners. So it is called once the app is all there, its effects run —
 * or at once when there is nothing to hydrate.
 */
export function takeInputBeforeHydration(): EarlyInput[] {
  const kept: unknown = Reflect.get(globalThis, 'zonescopeEarlyInput');
  if (!Array.isArray(kept)) return [];
  Reflect.set(kept, 'closed', true);
  return kept.splice(0).flatMap((each: unknown): EarlyInput[] => {
    const parsed = earlyInputSchema.safeParse(each);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Acts on each kept input once hydration is done: a button still on the page and enabled is
 * clicked again; a form still on the page is submitted again (by the same button), for its own
 * handler; a key is pressed again on its element (the page's body if that is gone), for the app's
 * shortcuts to see. Takes them out of `inputs`, so that it acts once on each.
 */
export function replayInputBeforeHydration(inputs: EarlyInput[]): void {
  for (const input of inputs.splice(0)) {
    if (input.kind === 'click') {
      if (input.target.isConnected && !input.target.disabled) input.target.click();
      continue;
    }
    if (input.kind === 'submit') {
      const { target: form, submitter } = input;
      if (!form.isConnected) continue;
      if (submitter !== null && submitter.form === form && !submitter.disabled) form.requestSubmit(submitter);
      else form.requestSubmit();
      continue;
    }
    const target = input.target.isConnected ? input.target : document.body;
    const { key, code, shiftKey } = input;
    target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }));
  }
}

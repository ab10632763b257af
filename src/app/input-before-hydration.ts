/**
 * What the user did on a server-rendered page before React took it over, handed to the app once it
 * has: text typed into a field, and clicks on buttons.
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

/**
 * The buttons clicked before hydration, in order, as public/early-clicks.js kept them; it keeps no
 * more after this call. Called just before `hydrateRoot`: from then on React sees clicks itself
 * (and replays those on parts it has not hydrated yet).
 */
export function takeClicksBeforeHydration(): HTMLButtonElement[] {
  const kept: unknown = Reflect.get(globalThis, 'zonescopeEarlyClicks');
  if (!Array.isArray(kept)) return [];
  Reflect.set(kept, 'closed', true);
  return kept.filter((each): each is HTMLButtonElement => each instanceof HTMLButtonElement);
}

/**
 * Clicks each button again once hydration is done, if it is still on the page and enabled. Takes
 * them out of `buttons`, so that an effect run twice (StrictMode in development) clicks once.
 */
export function replayClicksBeforeHydration(buttons: HTMLButtonElement[]): void {
  for (const button of buttons.splice(0)) if (button.isConnected && !button.disabled) button.click();
}

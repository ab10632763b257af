import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  replayFieldsBeforeHydration,
  replayInputBeforeHydration,
  takeInputBeforeHydration,
} from './input-before-hydration.ts';

// public/early-input.js as the page runs it: a fresh copy per test (each load keeps into its own list).
let loads = 0;
beforeEach(async () => {
  loads += 1;
  await import(/* @vite-ignore */ `../../public/early-input.js?load=${loads}`);
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="compare">Compare</button>
      <form aria-label="Open a domain"><input name="domain"><button type="submit" id="open">Open</button></form>
      <table><tbody><tr id="row" tabindex="0"><td id="cell">www</td></tr></tbody></table>
      <div role="treeitem" id="europe"><span id="europe-name">Europe</span></div>
      <a href="#elsewhere" id="link">Elsewhere</a>
      <label id="label">Show disabled <input type="checkbox" id="box"></label>
    </div>
    <button type="button" id="outside">Outside the app</button>`;
});

afterEach(() => {
  takeInputBeforeHydration();
  Reflect.deleteProperty(globalThis, 'zonescopeEarlyInput');
  document.body.replaceChildren();
});

const byId = <T extends HTMLElement>(id: string, type: new () => T): T => {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`no #${id}`);
  return element;
};

/** What the app's listeners on the root (React's among them) see. */
function appListens(): string[] {
  const seen: string[] = [];
  const root = byId('root', HTMLDivElement);
  root.addEventListener('click', (event) =>
    seen.push(`click ${event.target instanceof Element ? event.target.id : ''}`),
  );
  root.addEventListener('keydown', (event) => seen.push(`key ${event.key}`));
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = event.target instanceof HTMLFormElement ? new FormData(event.target).get('domain') : null;
    seen.push(`submit ${String(data)} by ${event.submitter?.id ?? 'none'}`);
  });
  return seen;
}

const press = (target: Element, key: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('public/early-input.js', () => {
  it('keeps clicks on what only the app acts on, keys outside fields and submits, and lets none of them through', () => {
    const seen = appListens();
    byId('compare', HTMLButtonElement).click();
    byId('europe-name', HTMLSpanElement).click();
    // The browser's own: a link, a label and the box it ticks.
    byId('link', HTMLAnchorElement).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    byId('label', HTMLLabelElement).click();
    press(byId('row', HTMLTableRowElement), 'j');
    const field = byId('root', HTMLDivElement).querySelector('input');
    if (field === null) throw new Error('no field');
    field.value = 'example.org';
    press(field, 'Escape');
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: byId('open', HTMLButtonElement),
    });
    field.form?.dispatchEvent(submit);
    byId('outside', HTMLButtonElement).click();

    // Only what the browser acts on by itself got through: a link, a label and its box, a key typed into a field.
    expect(seen).toEqual(['click link', 'click label', 'click box', 'key Escape']);
    expect(submit.defaultPrevented).toBe(true);
    expect(takeInputBeforeHydration().map(({ kind, target }) => `${kind} ${target.id || target.tagName}`)).toEqual([
      'click compare',
      'click europe-name',
      'key row',
      'submit FORM',
    ]);
  });

  it('keeps nothing once the app has taken what it kept: input goes to the app', () => {
    const seen = appListens();
    byId('compare', HTMLButtonElement).click();
    expect(takeInputBeforeHydration()).toHaveLength(1);
    expect(takeInputBeforeHydration()).toEqual([]);
    byId('compare', HTMLButtonElement).click();
    press(byId('row', HTMLTableRowElement), 'k');
    expect(seen).toEqual(['click compare', 'key k']);
    expect(takeInputBeforeHydration()).toEqual([]);
  });

  it("holds a field's own events back until the app takes the fields, then hands the change over once", () => {
    const seen: string[] = [];
    const root = byId('root', HTMLDivElement);
    for (const type of ['input', 'change'])
      root.addEventListener(type, (event) => {
        if (event.target instanceof HTMLInputElement) seen.push(`${type} ${event.target.id} ${event.target.checked}`);
      });
    const box = byId('box', HTMLInputElement);
    box.checked = true;
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual([]);
    // The hand-over, as the app makes it once hydrated: the box's change, once.
    replayFieldsBeforeHydration(root);
    expect(seen).toEqual(['input box true', 'change box true']);
    // Then a field's events go to the app as they come.
    box.checked = false;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual(['input box true', 'change box true', 'change box false']);
  });

  it('hands a kept submit to the app with what was typed and the button it was made with', async () => {
    const seen = appListens();
    const form = byId('root', HTMLDivElement).querySelector('form');
    if (form === null) throw new Error('no form');
    const field = form.querySelector('input');
    if (field === null) throw new Error('no field');
    field.value = 'example.org';
    form.requestSubmit(byId('open', HTMLButtonElement));
    form.requestSubmit();
    const kept = takeInputBeforeHydration();
    expect(seen).toEqual([]);
    await replayInputBeforeHydration(kept);
    expect(seen).toEqual(['submit example.org by open', 'submit example.org by none']);
  });

  it('does not submit again a form that is gone from the page', async () => {
    const seen = appListens();
    const form = byId('root', HTMLDivElement).querySelector('form');
    form?.requestSubmit();
    const kept = takeInputBeforeHydration();
    form?.remove();
    await replayInputBeforeHydration(kept);
    expect(seen).toEqual([]);
  });
});

import { act, startTransition, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { replayFieldsBeforeHydration, takeInputBeforeHydration } from './input-before-hydration.ts';

/** Controlled fields, as the app's: each says what React holds for it. */
function Fields() {
  const [text, setText] = useState('');
  const [ticked, setTicked] = useState(false);
  const [unticked, setUnticked] = useState(true);
  const [size, setSize] = useState('100');
  const [format, setFormat] = useState('json');
  return (
    <form aria-label="Fields">
      <input aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <input
        aria-label="Ticked"
        type="checkbox"
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      />
      <input
        aria-label="Unticked"
        type="checkbox"
        checked={unticked}
        onChange={(event) => setUnticked(event.target.checked)}
      />
      {/* Applied in a transition, as the app's choices are: they go into the URL, and the router renders it in one. */}
      <select
        aria-label="Size"
        value={size}
        onChange={(event) => {
          const chosen = event.target.value;
          startTransition(() => {
            setSize(chosen);
          });
        }}
      >
        <option value="50">50</option>
        <option value="100">100</option>
        <option value="500">500</option>
      </select>
      {['json', 'csv', 'zone'].map((each) => (
        <input
          key={each}
          aria-label={each}
          type="radio"
          name="format"
          value={each}
          checked={format === each}
          onChange={() => setFormat(each)}
        />
      ))}
      <output>{JSON.stringify({ text, ticked, unticked, size, format })}</output>
    </form>
  );
}

let root: Root | undefined;
beforeAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
});
afterEach(() => {
  takeInputBeforeHydration();
  Reflect.deleteProperty(globalThis, 'zonescopeEarlyInput');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

async function serverDrawn(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Fields />);
  document.body.append(container);
  return container;
}

const field = <T extends Element>(container: HTMLElement, label: string, type: new () => T): T => {
  const found = container.querySelector(`[aria-label="${label}"]`);
  if (!(found instanceof type)) throw new Error(`no ${label}`);
  return found;
};

/** React hydrates the server's fields, then the changes made before are replayed (`times` over). */
async function hydrateThenReplay(container: HTMLElement, times = 1): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, <Fields />);
  });
  for (let time = 0; time < times; time += 1) {
    await act(async () => {
      replayFieldsBeforeHydration(container);
    });
  }
}

const held = (container: HTMLElement): unknown => JSON.parse(container.querySelector('output')?.textContent ?? '');

describe('fields changed before hydration', () => {
  it('reach React once it has hydrated: text, boxes, an option and a radio, as the user left them', async () => {
    const container = await serverDrawn();
    // The user, before the app is there.
    field(container, 'Text', HTMLInputElement).value = 'mail';
    field(container, 'Ticked', HTMLInputElement).checked = true;
    field(container, 'Unticked', HTMLInputElement).checked = false;
    field(container, 'Size', HTMLSelectElement).value = '500';
    field(container, 'zone', HTMLInputElement).checked = true;

    await hydrateThenReplay(container);
    expect(held(container)).toEqual({
      text: 'mail',
      ticked: true,
      unticked: false,
      size: '500',
      format: 'zone',
    });
    expect(field(container, 'Text', HTMLInputElement).value).toBe('mail');
    expect(field(container, 'Ticked', HTMLInputElement).checked).toBe(true);
    expect(field(container, 'Unticked', HTMLInputElement).checked).toBe(false);
    expect(field(container, 'zone', HTMLInputElement).checked).toBe(true);
    expect(field(container, 'json', HTMLInputElement).checked).toBe(false);
  });

  it('hand over a change once however often they are replayed, and leave the unchanged fields as they were', async () => {
    const container = await serverDrawn();
    field(container, 'Ticked', HTMLInputElement).checked = true;
    await hydrateThenReplay(container, 2);
    expect(held(container)).toEqual({
      text: '',
      ticked: true,
      unticked: true,
      size: '100',
      format: 'json',
    });
  });
});

describe('fields changed while React hydrates', () => {
  it('an option chosen then reaches React and stays, though React hydrates at once to hand its events over', async () => {
    // public/early-input.js as the page runs it, and the app's hand-over where the app makes it: in
    // the root's effect, once hydrated.
    const earlyInput = '../../public/early-input.js?while-hydrating';
    await import(/* @vite-ignore */ earlyInput);
    const container = await serverDrawn();
    function Hydrated() {
      useEffect(() => {
        replayFieldsBeforeHydration(container);
      }, []);
      return <Fields />;
    }
    // Hydration as the app starts it (in a transition, left to React's scheduler, not to act).
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    startTransition(() => {
      root = hydrateRoot(container, <Hydrated />);
    });
    // The user chooses 500 before React has got to the select: the browser's `input`, then `change`.
    const size = field(container, 'Size', HTMLSelectElement);
    size.value = '500';
    size.dispatchEvent(new Event('input', { bubbles: true }));
    size.dispatchEvent(new Event('change', { bubbles: true }));

    await vi.waitFor(() => {
      expect(held(container)).toEqual({ text: '', ticked: false, unticked: true, size: '500', format: 'json' });
    });
    expect(size.value).toBe('500');
    // From then on the select's events reach React as they come.
    size.value = '50';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => {
      expect(held(container)).toMatchObject({ size: '50' });
    });
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_TEXT_IDLE_MS, useUrlDraft, type UrlDraftOptions, type UrlDraftWrite } from './use-url-draft.ts';

/** The hook over a fake URL: `write` records each write and, like the router, feeds it back. */
function setup(initial: string, options: UrlDraftOptions = {}) {
  const writes: string[] = [];
  const hows: UrlDraftWrite[] = [];
  const hook = renderHook(
    ({ url }) =>
      useUrlDraft(
        url,
        (value, how) => {
          writes.push(value);
          hows.push(how);
        },
        options,
      ),
    { initialProps: { url: initial } },
  );
  const urlBecomes = (url: string) => hook.rerender({ url });
  return { hook, writes, hows, urlBecomes };
}

const key = (name: string) => ({ key: name, preventDefault: () => {} });

describe('useUrlDraft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows every keystroke in the box and writes the URL once typing pauses', () => {
    const { hook, writes, urlBecomes } = setup('');
    for (const text of ['b', 'ba', 'bay']) {
      act(() => hook.result.current.change(text));
      act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS - 1));
    }
    expect(hook.result.current.draft).toBe('bay');
    expect(writes).toEqual([]);

    act(() => vi.advanceTimersByTime(1));
    expect(writes).toEqual(['bay']);
    urlBecomes('bay');
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS * 4));
    expect(writes).toEqual(['bay']);
    expect(hook.result.current.draft).toBe('bay');
  });

  it('writes a deliberate change at once, and drops the pending keystrokes', () => {
    const { hook, writes, urlBecomes } = setup('bay');
    act(() => hook.result.current.change('baye'));
    act(() => hook.result.current.commit(''));
    expect(hook.result.current.draft).toBe('');
    expect(writes).toEqual(['']);
    urlBecomes('');
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS * 4));
    expect(writes).toEqual(['']);
  });

  it('writes what is waiting when the box loses focus, once', () => {
    const { hook, writes, urlBecomes } = setup('');
    act(() => hook.result.current.change('pple'));
    act(() => hook.result.current.flush());
    expect(writes).toEqual(['pple']);
    urlBecomes('pple');
    act(() => hook.result.current.flush());
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS * 4));
    expect(writes).toEqual(['pple']);
  });

  it('writes nothing late after a deliberate change, even before the URL has it', () => {
    const { hook, writes } = setup('ab');
    act(() => hook.result.current.change('abc'));
    act(() => hook.result.current.commit(''));
    // The URL still says "ab" (the write is on its way): no second write of "" or "abc".
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS * 4));
    expect(writes).toEqual(['']);
  });

  it('adopts a value that the caller writes itself, without writing it', () => {
    const { hook, writes, urlBecomes } = setup('api');
    act(() => hook.result.current.adopt(''));
    expect(hook.result.current.draft).toBe('');
    urlBecomes('');
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS * 4));
    expect(writes).toEqual([]);
  });

  it('lets a URL change from elsewhere (Back, a link) replace the draft and its pending write', () => {
    const { hook, writes, urlBecomes } = setup('de');
    act(() => hook.result.current.change('de.b'));
    urlBecomes('sao');
    expect(hook.result.current.draft).toBe('sao');
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS * 4));
    expect(writes).toEqual([]);
  });

  it('keeps the box when its own write arrives late, after more typing', () => {
    const { hook, writes, urlBecomes } = setup('');
    act(() => hook.result.current.change('ba'));
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS));
    expect(writes).toEqual(['ba']);
    act(() => hook.result.current.change('bay'));
    urlBecomes('ba'); // The echo of the first write.
    expect(hook.result.current.draft).toBe('bay');
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS));
    expect(writes).toEqual(['ba', 'bay']);
  });

  it('writes back the value the URL shows while another is on its way there', () => {
    const { hook, writes } = setup('a');
    act(() => hook.result.current.change('ab'));
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS));
    expect(writes).toEqual(['ab']);
    // The URL still says "a"; going back to it must undo the write on its way.
    act(() => hook.result.current.commit('a'));
    expect(writes).toEqual(['ab', 'a']);
  });

  it('writes at once on Enter and clears at once on Escape, each only when it changes the URL', () => {
    const { hook, writes, hows, urlBecomes } = setup('');
    act(() => hook.result.current.change('www'));
    act(() => void hook.result.current.keyDown(key('Enter')));
    expect(writes).toEqual(['www']);
    expect(hows).toEqual([{ history: 'replace', urgent: true }]);
    act(() => void hook.result.current.keyDown(key('Enter')));
    urlBecomes('www');
    act(() => void hook.result.current.keyDown(key('Enter')));
    expect(writes).toEqual(['www']);

    expect(hook.result.current.keyDown(key('a'))).toBe(false);
    act(() => void hook.result.current.keyDown(key('Escape')));
    expect(hook.result.current.draft).toBe('');
    expect(writes).toEqual(['www', '']);
    // Escape in an empty box is left to the page.
    expect(hook.result.current.keyDown(key('Escape'))).toBe(false);
  });

  it('in sessions, pushes the first write of a typing session and replaces after, until Enter, Escape or blur', () => {
    const { hook, hows } = setup('', { history: 'session' });
    const type = (text: string) => {
      act(() => hook.result.current.change(text));
      act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS));
    };
    type('m');
    type('ma');
    act(() => void hook.result.current.keyDown(key('Enter'))); // Nothing new to write: ends the session.
    type('mai');
    act(() => hook.result.current.change('mail'));
    act(() => hook.result.current.flush());
    type('mail.');
    act(() => void hook.result.current.keyDown(key('Escape')));
    expect(hows.map((how) => how.history)).toEqual(['push', 'replace', 'push', 'replace', 'push', 'replace']);
    expect(hows.map((how) => how.urgent)).toEqual([false, false, false, false, false, true]);
  });

  it('compares and writes what normalize makes of the text, and keeps the box as typed', () => {
    const { hook, writes, urlBecomes } = setup(' www ', { normalize: (text) => text.trim() });
    // A link's own spaces are not typing.
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS * 4));
    expect(writes).toEqual([]);
    act(() => hook.result.current.change('mail '));
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS));
    expect(writes).toEqual(['mail']);
    urlBecomes('mail');
    expect(hook.result.current.draft).toBe('mail ');
    expect(hook.result.current.pending).toBe(false);
  });
});

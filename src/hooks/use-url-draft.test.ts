import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_TEXT_IDLE_MS, useUrlDraft, type UrlDraftOptions, type UrlDraftWrite } from './use-url-draft.ts';

/**
 * The hook over a fake URL value: `write` records each write and `urlBecomes` feeds a value back, as
 * the router does; `navigate` moves the router's history (two entries, the second shown).
 */
function setup(initial: string, options: UrlDraftOptions = {}) {
  const writes: string[] = [];
  const hows: UrlDraftWrite[] = [];
  const moves: { navigate?: NavigateFunction } = {};
  const hook = renderHook(
    ({ url }) => {
      moves.navigate = useNavigate();
      return useUrlDraft(
        url,
        (value, how) => {
          writes.push(value);
          hows.push(how);
        },
        options,
      );
    },
    {
      initialProps: { url: initial },
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(MemoryRouter, { initialEntries: ['/first', '/second'], initialIndex: 1 }, children),
    },
  );
  const urlBecomes = (url: string) => hook.rerender({ url });
  const navigate = (to: number | string) => act(() => void moves.navigate?.(to as string));
  return { hook, writes, hows, urlBecomes, navigate };
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
    const { hook, writes, urlBecomes } = setup('a');
    act(() => hook.result.current.change('ab'));
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS));
    expect(writes).toEqual(['ab']);
    // The URL still says "a"; going back to it must undo the write on its way.
    act(() => hook.result.current.commit('a'));
    expect(writes).toEqual(['ab', 'a']);
    // The router ends at "a" without a change to see; "ab" arriving later (a link to it) is a new
    // value, not the echo of the write that "a" undid.
    urlBecomes('ab');
    expect(hook.result.current.draft).toBe('ab');
    expect(hook.result.current.pending).toBe(false);
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

  it('in sessions, pushes the first write of a typing session and replaces after, until Enter, Escape or blur; a commit pushes', () => {
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
    // Clearing what this session typed is a move of its own: replacing the typed view's entry would
    // leave two entries of the view before the typing, and Back would seem to do nothing.
    act(() => void hook.result.current.keyDown(key('Escape')));
    type('n');
    act(() => hook.result.current.commit('ns'));
    expect(hows.map((how) => how.history)).toEqual([
      'push',
      'replace',
      'push',
      'replace',
      'push',
      'push',
      'push',
      'push',
    ]);
    expect(hows.map((how) => how.urgent)).toEqual([false, false, false, false, false, true, false, true]);
  });

  it('shows what an entry holds after Back, though the value shown is the same and a write was on its way', () => {
    const { hook, writes, hows, navigate } = setup('api', { history: 'session' });
    act(() => hook.result.current.change('apix'));
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS));
    expect(writes).toEqual(['apix']);
    // Back before the write was shown: the entry moved to holds "api", the value shown all along.
    navigate(-1);
    expect(hook.result.current.draft).toBe('api');
    expect(hook.result.current.pending).toBe(false);
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS * 4));
    expect(writes).toEqual(['apix']);
    // Typing there starts a session of its own: its first write pushes, keeping the entry.
    act(() => hook.result.current.change('apiy'));
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS));
    expect(hows.map((how) => how.history)).toEqual(['push', 'push']);
  });

  it('keeps its draft across a move that is not Back or Forward', () => {
    const { hook, writes, navigate } = setup('api');
    act(() => hook.result.current.change('apix'));
    // A write elsewhere on the page (another control) while this one waits.
    navigate('/second?type=A');
    expect(hook.result.current.draft).toBe('apix');
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS));
    expect(writes).toEqual(['apix']);
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

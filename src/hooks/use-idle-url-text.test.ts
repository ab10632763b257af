import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_TEXT_IDLE_MS, useIdleUrlText } from './use-idle-url-text.ts';

/** The hook over a fake URL: `write` records each write and, like the router, feeds it back. */
function setup(initial: string) {
  const writes: string[] = [];
  const hook = renderHook(({ url }) => useIdleUrlText(url, (value) => writes.push(value)), {
    initialProps: { url: initial },
  });
  const urlBecomes = (url: string) => hook.rerender({ url });
  return { hook, writes, urlBecomes };
}

describe('useIdleUrlText', () => {
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
});

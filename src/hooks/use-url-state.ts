import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ParamProblem, UrlStateCodec } from '../lib/url-state.ts';

export type UrlStateUpdate<State> = Partial<State> | ((current: State) => Partial<State>);

export type UrlWriteOptions = {
  history: 'push' | 'replace';
  /**
   * Render the new view at once (no transition): for a click whose result is usually ready (a
   * page already fetched), so that it paints in one go rather than in slices that yield between.
   */
  urgent?: boolean;
};

/**
 * A screen's view state, read from and written to the URL through its codec. Deliberate moves
 * (page, sort, tab) push a history entry so Back walks through views; typing replaces it.
 *
 * A write that leaves the URL as it is does not navigate (the router would push a second, identical
 * entry, and Back would seem to do nothing); one that only rewrites the URL without changing the
 * view (parameters reordered or dropped) replaces the entry instead of pushing one.
 *
 * Writes follow one another: each starts from the URL the previous one wrote, even when the screen
 * has not rendered it yet. Each is a navigation of its own (a history entry of its own when pushed),
 * so put every change of one action in one update.
 */
export function useUrlState<State>(codec: UrlStateCodec<State>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key: locationKey } = useLocation();
  const search = searchParams.toString();
  const { state, problems } = useMemo(() => codec.parse(new URLSearchParams(search)), [codec, search]);

  // The router renders a navigation in a transition, so an event (the second click of a double
  // click, a select changed right after the search was written) may come before the screen shows
  // the URL this hook last wrote. It starts from that URL, not from the one still on screen: the
  // earlier write is neither undone nor repeated.
  const lastWrite = useRef<{ fromKey: string; search: string } | null>(null);
  // Once the screen shows another history entry (the write's, or one Back went to), the URL on
  // screen is the current one again.
  useLayoutEffect(() => {
    if (lastWrite.current !== null && lastWrite.current.fromKey !== locationKey) lastWrite.current = null;
  });
  const currentSearch = useCallback(() => lastWrite.current?.search ?? search, [search]);

  const write = useCallback(
    (next: URLSearchParams, options: { replace: boolean; flushSync: boolean }) => {
      const nextSearch = next.toString();
      if (nextSearch === currentSearch()) return;
      lastWrite.current = { fromKey: locationKey, search: nextSearch };
      setSearchParams(next, options);
    },
    [currentSearch, locationKey, setSearchParams],
  );

  const setState = useCallback(
    (update: UrlStateUpdate<State>, options: UrlWriteOptions) => {
      const base = codec.parse(new URLSearchParams(currentSearch())).state;
      const patch = typeof update === 'function' ? update(base) : update;
      const next = codec.serialize({ ...base, ...patch });
      const sameView = next.toString() === codec.serialize(base).toString();
      write(next, { replace: options.history === 'replace' || sameView, flushSync: options.urgent === true });
    },
    [codec, currentSearch, write],
  );

  /** Rewrites the URL without the parameters that were reported as problems. */
  const dropProblems = useCallback(() => {
    write(codec.serialize(codec.parse(new URLSearchParams(currentSearch())).state), {
      replace: true,
      flushSync: false,
    });
  }, [codec, currentSearch, write]);

  // The view's link as the app writes it: defaults left out, and nothing it refused or does not know
  // (a parameter someone pasted a key into included), whatever the address bar holds.
  const link = useMemo(() => {
    const written = codec.serialize(state).toString();
    return written === '' ? '' : `?${written}`;
  }, [codec, state]);

  const result: {
    state: State;
    problems: ParamProblem[];
    /** The search part of the view's link (`?tab=geo`, or empty): what Copy link copies. */
    link: string;
    setState: typeof setState;
    dropProblems: typeof dropProblems;
  } = { state, problems, link, setState, dropProblems };
  return result;
}

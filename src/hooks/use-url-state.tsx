import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
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

/** The URL last written and the history entry on screen when it was written. */
type PendingWrite = { fromKey: string; search: string };

const PendingWriteContext = createContext<RefObject<PendingWrite | null> | null>(null);

/**
 * Holds the URL last written by any useUrlState of one app (one router): a screen's parts (the
 * records page's search box, toolbar and pager) each call the hook, and a write by one must start
 * from the write another has just made, not from the URL still on screen.
 */
export function UrlWritesProvider({ children }: { children: ReactNode }) {
  const pendingWriteRef = useRef<PendingWrite | null>(null);
  return <PendingWriteContext value={pendingWriteRef}>{children}</PendingWriteContext>;
}

/**
 * What a screen finds unusable in a view its codec accepted (a region the GEO table lacks, a sort
 * column of another tab, a name without its type): the problems to report beside the codec's, and
 * the change that leaves those parameters out. It may read the screen's data; before the data has
 * come it finds nothing.
 */
export type UnusedParams<State> = (state: State) => { problems: ParamProblem[]; drop: Partial<State> };

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
export function useUrlState<State>(codec: UrlStateCodec<State>, unusedParams?: UnusedParams<State>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key: locationKey } = useLocation();
  const search = searchParams.toString();
  const parsed = useMemo(() => codec.parse(new URLSearchParams(search)), [codec, search]);
  const { state } = parsed;
  const unused = unusedParams?.(state);
  const problems = unused === undefined ? parsed.problems : [...parsed.problems, ...unused.problems];

  // The router renders a navigation in a transition, so an event (the second click of a double
  // click, a type chosen right after the search box wrote its text) may come before the screen shows
  // the URL last written, by this hook or by another part of the screen. It starts from that URL,
  // not from the one still on screen: the earlier write is neither undone nor repeated. Once the
  // screen shows another history entry (the write's, or one Back went to), the URL on screen is the
  // current one again.
  const pendingWriteRef = useContext(PendingWriteContext);
  if (pendingWriteRef === null) throw new Error('useUrlState needs a UrlWritesProvider around the router');
  useLayoutEffect(() => {
    if (pendingWriteRef.current !== null && pendingWriteRef.current.fromKey !== locationKey) {
      pendingWriteRef.current = null;
    }
  });
  const currentSearch = useCallback(() => pendingWriteRef.current?.search ?? search, [pendingWriteRef, search]);

  const write = useCallback(
    (next: URLSearchParams, options: { replace: boolean; flushSync: boolean }) => {
      const nextSearch = next.toString();
      if (nextSearch === currentSearch()) return;
      pendingWriteRef.current = { fromKey: locationKey, search: nextSearch };
      setSearchParams(next, options);
    },
    [pendingWriteRef, currentSearch, locationKey, setSearchParams],
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
    const base = codec.parse(new URLSearchParams(currentSearch())).state;
    write(codec.serialize({ ...base, ...unusedParams?.(base).drop }), { replace: true, flushSync: false });
  }, [codec, currentSearch, unusedParams, write]);

  // The view's link as the app writes it: defaults left out, and nothing it refused, could not use
  // or does not know (a parameter someone pasted a key into included), whatever the address bar holds.
  const written = codec.serialize({ ...state, ...unused?.drop }).toString();
  const link = written === '' ? '' : `?${written}`;

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

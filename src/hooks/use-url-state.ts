import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
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
 * One write per event: the router does not queue `setSearchParams` updates the way React queues
 * state, so a second `setState` in the same event starts from the same URL and overwrites the
 * first. Put every change of one action in one update.
 */
export function useUrlState<State>(codec: UrlStateCodec<State>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const { state, problems } = useMemo(() => codec.parse(new URLSearchParams(search)), [codec, search]);

  const setState = useCallback(
    (update: UrlStateUpdate<State>, options: UrlWriteOptions) => {
      setSearchParams(
        (current) => {
          const base = codec.parse(current).state;
          const patch = typeof update === 'function' ? update(base) : update;
          return codec.serialize({ ...base, ...patch });
        },
        { replace: options.history === 'replace', flushSync: options.urgent === true },
      );
    },
    [codec, setSearchParams],
  );

  /** Rewrites the URL without the parameters that were reported as problems. */
  const dropProblems = useCallback(() => {
    setSearchParams((current) => codec.serialize(codec.parse(current).state), { replace: true });
  }, [codec, setSearchParams]);

  const result: {
    state: State;
    problems: ParamProblem[];
    setState: typeof setState;
    dropProblems: typeof dropProblems;
  } = { state, problems, setState, dropProblems };
  return result;
}

import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defineUrlState, intParam, textParam } from '../lib/url-state.ts';
import { useUrlState } from './use-url-state.ts';

const codec = defineUrlState({ q: textParam(), page: intParam({ fallback: 1, min: 1 }) });

/** A screen whose view state is `codec`, at `url`; `view()` is what the hook returned on the last render. */
function setup(url: string) {
  let latest: ReturnType<typeof useUrlState<{ q: string; page: number }>> | undefined;
  function Screen() {
    latest = useUrlState(codec);
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/start', Component: () => null },
      { path: '/list', Component: Screen },
    ],
    { initialEntries: ['/start', url] },
  );
  render(<RouterProvider router={router} />);
  const view = () => {
    if (!latest) throw new Error('the screen has not rendered');
    return latest;
  };
  const back = () => act(() => router.navigate(-1));
  return { router, view, back };
}

describe('useUrlState', () => {
  it('pushes a deliberate move, so that Back returns to the view before it', async () => {
    const { router, view, back } = setup('/list?q=bay');
    await act(async () => view().setState({ page: 2 }, { history: 'push' }));
    expect(router.state.location.search).toBe('?q=bay&page=2');
    expect(router.state.historyAction).toBe('PUSH');
    expect(view().state).toEqual({ q: 'bay', page: 2 });
    await back();
    expect(router.state.location.search).toBe('?q=bay');
    expect(view().state).toEqual({ q: 'bay', page: 1 });
  });

  it('does not navigate for a write that leaves the URL as it is, so Back leaves the view', async () => {
    const { router, view, back } = setup('/list?q=bay');
    await act(async () => view().setState({ page: 2 }, { history: 'push' }));
    const key = router.state.location.key;
    // Selecting what is already selected: the same page, or a default the URL leaves out.
    await act(async () => view().setState({ page: 2 }, { history: 'push' }));
    await act(async () => view().setState((current) => ({ q: current.q }), { history: 'replace' }));
    expect(router.state.location.key).toBe(key);
    expect(router.state.location.search).toBe('?q=bay&page=2');
    await back();
    expect(router.state.location.search).toBe('?q=bay');
    await back();
    expect(router.state.location.pathname).toBe('/start');
  });

  it('replaces instead of pushing when a write only rewrites the URL of the same view', async () => {
    const { router, view, back } = setup('/list?page=2&q=bay');
    await act(async () => view().setState({ page: 2 }, { history: 'push' }));
    expect(router.state.location.search).toBe('?q=bay&page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    await back();
    expect(router.state.location.pathname).toBe('/start');
  });

  it('starts a write from the URL it last wrote, even before the screen has rendered it', async () => {
    const { router, view, back } = setup('/list');
    // Both calls see the render before the first write: two clicks of a double click, or a
    // change that follows a write before its render has committed.
    const { setState } = view();
    await act(async () => {
      setState({ page: 2 }, { history: 'push' });
      setState({ page: 2 }, { history: 'push' });
    });
    expect(router.state.location.search).toBe('?page=2');
    await back();
    expect(router.state.location.search).toBe('');

    const { setState: setAfterBack } = view();
    await act(async () => {
      setAfterBack({ q: 'api' }, { history: 'replace' });
      setAfterBack({ page: 3 }, { history: 'push' });
    });
    expect(router.state.location.search).toBe('?q=api&page=3');
    // Each write is its own navigation: the search replaced the entry, the page pushed one.
    await back();
    expect(router.state.location.search).toBe('?q=api');
  });

  it('reports bad parameters and drops them from the URL (replacing the entry)', async () => {
    const { router, view, back } = setup('/list?q=bay&page=zero&sort=name');
    expect(view().state).toEqual({ q: 'bay', page: 1 });
    expect(view().problems.map((problem) => problem.param)).toEqual(['page', 'sort']);
    await act(async () => view().dropProblems());
    expect(router.state.location.search).toBe('?q=bay');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(view().problems).toEqual([]);
    // Nothing left to drop: no navigation.
    const key = router.state.location.key;
    await act(async () => view().dropProblems());
    expect(router.state.location.key).toBe(key);
    await back();
    expect(router.state.location.pathname).toBe('/start');
  });
});

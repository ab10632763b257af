import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { defineUrlState, intParam, textParam } from '../lib/url-state.ts';
import { UrlWritesProvider, useUrlState } from './use-url-state.tsx';

const codec = defineUrlState({ q: textParam(), page: intParam({ fallback: 1, min: 1 }) });

type Hook = ReturnType<typeof useUrlState<{ q: string; page: number }>>;

/**
 * A screen whose view state is `codec`, at `url`, drawn by two parts that each call the hook (as the
 * records page's search box and pager do); `view()` and `otherPart()` are what each returned on the
 * last render.
 */
function setup(url: string) {
  const latest: { view?: Hook; other?: Hook } = {};
  function SearchPart() {
    latest.view = useUrlState(codec);
    return null;
  }
  function PagerPart() {
    latest.other = useUrlState(codec);
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/start', Component: () => null },
      {
        path: '/list',
        Component: () => (
          <>
            <SearchPart />
            <PagerPart />
          </>
        ),
      },
    ],
    { initialEntries: ['/start', url] },
  );
  render(
    <UrlWritesProvider>
      <RouterProvider router={router} />
    </UrlWritesProvider>,
  );
  const rendered = (hook: Hook | undefined) => {
    if (!hook) throw new Error('the screen has not rendered');
    return hook;
  };
  const back = () => act(() => router.navigate(-1));
  return { router, view: () => rendered(latest.view), otherPart: () => rendered(latest.other), back };
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

  it('starts a write from the URL another part of the screen has just written', async () => {
    const { router, view, otherPart, back } = setup('/list');
    // The pager's page, then the search box's text before the screen has shown the page.
    const { setState: setPage } = otherPart();
    const { setState: setSearch } = view();
    await act(async () => {
      setPage({ page: 2 }, { history: 'push' });
      setSearch({ q: 'mail' }, { history: 'push' });
    });
    expect(router.state.location.search).toBe('?q=mail&page=2');
    expect(otherPart().state).toEqual({ q: 'mail', page: 2 });
    await back();
    expect(router.state.location.search).toBe('?page=2');
    // Back on an entry the screen shows: a write starts from it, not from the write made before.
    await act(async () => otherPart().setState({ page: 3 }, { history: 'push' }));
    expect(router.state.location.search).toBe('?page=3');
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

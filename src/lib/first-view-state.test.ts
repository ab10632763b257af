import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dehydratedQueries,
  FIRST_VIEW_STATE_ID,
  readFirstViewState,
  scriptSafeJson,
  settledErrorKeys,
  type FirstViewState,
} from './first-view-state.ts';

/** What the HTML parser makes of the text inside a JSON script element, as a page holds it. */
function parsePage(json: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><body><script type="application/json" id="${FIRST_VIEW_STATE_ID}">${json}</script><p id="after">after</p></body>`,
    'text/html',
  );
}

describe('scriptSafeJson', () => {
  it('writes no character that could end the script element or open a comment, and JSON.parse gives the value back', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = scriptSafeJson(value);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toStrictEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('keeps a record value that tries to close the script element inert: one script, its text the whole JSON', () => {
    const hostile = [
      '</script><script>window.__zonescopeXss = "state"</script>',
      '</SCRIPT ><img src=x onerror=alert(1)>',
      '<!--<script>',
      'line\u2028separator\u2029and & ampersand',
    ];
    for (const value of hostile) {
      const json = scriptSafeJson({ response: [{ record_value: value }] });
      const page = parsePage(json);
      expect(page.querySelectorAll('script')).toHaveLength(1);
      expect(page.querySelectorAll('img')).toHaveLength(0);
      expect(page.getElementById('after')?.textContent).toBe('after');
      expect(JSON.parse(page.getElementById(FIRST_VIEW_STATE_ID)?.textContent ?? '')).toEqual({
        response: [{ record_value: value }],
      });
    }
  });
});

describe('readFirstViewState', () => {
  const state: FirstViewState = {
    renderedAt: 1_795_000_000_000,
    timeZone: 'Europe/Berlin',
    window: { width: 1280, height: 800 },
    loaderData: { '0': null, '0-0-1-1': null },
    queries: [
      {
        queryHash: '["server-config"]',
        queryKey: ['server-config'],
        state: {
          data: { mode: 'demo' },
          dataUpdateCount: 1,
          dataUpdatedAt: 1_795_000_000_000,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
        dehydratedAt: 1_795_000_000_000,
      },
    ],
    leftOut: [['snapshots', 'large.example.net', 'detail', '7300']],
  };

  it('reads the state a server-rendered page carries', () => {
    expect(readFirstViewState(scriptSafeJson(state))).toEqual(state);
  });

  it('refuses text that is not JSON, or JSON of another shape, so that the page is rendered afresh', () => {
    expect(readFirstViewState('{')).toBeNull();
    expect(readFirstViewState('null')).toBeNull();
    expect(readFirstViewState(JSON.stringify({ ...state, loaderData: { '0': { rows: [] } } }))).toBeNull();
    const failed = {
      ...state,
      queries: [{ ...state.queries[0], state: { ...state.queries[0]?.state, status: 'error' } }],
    };
    expect(readFirstViewState(JSON.stringify(failed))).toBeNull();
  });

  it('takes a query the server dehydrated while it was still fetching or paused', () => {
    for (const fetchStatus of ['fetching', 'paused'] as const) {
      const fetching = {
        ...state,
        queries: state.queries.map((query) => ({ ...query, state: { ...query.state, fetchStatus } })),
      };
      expect(readFirstViewState(JSON.stringify(fetching))?.queries[0]?.state.fetchStatus).toBe(fetchStatus);
    }
  });

  it('hands react-query the dehydrated queries, and nothing else of the state', () => {
    expect(dehydratedQueries(state, () => null)).toEqual({ queries: state.queries });
  });

  const notFound = { kind: 'not-found', details: { status: 404, said: { message: 'Domain not found' } } };
  const settled = {
    ...state,
    queries: [
      ...state.queries,
      {
        queryHash: '["records","nosuch.example"]',
        queryKey: ['records', 'nosuch.example'],
        state: {
          dataUpdateCount: 0,
          dataUpdatedAt: 0,
          error: notFound,
          errorUpdateCount: 1,
          errorUpdatedAt: 1_795_000_000_000,
          fetchFailureCount: 1,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'error',
          fetchStatus: 'idle',
        },
        dehydratedAt: 1_795_000_000_000,
      },
    ],
  } satisfies FirstViewState;

  it('reads a query the server drew as failed, and hands it over with its error built again', () => {
    const read = readFirstViewState(scriptSafeJson(settled));
    expect(read).toEqual(settled);
    if (read === null) throw new Error('the state was not read');
    const revived = new Error('Not found');
    const seen: unknown[] = [];
    const handed = dehydratedQueries(read, (json) => {
      seen.push(json);
      return revived;
    });
    expect(seen).toEqual([notFound]);
    expect(handed?.queries[0]).toEqual(state.queries[0]);
    expect(handed?.queries[1]?.state).toEqual({ ...settled.queries[1]?.state, data: undefined, error: revived });
    expect(handed?.queries[1]?.state.error).toBe(revived);
  });

  it('names the keys of the queries it carries as failed, and only those', () => {
    expect(settledErrorKeys(settled)).toEqual([['records', 'nosuch.example']]);
    expect(settledErrorKeys(state)).toEqual([]);
  });

  it('hands nothing over when a failed query’s error cannot be built again: the page is rendered afresh', () => {
    const read = readFirstViewState(scriptSafeJson(settled));
    if (read === null) throw new Error('the state was not read');
    expect(dehydratedQueries(read, () => null)).toBeNull();
  });

  it('refuses a failed query without the error the API module wrote; data beside an error is dropped', () => {
    const [, failed] = settled.queries;
    for (const error of [null, 'Not found', {}, { kind: 404 }]) {
      const broken = { ...settled, queries: [{ ...failed, state: { ...failed?.state, error } }] };
      expect(readFirstViewState(JSON.stringify(broken))).toBeNull();
    }
    const withData = { ...settled, queries: [{ ...failed, state: { ...failed?.state, data: { rows: [] } } }] };
    expect(readFirstViewState(JSON.stringify(withData))?.queries[0]?.state).not.toHaveProperty('data');
  });
});

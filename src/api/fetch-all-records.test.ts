import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiRoutes } from '../../server/api-routes.ts';
import { getOk } from '../../server/test/demo-api-client.ts';
import { parseDomainName, type DomainName } from '../lib/domain-name.ts';
import { recordApiRequests } from '../test/api-requests.ts';
import { mswServer } from '../test/msw-server.ts';
import { ApiError } from './api-error.ts';
import { countRecords, fetchAllRecords, FETCH_ALL_PAGE_SIZE, type FetchAllProgress } from './records.ts';
import { dnsRecordListSchema } from '../contract/schemas.ts';

const PATH = '/dns/v1/domains/example.com/records';
const CAP = 7;

const requests = recordApiRequests();

function exampleCom(): DomainName {
  const result = parseDomainName('example.com');
  if (!result.ok) throw new Error(result.reason);
  return result.domain;
}

/** Every record of example.com by id, asked of the demo API directly (not through the client). */
function allDemoRecords() {
  return getOk(`${PATH}?limit=1000&order_by=record_id`, dnsRecordListSchema);
}

/** The demo API behind a change to each request's query string, for this test only. */
function serveDemoWith(rewrite: (params: URLSearchParams) => void) {
  const routes = createApiRoutes({ kind: 'demo' });
  mswServer.use(
    http.get(`*${PATH}`, ({ request }) => {
      const url = new URL(request.url);
      rewrite(url.searchParams);
      return routes.fetch(new Request(url, { headers: request.headers }));
    }),
  );
}

/** What a call ended with: the error it threw, or undefined if it did not throw. */
function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

/** The offsets of the records requests the client sent, in order. */
function offsetsAsked() {
  return requests.map((url) => Number(url.searchParams.get('offset')));
}

/** The order each records request asked for, in the order they were sent. */
function ordersAsked() {
  return requests.map((url) => url.searchParams.get('order_param'));
}

describe('fetchAllRecords', () => {
  it('keeps asking after short pages from a server that caps limit, until a page is empty', async () => {
    serveDemoWith((params) => params.set('limit', String(Math.min(Number(params.get('limit')), CAP))));
    const expected = await allDemoRecords();
    expect(expected.length).toBe(39);
    const progress: FetchAllProgress[] = [];

    const { records, pagingIgnored } = await fetchAllRecords(
      exampleCom(),
      {},
      {
        onProgress: (step) => progress.push(step),
      },
    );

    expect(records.map((record) => record.record_id)).toEqual(expected.map((record) => record.record_id));
    // Six pages of at most 7 (the last one, at 35, holds 4) and the empty one that ends it.
    expect(offsetsAsked()).toEqual([0, 7, 14, 21, 28, 35, 39]);
    for (const url of requests) {
      expect(url.pathname).toBe(PATH);
      expect(url.searchParams.get('limit')).toBe(String(FETCH_ALL_PAGE_SIZE));
      expect(url.searchParams.get('order_by')).toBe('record_id');
      expect(url.searchParams.get('order_param')).toBe('asc');
    }
    expect(progress.at(-1)).toEqual({ fetched: 39, pages: 6 });
    expect(pagingIgnored).toBe(false);
  });

  it('sends the filter with every page', async () => {
    serveDemoWith((params) => params.set('limit', String(Math.min(Number(params.get('limit')), CAP))));
    const expected = await getOk(`${PATH}?limit=1000&order_by=record_id&search_record_type=A`, dnsRecordListSchema);
    expect(expected.length).toBeGreaterThan(CAP);

    const { records } = await fetchAllRecords(exampleCom(), { search_record_type: 'A' });

    expect(records.map((record) => record.record_id)).toEqual(expected.map((record) => record.record_id));
    expect(requests.length).toBeGreaterThan(2);
    for (const url of requests) expect(url.searchParams.get('search_record_type')).toBe('A');
  });

  it('takes one answer for every page as the whole zone, said, when the same records come back the other way round', async () => {
    // A service that pages nothing: every records request gets the whole zone (observed-service.md).
    serveDemoWith((params) => {
      params.delete('offset');
      params.delete('limit');
    });
    const expected = await allDemoRecords();

    const { records, pagingIgnored } = await fetchAllRecords(exampleCom(), {});

    expect(pagingIgnored).toBe(true);
    expect(records.map((record) => record.record_id)).toEqual(expected.map((record) => record.record_id));
    // The second page repeated the first; the first asked for again the other way round held the same.
    expect(offsetsAsked()).toEqual([0, 39, 0]);
    expect(ordersAsked()).toEqual(['asc', 'asc', 'desc']);
  });

  it('takes it as the whole zone when the service ignores the order too, its answer short of a page', async () => {
    serveDemoWith((params) => {
      params.delete('offset');
      params.delete('order_param');
    });
    const { records, pagingIgnored } = await fetchAllRecords(exampleCom(), {});
    expect(pagingIgnored).toBe(true);
    expect(records).toHaveLength(39);
    expect(ordersAsked()).toEqual(['asc', 'asc', 'desc']);
  });

  it('fails when the service ignores offset and caps limit: other records the other way round, the rest out of reach', async () => {
    serveDemoWith((params) => {
      params.delete('offset');
      params.set('limit', String(Math.min(Number(params.get('limit')), CAP)));
    });

    const failure = await failureOf(fetchAllRecords(exampleCom(), {}));

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'unexpected-shape' });
    expect(String(failure)).toMatch(
      /page 2 repeated page 1, so the service seems to ignore “offset”, and it sends at most 7 records: the rest cannot be read/,
    );
    expect(offsetsAsked()).toEqual([0, 7, 0]);
  });

  it('fails when a whole page comes back the same either way round: the service may honour limit alone', async () => {
    serveDemoWith((params) => {
      params.delete('offset');
      params.delete('order_param');
    });

    const failure = await failureOf(fetchAllRecords(exampleCom(), {}, { pageSize: CAP }));

    expect(failure).toBeInstanceOf(ApiError);
    expect(String(failure)).toMatch(/it sends at most 7 records: the rest cannot be read/);
    expect(offsetsAsked()).toEqual([0, 7, 0]);
  });

  it('fails with unexpected-shape, instead of looping, when a later page repeats records already received', async () => {
    // Honours offset up to 7, then sends the second page again.
    serveDemoWith((params) => {
      params.set('limit', String(Math.min(Number(params.get('limit')), CAP)));
      if (Number(params.get('offset')) > 7) params.set('offset', '7');
    });

    const failure = await failureOf(fetchAllRecords(exampleCom(), {}));

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'unexpected-shape' });
    expect(String(failure)).toMatch(
      /page 3 repeated records already received, so the service seems to ignore “offset”/,
    );
    expect(offsetsAsked()).toEqual([0, 7, 14]);
  });
});

describe('countRecords', () => {
  it('finds the count one record at a time, asking each offset for one record by id', async () => {
    serveDemoWith(() => {});
    expect(await countRecords(exampleCom(), {}, { atLeast: 1 })).toEqual({ count: 39, probes: expect.any(Number) });
    for (const url of requests) {
      expect(url.searchParams.get('limit')).toBe('1');
      expect(url.searchParams.get('order_by')).toBe('record_id');
    }
  });

  it('stops at the first answer to show the service ignores “limit”, instead of counting to the bound', async () => {
    serveDemoWith((params) => params.delete('limit'));

    const failure = await failureOf(countRecords(exampleCom(), {}, { atLeast: 1 }));

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'unexpected-shape' });
    expect(String(failure)).toMatch(
      /a request for one record \(offset 1\) was answered with 38, so the service seems to ignore “limit”/,
    );
    expect(offsetsAsked()).toEqual([1]);
  });

  it('stops when one record is sent for two offsets: the service ignores “offset”', async () => {
    serveDemoWith((params) => params.delete('offset'));

    const failure = await failureOf(countRecords(exampleCom(), {}, { atLeast: 1 }));

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'unexpected-shape' });
    expect(String(failure)).toMatch(
      /the record sent for offset 17 was sent for offset 1 too, so the service seems to ignore “offset”/,
    );
    // The gallop's second step, 16 on.
    expect(offsetsAsked()).toEqual([1, 17]);
  });
});

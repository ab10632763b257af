import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApiRoutes } from '../../../server/api-routes.ts';
import { getOk, responseOf } from '../../../server/test/demo-api-client.ts';
import { HOSTILE_PAYLOADS } from '../../../server/demo/data/hostile-zone.ts';
import { dnsRecordListSchema, type DnsRecord } from '../../contract/schemas.ts';
import type * as DownloadModule from '../../lib/download.ts';
import { downloadText } from '../../lib/download.ts';
import { mswServer } from '../../test/msw-server.ts';
import { recordApiRequests } from '../../test/api-requests.ts';
import { renderApp } from '../../test/render-app.tsx';
import { textContentIs } from '../../test/text-content.ts';

vi.mock('../../lib/download.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof DownloadModule>()),
  downloadText: vi.fn<typeof DownloadModule.downloadText>(),
}));

/** The first render loads the lazy route chunk, which can take a while on a busy machine. */
const SLOW = { timeout: 10_000 };
const RECORDS_PATH = '/dns/v1/domains/example.com/records';

const requests = recordApiRequests();
beforeEach(() => {
  vi.mocked(downloadText).mockClear();
});

/** What the demo API answers, asked directly (not through the app). */
function demoRecords(domainAscii: string, search: string) {
  return getOk(`/dns/v1/domains/${domainAscii}/records?${search}`, dnsRecordListSchema);
}

/** The query strings of the records requests the app made for pages, in order (not the count's probes). */
function recordQueries(path = RECORDS_PATH) {
  return requests.filter((url) => url.pathname === path && !isProbe(url)).map((url) => url.searchParams.toString());
}

/** A request of the count's search: one record at an offset (see useRecordsCount). */
function isProbe(url: URL) {
  return url.searchParams.get('limit') === '1';
}

async function findTable(domain = 'example.com') {
  return screen.findByRole('table', { name: new RegExp(`^Records of ${domain}`) }, SLOW);
}

/** The record ids in the table's rows, in order (the ID column is the last). */
function shownIds(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
}

/** The pager above the table (another, without the page size, follows long pages). */
/** Answers example.com's records as the demo API does, each record changed by `change`. */
function serveDemoRecordsChanged(change: (record: DnsRecord) => Partial<DnsRecord>) {
  const routes = createApiRoutes({ kind: 'demo' });
  mswServer.use(
    http.get(`*${RECORDS_PATH}`, async ({ request }) => {
      const answer = await routes.fetch(request);
      const records = dnsRecordListSchema.parse(responseOf(await answer.json()));
      return HttpResponse.json({ status: 'ok', response: records.map((record) => ({ ...record, ...change(record) })) });
    }),
  );
}

/** The table row whose ID cell reads `id`. */
function rowOfRecord(table: HTMLElement, id: string): HTMLElement {
  const found = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('cell', { name: id }));
  if (found === undefined) throw new Error(`no row of record ${id}`);
  return found;
}

/** A demo API that does not apply the list filters, as public clients of the real one report. */
function serveIgnoringFilters() {
  const routes = createApiRoutes({ kind: 'demo' });
  mswServer.use(
    http.get(`*${RECORDS_PATH}`, ({ request }) => {
      const url = new URL(request.url);
      for (const name of ['search_text', 'strict_search', 'search_record_type']) url.searchParams.delete(name);
      return routes.fetch(new Request(url, { headers: request.headers }));
    }),
  );
}

/**
 * A demo API that does not apply the paging it is sent: `limit` alone (each answer runs from the
 * offset to the end of the zone), or both (the whole zone for every request, as a request without
 * paging gets it; observed-service.md).
 */
function serveIgnoringPaging(ignores: 'limit' | 'limit and offset') {
  const routes = createApiRoutes({ kind: 'demo' });
  mswServer.use(
    http.get(`*${RECORDS_PATH}`, ({ request }) => {
      const url = new URL(request.url);
      url.searchParams.set('limit', '500');
      if (ignores === 'limit and offset') url.searchParams.delete('offset');
      return routes.fetch(new Request(url, { headers: request.headers }));
    }),
  );
}

function pager() {
  return screen.getByRole('navigation', { name: 'Pages of records' });
}

function nextButton() {
  return within(pager()).getByRole('button', { name: 'Next' });
}

function nameHeader() {
  return screen.getByRole('columnheader', { name: /^Name/ });
}

function searchOf(router: ReturnType<typeof renderApp>['router']) {
  return router.state.location.search;
}

describe('RecordsPage', { timeout: 20_000 }, () => {
  it('shows the first page by ID with one request for it and one for the next page', async () => {
    renderApp('/domains/example.com/records');
    const table = await findTable();
    const all = await demoRecords('example.com', 'limit=1000');
    expect(all.length).toBe(39);
    // The first rows paint first and the rest follow at once (records-table.tsx, firstRowCount).
    await waitFor(() => expect(shownIds(table)).toEqual(all.map((record) => record.record_id)));
    expect(screen.getByRole('columnheader', { name: /^ID/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'none');
    // 39 rows came back where 101 were asked for: the next page is checked, and it is empty.
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'true'));
    expect(recordQueries()).toEqual([
      'offset=0&limit=101&order_by=record_id&order_param=asc',
      'offset=39&limit=101&order_by=record_id&order_param=asc',
    ]);
    // The page ends the list, so it says how many there are, with no request to count them.
    expect(within(pager()).getByText('Records 1–39 of 39')).toBeVisible();
    expect(requests.filter(isProbe)).toEqual([]);
    expect(document.title).toBe('Records of example.com · Zonescope');
  });

  it('reproduces a link with every parameter: the same request and the same rows', async () => {
    const search =
      'offset=1&limit=2&order_by=record_ttl&order_param=desc&search_text=3600&strict_search=yes&search_record_type=A';
    const { router } = renderApp(`/domains/example.com/records?${search}`);
    const table = await findTable();
    const expected = await demoRecords(
      'example.com',
      'offset=1&limit=2&order_by=record_ttl&order_param=desc&search_text=3600&strict_search=yes&search_record_type=A',
    );
    expect(expected).toHaveLength(2);
    expect(shownIds(table)).toEqual(expected.map((record) => record.record_id));
    expect(recordQueries()[0]).toBe(search.replace('limit=2', 'limit=3'));
    expect(searchOf(router)).toBe(`?${search}`);
    expect(screen.getByRole('searchbox', { name: 'Search records' })).toHaveValue('3600');
    expect(screen.getByRole('checkbox', { name: 'Exact match' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('A');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('2');
    expect(screen.getByRole('columnheader', { name: /^TTL/ })).toHaveAttribute('aria-sort', 'descending');
    // More follow: the view's records are counted (filtered, so without a snapshot's estimate).
    const matching = await demoRecords(
      'example.com',
      'limit=1000&search_text=3600&strict_search=yes&search_record_type=A',
    );
    expect(
      await within(pager()).findByText(`Records 2–3 of ${matching.length}`, {}, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('explains bad link parameters, uses the defaults and never sends them', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(
      '/domains/example.com/records?offset=-4&limit=99999&order_by=name&search_record_type=SOA&colour=red',
    );
    const notice = await screen.findByRole('alert', {}, SLOW);
    expect(notice).toHaveTextContent('offset “-4” must be a whole number of 0 or more');
    expect(notice).toHaveTextContent('limit “99999” must be at most 500');
    expect(notice).toHaveTextContent('order_by “name” must be one of');
    expect(notice).toHaveTextContent('search_record_type “SOA” must be one of');
    expect(notice).toHaveTextContent('colour “red” is not a parameter of this page');
    await findTable();
    expect(recordQueries()[0]).toBe('offset=0&limit=101&order_by=record_id&order_param=asc');

    await user.click(within(notice).getByRole('button', { name: 'Clean up link' }));
    await waitFor(() => expect(searchOf(router)).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sorts by a header: ascending, descending, then back to the default, from the first page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?offset=25&limit=25');
    await findTable();

    await user.click(within(nameHeader()).getByRole('button'));
    await waitFor(() => expect(searchOf(router)).toBe('?limit=25&order_by=idn_record_name'));
    await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending'));
    const byName = await demoRecords('example.com', 'limit=25&order_by=idn_record_name');
    await waitFor(async () => expect(shownIds(await findTable())).toEqual(byName.map((record) => record.record_id)));

    await user.click(within(nameHeader()).getByRole('button'));
    await waitFor(() => expect(searchOf(router)).toBe('?limit=25&order_by=idn_record_name&order_param=desc'));
    await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'descending'));

    await user.click(within(nameHeader()).getByRole('button'));
    await waitFor(() => expect(searchOf(router)).toBe('?limit=25'));
    expect(nameHeader()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /^ID/ })).toHaveAttribute('aria-sort', 'ascending');
    // Each sort was one request for its view (the default view's first page came back from cache).
    expect(recordQueries().filter((query) => query.startsWith('offset=0&'))).toEqual([
      'offset=0&limit=26&order_by=idn_record_name&order_param=asc',
      'offset=0&limit=26&order_by=idn_record_name&order_param=desc',
      'offset=0&limit=26&order_by=record_id&order_param=asc',
    ]);
  });

  it('pages forward from the prefetched next page and back, and Back walks the history', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?limit=25');
    const all = await demoRecords('example.com', 'limit=1000');
    let table = await findTable();
    // The rows a window shows come first (21 at jsdom's 768 px), the rest right after.
    await waitFor(() => expect(shownIds(table)).toEqual(all.slice(0, 25).map((record) => record.record_id)));
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
    // The next page was fetched as soon as this one arrived.
    await waitFor(() => expect(recordQueries()).toContain('offset=25&limit=26&order_by=record_id&order_param=asc'));
    const before = requests.length;

    await user.click(nextButton());
    await waitFor(() => expect(searchOf(router)).toBe('?offset=25&limit=25'));
    table = await findTable();
    expect(shownIds(table)).toEqual(all.slice(25).map((record) => record.record_id));
    expect(within(pager()).getByText('Records 26–39 of 39')).toBeVisible();
    // Page 2 painted from the cache; the only new page request checks what follows it.
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'true'));
    expect(
      requests
        .slice(before)
        .filter((url) => url.pathname === RECORDS_PATH && !isProbe(url))
        .map((url) => url.searchParams.toString()),
    ).toEqual(['offset=39&limit=26&order_by=record_id&order_param=asc']);

    await user.click(within(pager()).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(searchOf(router)).toBe('?limit=25'));
    await act(() => router.navigate(-1));
    expect(searchOf(router)).toBe('?offset=25&limit=25');
    await act(() => router.navigate(-1));
    expect(searchOf(router)).toBe('?limit=25');
  });

  it('starts each page fresh: a row reused for the next record does not say “Copied” for it', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/records?limit=25');
    const all = await demoRecords('example.com', 'limit=1000');
    const [first] = all;
    const [twentySixth] = all.slice(25);
    const copyOf = (record: typeof first) =>
      screen.getByRole('button', {
        name: `Copy value of ${record?.record_name} ${record?.record_type} (record ${record?.record_id})`,
      });
    await findTable();
    await user.click(copyOf(first));
    expect(copyOf(first)).toHaveTextContent('Copied');
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
    await user.click(nextButton());
    // The first row of page 2 is the same table row, showing the 26th record.
    await waitFor(() => expect(copyOf(twentySixth)).toBeInTheDocument());
    expect(copyOf(twentySixth)).toHaveTextContent(/^Copy$/);
  });

  it('changes the page size from the same first row', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?offset=10&limit=25');
    await findTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(searchOf(router)).toBe('?offset=10&limit=50'));
    await waitFor(() => expect(within(pager()).getByText('Records 11–39 of 39')).toBeVisible());
    expect(recordQueries()).toContain('offset=10&limit=51&order_by=record_id&order_param=asc');
  });

  it('searches once typing pauses, at once on Enter, and clears on Escape', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?offset=25&limit=25');
    await findTable();
    const box = screen.getByRole('searchbox', { name: 'Search records' });
    const before = recordQueries().length;

    await user.type(box, 'mail.e');
    await waitFor(() => expect(searchOf(router)).toBe('?limit=25&search_text=mail.e'));
    await waitFor(() =>
      expect(recordQueries()).toContain('offset=0&limit=26&order_by=record_id&order_param=asc&search_text=mail.e'),
    );
    // Six characters typed, one search sent.
    expect(
      recordQueries()
        .slice(before)
        .filter((query) => query.startsWith('offset=0&')),
    ).toHaveLength(1);
    const matching = await demoRecords('example.com', 'search_text=mail.e');
    await waitFor(async () => expect(shownIds(await findTable())).toEqual(matching.map((r) => r.record_id)));

    await user.clear(box);
    await user.type(box, 'www{Enter}');
    expect(searchOf(router)).toBe('?limit=25&search_text=www');

    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(searchOf(router)).toBe('?limit=25');

    // Clearing was a move of its own; the typing before it, one history entry.
    await act(() => router.navigate(-1));
    expect(searchOf(router)).toBe('?limit=25&search_text=www');
    expect(box).toHaveValue('www');
    await act(() => router.navigate(-1));
    expect(searchOf(router)).toBe('?offset=25&limit=25');
    expect(box).toHaveValue('');
  });

  it('Escape after a search sent by a pause is a move of its own: Back brings the search back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?limit=25');
    await findTable();
    const box = screen.getByRole('searchbox', { name: 'Search records' });
    await user.type(box, 'mail');
    await waitFor(() => expect(searchOf(router)).toBe('?limit=25&search_text=mail'));
    await user.keyboard('{Escape}');
    expect(searchOf(router)).toBe('?limit=25');

    await act(() => router.navigate(-1));
    expect(searchOf(router)).toBe('?limit=25&search_text=mail');
    expect(box).toHaveValue('mail');
    await act(() => router.navigate(-1));
    expect(searchOf(router)).toBe('?limit=25');
    expect(box).toHaveValue('');
  });

  it('filters by exact match and type, each from the first page, and Back undoes each', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?offset=5&search_text=example.com');
    await findTable();
    await user.click(screen.getByRole('checkbox', { name: 'Exact match' }));
    await waitFor(() => expect(searchOf(router)).toBe('?search_text=example.com&strict_search=yes'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'MX');
    await waitFor(() =>
      expect(searchOf(router)).toBe('?search_text=example.com&strict_search=yes&search_record_type=MX'),
    );
    const expected = await demoRecords(
      'example.com',
      'search_text=example.com&strict_search=yes&search_record_type=MX',
    );
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(async () => expect(shownIds(await findTable())).toEqual(expected.map((r) => r.record_id)));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Exact match' })).toBeChecked();
  });

  it('says which filters left nothing and clears them', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?search_text=no-such-thing&search_record_type=CAA');
    expect(await screen.findByText('No records match the filters', {}, SLOW)).toBeVisible();
    expect(screen.getByText('name, type, value or TTL containing “no-such-thing”')).toBeVisible();
    expect(screen.getByText('type CAA')).toBeVisible();
    // No pager of disabled moves over an empty list: the notice is the way out.
    expect(screen.queryByRole('navigation', { name: 'Pages of records' })).toBeNull();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1) ?? clear[0]!);
    await waitFor(() => expect(searchOf(router)).toBe(''));
    expect(await findTable()).toBeVisible();
    // The button went with the filters; the focus is where a new search starts.
    expect(screen.getByRole('searchbox', { name: 'Search records' })).toHaveFocus();

    // The toolbar's own Clear filters does the same.
    await user.click(screen.getByRole('checkbox', { name: 'Exact match' }));
    await waitFor(() => expect(searchOf(router)).toBe('?strict_search=yes'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searchOf(router)).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search records' })).toHaveFocus();
  });

  it('says nothing is there only for the view shown: while the next view loads, it is loading', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/records?search_text=wwwzz');
    expect(await screen.findByText('No records match the filters', {}, SLOW)).toBeVisible();
    const routes = createApiRoutes({ kind: 'demo' });
    let held = Promise.withResolvers<void>();
    mswServer.use(
      http.get(`*${RECORDS_PATH}`, async ({ request }) => {
        await held.promise;
        return routes.fetch(request);
      }),
    );

    // A search that matches: the old answer (none) is not said as the new search's.
    const search = screen.getByRole('searchbox', { name: 'Search records' });
    await user.type(search, '{End}{Backspace}{Backspace}{Enter}');
    expect(await screen.findByText('Loading records…')).toBeInTheDocument();
    expect(screen.queryByText('No records match the filters')).toBeNull();
    held.resolve();
    expect(await findTable()).toBeVisible();

    // Clearing the filters of an empty list: not “example.com has no records” meanwhile.
    held = Promise.withResolvers<void>();
    await user.clear(search);
    await user.type(search, 'no-such-thing{Enter}');
    held.resolve();
    const clear = await screen.findAllByRole('button', { name: 'Clear filters' }, SLOW);
    held = Promise.withResolvers<void>();
    await user.click(clear.at(-1) ?? clear[0]!);
    expect(await screen.findByText('Loading records…')).toBeInTheDocument();
    expect(screen.queryByText(/has no records/)).toBeNull();
    expect(screen.queryByText('No records match the filters')).toBeNull();
    held.resolve();
    expect(await findTable()).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Pages of records' })).toBeVisible();
  });

  it('says when a link points past the end of the list', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?offset=500');
    expect(await screen.findByText('No records from record 501 on', {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages of records' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(searchOf(router)).toBe(''));
  });

  it('past the end of a filtered list, names the filters and clears them or goes to the first page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?offset=500&search_text=mail&search_record_type=MX');
    const title = await screen.findByText('No records from record 501 on', {}, SLOW);
    const notice = title.closest<HTMLElement>('[role="status"]');
    expect(notice).not.toBeNull();
    const inNotice = within(notice!);
    expect(inNotice.getByText('The list ends before this position with the filters in use.')).toBeVisible();
    expect(inNotice.getByText('name, type, value or TTL containing “mail”')).toBeVisible();
    expect(inNotice.getByText('type MX')).toBeVisible();

    await user.click(inNotice.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(searchOf(router)).toBe('?search_text=mail&search_record_type=MX'));
    await act(() => router.navigate(-1));
    const again = (await screen.findByText('No records from record 501 on')).closest<HTMLElement>('[role="status"]');
    await user.click(within(again!).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searchOf(router)).toBe(''));
    expect(await findTable()).toBeVisible();
  });

  it('keeps going after a page that a capping server cut short', async () => {
    const routes = createApiRoutes({ kind: 'demo' });
    mswServer.use(
      http.get(`*${RECORDS_PATH}`, ({ request }) => {
        const url = new URL(request.url);
        url.searchParams.set('limit', String(Math.min(Number(url.searchParams.get('limit') ?? 100), 10)));
        return routes.fetch(new Request(url, { headers: request.headers }));
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?limit=25');
    const table = await findTable();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(await screen.findByText('The DNS API sent a shorter page than asked for')).toBeVisible();
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
    await user.click(nextButton());
    await waitFor(() => expect(searchOf(router)).toBe('?offset=10&limit=25'));
    const all = await demoRecords('example.com', 'limit=1000');
    await waitFor(async () =>
      expect(shownIds(await findTable())).toEqual(all.slice(10, 20).map((record) => record.record_id)),
    );
  });

  it('filters here what the service did not: only the CNAMEs, counted, and a download of them', async () => {
    const expected = await demoRecords('example.com', 'search_record_type=CNAME&limit=1000');
    const zone = await demoRecords('example.com', 'limit=1000');
    expect(expected.length).toBeGreaterThan(1);
    serveIgnoringFilters();
    const user = userEvent.setup();
    renderApp('/domains/example.com/records?search_record_type=CNAME');
    const notice = await screen.findByRole('alert', {}, SLOW);
    expect(notice).toHaveTextContent('The DNS API did not apply the filter');
    expect(notice).toHaveTextContent('It sent records of other types than CNAME (SOA, NS, A, AAAA');
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        `So Zonescope read all ${zone.length} records of the zone and filtered them here: the records below are those with type CNAME.`,
      ),
    );
    expect(notice).not.toHaveTextContent('not limited to');
    await waitFor(async () => expect(shownIds(await findTable())).toEqual(expected.map((record) => record.record_id)));
    expect(within(pager()).getByRole('status')).toHaveTextContent(`Records 1–${expected.length} of ${expected.length}`);
    // The page's own request, its next page, and the pages of the whole zone (1,000 each, until an empty one).
    const all = recordQueries()
      .map((query) => new URLSearchParams(query))
      .filter((query) => query.get('limit') === '1000');
    expect(all.map((query) => query.get('offset'))).toEqual(['0', String(zone.length)]);
    expect(all.every((query) => !query.has('search_record_type'))).toBe(true);
    expect(requests.filter(isProbe)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Download…' }));
    const dialog = screen.getByRole('dialog', { name: 'Download records' });
    expect(dialog).toHaveAccessibleDescription(
      'Every record of example.com with type CNAME, not just this page, ordered by ID. The DNS API did not apply that filter, so every record of the zone is read and filtered here; the file says so.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(
      await within(dialog).findByText(/did not apply the filter, so Zonescope read all \d+ records and kept those/),
    ).toBeInTheDocument();
    const [fileName, text] = vi.mocked(downloadText).mock.calls[0] ?? [];
    expect(fileName).toBe('example.com-records-filtered.zone');
    expect(text).toContain('; Only records with type CNAME');
    expect(text).toContain(
      `read all ${zone.length} records of the zone and kept the ${expected.length} with type CNAME.`,
    );
    // The download read no page again: the page's records were read already.
    expect(recordQueries().filter((query) => new URLSearchParams(query).get('limit') === '1000')).toHaveLength(2);
  });

  it('pages a view filtered here from the records read, without reading them again', async () => {
    const expected = await demoRecords('example.com', 'search_record_type=CNAME&limit=1000');
    expect(expected.length).toBeGreaterThan(2);
    serveIgnoringFilters();
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?limit=2&search_record_type=CNAME');
    await waitFor(async () =>
      expect(shownIds(await findTable())).toEqual(expected.slice(0, 2).map((record) => record.record_id)),
    );
    expect(within(pager()).getByRole('status')).toHaveTextContent(`Records 1–2 of ${expected.length}`);
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
    await user.click(nextButton());
    await waitFor(() => expect(searchOf(router)).toBe('?offset=2&limit=2&search_record_type=CNAME'));
    await waitFor(async () =>
      expect(shownIds(await findTable())).toEqual(expected.slice(2, 4).map((record) => record.record_id)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('filtered them here');
    // The zone was read once: its pages of 1,000, until the empty one.
    expect(recordQueries().filter((query) => new URLSearchParams(query).get('limit') === '1000')).toHaveLength(2);
  });

  it('shows the reading with its progress; Cancel keeps the rows as sent, and reading again filters them', async () => {
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    const routes = createApiRoutes({ kind: 'demo' });
    mswServer.use(
      http.get(`*${RECORDS_PATH}`, async ({ request }) => {
        const url = new URL(request.url);
        // The pages of the whole zone wait; the view's own page does not.
        if (url.searchParams.get('limit') === '1000') await held;
        for (const name of ['search_text', 'strict_search', 'search_record_type']) url.searchParams.delete(name);
        return routes.fetch(new Request(url, { headers: request.headers }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/domains/example.com/records?search_record_type=MX');
    const reading = await screen.findByRole('region', { name: 'Reading every record' }, SLOW);
    expect(within(reading).getByRole('progressbar', { name: 'Records read' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('So Zonescope is reading every record of the zone');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(reading).getByRole('button', { name: 'Cancel' }));
    const stopped = await screen.findByText('Reading every record was stopped');
    expect(screen.getByRole('alert')).toHaveTextContent('they are not limited to type MX');
    await waitFor(async () => expect(shownIds(await findTable())).toHaveLength(39));

    release();
    const expected = await demoRecords('example.com', 'search_record_type=MX&limit=1000');
    await user.click(
      within(stopped.closest<HTMLElement>('[role="status"]')!).getByRole('button', { name: 'Read every record' }),
    );
    await waitFor(async () => expect(shownIds(await findTable())).toEqual(expected.map((record) => record.record_id)));
    expect(screen.getByRole('alert')).toHaveTextContent('filtered them here');
  });

  it('searches here what the service did not: the text, and an exact search for the zone’s own name', async () => {
    serveIgnoringFilters();
    for (const search of ['search_text=mail', 'search_text=example.com&strict_search=yes']) {
      mswServer.resetHandlers();
      const expected = await demoRecords('example.com', `${search}&limit=1000`);
      expect(expected.length).toBeGreaterThan(1);
      serveIgnoringFilters();
      const { unmount } = renderApp(`/domains/example.com/records?${search}`);
      const notice = await screen.findByRole('alert', {}, SLOW);
      expect(notice).toHaveTextContent('The DNS API did not apply the filter');
      await waitFor(() =>
        expect(notice).toHaveTextContent(/So Zonescope read all \d+ records of the zone and filtered them here/),
      );
      await waitFor(async () =>
        expect(shownIds(await findTable())).toEqual(expected.map((record) => record.record_id)),
      );
      expect(within(pager()).getByRole('status')).toHaveTextContent(
        `Records 1–${expected.length} of ${expected.length}`,
      );
      unmount();
    }
  });

  it('keeps the rows the service sent, with its words and Retry, when reading every record fails', async () => {
    const routes = createApiRoutes({ kind: 'demo' });
    mswServer.use(
      http.get(`*${RECORDS_PATH}`, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('limit') === '1000') {
          return HttpResponse.json(
            { status: 'fail', error: { code: 500, message: 'Internal error' }, details: 'Database is down' },
            { status: 500 },
          );
        }
        for (const name of ['search_text', 'strict_search', 'search_record_type']) url.searchParams.delete(name);
        return routes.fetch(new Request(url, { headers: request.headers }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/domains/example.com/records?search_record_type=MX');
    const failure = await screen.findByText(
      /Could not load every record of example\.com, to filter them here/,
      {},
      SLOW,
    );
    const alert = failure.closest<HTMLElement>('[role="alert"]');
    expect(alert).toHaveTextContent('Database is down');
    const notice = screen.getByText('The DNS API did not apply the filter').closest<HTMLElement>('[role="alert"]');
    expect(notice).toHaveTextContent('they are not limited to type MX');
    await waitFor(async () => expect(shownIds(await findTable())).toHaveLength(39));

    mswServer.resetHandlers();
    serveIgnoringFilters();
    await user.click(within(alert!).getByRole('button', { name: 'Retry' }));
    const expected = await demoRecords('example.com', 'search_record_type=MX&limit=1000');
    await waitFor(async () => expect(shownIds(await findTable())).toEqual(expected.map((record) => record.record_id)));
    expect(screen.queryByText(/Could not load every record/)).not.toBeInTheDocument();
  });

  it.each([
    ['a search', '?search_record_type=TXT&search_text=v%3D'],
    ['an exact search for the zone’s own name', '?search_text=example.com&strict_search=yes'],
  ])('says nothing of the kind when the service applied %s', async (_, search) => {
    renderApp(`/domains/example.com/records${search}`);
    const expected = await demoRecords('example.com', `${search.slice(1)}&limit=1000`);
    expect(expected.length).toBeGreaterThan(1);
    const table = await findTable();
    await waitFor(() => expect(shownIds(table)).toEqual(expected.map((record) => record.record_id)));
    expect(screen.queryByText('The DNS API did not apply the filter')).not.toBeInTheDocument();
    // One request for the view (and its next page): nothing of the whole zone read.
    expect(recordQueries().filter((query) => new URLSearchParams(query).get('limit') === '1000')).toEqual([]);
  });

  it('pages here what the service did not: every record read once, then each page from them', async () => {
    const zone = await demoRecords('example.com', 'limit=1000');
    expect(zone.length).toBeGreaterThan(26);
    serveIgnoringPaging('limit');
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?limit=25');
    const notice = await screen.findByRole('alert', {}, SLOW);
    expect(notice).toHaveTextContent('The DNS API did not page the records as asked');
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        `It sent ${zone.length} records where 26 were asked for: it seems to ignore “limit”. So Zonescope read all ${zone.length} records of the zone and pages them here.`,
      ),
    );
    await waitFor(async () =>
      expect(shownIds(await findTable())).toEqual(zone.slice(0, 25).map((record) => record.record_id)),
    );
    expect(within(pager()).getByRole('status')).toHaveTextContent(`Records 1–25 of ${zone.length}`);

    // The rest of the zone, which the service's first answer left out of the page: Next leads to it.
    await user.click(nextButton());
    await waitFor(() => expect(searchOf(router)).toBe('?offset=25&limit=25'));
    await waitFor(async () =>
      expect(shownIds(await findTable())).toEqual(zone.slice(25).map((record) => record.record_id)),
    );
    expect(within(pager()).getByRole('status')).toHaveTextContent(`Records 26–${zone.length} of ${zone.length}`);
    // Every record was read once (1,000 at a time, until an empty page), not again for the second page.
    const all = recordQueries()
      .map((query) => new URLSearchParams(query))
      .filter((query) => query.get('limit') === '1000');
    expect(all.map((query) => query.get('offset'))).toEqual(['0', String(zone.length)]);
    expect(requests.filter(isProbe)).toEqual([]);
  });

  it('pages here a zone the service sends whole for any page, and says it was taken as the whole zone', async () => {
    const zone = await demoRecords('example.com', 'limit=1000');
    serveIgnoringPaging('limit and offset');
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?limit=10&offset=10');
    await waitFor(async () =>
      expect(shownIds(await findTable())).toEqual(zone.slice(10, 20).map((record) => record.record_id)),
    );
    expect(within(pager()).getByRole('status')).toHaveTextContent(`Records 11–20 of ${zone.length}`);
    expect(screen.getByText('The DNS API does not page the live records')).toBeVisible();
    expect(screen.queryByText(/Next is off/)).toBeNull();
    await user.click(nextButton());
    await waitFor(() => expect(searchOf(router)).toBe('?offset=20&limit=10'));
    await waitFor(async () =>
      expect(shownIds(await findTable())).toEqual(zone.slice(20, 30).map((record) => record.record_id)),
    );
  });

  it('shows an API failure with a Retry that works', async () => {
    mswServer.use(
      http.get(`*${RECORDS_PATH}`, () =>
        HttpResponse.json({ status: 'error', error: { code: 'internal_error', message: 'boom' } }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/domains/example.com/records');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Could not load records');
    mswServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findTable()).toBeVisible();
  });

  it('offers no download nor Retry for a domain the API does not know, but the way to another', async () => {
    renderApp('/domains/no-such-domain.example/records');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('no-such-domain.example is not a domain of this account');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Go to the start page' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download…' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link to this view' })).toBeVisible();
  });

  it('offers the download again once a Retry brings the records', async () => {
    mswServer.use(http.get(`*${RECORDS_PATH}`, () => HttpResponse.json({}, { status: 503 })));
    const user = userEvent.setup();
    renderApp('/domains/example.com/records');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Download…' })).not.toBeInTheDocument();
    mswServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findTable()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download…' })).toBeVisible();
  });

  it('counts a view that spans pages from the newest snapshot’s count, then goes to the last page and to a page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?limit=10');
    await findTable();
    // The newest snapshot (39 records) starts the count; a few one-record requests settle it.
    expect(await within(pager()).findByText('Records 1–10 of 39', {}, { timeout: 10_000 })).toBeVisible();
    const probes = requests.filter(isProbe);
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.length).toBeLessThanOrEqual(8);
    expect(requests.some((url) => url.pathname === '/dns/v1/domains/example.com/snapshots')).toBe(true);
    expect(within(pager()).getByText('of 4')).toBeVisible();

    await user.click(within(pager()).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(searchOf(router)).toBe('?offset=30&limit=10'));
    expect(await within(pager()).findByText('Records 31–39 of 39')).toBeVisible();
    expect(within(pager()).getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');

    const jump = within(pager()).getByRole('spinbutton', { name: 'Page' });
    expect(jump).toHaveValue(4);
    await user.clear(jump);
    await user.type(jump, '2{Enter}');
    await waitFor(() => expect(searchOf(router)).toBe('?offset=10&limit=10'));
    expect(await within(pager()).findByText('Records 11–20 of 39')).toBeVisible();
    // The field is the same one, still focused, showing the page it led to.
    expect(jump).toHaveFocus();
    expect(jump).toHaveValue(2);
    // The count was kept for the view: no further probes.
    expect(requests.filter(isProbe)).toHaveLength(probes.length);
    // Back to where the jump came from: its page's number, not the one typed there.
    await act(() => router.navigate(-1));
    expect(searchOf(router)).toBe('?offset=30&limit=10');
    await waitFor(() => expect(jump).toHaveValue(4));
    // What was typed and not sent gives way to the page the view moved to.
    await user.clear(jump);
    await user.type(jump, '3');
    await act(() => router.navigate(1));
    await waitFor(() => expect(jump).toHaveValue(2));
  });

  it('repeats Previous and Next below a long page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records?limit=30');
    await findTable();
    const bottom = screen.getByRole('navigation', { name: 'Pages of records, end of table' });
    expect(within(bottom).getByText(/^Records 1–30( of (about )?39)?$/)).toBeVisible();
    await waitFor(() =>
      expect(within(bottom).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'false'),
    );
    await user.click(within(bottom).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(searchOf(router)).toBe('?offset=30&limit=30'));
    // Nine rows left: no need for a second pager.
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Pages of records, end of table' })).toBeNull(),
    );
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('30');
  });

  it('shows names in Unicode with their Punycode and sends Punycode', async () => {
    renderApp('/domains/пример.рф/records');
    const table = await findTable('пример.рф');
    expect(within(table).getAllByText('почта.пример.рф')[0]).toBeVisible();
    expect(within(table).getByTitle('Punycode: xn--80a1acny.xn--e1afmkfd.xn--p1ai')).toBeVisible();
    expect(recordQueries('/dns/v1/domains/xn--e1afmkfd.xn--p1ai/records')[0]).toBe(
      'offset=0&limit=101&order_by=record_id&order_param=asc',
    );
  });

  it('shows hostile record data as plain text and warns about look-alike names', async () => {
    const user = userEvent.setup();
    renderApp('/domains/hostile.example/records');
    const table = await findTable('hostile.example');
    const scriptCount = document.querySelectorAll('script').length;
    expect(within(table).getByText(textContentIs(HOSTILE_PAYLOADS.SCRIPT))).toBeVisible();
    expect(within(table).getByText(textContentIs(HOSTILE_PAYLOADS.IMG))).toBeVisible();
    expect(within(table).getByText(textContentIs('<i>not italic</i> &amp; not an entity'))).toBeVisible();
    expect(table.querySelector('img, svg, i')).toBeNull();
    // The only links are the app's own: each record's history, by its id.
    const links = [...table.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !/^\/domains\/hostile\.example\/history\?id=\d+$/.test(href ?? ''))).toEqual([]);
    expect(document.querySelectorAll('script')).toHaveLength(scriptCount);

    const apple = within(table).getByText(textContentIs('аpple.hostile.example')).closest('tr');
    expect(within(apple!).getByText('Mixed scripts')).toBeVisible();
    expect(within(apple!).getByText(/“аpple” mixes Cyrillic and Latin letters/)).toBeInTheDocument();
    const hidden = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('zero-width characters in the name'));
    expect(within(hidden!).getByText('Hidden characters')).toBeVisible();

    // The several-kB TXT shows four lines until asked for all of it.
    const more = within(table).getByRole('button', {
      name: `Show all ${HOSTILE_PAYLOADS.LONG_TXT.length.toLocaleString('en')} characters`,
    });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(table).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks disabled records and their status, flags and TTL', async () => {
    renderApp('/domains/example.com/records');
    const table = await findTable();
    const row = rowOfRecord(table, '989');
    expect(within(row).getByText('Disabled')).toBeVisible();
    expect(within(row).getByText('GEO')).toBeVisible();
    expect(within(row).queryByText('Failover')).toBeNull();
    // The TTL in seconds and in words, on one line.
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(/^60 \(1 min\)$/);
    expect(within(row).getByRole('button', { name: /Copy value of api.example.com A/ })).toBeVisible();
    // A disabled row is muted: grey text on a grey ground, with an amber edge.
    expect(row).toHaveClass('bg-slate-50', 'text-slate-600');
    expect(within(row).getAllByRole('cell')[0]).toHaveClass('border-l-amber-400');

    // Its enabled sibling, set up for failover, is not muted; being enabled, the rule, it says to
    // assistive technology only, so that the eye finds the disabled ones.
    const enabled = rowOfRecord(table, '988');
    expect(within(enabled).getByText('Enabled')).toHaveClass('sr-only');
    expect(within(enabled).queryByText('Disabled')).toBeNull();
    expect(within(enabled).getByText('GEO')).toBeVisible();
    expect(within(enabled).getByText('Failover')).toBeVisible();
    expect(enabled).not.toHaveClass('bg-slate-50');
    expect(enabled).not.toHaveClass('text-slate-600');
    expect(within(enabled).getAllByRole('cell')[0]).toHaveClass('border-l-transparent');
  });

  it('mutes a record whose status a real service writes as Disabled, in any case or spacing', async () => {
    const statuses: Partial<Record<string, string>> = { '989': ' DISABLED ', '988': 'Enabled', '987': 'Disabled' };
    serveDemoRecordsChanged((record) => ({ record_status: statuses[record.record_id] ?? record.record_status }));
    renderApp('/domains/example.com/records');
    const table = await findTable();
    for (const id of ['989', '987']) {
      const row = rowOfRecord(table, id);
      expect(within(row).getByText('Disabled')).toBeVisible();
      expect(row).toHaveClass('bg-slate-50', 'text-slate-600');
      expect(within(row).getAllByRole('cell')[0]).toHaveClass('border-l-amber-400');
    }
    const enabled = rowOfRecord(table, '988');
    expect(within(enabled).getByText('Enabled')).toHaveClass('sr-only');
    expect(enabled).not.toHaveClass('bg-slate-50');
    expect(within(enabled).getAllByRole('cell')[0]).toHaveClass('border-l-transparent');
  });

  it("shows the loading skeleton, not the old domain's rows, while another domain loads", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/records');
    await findTable();
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    const routes = createApiRoutes({ kind: 'demo' });
    mswServer.use(
      http.get('*/dns/v1/domains/fresh.example.org/records', async ({ request }) => {
        await held;
        return routes.fetch(request);
      }),
    );
    const domainBox = screen.getByRole('combobox', { name: 'Domain name' });
    await user.clear(domainBox);
    await user.type(domainBox, 'fresh.example.org{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/domains/fresh.example.org/records'));
    // The router's state moves before React draws the new page: on a loaded machine, a turn later.
    // Its records are held, so the page waits in its loading state meanwhile.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Records of fresh.example.org'),
    );
    expect(screen.queryAllByRole('row')).toEqual([]);
    expect(screen.getByText('Loading records…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Copy value of .*example\.com / })).toBeNull();

    release();
    const table = await findTable('fresh.example.org');
    const expected = await demoRecords('fresh.example.org', 'limit=1000');
    await waitFor(() => expect(shownIds(table)).toEqual(expected.map((record) => record.record_id)));
  });

  it('shows a TTL in seconds, with its human form on the same line when it says more', async () => {
    const ttls: Partial<Record<string, string>> = { '981': '0', '982': '45' };
    serveDemoRecordsChanged((record) => ({ record_ttl: ttls[record.record_id] ?? record.record_ttl }));
    renderApp('/domains/example.com/records');
    const table = await findTable();
    const ttlCell = (id: string) => within(rowOfRecord(table, id)).getAllByRole('cell')[3];
    await waitFor(() => expect(ttlCell('982')).toHaveTextContent(/^45$/));
    expect(ttlCell('981')).toHaveTextContent(/^0$/);
    // Longer ones have the human form beside the seconds.
    const all = await demoRecords('example.com', 'limit=1000');
    const hourly = all.find((record) => record.record_ttl === '3600' && ttls[record.record_id] === undefined);
    expect(hourly).toBeDefined();
    await waitFor(() => expect(ttlCell(hourly!.record_id)).toBeDefined());
    expect(ttlCell(hourly!.record_id)).toHaveTextContent(/^3600 \(1 h\)$/);
  });

  it('focuses the search with / and moves between rows with j, k and arrows', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/records');
    const table = await findTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(40));
    const rows = within(table).getAllByRole('row').slice(1);

    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search records' })).toHaveFocus();

    rows[0]?.focus();
    await user.keyboard('j');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(rows[3]).toHaveFocus();
    await user.keyboard('k');
    expect(rows[2]).toHaveFocus();
    await user.keyboard('{End}');
    expect(rows.at(-1)).toHaveFocus();
    // One tab stop for the rows: the focused one.
    expect(rows.filter((row) => row.tabIndex === 0)).toEqual([rows.at(-1)]);
  });

  it('copies the link of the view', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/records?limit=25&order_by=record_type');
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Copy link to this view' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/domains/example.com/records?limit=25&order_by=record_type`,
    );
  });

  it('copies the link as the app writes it: no default, nothing refused or unknown (a key pasted in one)', async () => {
    const user = userEvent.setup();
    renderApp(
      '/domains/example.com/records?offset=0&limit=100&order_param=asc&api_key=s3cr3t&limit=0&order_by=record_ttl',
    );
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Copy link to this view' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/domains/example.com/records?order_by=record_ttl`,
    );
  });

  it('downloads every matching record as a zone file, disabled ones commented out', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/records?limit=25&search_record_type=A');
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Download…' }));
    const dialog = screen.getByRole('dialog', { name: 'Download records' });
    expect(dialog).toHaveTextContent('with type A, not just this page');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText(/Saved \d+ records as example.com-records-filtered.zone/)).toBeVisible();

    const expected = await demoRecords('example.com', 'limit=1000&search_record_type=A');
    expect(vi.mocked(downloadText)).toHaveBeenCalledTimes(1);
    const [fileName, text] = vi.mocked(downloadText).mock.calls[0] ?? [];
    expect(fileName).toBe('example.com-records-filtered.zone');
    const lines = (text ?? '').split('\n').filter((line) => /\tIN\tA\t/.test(line));
    expect(lines).toHaveLength(expected.length);
    const disabled = expected.filter((record) => record.record_status === 'disabled');
    expect(disabled.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.startsWith('; disabled: '))).toHaveLength(disabled.length);
  });

  it('cancels a download under way', async () => {
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    const routes = createApiRoutes({ kind: 'demo' });
    mswServer.use(
      http.get(`*${RECORDS_PATH}`, async ({ request }) => {
        // The export's pages (by 1000) wait; the table's page does not.
        if (new URL(request.url).searchParams.get('limit') === '1000') await held;
        return routes.fetch(request);
      }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderApp('/domains/example.com/records');
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Download…' }));
    const dialog = screen.getByRole('dialog', { name: 'Download records' });
    await user.click(within(dialog).getByRole('radio', { name: /JSON/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(within(dialog).getByRole('progressbar', { name: 'Fetching records' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel download' }));
    expect(within(dialog).getByText('Download cancelled.')).toBeVisible();
    release();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(vi.mocked(downloadText)).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Download cancelled.')).toBeVisible();
  });

  it('says a download’s progress at the start and every ten seconds, not at every page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const path = '/dns/v1/domains/large.example.net/records';
    const { promise: started, resolve: go } = Promise.withResolvers<void>();
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    const routes = createApiRoutes({ kind: 'demo' });
    mswServer.use(
      http.get(`*${path}`, async ({ request }) => {
        // The export's pages (by 1000) wait for the go, come three of them, then wait again.
        const url = new URL(request.url);
        if (url.searchParams.get('limit') === '1000') {
          await started;
          if (Number(url.searchParams.get('offset')) >= 3000) await held;
        }
        return routes.fetch(request);
      }),
    );
    const user = userEvent.setup();
    renderApp('/domains/large.example.net/records');
    await findTable('large.example.net');
    await user.click(screen.getByRole('button', { name: 'Download…' }));
    const dialog = screen.getByRole('dialog', { name: 'Download records' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    const status = within(dialog).getByRole('status');
    // What the status said, each change once, to the moment asked.
    const said = [status.textContent];
    const observer = new MutationObserver(() => said.push(status.textContent));
    observer.observe(status, { childList: true, subtree: true, characterData: true });
    onTestFinished(() => observer.disconnect());
    const saidSoFar = () => (observer.takeRecords().length > 0 ? [...said, status.textContent] : said);
    go();

    // The count on screen follows the pages; the status keeps to the start.
    const bar = within(dialog).getByRole('progressbar', { name: 'Fetching records' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '3,000 records fetched'), SLOW);
    expect(within(dialog).getByText('3,000 records fetched (3 pages)…', { selector: ':not([role])' })).toBeVisible();
    expect(saidSoFar()).toEqual(['Fetching records…']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(status).toHaveTextContent('3,000 records fetched (3 pages)…');
    expect(saidSoFar()).toEqual(['Fetching records…', '3,000 records fetched (3 pages)…']);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel download' }));
    release();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Download cancelled.');
  });

  it('says how a download ended through a status line there since the dialog opened, not one put in with its words', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/records');
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Download…' }));
    const dialog = screen.getByRole('dialog', { name: 'Download records' });
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('Download ready')).toBeVisible();
    // The same element: its words changed, which a screen reader reads out.
    expect(within(dialog).getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(/^Download ready: example\.com-records\.zone, \d+ records\.$/);
    expect(vi.mocked(downloadText)).toHaveBeenCalledTimes(1);
  });

  it('saves nothing when a download is cancelled while it fetches again records it had before', async () => {
    let hold: Promise<void> | null = null;
    const routes = createApiRoutes({ kind: 'demo' });
    mswServer.use(
      http.get(`*${RECORDS_PATH}`, async ({ request }) => {
        if (hold && new URL(request.url).searchParams.get('limit') === '1000') await hold;
        return routes.fetch(request);
      }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderApp('/domains/example.com/records?search_record_type=MX');
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Download…' }));
    const dialog = screen.getByRole('dialog', { name: 'Download records' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText(/Saved \d+ records/)).toBeVisible();
    expect(vi.mocked(downloadText)).toHaveBeenCalledTimes(1);

    // The records fetched for it go stale; the next download fetches them again, and is cancelled.
    await queryClient.invalidateQueries({ queryKey: ['records'] });
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    hold = held;
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel download' }));
    release();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(within(dialog).getByText('Download cancelled.')).toBeVisible();
    expect(vi.mocked(downloadText)).toHaveBeenCalledTimes(1);
  });
});

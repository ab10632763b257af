import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  DEMO_SNAPSHOT_IDS,
  EXAMPLE_COM_REMOVED_AND_RESTORED,
  EXAMPLE_COM_WWW_HISTORY,
} from '../../../server/demo/data/expected-diffs.ts';
import { recordApiRequests } from '../../test/api-requests.ts';
import { demoHandlers, mswServer } from '../../test/msw-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SNAPSHOTS_AT_A_TIME } from './history-url-state.ts';
import { textContentMatches } from '../../test/text-content.ts';

/** The first render loads the lazy route chunk, which can take a while on a busy machine. */
const SLOW = { timeout: 10_000 };

const requests = recordApiRequests();

function dataRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
}

/** A row's cells by column header. */
function cellsOf(table: HTMLElement, row: HTMLElement): Record<string, string> {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
  return Object.fromEntries(
    within(row)
      .getAllByRole('cell')
      .map((cell, index) => [headers[index] ?? String(index), cell.textContent ?? '']),
  );
}

/** A row's "What happened" without its "since 9040". */
function eventOf(table: HTMLElement, row: HTMLElement): string | undefined {
  const event = cellsOf(table, row)['What happened'];
  return event?.replace(/since \w+$/, '').trim();
}

/** The columns a phone card labels (data-table.tsx: its detail and section cells, from `data-label`). */
const CARD_LABELLED = new Set(['TTL', 'ID', 'GEO records', 'Failover']);

/**
 * The labels a row's phone card shows with nothing after them: a labelled cell with nothing in it,
 * unless the table system leaves it out of the card when empty (data-table.tsx's card cells,
 * `max-lg:empty:hidden`; jsdom draws no CSS, the journeys' phone screenshots do).
 */
function bareCardLabels(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .filter((cell) => CARD_LABELLED.has(cell.dataset.label ?? '') && cell.matches(':empty'))
    .filter((cell) => !cell.classList.contains('max-lg:empty:hidden'))
    .map((cell) => cell.dataset.label ?? '');
}

/**
 * A GEO records cell's entries: each region, what it gets (its answer or its changes, as the parts
 * that wrap as units), and whether those wrap under the region, indented (a hanging indent: the
 * line padded, the region pulled back to its edge).
 */
function geoEntries(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => {
      const line = item.firstElementChild;
      const [region, ...rest] = [...(line?.children ?? [])];
      return {
        region: region?.textContent,
        gets: rest.map((part) => part.textContent),
        indentedUnderRegion:
          line?.classList.contains('flex-wrap') === true &&
          line.classList.contains('pl-5') &&
          region?.classList.contains('-ml-5') === true,
      };
    });
}

/** The notice (a polite status) whose title starts with `title`, once it is there. */
async function findNotice(main: HTMLElement, title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const notice = within(main)
      .queryAllByRole('status')
      .find((each) => each.textContent?.startsWith(title));
    if (notice === undefined) throw new Error(`no notice “${title}”`);
    return notice;
  }, SLOW);
}

const snapshotRequests = () =>
  requests.filter((url) => /\/snapshots\/[^/]+\/records$/.test(url.pathname)).map((url) => url.pathname.split('/')[6]);

describe('HistoryPage', () => {
  it('leaves a name or type it cannot use out of the copied link, and Clean up link removes them', async () => {
    const user = userEvent.setup();
    for (const [search, said] of [
      ['?type=A', 'type “A” needs a name beside it'],
      ['?name=%3Cimg%20src%3Dx%3E&type=A', 'name “<img src=x>” is not a record name'],
      ['?id=986&name=www.example.com', 'name “www.example.com” is ignored: the record is named by its id'],
    ] as const) {
      const view = renderApp(`/domains/example.com/history${search}`);
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent(said);
      await user.click(screen.getByRole('button', { name: 'Copy link to this view' }));
      const kept = search.startsWith('?id=') ? '?id=986' : '';
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/domains/example.com/history${kept}`);
      await user.click(within(notice).getByRole('button', { name: 'Clean up link' }));
      await waitFor(() => expect(view.router.state.location.search).toBe(kept));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      view.unmount();
    }
    // Three links, each the app rendered afresh: 3 s on a quiet machine, over 5 under a journey run.
  }, 15_000);

  it('shows each change of www.example.com A in the state it happened in, newest first', async () => {
    const fixture = EXAMPLE_COM_WWW_HISTORY;
    renderApp(`/domains/example.com/history?id=${fixture.recordId}`);
    expect(
      await within(await screen.findByRole('main')).findByText('5 of 5 snapshots read.', {}, SLOW),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'History of record 986' });
    await waitFor(() => expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('Live zone'));
    const rows = dataRows(table).map((row) => cellsOf(table, row));
    const stateLinks = dataRows(table).map((row) => within(row).getAllByRole('link')[0]?.textContent);
    expect(stateLinks).toEqual(
      fixture.states.map((each) => (each.state === 'live' ? 'Live zone' : `Snapshot ${each.state}`)),
    );
    const events: Record<string, string> = {
      unchanged: 'Unchanged',
      changed: 'Changed',
      'first-seen': 'First seen',
    };
    expect(rows.map((row) => row['What happened']?.replace(/since \w+$/, '').trim())).toEqual(
      fixture.states.map((each) => events[each.event]),
    );
    // The diff cell: old → new, in the column of the field that changed.
    expect(rows[1]?.TTL).toMatch(/^3600.*→.*300/);
    expect(rows[2]?.Value).toBe('192.0.2.23 → 192.0.2.24');
    expect(rows[3]?.Value).toBe('192.0.2.20 → 192.0.2.23');
    expect(rows[1]?.['What happened']).toContain('since 9040');
    // GEO records per snapshot; the live zone's cannot be listed.
    expect(rows[0]?.['GEO records']).toBe('not listed for the live zone');
    expect(rows[1]?.['GEO records']).toContain('DE.BY');
    expect(rows[1]?.['GEO records']).toContain('new');
    expect(rows[4]?.['GEO records']).not.toContain('US');

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent(
      'First seen in snapshot 9010; value and GEO records changed in snapshot 9030; value changed in snapshot 9040; TTL and GEO records changed in snapshot 9050.',
    );
    expect(summary).toHaveTextContent('Snapshot 9010 keeps no record ids');
    expect(document.title).toBe('History of record 986 · example.com · Zonescope');
  });

  it('tells a record removed and added back', async () => {
    const fixture = EXAMPLE_COM_REMOVED_AND_RESTORED;
    renderApp(`/domains/example.com/history?id=${fixture.recordId}`);
    expect(
      await within(await screen.findByRole('main')).findByText('5 of 5 snapshots read.', {}, SLOW),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: `History of record ${fixture.recordId}` });
    await waitFor(() => expect(dataRows(table)).toHaveLength(6));
    const events = dataRows(table).map((row) => eventOf(table, row));
    expect(events).toEqual(['Unchanged', 'Unchanged', 'Added back', 'Removed', 'Unchanged', 'First seen']);
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(
      'First seen in snapshot 9010; removed in snapshot 9030; added back in snapshot 9040.',
    );
  });

  it('says nothing of GEO records or failover in a snapshot the record is absent from', async () => {
    // api.example.com AAAA (1020) has failover in the live zone and snapshot 9050, and no snapshot before holds it.
    renderApp('/domains/example.com/history?id=1020');
    expect(
      await within(await screen.findByRole('main')).findByText('5 of 5 snapshots read.', {}, SLOW),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'History of record 1020' });
    await waitFor(() => expect(dataRows(table)).toHaveLength(6));
    const rows = dataRows(table).map((row) => cellsOf(table, row));
    expect(dataRows(table).map((row) => eventOf(table, row))).toEqual([
      'Unchanged',
      'First seen',
      'Absent',
      'Absent',
      'Absent',
      'Absent',
    ]);
    expect(rows[0]?.Failover).toBe('not listed for the live zone');
    expect(rows[1]?.Failover).not.toBe('');
    expect(rows.slice(2).map((row) => row.Failover)).toEqual(['', '', '', '']);
    // Its name has no GEO records there either: not "none", which would read as the record's.
    expect(rows.slice(2).map((row) => row['GEO records'])).toEqual(['', '', '', '']);
    expect(dataRows(table).map(bareCardLabels)).toEqual([[], [], [], [], [], []]);
  });

  it('says once that no state holds a record, instead of a table of absent rows and its exports', async () => {
    // While snapshots are being read, the progress and the table stay: the record may be in one not read yet.
    const held = Promise.withResolvers<void>();
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/snapshots/:id/records', async ({ request, params }) => {
        if (params.id === '9010') await held.promise;
        return demoHandlers[0]?.run({ request, requestId: crypto.randomUUID() }).then((result) => result?.response);
      }),
    );
    renderApp('/domains/example.com/history?id=999999');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('4 of 5 snapshots read.', { exact: false }, SLOW)).toBeInTheDocument();
    expect(within(main).getByText('Not found in the states read so far.')).toBeInTheDocument();
    expect(within(main).getByRole('table', { name: 'History of record 999999' })).toBeInTheDocument();

    held.resolve();
    const notice = await findNotice(main, 'No state of the zone has a record with the id 999999');
    expect(notice).toHaveTextContent('The live zone and all 5 snapshots of example.com were read.');
    expect(within(notice).getByRole('link', { name: 'Records of example.com' })).toHaveAttribute(
      'href',
      '/domains/example.com/records',
    );
    expect(within(main).queryByRole('table')).toBeNull();
    expect(within(main).queryByRole('button', { name: /^Export/ })).toBeNull();
    expect(within(main).queryByText(/snapshots read/)).toBeNull();
    expect(snapshotRequests()).toEqual([...DEMO_SNAPSHOT_IDS['example.com']]);
  });

  it('says so of a name and type no state holds, with a search of the records for the name', async () => {
    renderApp('/domains/example.com/history?name=nope.example.com&type=AAAA');
    const main = await screen.findByRole('main');
    const notice = await findNotice(main, 'No state of the zone has a record nope.example.com AAAA');
    expect(notice).toHaveTextContent('The live zone and all 5 snapshots of example.com were read.');
    expect(within(notice).getByRole('link', { name: 'Search the records for nope.example.com' })).toHaveAttribute(
      'href',
      '/domains/example.com/records?search_text=nope.example.com',
    );
    expect(within(notice).getByRole('link', { name: 'Records of example.com' })).toBeInTheDocument();
    expect(within(main).queryByRole('table')).toBeNull();
    expect(within(main).queryByRole('button', { name: /^Export/ })).toBeNull();
  });

  it('keeps each GEO region’s answer and changes under the region, indented where they wrap', async () => {
    renderApp('/domains/example.com/history?id=986');
    expect(
      await within(await screen.findByRole('main')).findByText('5 of 5 snapshots read.', {}, SLOW),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'History of record 986' });
    const in9050 = await within(table).findByRole('list', { name: 'GEO records in Snapshot 9050' });
    expect(geoEntries(in9050)).toEqual([
      { region: '_EUEurope', gets: ['TTL: 3600 → 300'], indentedUnderRegion: true },
      {
        region: '_NANorth America',
        gets: ['Value: 198.51.100.20 → 198.51.100.22TTL: 3600 → 300'],
        indentedUnderRegion: true,
      },
      { region: 'USUnited States of America', gets: ['TTL: 3600 → 300'], indentedUnderRegion: true },
      // The answer and its TTL are one part: the TTL never wraps onto a line of its own.
      { region: 'DE.BYBayern', gets: ['192.0.2.121300 (5 min)new'], indentedUnderRegion: true },
    ]);
    const in9040 = within(table).getByRole('list', { name: 'GEO records in Snapshot 9040' });
    expect(geoEntries(in9040)).toContainEqual({
      region: 'USUnited States of America',
      gets: ['198.51.100.213600 (1 h)'],
      indentedUnderRegion: true,
    });
  });

  it('follows a record set by name and type, each value on its own line', async () => {
    renderApp('/domains/example.com/history?name=api.example.com&type=A');
    expect(
      await within(await screen.findByRole('main')).findByText('5 of 5 snapshots read.', {}, SLOW),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'History of api.example.com A' });
    await waitFor(() => expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('Live zone'));
    // Two values in every state: two lines each.
    expect(dataRows(table)).toHaveLength(12);
    // The live zone's records come from the set's own search (read until a page comes back empty).
    const live = requests.filter((url) => url.pathname.endsWith('/records') && !url.pathname.includes('/snapshots/'));
    expect(live.length).toBeGreaterThan(0);
    expect(new Set(live.map((url) => url.searchParams.get('search_text')))).toEqual(new Set(['api.example.com']));
  });

  it('follows a name given in capitals and with a trailing dot as the service names it (Punycode too: parseRecordName)', async () => {
    renderApp('/domains/example.com/history?name=WWW.Example.com.&type=A');
    expect(
      await within(await screen.findByRole('main')).findByText('5 of 5 snapshots read.', {}, SLOW),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'History of www.example.com A' });
    // The live record is found: the search names it as the service does.
    await waitFor(() => expect(cellsOf(table, dataRows(table)[0] ?? table)['What happened']).not.toMatch(/Removed/));
    const live = requests.filter((url) => url.pathname.endsWith('/records') && !url.pathname.includes('/snapshots/'));
    expect(new Set(live.map((url) => url.searchParams.get('search_text')))).toEqual(new Set(['www.example.com']));
  });

  it('says what is wrong with a name no record can have, and requests nothing', async () => {
    renderApp('/domains/example.com/history?name=%3Cimg%20src%3Dx%3E&type=A');
    expect(await screen.findByText('Which record?', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText(textContentMatches(/^name “<img src=x>” is not a record name: it cannot contain “<”\.$/)),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('asks which record when the link names none, and requests nothing', async () => {
    renderApp('/domains/example.com/history?type=A');
    expect(await screen.findByText('Which record?', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(textContentMatches(/type “A” needs a name beside it/))).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('reads at most a few snapshots at a time, newest first', async () => {
    let inFlight = 0;
    let most = 0;
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/snapshots/:id/records', async ({ request }) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await delay(30);
        inFlight -= 1;
        return demoHandlers[0]?.run({ request, requestId: crypto.randomUUID() }).then((result) => result?.response);
      }),
    );
    renderApp('/domains/example.com/history?id=986');
    expect(
      await within(await screen.findByRole('main')).findByText('5 of 5 snapshots read.', {}, SLOW),
    ).toBeInTheDocument();
    expect(most).toBe(SNAPSHOTS_AT_A_TIME);
    expect(snapshotRequests()).toEqual([...DEMO_SNAPSHOT_IDS['example.com']]);
  });

  it('shows a snapshot that fails in its row with Retry, and reads the rest', async () => {
    const user = userEvent.setup();
    let failing = true;
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/snapshots/9030/records', () =>
        failing
          ? HttpResponse.json(
              { status: 'fail', error: { code: 10, message: 'Internal error' }, details: 'Simulated' },
              { status: 500 },
            )
          : undefined,
      ),
    );
    renderApp('/domains/example.com/history?id=986');
    expect(
      await within(await screen.findByRole('main')).findByText('4 of 5 snapshots read, 1 failed.', {}, SLOW),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'History of record 986' });
    const failed = within(table).getByRole('alert');
    expect(failed).toHaveTextContent('Could not read: The DNS API failed');
    // 9040 is compared with the next older snapshot read: 9020.
    const row9040 = dataRows(table).find((row) => row.textContent?.includes('Snapshot 9040'));
    expect(row9040 && cellsOf(table, row9040)['What happened']).toContain('since 9020');

    failing = false;
    await user.click(within(table).getByRole('button', { name: 'Retry Snapshot 9030' }));
    expect(await within(await screen.findByRole('main')).findByText('5 of 5 snapshots read.')).toBeInTheDocument();
    expect(within(table).queryByRole('alert')).toBeNull();
  });

  it('stops reading when the service limits requests, says so in its words, and reads on with Continue', async () => {
    const user = userEvent.setup();
    let limited = true;
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/snapshots/9040/records', () =>
        limited
          ? HttpResponse.json(
              { status: 'fail', error: { code: 13, message: 'Too many requests' }, details: 'Slow down' },
              { status: 429, headers: { 'Retry-After': '30' } },
            )
          : undefined,
      ),
    );
    renderApp('/domains/example.com/history?id=986');
    const main = await screen.findByRole('main');
    const progress = await within(main).findByRole('region', { name: 'Reading the snapshots' }, SLOW);
    await within(progress).findByText(/snapshots read, 1 failed; reading was stopped: Too many requests\.$/, {}, SLOW);
    // Nothing asked for after the refusal: the three under way, the others stopped.
    expect(snapshotRequests()).toEqual(['9050', '9040', '9030']);
    expect(progress).toHaveTextContent(
      'The DNS API is limiting requests (HTTP 429). Wait 30 s before trying again. The service said: “Too many requests — Slow down (code 13)”. Reading the other snapshots would fail the same way: Continue reading when the cause is gone.',
    );
    expect(within(progress).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getAllByText('Not read (stopped)').length).toBeGreaterThanOrEqual(2);

    limited = false;
    await user.click(within(progress).getByRole('button', { name: 'Continue reading' }));
    expect(await within(progress).findByText('5 of 5 snapshots read.')).toBeInTheDocument();
    expect(snapshotRequests().filter((id) => id === '9040')).toHaveLength(2);
    expect(within(main).queryByRole('alert')).toBeNull();
  });

  it('offers to read the failed snapshots again once the others are read', async () => {
    const user = userEvent.setup();
    let failing = true;
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/snapshots/:id/records', ({ params }) =>
        failing && (params.id === '9030' || params.id === '9010')
          ? HttpResponse.json({ status: 'fail', error: { code: 10, message: 'Internal error' } }, { status: 500 })
          : undefined,
      ),
    );
    renderApp('/domains/example.com/history?id=986');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('3 of 5 snapshots read, 2 failed.', {}, SLOW)).toBeInTheDocument();
    failing = false;
    await user.click(within(main).getByRole('button', { name: 'Retry the 2 failed snapshots' }));
    expect(await within(main).findByText('5 of 5 snapshots read.')).toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: /^Retry the/ })).toBeNull();
    expect(snapshotRequests()).toEqual(['9050', '9040', '9030', '9020', '9010', '9030', '9010']);
  });

  it('does not call the oldest snapshot read the first to hold the record while older ones are not read', async () => {
    // www.example.com A (986) is first in 9010; reading stops with 9020 and 9010 unread.
    const user = userEvent.setup();
    const held = Promise.withResolvers<void>();
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/snapshots/:id/records', async ({ request, params }) => {
        if (params.id === '9020' || params.id === '9010') await held.promise;
        return demoHandlers[0]?.run({ request, requestId: crypto.randomUUID() }).then((result) => result?.response);
      }),
    );
    renderApp('/domains/example.com/history?id=986');
    const main = await screen.findByRole('main');
    await waitFor(() => expect(snapshotRequests()).toEqual(['9050', '9040', '9030', '9020', '9010']), SLOW);
    expect(await within(main).findByText('3 of 5 snapshots read.', { exact: false }, SLOW)).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Cancel' }));
    expect(await within(main).findByText('3 of 5 snapshots read; reading was stopped.')).toBeInTheDocument();
    held.resolve();

    const table = screen.getByRole('table', { name: 'History of record 986' });
    const events = () =>
      Object.fromEntries(
        dataRows(table).map((row) => [within(row).getAllByRole('link')[0]?.textContent, eventOf(table, row)]),
      );
    expect(events()).toMatchObject({ 'Snapshot 9030': 'Seen' });
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('In snapshot 9030, in none of the older snapshots read (not all were);');
    expect(summary).not.toHaveTextContent('First seen');

    await user.click(within(main).getByRole('button', { name: 'Continue reading' }));
    expect(await within(main).findByText('5 of 5 snapshots read.')).toBeInTheDocument();
    await waitFor(() => expect(events()).toMatchObject({ 'Snapshot 9030': 'Changed', 'Snapshot 9010': 'First seen' }));
    expect(summary).toHaveTextContent('First seen in snapshot 9010;');
  });

  it('stops reading on Cancel and goes on with Continue', async () => {
    const user = userEvent.setup();
    const held = Promise.withResolvers<void>();
    let answered = 0;
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/snapshots/:id/records', async ({ request }) => {
        await held.promise;
        answered += 1;
        return demoHandlers[0]?.run({ request, requestId: crypto.randomUUID() }).then((result) => result?.response);
      }),
    );
    renderApp('/domains/example.com/history?id=986');
    const cancel = await screen.findByRole('button', { name: 'Cancel' }, SLOW);
    await waitFor(() => expect(snapshotRequests()).toHaveLength(SNAPSHOTS_AT_A_TIME));
    await user.click(cancel);
    expect(
      await within(await screen.findByRole('main')).findByText('0 of 5 snapshots read; reading was stopped.'),
    ).toBeInTheDocument();
    held.resolve();
    // The three reads under way were cancelled: their answers change nothing, and nothing else is asked for.
    await waitFor(() => expect(answered).toBe(SNAPSHOTS_AT_A_TIME));
    expect(snapshotRequests()).toEqual(['9050', '9040', '9030']);
    expect(screen.getAllByText('Not read (stopped)')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Continue reading' }));
    expect(await within(await screen.findByRole('main')).findByText('5 of 5 snapshots read.')).toBeInTheDocument();
    // Newest first again, from the cancelled ones on.
    expect(snapshotRequests()).toEqual(['9050', '9040', '9030', '9050', '9040', '9030', '9020', '9010']);
  });
});

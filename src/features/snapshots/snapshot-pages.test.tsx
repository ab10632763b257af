import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiRoutes } from '../../../server/api-routes.ts';
import { getOk } from '../../../server/test/demo-api-client.ts';
import { snapshotSchema } from '../../contract/schemas.ts';
import {
  DEMO_SNAPSHOT_IDS,
  EXAMPLE_COM_LIVE_VS_NEWEST_SNAPSHOT,
  EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT,
} from '../../../server/demo/data/expected-diffs.ts';
import { fetchAllRecords } from '../../api/records.ts';
import { listSnapshots } from '../../api/snapshots.ts';
import { parseDomainName } from '../../lib/domain-name.ts';
import { recordApiRequests } from '../../test/api-requests.ts';
import { mswServer } from '../../test/msw-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { textContentMatches } from '../../test/text-content.ts';

/** The first render loads the lazy route chunk, which can take a while on a busy machine. */
const SLOW = { timeout: 5000 };

const requests = recordApiRequests();

function dataRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
}

describe('SnapshotsPage', () => {
  it('says a chosen snapshot the list does not hold, and leaves it out of the copied and cleaned link', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/snapshots?chosen=99999,current');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('chosen “99999” is not a snapshot of example.com; left out');
    await user.click(screen.getByRole('button', { name: 'Copy link to this view' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/domains/example.com/snapshots?chosen=current`,
    );
    await user.click(within(notice).getByRole('button', { name: 'Clean up link' }));
    await waitFor(() => expect(router.state.location.search).toBe('?chosen=current'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the snapshots newest first with counts and their changes, from the list request alone', async () => {
    const domain = parseDomainName('example.com');
    if (!domain.ok) throw new Error(domain.reason);
    const { records: live } = await fetchAllRecords(domain.domain, {});
    requests.length = 0;
    renderApp('/domains/example.com/snapshots');
    const chart = await screen.findByRole('figure', { name: /Records per snapshot over time/ }, SLOW);
    // A point per snapshot, then the current zone, counted from its live records.
    const current = await within(chart).findByRole('link', { name: /^The current zone now, / });
    expect(current).toHaveAccessibleName(new RegExp(`: ${live.length} records$`));
    expect(current).toHaveAttribute('href', '/domains/example.com/records');
    expect(within(chart).getAllByRole('link', { name: /^Snapshot \d+, / })).toHaveLength(5);
    expect(chart).toHaveTextContent(`The current zone, the last point, has ${live.length}.`);
    const entries = screen.getAllByRole('link', { name: /^Snapshot \d+$/ });
    expect(entries.map((link) => link.textContent)).toEqual(
      DEMO_SNAPSHOT_IDS['example.com'].map((id) => `Snapshot ${id}`),
    );
    const newest = screen.getByRole('listitem', { name: 'Snapshot 9050' });
    expect(newest).toHaveTextContent('39 records+1, 1 more than snapshot 9040');
    // The same count is not called no change: 9030 adds a record and removes another, 36 as in 9020.
    const sameCount = screen.getByRole('listitem', { name: 'Snapshot 9030' });
    expect(sameCount).toHaveTextContent('36 records±0, as many as snapshot 9020');
    expect(within(sameCount).getByTitle('as many as snapshot 9020')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Snapshot 9010' })).toHaveTextContent('oldest snapshot');
    // The snapshots from their list alone (no request per snapshot); the live zone counted by
    // one-record probes started at the newest snapshot's count, a handful of them, never read whole.
    expect(requests.filter((url) => url.pathname.includes('/snapshots')).map((url) => url.pathname)).toEqual([
      '/dns/v1/domains/example.com/snapshots',
    ]);
    const recordRequests = requests.filter((url) => url.pathname.endsWith('/records'));
    expect(recordRequests.length).toBeGreaterThan(0);
    expect(recordRequests.length).toBeLessThanOrEqual(8);
    expect(new Set(recordRequests.map((url) => url.searchParams.get('limit')))).toEqual(new Set(['1']));
    expect(document.title).toBe('Snapshots · example.com · Zonescope');
  });

  it('holds a line for the live count while it is read, and drops it when the API refuses it', async () => {
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/records', async () => {
        await held;
        return HttpResponse.json(
          { status: 'fail', error: { code: 3, message: 'Authorization failed' } },
          { status: 401 },
        );
      }),
    );
    renderApp('/domains/example.com/snapshots');
    const chart = await screen.findByRole('figure', { name: /Records per snapshot over time/ }, SLOW);
    // While the count is read: a line of its own in the caption, a short word in the timeline.
    expect(chart).toHaveTextContent('The current zone, the last point: counting…');
    const now = screen.getByRole('region', { name: 'Now' });
    expect(now).toHaveTextContent('Current zonelive records: counting…');
    release();
    // Refused: the chart ends at the newest snapshot, and the timeline says when the zone is read.
    await waitFor(() => expect(chart).not.toHaveTextContent('The current zone'), SLOW);
    expect(within(chart).queryByRole('link', { name: /^The current zone now, / })).not.toBeInTheDocument();
    expect(now).toHaveTextContent('the live records, fetched when compared');
  });

  it('offers a comparison once two entries are chosen', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/snapshots');
    await user.click(await screen.findByRole('checkbox', { name: 'Choose snapshot 9050 for comparison' }, SLOW));
    const compare = screen.getByRole('region', { name: 'Compare' });
    expect(within(compare).getByRole('button', { name: 'Compare' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Choose the current zone for comparison' }));
    expect(within(compare).getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/domains/example.com/snapshots/9050/compare?with=current',
    );
  });

  it('keeps the entries chosen in the URL: a link reproduces them, Back undoes a choice', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/snapshots?tz=utc');
    await user.click(await screen.findByRole('checkbox', { name: 'Choose snapshot 9040 for comparison' }, SLOW));
    await user.click(screen.getByRole('checkbox', { name: 'Choose snapshot 9020 for comparison' }));
    expect(router.state.location.search).toBe('?tz=utc&chosen=9040%2C9020');
    const compare = screen.getByRole('region', { name: 'Compare' });
    expect(within(compare).getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      '/domains/example.com/snapshots/9020/compare?with=9040',
    );

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?tz=utc&chosen=9040');
    expect(screen.getByRole('checkbox', { name: 'Choose snapshot 9020 for comparison' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Choose snapshot 9040 for comparison' })).toBeChecked();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('checkbox', { name: 'Choose snapshot 9040 for comparison' })).not.toBeChecked();
    expect(within(compare).getByRole('button', { name: 'Compare' })).toBeDisabled();
  });

  it('opens a link with its entries chosen, leaving out a snapshot the list no longer has', async () => {
    renderApp('/domains/example.com/snapshots?chosen=7777,9030');
    expect(await screen.findByRole('checkbox', { name: 'Choose snapshot 9030 for comparison' }, SLOW)).toBeChecked();
    const compare = screen.getByRole('region', { name: 'Compare' });
    expect(within(compare).getByRole('button', { name: 'Compare' })).toBeDisabled();
    expect(compare).toHaveTextContent('Chosen: snapshot 9030');
  });

  it('has an empty state for a domain without snapshots', async () => {
    renderApp('/domains/fresh.example.org/snapshots');
    expect(await screen.findByText('fresh.example.org has no snapshots yet', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('reports a bad time zone parameter', async () => {
    renderApp('/domains/example.com/snapshots?tz=mars');
    expect(
      await screen.findByText(textContentMatches(/tz “mars” must be one of local, utc/), {}, SLOW),
    ).toBeInTheDocument();
  });
});

describe('SnapshotDetailPage', () => {
  it('leaves a sort column of another tab out of the copied link', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/snapshots/9050?q=www&sort=region&dir=desc');
    expect(await screen.findByRole('alert')).toHaveTextContent('sort “region” is not a column of the Records tab');
    await user.click(await screen.findByRole('button', { name: 'Copy link to this view' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/domains/example.com/snapshots/9050?q=www`,
    );
  });

  it('opens a tab from the link and renders empty failover values explicitly', async () => {
    renderApp('/domains/example.com/snapshots/9050?tab=failover');
    const table = await screen.findByRole('table', { name: 'Failover records of the snapshot' }, SLOW);
    const rows = dataRows(table);
    expect(rows).toHaveLength(4);
    const sip = rows.find((row) => row.textContent?.includes('sip.example.com'));
    expect(sip?.lastElementChild).toHaveTextContent(/^—$/);
    // An empty backup value is said in words, not left blank.
    expect(within(table).getByText('empty value')).toBeInTheDocument();
    // The record's TTL, as on the records tab.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[↑↓↕]/g, ''));
    const ttl = headers.indexOf('TTL');
    expect(headers.slice(0, 4)).toEqual(['Name', 'Type', 'Value', 'TTL']);
    expect(sip?.children[ttl]).toHaveTextContent(/^300\s*\(5 min\)$/);
    expect(screen.getByRole('tab', { name: 'Failover records (4)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
  });

  it('copies a value as the snapshot holds it, one button per record, GEO answers told apart by region', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/snapshots/9050');
    await screen.findByRole('table', { name: 'Records of the snapshot' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Copy value of example.com MX (record 990)' }));
    expect(await navigator.clipboard.readText()).toBe('10 mail.example.com');

    await user.click(screen.getByRole('tab', { name: /^GEO records/ }));
    const geo = await screen.findByRole('table', { name: 'GEO records of the snapshot' }, SLOW);
    await user.click(
      within(geo).getByRole('button', { name: 'Copy value of www.example.com A in Europe (record 7001)' }),
    );
    expect(await navigator.clipboard.readText()).toBe('192.0.2.120');
    expect(
      within(geo).getByRole('button', { name: 'Copy value of www.example.com A in North America (record 7002)' }),
    ).toBeInTheDocument();
  });

  it('filters from the URL and reports a sort column of another tab', async () => {
    renderApp('/domains/example.com/snapshots/9050?q=dev&sort=region');
    const table = await screen.findByRole('table', { name: 'Records of the snapshot' }, SLOW);
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    expect(within(screen.getByRole('main')).getByText('2 of 39 records match the filter.')).toBeInTheDocument();
    expect(
      screen.getByText(textContentMatches(/sort “region” is not a column of the Records tab/)),
    ).toBeInTheDocument();
  });

  it('clears the filter on Escape and writes the URL at once', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/snapshots/9050?tab=geo&q=europe');
    const table = await screen.findByRole('table', { name: 'GEO records of the snapshot' }, SLOW);
    const box = screen.getByRole('searchbox', { name: 'Filter GEO records' });
    expect(box).toHaveValue('europe');
    await waitFor(() =>
      expect(
        within(screen.getByRole('main')).getByText(/^\d of 6 GEO records match the filter\.$/),
      ).toBeInTheDocument(),
    );

    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    // Not left to the pause after typing: the URL has no filter before any timer runs.
    expect(router.state.location.search).toBe('?tab=geo');
    expect(dataRows(table)).toHaveLength(6);
    expect(
      within(screen.getByRole('main')).getByText('6 GEO records, in the order of the snapshot.'),
    ).toBeInTheDocument();
  });

  it('counts one row as one: “1 failover record”, “1 failover record is the same”', async () => {
    // Snapshots 9040 and 9050 of the demo, each with the same one failover record (9050's first).
    const newest = await getOk('/dns/v1/domains/example.com/snapshots/9050/records', snapshotSchema);
    const failover = newest.snapshot.failover_records.slice(0, 1);
    for (const id of ['9040', '9050']) {
      const snapshot = await getOk(`/dns/v1/domains/example.com/snapshots/${id}/records`, snapshotSchema);
      mswServer.use(
        http.get(`*/dns/v1/domains/example.com/snapshots/${id}/records`, () =>
          HttpResponse.json({
            status: 'ok',
            response: { ...snapshot, snapshot: { ...snapshot.snapshot, failover_records: failover } },
          }),
        ),
      );
    }
    const { unmount } = renderApp('/domains/example.com/snapshots/9050?tab=failover');
    expect(
      await within(await screen.findByRole('main')).findByText(
        '1 failover record, in the order of the snapshot.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    unmount();

    renderApp('/domains/example.com/snapshots/9050/compare?with=9040&part=failover');
    const title = await within(await screen.findByRole('main')).findByText(
      'No failover records would change',
      {},
      SLOW,
    );
    expect(title.closest('[role="status"]')).toHaveTextContent('1 failover record is the same on both sides.');
  }, 15_000);

  it('marks a record and a GEO record the snapshot says are disabled, as the records table does', async () => {
    // The spec shows no status in snapshots; the service's own lists carry one, and so may its snapshots.
    const snapshot = await getOk('/dns/v1/domains/example.com/snapshots/9050/records', snapshotSchema);
    const [firstGeo, ...otherGeo] = snapshot.snapshot.geo_records;
    const [firstRecord, ...otherRecords] = snapshot.snapshot.records;
    if (firstGeo === undefined || firstRecord === undefined) throw new Error('snapshot 9050 has no GEO record');
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/snapshots/9050/records', () =>
        HttpResponse.json({
          status: 'ok',
          response: {
            ...snapshot,
            snapshot: {
              ...snapshot.snapshot,
              records: [{ ...firstRecord, record_status: 'disabled' }, ...otherRecords],
              geo_records: [
                { ...firstGeo, record_status: 'disabled' },
                ...otherGeo.map((each) => ({ ...each, record_status: 'enabled' })),
              ],
            },
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/domains/example.com/snapshots/9050?tab=geo');
    const geoTable = await screen.findByRole('table', { name: 'GEO records of the snapshot' }, SLOW);
    const geoRows = dataRows(geoTable);
    expect(within(geoRows[0] ?? geoTable).getByText('Disabled')).toBeInTheDocument();
    expect(geoRows.slice(1).filter((row) => within(row).queryByText('Disabled') !== null)).toEqual([]);
    expect(within(geoTable).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Records/ }));
    const table = await screen.findByRole('table', { name: 'Records of the snapshot' }, SLOW);
    const rows = dataRows(table);
    expect(within(rows[0] ?? table).getByText('Disabled')).toBeInTheDocument();
    // Under the same header as on the GEO tab and the live records page, not "Flags".
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    // Records without a status say nothing of it (not "not kept" on every row of a snapshot).
    expect(rows.slice(1).filter((row) => /Disabled|not kept/.test(row.textContent ?? ''))).toEqual([]);
  }, 15_000);

  it('sorts by a column header', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/snapshots/9050?tab=geo');
    const table = await screen.findByRole('table', { name: 'GEO records of the snapshot' }, SLOW);
    await user.click(within(table).getByRole('button', { name: 'Region' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=geo&sort=region'));
    // The region cell starts with the code's badge.
    const regions = dataRows(table).map((row) => row.children[4]?.firstElementChild?.firstElementChild?.textContent);
    expect(regions).toEqual(['_EU', '_EU', '_NA', 'DE', 'DE.BY', 'US']);
  });

  it('offers the comparison with the snapshot taken next, even when the API lists oldest first', async () => {
    const domain = parseDomainName('example.com');
    if (!domain.ok) throw new Error(domain.reason);
    const oldestFirst = (await listSnapshots(domain.domain)).toReversed();
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/snapshots', () =>
        HttpResponse.json({ status: 'ok', response: oldestFirst }),
      ),
    );
    renderApp('/domains/example.com/snapshots/9040');
    const next = await screen.findByRole('link', { name: 'Compare with the next snapshot (9050)' }, SLOW);
    expect(next).toHaveAttribute('href', '/domains/example.com/snapshots/9040/compare?with=9050');
  });

  it('says clearly when a snapshot does not exist, and offers only the way back', async () => {
    renderApp('/domains/example.com/snapshots/4242');
    expect(await screen.findByText('Snapshot 4242 was not found', {}, SLOW)).toBeInTheDocument();
    // In the service's own words too.
    expect(
      screen.getByText(
        'The service said: “Snapshot not found — The domain “example.com” has no snapshot “4242”. (code 5)”.',
      ),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('link', { name: /Compare/ })).toBeNull();
    expect(within(main).queryByRole('button', { name: /Copy link/ })).toBeNull();
    const back = within(main).getAllByRole('link', { name: /snapshots of example\.com/i });
    expect(back.map((link) => link.getAttribute('href'))).toEqual([
      '/domains/example.com/snapshots',
      '/domains/example.com/snapshots',
    ]);
  });

  it('offers its comparisons and its link once the snapshot is there', async () => {
    renderApp('/domains/example.com/snapshots/9040');
    const compare = await screen.findByRole('link', { name: 'Compare with the current zone' }, SLOW);
    expect(compare).toHaveAttribute('href', '/domains/example.com/snapshots/9040/compare?with=current');
    expect(screen.getByRole('button', { name: 'Copy link to this view' })).toBeInTheDocument();
  });

  it('requests nothing for an invalid snapshot id', async () => {
    renderApp('/domains/example.com/snapshots/..');
    expect(await screen.findByText('“..” is not a valid snapshot id', {}, SLOW)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('SnapshotComparePage', () => {
  it('leaves a part it cannot show against the current zone out of the copied link', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/snapshots/9050/compare?with=current&part=geo');
    expect(await screen.findByRole('alert')).toHaveTextContent('part “geo” needs another snapshot to compare with');
    await user.click(screen.getByRole('button', { name: 'Copy link to this view' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/domains/example.com/snapshots/9050/compare?with=current`,
    );
  });

  it('says what a rollback from the live zone would do', async () => {
    const fixture = EXAMPLE_COM_LIVE_VS_NEWEST_SNAPSHOT;
    renderApp(`/domains/example.com/snapshots/${fixture.snapshotId}/compare?with=current`);
    expect(
      await screen.findByText(
        'Rolling back to snapshot 9050 would remove 1 record, add 1 and change 1.',
        {},
        {
          timeout: 10_000,
        },
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Records the rollback would change' });
    const ids = (action: string) =>
      dataRows(table)
        .filter((row) => row.textContent?.startsWith(action))
        .map((row) => row.lastElementChild?.textContent);
    expect(ids('Would remove')).toEqual(fixture.addedSinceSnapshot);
    expect(ids('Would add')).toEqual(fixture.removedSinceSnapshot);
    // The SOA, whose serial differs, is not a change the rollback would make: it is told apart.
    expect(ids('Would change')).toEqual(fixture.changedSinceSnapshot.map((change) => change.record_id));
    const soaNote = screen.getByRole('region', { name: 'The SOA record differs: the service maintains it' });
    const [snapshotSerial, liveSerial] = [fixture.soa.snapshot, fixture.soa.live].map((value) => value.split(' ')[2]);
    expect(soaNote).toHaveTextContent(
      `Serial: ${snapshotSerial} (18 Nov 2026, 15:58:02 UTC) in snapshot 9050 → ${liveSerial} (20 Nov 2026, 10:03:27 UTC) in the current zone.`,
    );
    expect(screen.getByText('No risky changes found')).toBeInTheDocument();
    expect(requests.filter((url) => url.pathname.endsWith('/example.com/records')).map((url) => url.search)).toEqual([
      '?offset=0&limit=1000&order_by=record_id&order_param=asc',
      '?offset=39&limit=1000&order_by=record_id&order_param=asc',
    ]);
  });

  it(
    'says on its side which snapshot failed to load, and Retry brings the comparison',
    { timeout: 20_000 },
    async () => {
      mswServer.use(
        http.get('*/dns/v1/domains/example.com/snapshots/9040/records', () =>
          HttpResponse.json({ status: 'error', error: { code: 'unavailable', message: 'Down' } }, { status: 503 }),
        ),
      );
      const user = userEvent.setup();
      renderApp('/domains/example.com/snapshots/9040/compare?with=9050');
      // The comparison's chunk is the largest to load.
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert).toHaveTextContent('Could not load snapshot 9040: the DNS API failed');
      const after = screen.getByRole('region', { name: 'After the rollback' });
      expect(after).toHaveTextContent('Not loaded: see the message below.');
      // The other side loaded.
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Before the rollback' })).toHaveTextContent(/by .+ · \d+ records/),
      );

      mswServer.resetHandlers();
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'What the rollback would do' })).toBeInTheDocument();
      expect(after).not.toHaveTextContent('Not loaded');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('compares two snapshots part by part and filters by kind of change', async () => {
    const user = userEvent.setup();
    const fixture = EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT;
    const { router } = renderApp(
      `/domains/example.com/snapshots/${fixture.olderSnapshotId}/compare?with=${fixture.newerSnapshotId}`,
    );
    expect(
      await screen.findByText(
        'Rolling back from snapshot 9050 to snapshot 9040 would remove 2 records, add 1 and change 2.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No risky changes found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^GEO records/ }));
    await user.click(await screen.findByRole('button', { name: 'Would change (3)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?with=9050&part=geo&show=change'));
    const table = screen.getByRole('table', { name: 'GEO records the rollback would change' });
    expect(dataRows(table).map((row) => row.lastElementChild?.textContent)).toEqual(
      fixture.geoRecords.changed.map((change) => change.record_id),
    );
  });

  it('says a snapshot to compare with does not exist, and links to it nowhere', async () => {
    // `zzz` is well-formed, as ids are the service's strings (parseResourceId): the API is asked, and knows none.
    for (const other of ['12345', 'zzz']) {
      const view = renderApp(`/domains/example.com/snapshots/9050/compare?with=${other}`);
      const main = await screen.findByRole('main');
      expect(await within(main).findByText(`Snapshot ${other} was not found`, {}, SLOW)).toBeInTheDocument();
      const before = within(main).getByRole('region', { name: 'Before the rollback' });
      expect(before).toHaveTextContent(`Snapshot ${other}No such snapshot`);
      const links = within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href') ?? '');
      expect(links.filter((href) => href.includes(other))).toEqual([]);
      // The snapshot rolled back to is there: its comparison with the current zone is offered.
      expect(within(main).getByRole('link', { name: 'Compare 9050 with the current zone' })).toHaveAttribute(
        'href',
        '/domains/example.com/snapshots/9050/compare?with=current',
      );
      view.unmount();
    }
  });

  it('says the snapshot compared does not exist, and links to it nowhere, not even from its breadcrumb', async () => {
    for (const other of ['current', '9040']) {
      const view = renderApp(`/domains/example.com/snapshots/12345/compare?with=${other}`);
      const main = await screen.findByRole('main');
      expect(await within(main).findByText('Snapshot 12345 was not found', {}, SLOW)).toBeInTheDocument();
      // Nothing offers to read the live zone again for a comparison that cannot be made.
      expect(within(main).queryByRole('button', { name: /^Fetch/ })).not.toBeInTheDocument();
      const trail = within(main).getByRole('navigation', { name: 'Breadcrumb' });
      expect(trail).toHaveTextContent('Snapshots of example.com/Compare 12345');
      expect(
        within(trail)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/domains/example.com/snapshots']);
      const links = within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href') ?? '');
      expect(links.filter((href) => href.includes('12345'))).toEqual([]);
      view.unmount();
    }
    // A snapshot that is there is linked from its comparison.
    renderApp('/domains/example.com/snapshots/9050/compare?with=current');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() =>
      expect(within(trail).getByRole('link', { name: '9050' })).toHaveAttribute(
        'href',
        '/domains/example.com/snapshots/9050',
      ),
    );
  });

  it('stops reading the live zone once the snapshot compared with it is found missing', async () => {
    const routes = createApiRoutes({ kind: 'demo' });
    // The live zone's pages (50 of 1,000 records) are counted; the third waits until the snapshot's
    // 404 is on screen (or a second, if it never comes), and the snapshot's answer until two pages have come.
    const { promise: twoPages, resolve: afterTwoPages } = Promise.withResolvers<void>();
    const { promise: shown, resolve: afterShown } = Promise.withResolvers<void>();
    let pages = 0;
    mswServer.use(
      http.get('*/dns/v1/domains/large.example.net/records', async ({ request }) => {
        if (new URL(request.url).searchParams.get('limit') === '1000') {
          pages += 1;
          if (pages === 2) afterTwoPages();
          if (pages >= 3) await Promise.race([shown, new Promise((resolve) => setTimeout(resolve, 1000))]);
        }
        return routes.fetch(request);
      }),
      http.get('*/dns/v1/domains/large.example.net/snapshots/12345/records', async ({ request }) => {
        await twoPages;
        return routes.fetch(request);
      }),
    );
    renderApp('/domains/large.example.net/snapshots/12345/compare?with=current');
    const main = await screen.findByRole('main');
    // Said as soon as it is known, not once every live record has been read.
    const notice = await within(main).findByText('Snapshot 12345 was not found', {}, SLOW);
    afterShown();
    // The domain is known from its list of snapshots, asked instead of the rest of the zone.
    await waitFor(() =>
      expect(within(main).getByRole('alert')).toHaveTextContent(/^Snapshot 12345 was not found.*has no snapshot with/),
    );
    expect(notice.closest('[role=alert]')).not.toHaveTextContent('or the domain is unknown');
    expect(requests.map((url) => url.pathname)).toContain('/dns/v1/domains/large.example.net/snapshots');
    // Nothing more of the live zone is asked, nor is its reading shown or offered again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(pages).toBe(3);
    expect(within(main).queryByRole('region', { name: 'Fetching the live records' })).not.toBeInTheDocument();
    expect(within(main).queryByText('Fetching the live records was stopped')).not.toBeInTheDocument();
    expect(within(main).queryByRole('progressbar')).not.toBeInTheDocument();
    // Long enough for a build that reads on to fail on the count, not on the clock.
  }, 30_000);

  it('reports parts that need another snapshot and bad comparison targets', async () => {
    renderApp('/domains/example.com/snapshots/9050/compare?with=%2E%2E&part=geo');
    expect(
      await screen.findByText(textContentMatches(/with “\.\.” must be “current” or a snapshot id/), {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText(textContentMatches(/part “geo” needs another snapshot to compare with/)),
    ).toBeInTheDocument();
  });
});

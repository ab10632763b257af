import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { readRecent, rememberRecent, forgetRecent } from '../lib/recent-items.ts';
import { recordApiRequests } from '../test/api-requests.ts';
import { mswServer } from '../test/msw-server.ts';
import { renderApp } from '../test/render-app.tsx';

/** The first render loads the lazy route chunk, which can take a while on a busy machine. */
const SLOW = { timeout: 5000 };

const requests = recordApiRequests();

const TITLE = 'nosuch.example is not a domain of this account';
/** The demo API's answer for a domain it does not have (server/demo/demo-errors.ts). */
const DEMO_SAID =
  'The service said: “Domain not found — There is no domain “nosuch.example” in this account. (code 4)”.';

/** A 404 in words that name neither the domain nor the snapshot, with a code of no documented meaning. */
const bareNotFound = () =>
  HttpResponse.json({ status: 'fail', error: { code: 99, message: 'Not found' } }, { status: 404 });

/** The notice, found by its heading; it is the page's only alert. */
async function findNotice(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name: TITLE }, SLOW);
  const alerts = within(screen.getByRole('main')).getAllByRole('alert');
  expect(alerts).toHaveLength(1);
  const [notice] = alerts;
  if (notice === undefined || !notice.contains(heading)) throw new Error('The heading is not in the alert');
  return notice;
}

beforeEach(() => forgetRecent('domains'));

describe('UnknownDomainNotice, on every screen that reads a domain', () => {
  it.each([
    ['records', '/domains/nosuch.example/records'],
    ['snapshot timeline', '/domains/nosuch.example/snapshots'],
    ['snapshot', '/domains/nosuch.example/snapshots/9050'],
    ['comparison with the current zone', '/domains/nosuch.example/snapshots/9040/compare?with=current'],
    ['comparison of two snapshots', '/domains/nosuch.example/snapshots/9040/compare?with=9050'],
    ['GEO', '/domains/nosuch.example/geo'],
    ['record history', '/domains/nosuch.example/history?id=986'],
  ])('%s: says the domain is unknown, what to do, and what the service said; no Retry', async (_, url) => {
    renderApp(url);
    const notice = await findNotice();
    expect(notice).toHaveTextContent('The DNS API has no domain by this name (HTTP 404). Check its spelling');
    expect(notice).toHaveTextContent('the header’s “Open domain…” box');
    expect(notice).toHaveTextContent(DEMO_SAID);
    expect(within(notice).getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(main).not.toHaveTextContent(/Could not load|was not found|no such resource/);
    // The page keeps its heading, and the header its ways to another domain.
    expect(within(main).getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('search', { name: 'Open a domain' })).toBeInTheDocument();
  });

  it('records: no toolbar, pager or download beside it', async () => {
    renderApp('/domains/nosuch.example/records');
    await findNotice();
    expect(screen.queryByRole('search', { name: 'Filter records' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages of records' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy link to this view' })).toBeVisible();
  });

  it('GEO: no empty sections beside it', async () => {
    renderApp('/domains/nosuch.example/geo');
    await findNotice();
    expect(screen.queryByRole('heading', { name: 'Eligible records' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'GEO regions' })).toBeNull();
  });

  it('names an IDN domain in Unicode and as sent (Punycode)', async () => {
    renderApp('/domains/нет-такого.рф/records');
    const notice = await screen.findByRole('alert', {}, SLOW);
    expect(within(notice).getByRole('heading', { level: 2 })).toHaveTextContent(
      'нет-такого.рф is not a domain of this account',
    );
    expect(notice).toHaveTextContent(
      'The DNS API has no domain by this name (xn----8sbjf1aolb4ab.xn--p1ai) (HTTP 404).',
    );
  });

  it('takes the domain off the recent domains, the others kept', async () => {
    rememberRecent('domains', 'example.com');
    const user = userEvent.setup();
    renderApp('/domains/nosuch.example/records');
    const notice = await findNotice();
    // The notice forgets the name in an effect, which may run a moment after the notice is drawn.
    await waitFor(() => expect(readRecent('domains')).toEqual(['example.com']));
    await user.click(within(notice).getByRole('link', { name: 'Go to the start page' }));
    const recent = await screen.findByRole('region', { name: 'Recent on this device' });
    expect(within(recent).getByRole('link', { name: 'example.com' })).toBeVisible();
    expect(within(recent).queryByRole('link', { name: 'nosuch.example' })).toBeNull();
  });
});

describe('An unknown snapshot or an unknown domain, told apart by the domain’s list of snapshots', () => {
  it('a snapshot 404 whose domain lists its snapshots: the snapshot is unknown, and only it', async () => {
    mswServer.use(http.get('*/dns/v1/domains/example.com/snapshots/4242/records', bareNotFound));
    renderApp('/domains/example.com/snapshots/4242');
    const notice = await screen.findByRole('alert', {}, SLOW);
    expect(notice).toHaveTextContent('Snapshot 4242 was not found');
    expect(notice).toHaveTextContent('example.com has no snapshot with the id “4242”. Pick one');
    expect(notice).not.toHaveTextContent('or the domain is unknown');
  });

  it('a snapshot 404 whose domain’s list is a 404 too: the domain is unknown, whatever the codes', async () => {
    mswServer.use(
      http.get('*/dns/v1/domains/nosuch.example/snapshots/9040/records', bareNotFound),
      http.get('*/dns/v1/domains/nosuch.example/snapshots/9050/records', bareNotFound),
      http.get('*/dns/v1/domains/nosuch.example/snapshots', bareNotFound),
    );
    renderApp('/domains/nosuch.example/snapshots/9040/compare?with=9050');
    const notice = await findNotice();
    expect(notice).toHaveTextContent('The service said: “Not found (code 99)”.');
    // The list was asked once, after the snapshots' answers, to tell.
    expect(requests.map((url) => url.pathname).filter((path) => path.endsWith('/snapshots'))).toEqual([
      '/dns/v1/domains/nosuch.example/snapshots',
    ]);
  });

  it('a snapshot 404 whose domain’s list failed otherwise: both are said to be possible, with no guess', async () => {
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/snapshots/4242/records', bareNotFound),
      http.get('*/dns/v1/domains/example.com/snapshots', () => HttpResponse.json({}, { status: 503 })),
    );
    renderApp('/domains/example.com/snapshots/4242');
    const notice = await screen.findByRole('alert', {}, SLOW);
    expect(notice).toHaveTextContent(
      'example.com has no snapshot with the id “4242” (or the domain is unknown to the DNS API).',
    );
  });

  it('a 404 to the domain’s records without the service’s words (a gateway’s page) is not called an unknown domain', async () => {
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/records', () => new HttpResponse('<h1>404</h1>', { status: 404 })),
    );
    renderApp('/domains/example.com/records');
    const notice = await screen.findByRole('alert', {}, SLOW);
    expect(notice).toHaveTextContent('Could not load records: not found');
    expect(within(notice).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import type * as z from 'zod/mini';
import { EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT } from '../server/demo/data/expected-diffs.ts';
import {
  dnsRecordListSchema,
  envelopeSchema,
  geoDefaultsSchema,
  snapshotSchema,
  snapshotSummaryListSchema,
  templateRecordListSchema,
} from '../src/contract/schemas.ts';
import { expect, holdChunk, recordNameCell, shortRenderBound, test } from './fixtures.ts';

/**
 * Every screen × every fault the demo API can be told to produce (server/fault-injection.ts, honoured
 * because Playwright starts the server in test mode). Each pair is its own test: the person sees a
 * message that names the problem (and the key dialog for a refused key, never for a refused account); once the fault is gone, Retry
 * (or the notice's link, for a domain, snapshot or template that is not found) brings the screen's data,
 * and the header leads on to another screen. Then, per screen, a fault on that screen's own requests
 * only: while it lasts, the app's links lead to a screen that asks the API for something else, which
 * loads; back on the screen the error is still there, and Retry works once the fault is gone. The
 * fixture fails a test on any console or page error. Each test records what the person saw as an
 * `outcome` annotation, for the table of docs/reliability.md.
 */

// 129 short tests: recording a trace of each would double the run's CPU time. A failing pair keeps
// a screenshot (and its error context); rerun it with `--trace on` for the whole story.
test.use({ trace: 'off', screenshot: 'only-on-failure' });

const FAULT_COOKIE = 'zonescope-fault';
const DEMO_KEY = 'zonescope-demo-key';

type Screen = {
  name: string;
  url: string;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Locator;
  /**
   * The screen shows its data as the demo API sends it (asked with `api`, outside the page and so
   * without the fault): what a slow answer or one with extra fields must still show.
   */
  expectData: (page: Page, api: APIRequestContext) => Promise<void>;
  /** Error notices shown when every API request fails: one per request the screen reports. */
  notices: number;
  /** Where each reported request's answer is said to be out of shape when a field drifts. */
  driftPaths: readonly string[];
  /**
   * How a 404 to every request reads (the screen names what is not there rather than failing to
   * load): the domain, which its list or records say is unknown, or the template; its notices.
   */
  notFound: { title: RegExp; notices: number };
  /** A header link to another screen, and what shows there. */
  onward: { link: (page: Page) => Locator; ready: (page: Page) => Locator };
  /**
   * A fault on this screen's requests only (`500@<part>`, server/fault-injection.ts): `part` is in the
   * path of every request the screen makes and of none that `elsewhere` makes; `notices` as above.
   */
  own: { part: string; notices: number; elsewhere: Elsewhere };
};

/** The app's own way (links, header) from a screen to one that asks the API for something else. */
type Elsewhere = { name: string; go: (page: Page) => Promise<void>; ready: (page: Page) => Locator };

const domainNav = (page: Page) => page.getByRole('navigation', { name: 'Screens of example.com' });
const recordsReady = (page: Page) => recordNameCell(page, 'www.example.com').first();
const rollbackReady = (page: Page) => page.getByRole('heading', { name: 'What the rollback would do' });
const toRecords = { link: (page: Page) => domainNav(page).getByRole('link', { name: 'Records' }), ready: recordsReady };
const toStartPage = {
  link: (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Zonescope' }),
  ready: (page: Page) => page.getByRole('heading', { name: 'Demo data' }),
};
const timelineReady = (page: Page) => page.getByRole('listitem', { name: 'Snapshot 9050', exact: true });
const recordsElsewhere: Elsewhere = {
  name: 'Records',
  go: (page) => toRecords.link(page).click(),
  ready: recordsReady,
};
// Not the snapshot timeline for a screen whose records fail: its chart reads the live records too.
const geoElsewhere: Elsewhere = {
  name: 'GEO',
  go: (page) => domainNav(page).getByRole('link', { name: 'GEO' }).click(),
  ready: (page) => page.getByRole('tree', { name: 'GEO regions' }),
};
const demoDomainElsewhere: Elsewhere = {
  name: 'Records via the start page',
  go: async (page) => {
    await toStartPage.link(page).click();
    await page.getByRole('main').getByRole('link', { name: 'example.com', exact: true }).click();
  },
  ready: recordsReady,
};

/** The demo API's answer at `path`, read with the app's own schema. */
async function demoAnswer<Schema extends z.ZodMiniType>(
  api: APIRequestContext,
  path: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  const response = await api.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return schema.parse(envelopeSchema.parse(await response.json()).response);
}

/** The rows of a table found by its name, without its header row. */
const dataRows = (page: Page, tableName: string | RegExp) =>
  page
    .getByRole('table', { name: tableName })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** A template's records: one row each, found by record id, with the name and value the API sent. */
async function expectTemplateRows(page: Page, tableName: RegExp, records: z.output<typeof templateRecordListSchema>) {
  expect(records.length).toBeGreaterThan(0);
  await expect(dataRows(page, tableName)).toHaveCount(records.length);
  for (const record of records) {
    const row = dataRows(page, tableName).filter({
      has: page.getByRole('cell', { name: record.record_id, exact: true }),
    });
    await expect(row).toContainText(record.record_name);
    await expect(row).toContainText(record.record_value);
  }
}

const SCREENS: readonly Screen[] = [
  {
    name: 'records',
    url: '/domains/example.com/records',
    ready: recordsReady,
    expectData: async (page, api) => {
      const records = await demoAnswer(api, '/dns/v1/domains/example.com/records?limit=100', dnsRecordListSchema);
      await expect(page.getByRole('navigation', { name: 'Pages of records', exact: true })).toContainText(
        `Records 1–${records.length}`,
      );
      await expect(dataRows(page, /^Records of example\.com/)).toHaveCount(records.length);
      for (const name of new Set(records.map((record) => record.record_name))) {
        await expect(recordNameCell(page, name).first()).toBeVisible();
      }
    },
    notices: 1,
    driftPaths: ['response[0].record_name'],
    notFound: { title: /example\.com is not a domain of this account/, notices: 1 },
    own: { part: 'example.com/records', notices: 1, elsewhere: geoElsewhere },
    onward: { link: (page) => domainNav(page).getByRole('link', { name: 'Snapshots' }), ready: timelineReady },
  },
  {
    name: 'snapshot timeline',
    url: '/domains/example.com/snapshots',
    ready: timelineReady,
    expectData: async (page, api) => {
      const snapshots = await demoAnswer(api, '/dns/v1/domains/example.com/snapshots', snapshotSummaryListSchema);
      expect(snapshots.length).toBeGreaterThan(1);
      await expect(page.getByRole('main').getByRole('link', { name: /^Snapshot \d+$/ })).toHaveText(
        snapshots.map((snapshot) => `Snapshot ${snapshot.snapshot_id}`),
      );
      for (const snapshot of snapshots) {
        await expect(
          page.getByRole('listitem', { name: `Snapshot ${snapshot.snapshot_id}`, exact: true }),
        ).toContainText(`${snapshot.snapshot_records} records`);
      }
    },
    notices: 1,
    driftPaths: ['response[0].snapshot_records'],
    notFound: { title: /example\.com is not a domain of this account/, notices: 1 },
    own: { part: 'example.com/snapshots', notices: 1, elsewhere: recordsElsewhere },
    onward: toRecords,
  },
  {
    name: 'snapshot detail',
    url: '/domains/example.com/snapshots/9050',
    ready: (page) => page.getByRole('tab', { name: /^Records \(\d+\)$/ }),
    expectData: async (page, api) => {
      const { snapshot } = await demoAnswer(api, '/dns/v1/domains/example.com/snapshots/9050/records', snapshotSchema);
      await expect(page.getByRole('tab', { name: `Records (${snapshot.records.length})` })).toBeVisible();
      await expect(page.getByRole('tab', { name: `GEO records (${snapshot.geo_records.length})` })).toBeVisible();
      await expect(
        page.getByRole('tab', { name: `Failover records (${snapshot.failover_records.length})` }),
      ).toBeVisible();
      await expect(dataRows(page, 'Records of the snapshot')).toHaveCount(snapshot.records.length);
    },
    notices: 1,
    driftPaths: ['response.snapshot_records'],
    // The snapshot's 404, then its domain's list of snapshots: a 404 too.
    notFound: { title: /example\.com is not a domain of this account/, notices: 1 },
    own: { part: 'snapshots/9050/records', notices: 1, elsewhere: recordsElsewhere },
    onward: toRecords,
  },
  {
    name: 'compare two snapshots',
    url: '/domains/example.com/snapshots/9040/compare?with=9050',
    ready: rollbackReady,
    expectData: async (page) => {
      const { records } = EXAMPLE_COM_NEWEST_VS_PREVIOUS_SNAPSHOT;
      const rows = dataRows(page, 'Records the rollback would change');
      await expect(rows.filter({ hasText: 'Would remove' })).toHaveCount(records.added.length);
      await expect(rows.filter({ hasText: 'Would add' })).toHaveCount(records.removed.length);
      await expect(rows.filter({ hasText: 'Would change' })).toHaveCount(records.changed.length);
    },
    notices: 2,
    driftPaths: ['response.snapshot_records'],
    notFound: { title: /example\.com is not a domain of this account/, notices: 1 },
    own: { part: 'example.com/snapshots/', notices: 2, elsewhere: recordsElsewhere },
    onward: toRecords,
  },
  {
    name: 'compare with current',
    url: '/domains/example.com/snapshots/9040/compare?with=current',
    ready: rollbackReady,
    expectData: async (page, api) => {
      const live = await demoAnswer(api, '/dns/v1/domains/example.com/records?limit=1000', dnsRecordListSchema);
      await expect(page.getByText(`${live.length} live records, fetched`)).toBeVisible();
      await expect(page.getByText(/^Rolling back to snapshot 9040 would /)).toBeVisible();
    },
    notices: 2,
    driftPaths: ['response.snapshot_records', 'response[0].record_name'],
    // The live records, asked for the domain alone: a 404 there is the domain's.
    notFound: { title: /example\.com is not a domain of this account/, notices: 1 },
    // The snapshot's records and the live ones: `/records` is in both paths, not in the timeline's.
    own: { part: '/records', notices: 2, elsewhere: geoElsewhere },
    onward: toRecords,
  },
  {
    name: 'GEO',
    url: '/domains/example.com/geo',
    ready: (page) => page.getByRole('tree', { name: 'GEO regions' }),
    expectData: async (page, api) => {
      const geo = await demoAnswer(api, '/dns/v1/domains/example.com/geo/defaults', geoDefaultsSchema);
      const records = geo.geo_records.flatMap((group) => group.records);
      const disabled = records.filter((record) => record.record_status !== 'enabled').length;
      await expect(
        page
          .getByRole('main')
          .getByText(`${geo.geo_records.length} groups with ${records.length} records (${disabled} disabled)`),
      ).toBeVisible();
      await expect(page.getByRole('tree', { name: 'GEO regions' }).getByRole('treeitem')).toHaveCount(
        Object.keys(geo.geo_regions).length,
      );
    },
    notices: 1,
    driftPaths: ['response.geo_records[0].record_name'],
    notFound: { title: /example\.com is not a domain of this account/, notices: 1 },
    own: { part: '/geo/defaults', notices: 1, elsewhere: recordsElsewhere },
    onward: toRecords,
  },
  {
    name: 'template',
    url: '/templates/1001',
    ready: (page) => page.getByRole('table', { name: /^Records of template 1001,/ }),
    expectData: async (page, api) =>
      expectTemplateRows(
        page,
        /^Records of template 1001,/,
        await demoAnswer(api, '/dns/v1/templates/1001/records', templateRecordListSchema),
      ),
    notices: 1,
    driftPaths: ['response[0].record_name'],
    notFound: { title: /Template 1001 does not exist/, notices: 1 },
    own: { part: '/templates/', notices: 1, elsewhere: demoDomainElsewhere },
    onward: toStartPage,
  },
  {
    name: 'template for a domain',
    url: '/templates/1001?domain_name=example.com',
    ready: (page) => page.getByRole('table', { name: /^Records of template 1001 for example\.com,/ }),
    expectData: async (page, api) => {
      const records = await demoAnswer(
        api,
        '/dns/v1/templates/1001/records?domain_name=example.com',
        templateRecordListSchema,
      );
      // The names and values as the server substituted them.
      expect(records.map((record) => record.record_name)).toContain('www.example.com');
      await expectTemplateRows(page, /^Records of template 1001 for example\.com,/, records);
    },
    notices: 1,
    driftPaths: ['response[0].record_name'],
    notFound: { title: /Template 1001 does not exist/, notices: 1 },
    own: { part: '/templates/', notices: 1, elsewhere: demoDomainElsewhere },
    onward: toStartPage,
  },
];

type Fault = {
  /** The cookie value (server/fault-injection.ts). */
  name: string;
  /** What the server does, for test titles and docs/reliability.md. */
  label: string;
} & (
  | { kind: 'latency' | 'harmless' | 'key' }
  /**
   * The service refused the account, not the key (payment or plan): every notice says so in its
   * heading, quotes `said`, and offers Retry but no key prompt; the key dialog stays closed.
   */
  | { kind: 'account'; httpStatus: number; said: string }
  /** Every notice carries the title and the message; `screen.notFound` replaces the title (and count) for a 404. */
  | { kind: 'notice'; title: RegExp; message: (screen: Screen) => RegExp }
);

const FAULTS: readonly Fault[] = [
  { name: 'latency-1500', label: '1.5 s latency', kind: 'latency' },
  { name: '401', label: 'HTTP 401', kind: 'key' },
  { name: '403', label: 'HTTP 403', kind: 'key' },
  {
    name: '404',
    label: 'HTTP 404',
    kind: 'notice',
    title: /: not found/,
    // In the app's words, then the service's own: message, details and code.
    message: () =>
      /(has no domain by this name \(HTTP 404\)|has no template with the id).*The service said: “Not found — Simulated: no such resource\. \(code 7\)”/,
  },
  {
    name: '429',
    label: 'HTTP 429',
    kind: 'notice',
    title: /: too many requests/,
    message: () =>
      /limiting requests \(HTTP 429\)\. Wait 5 s before trying again\. The service said: “Too many requests — Simulated: too many requests\. \(code 13\)”/,
  },
  ...(
    [
      ['500', /The service said: “Internal error — Simulated: internal error\. \(code 10\)”/],
      ['502', /The service said: “Bad gateway — Simulated: bad gateway\. \(code 11\)”/],
      ['503', /The service said: “Service unavailable — Simulated: service unavailable\. \(code 12\)”/],
    ] as const
  ).map(([status, said]): Fault => ({
    name: status,
    label: `HTTP ${status}`,
    kind: 'notice',
    title: /: the DNS API failed/,
    message: () => new RegExp(`failed to answer \\(HTTP ${status}\\)\\..* ${said.source}`),
  })),
  {
    name: 'timeout',
    label: 'timeout (504 after 1.5 s)',
    kind: 'notice',
    title: /: the DNS API took too long/,
    message: () => /did not answer in time \(HTTP 504\)/,
  },
  {
    name: 'non-json',
    label: 'HTML instead of JSON',
    kind: 'notice',
    title: /: unreadable answer/,
    message: () => /answered with something that is not JSON \(HTTP 200\)/,
  },
  {
    name: 'truncated-json',
    label: 'truncated JSON',
    kind: 'notice',
    title: /: unreadable answer/,
    message: () => /answered with something that is not JSON \(HTTP 200\)/,
  },
  {
    name: 'not-ok',
    label: 'envelope status “error”',
    kind: 'notice',
    title: /: the DNS API reported an error/,
    message: () => /status “error” instead of “ok”\. The service said: “Simulated: the service reported a failure\.”/,
  },
  // The service's refusals of an account that may not use the API (zilore.com/en/help/api/common/errors):
  // its key is known, so no key dialog. A link the answer carries (`error.http_redirect`) is not shown.
  {
    name: 'payment-required',
    label: 'account blocked for payment (403, code 3)',
    kind: 'account',
    httpStatus: 403,
    said: 'Authorization failed — Payment required (code 3)',
  },
  {
    name: 'payment-required-401',
    label: 'account blocked for payment, on HTTP 401',
    kind: 'account',
    httpStatus: 401,
    said: 'Authorization failed — Payment required (code 3)',
  },
  {
    name: 'payment-required-200',
    label: 'account blocked for payment, envelope “fail” on HTTP 200',
    kind: 'account',
    httpStatus: 200,
    said: 'Authorization failed — Payment required (code 3)',
  },
  {
    name: 'tariff-limitation',
    label: 'plan without API access (403, code 9)',
    kind: 'account',
    httpStatus: 403,
    said: 'Tariff limitation — Simulated: API access is not part of the plan. (code 9)',
  },
  {
    name: 'drift-missing',
    label: 'required field missing',
    kind: 'notice',
    title: /: unexpected answer/,
    message: (screen) => shapeMessage(screen),
  },
  {
    name: 'drift-type',
    label: 'field of the wrong type',
    kind: 'notice',
    title: /: unexpected answer/,
    message: (screen) => shapeMessage(screen),
  },
  { name: 'drift-extra', label: 'extra fields', kind: 'harmless' },
];

/** The fault each screen gets on its own requests only, while the rest of the app is used. */
const SERVER_ERROR: Fault = (() => {
  const fault = FAULTS.find((candidate) => candidate.name === '500');
  if (fault === undefined) throw new Error('FAULTS has no 500');
  return fault;
})();

function shapeMessage(screen: Screen): RegExp {
  const paths = screen.driftPaths.map((path) => path.replace(/[.[\]]/g, '\\$&')).join('|');
  return new RegExp(`does not have the expected shape at (${paths}): expected `);
}

async function setFault(context: BrowserContext, baseURL: string | undefined, fault: string): Promise<void> {
  await context.addCookies([{ name: FAULT_COOKIE, value: fault, url: baseURL ?? '' }]);
}

/** How many answers under /dns/v1/ with `part` in their path were a 500, counted as they arrive. */
function countRefusals(page: Page, part: string): { readonly count: number } {
  const refused = { count: 0 };
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() === 500 && pathname.startsWith('/dns/v1/') && pathname.includes(part)) refused.count += 1;
  });
  return refused;
}

function errorNotices(page: Page): Locator {
  return page.getByRole('main').getByRole('alert');
}

function keyDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'DNS API key' });
}

/** Every notice names the problem; for a refused key the key dialog has opened too. Returns the titles seen. */
async function expectProblemShown(page: Page, screen: Screen, fault: Fault): Promise<string[]> {
  const notices = errorNotices(page);
  await expect(notices).toHaveCount(fault.name === '404' ? screen.notFound.notices : screen.notices);
  for (const notice of await notices.all()) {
    if (fault.kind === 'key') {
      await expect(notice).toContainText(': the API key was refused');
      await expect(notice).toContainText(`The DNS API refused the API key (HTTP ${fault.name})`);
      await expect(notice.getByRole('button', { name: 'Enter API key' })).toBeVisible();
      await expect(notice).toContainText('The service said: “Authentication failed — Simulated: ');
    } else if (fault.kind === 'account') {
      await expect(notice).toContainText(': the DNS API refused the account');
      const http = fault.httpStatus === 200 ? '' : ` (HTTP ${fault.httpStatus})`;
      await expect(notice).toContainText(`The DNS API accepted the API key but refused its account${http}`);
      await expect(notice).toContainText(`The service said: “${fault.said}”.`);
      await expect(notice).toContainText("Settle the account's payment or plan with the DNS provider");
      await expect(notice).not.toContainText('refused the API key');
      await expect(notice.getByRole('button', { name: 'Enter API key' })).toHaveCount(0);
      await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(notice.locator('a[href^="http"], a[href^="//"], a[href*="billing"]')).toHaveCount(0);
    } else if (fault.kind === 'notice') {
      await expect(notice).toContainText(fault.name === '404' ? screen.notFound.title : fault.title);
      await expect(notice).toContainText(fault.message(screen));
      // Nothing from the answer but its words: no link it carried.
      await expect(notice.locator('a[href^="http"], a[href^="//"]')).toHaveCount(0);
    }
  }
  // The key was not refused: nothing asks for another (the dialog would have opened with the notices).
  if (fault.kind === 'account') await expect(keyDialog(page)).toHaveCount(0);
  if (fault.kind === 'key') {
    await expect(keyDialog(page)).toBeVisible();
    await expect(keyDialog(page)).toContainText('The DNS API refused the key');
    await expect(keyDialog(page)).toContainText('This service needs an API key.');
    await keyDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(keyDialog(page)).toBeHidden();
  }
  return Promise.all(
    (await notices.all()).map(async (notice) => (await notice.locator(':is(h1, h2, p)').first().innerText()).trim()),
  );
}

/**
 * With the fault gone: Retry on every notice that offers it; a notice that offers a link instead
 * (a snapshot or template that is not found) is followed, and Back returns to the screen.
 */
async function recover(page: Page, screen: Screen): Promise<string> {
  const retries = page.getByRole('main').getByRole('button', { name: 'Retry' });
  const ways: string[] = [];
  for (let left = await retries.count(); left > 0; left -= 1) {
    await retries.first().click();
    await expect(retries).toHaveCount(left - 1);
    ways.push('Retry');
  }
  const remaining = errorNotices(page);
  if ((await remaining.count()) > 0) {
    const link = remaining.first().getByRole('link');
    ways.push(`link “${(await link.innerText()).trim()}”, Back`);
    const url = page.url();
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    const before = await heading.innerText();
    await link.click();
    await expect(page).not.toHaveURL(url);
    // The URL changes before React has rendered the next screen (router navigations are transitions):
    // wait for that screen's own heading, or Back would interrupt the transition and the screen under
    // test would never unmount and reload.
    await expect(heading).not.toHaveText(before);
    await page.goBack();
    await expect(page).toHaveURL(url);
  }
  await expect(screen.ready(page)).toBeVisible();
  await expect(errorNotices(page)).toHaveCount(0);
  return [...new Set(ways)].join(' + ');
}

/** The header still leads on to another screen, which loads. */
async function expectAppUsable(page: Page, screen: Screen): Promise<void> {
  await screen.onward.link(page).click();
  await expect(screen.onward.ready(page)).toBeVisible();
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    for (const fault of FAULTS) {
      test(`${fault.label}`, async ({ page, context, baseURL, request }) => {
        await setFault(context, baseURL, fault.name);
        let outcome: string;

        if (fault.kind === 'latency') {
          // Slower than the short bound of a server render: the page comes as the shell, and the
          // browser's own requests wait as long.
          expect(fault.name).toBe(await shortRenderBound(context, baseURL));
          await page.goto(screen.url);
          const loading = page
            .getByRole('main')
            .getByRole('status')
            .filter({ hasText: /^Loading/ })
            .or(page.getByRole('main').getByRole('progressbar'));
          await expect(loading.first()).toBeVisible();
          await expect(screen.ready(page)).toBeVisible();
          await expect(loading).toHaveCount(0);
          await expect(errorNotices(page)).toHaveCount(0);
          await screen.expectData(page, request);
          outcome = 'loading shown, then the data';
        } else if (fault.kind === 'harmless') {
          await page.goto(screen.url);
          await expect(screen.ready(page)).toBeVisible();
          await expect(errorNotices(page)).toHaveCount(0);
          await screen.expectData(page, request);
          await expect(page.getByText('added by the drift-extra fault')).toHaveCount(0);
          outcome = 'renders normally';
        } else {
          await page.goto(screen.url);
          const titles = await expectProblemShown(page, screen, fault);
          await context.clearCookies({ name: FAULT_COOKIE });
          const way = await recover(page, screen);
          // "Could not load records: too many requests" → "too many requests", for a short table cell.
          const said = [...new Set(titles.map((title) => title.replace(/^Could not load [^:]+: /, '')))];
          const where = fault.name.startsWith('drift-') ? ` at ${screen.driftPaths.join(' / ')}` : '';
          outcome = `${fault.kind === 'key' ? 'key dialog, ' : ''}${said.map((text) => `“${text}”`).join(' / ')}${where} → ${way}`;
        }

        await expectAppUsable(page, screen);
        test.info().annotations.push({ type: 'outcome', description: outcome });
      });
    }

    test('HTTP 500 on its own requests only, another screen meanwhile', async ({
      page,
      context,
      baseURL,
      apiRequests,
    }) => {
      const { part, notices, elsewhere } = screen.own;
      const scoped = { ...screen, notices };
      const refused = countRefusals(page, part);
      await setFault(context, baseURL, `500@${part}`);
      await page.goto(screen.url);
      const titles = await expectProblemShown(page, scoped, SERVER_ERROR);

      // The fault still on: the app's links lead to a screen that asks the API for other things, which load.
      const sentBefore = apiRequests.length;
      const refusedBefore = refused.count;
      const depth = await page.evaluate(() => history.length);
      await elsewhere.go(page);
      await expect(elsewhere.ready(page)).toBeVisible();
      await expect(errorNotices(page)).toHaveCount(0);
      expect(apiRequests.slice(sentBefore).filter((url) => !url.pathname.includes(part))).not.toEqual([]);
      expect(refused.count).toBe(refusedBefore);

      // Back on the screen, its failed queries ask again (and retry once, as for any server error):
      // refused again, the same notices. Waiting for every attempt keeps a late one from racing Retry.
      const steps = (await page.evaluate(() => history.length)) - depth;
      for (let step = 0; step < steps; step += 1) await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(screen.url);
      await expect.poll(() => refused.count).toBe(refusedBefore + 2 * notices);
      await expectProblemShown(page, scoped, SERVER_ERROR);

      await context.clearCookies({ name: FAULT_COOKIE });
      const way = await recover(page, scoped);
      const said = [...new Set(titles.map((title) => title.replace(/^Could not load [^:]+: /, '')))];
      test.info().annotations.push({
        type: 'outcome',
        description: `${said.map((text) => `“${text}”`).join(' / ')}; ${elsewhere.name} loaded meanwhile; back: still failing → ${way}`,
      });
    });
  });
}

test('a request refused before its screen has loaded is not sent again when the screen comes', async ({
  page,
  context,
  baseURL,
}) => {
  // The route asks for the records while the screen's code loads; here the answer (a 429, which is
  // not retried) comes first, and the screen then shows it rather than asking again.
  await setFault(context, baseURL, '429@/records');
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/dns/v1/domains/example.com/records') sent.push(url.search);
  });
  const release = await holdChunk(page, 'records-page');
  const refused = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/dns/v1/domains/example.com/records',
  );
  await page.goto('/domains/example.com/records', { waitUntil: 'commit' });
  expect((await refused).status()).toBe(429);
  release();
  await expect(errorNotices(page)).toHaveCount(1);
  await expect(errorNotices(page)).toContainText('Could not load records: too many requests');
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual(['?offset=0&limit=101&order_by=record_id&order_param=asc']);

  // Retry is the person's to press, and asks once.
  await context.clearCookies({ name: FAULT_COOKIE });
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  await expect(recordNameCell(page, 'www.example.com').first()).toBeVisible();
  expect(sent.filter((search) => search.startsWith('?offset=0&'))).toHaveLength(2);
});

test('a refused key: entering one in the dialog that opened by itself retries the failed requests', async ({
  page,
  context,
  baseURL,
  apiRequests,
}) => {
  await setFault(context, baseURL, '401');
  await page.goto('/domains/example.com/snapshots/9040/compare?with=current');
  const dialog = keyDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The DNS API refused the key');
  await expect(errorNotices(page)).toHaveCount(2);
  const failed = apiRequests.length;

  await dialog.getByLabel('API key').fill(DEMO_KEY);
  await context.clearCookies({ name: FAULT_COOKIE });
  const sentWithKey = (path: string) =>
    page.waitForRequest(
      (request) => new URL(request.url()).pathname === path && request.headers()['x-auth-key'] === DEMO_KEY,
    );
  const retriedSnapshot = sentWithKey('/dns/v1/domains/example.com/snapshots/9040/records');
  const retriedRecords = sentWithKey('/dns/v1/domains/example.com/records');
  await dialog.getByRole('button', { name: 'Save key' }).click();
  await Promise.all([retriedSnapshot, retriedRecords]);

  await expect(dialog).toBeHidden();
  await expect(rollbackReady(page)).toBeVisible();
  await expect(errorNotices(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'API key: saved' })).toBeVisible();
  // Only the two failed requests were sent again (the records until an empty page), nothing else.
  expect(new Set(apiRequests.slice(failed).map((url) => url.pathname))).toEqual(
    new Set(['/dns/v1/domains/example.com/snapshots/9040/records', '/dns/v1/domains/example.com/records']),
  );
});

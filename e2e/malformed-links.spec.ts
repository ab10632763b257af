import type { Request } from '@playwright/test';
import { apiErrorFromJson } from '../src/api/api-error.ts';
import { FIRST_VIEW_STATE_ID, readFirstViewState } from '../src/lib/first-view-state.ts';
import { apiRequestProblems } from './api-request-rules.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Malformed links, one table: each gives a notice that names the parameter, an explanation of the
 * invalid domain or id, or a not-found page — never a crash (the fixture fails on any page error
 * or console error), never a blank main area — and no invalid request reaches the API: every
 * request under /dns/v1/ is one the spec allows (e2e/api-request-rules.ts: one of the five paths, a
 * valid Punycode domain and id, only the endpoint's own query parameters, each once, with a valid
 * value), no answer is a 400, and where a link's fault could slip through as a valid value (a huge
 * offset, a truncated search text, the second of two values) `neverRequested` says it was not sent.
 *
 * Some links never reach the app as written: the browser resolves `..` and `%2E%2E` path segments
 * (WHATWG URL) before it sends the request, so such a link opens the page it resolves to. The
 * server refuses a raw `..` or `%2e%2e` segment with a 400 JSON error (server/app.ts,
 * `checkRequestTarget`, tested in server/app.test.ts), but only clients other than a browser can
 * send one. An encoded slash (`..%2F..%2Fetc`) is not a dot segment: it stays in the path, and
 * the app refuses it as an id. A `//` the browser sends as it is: the server sends the navigation
 * on to the path without it (308); a path over 8,192 characters gets the server's own page saying
 * the link is too long, since the app is never loaded for it.
 */
type Shown =
  /** The page's own view, with a notice naming the parameter and why it was ignored. */
  | 'parameter notice'
  /** An error notice: the domain or id cannot be one, and nothing was requested. */
  | 'invalid name or id'
  /** The API was asked (a well-formed request) and knows no such thing: the page says so. */
  | 'not found by the API'
  /** The app's not-found page. */
  | 'page not found'
  /** The page the browser, the server or the app resolved the link to, with its content. */
  | 'resolved page'
  /** The server's own page for a link it cannot serve, with a way to the start page. */
  | 'server page'
  /** The page's own explanation of a state the link asks for (empty page, comparison with itself). */
  | 'explained state';

type MalformedLink = {
  /** What is wrong with the link, for the test title and docs/reliability.md. */
  what: string;
  url: string;
  shown: Shown;
  /** Text the person sees in the main area (it names the parameter where one is at fault). */
  shows: string | RegExp;
  /**
   * No API request may match this (path, decoded, and query): for what the general rules of
   * api-request-rules.ts would let through, such as a valid but wrong value.
   */
  neverRequested?: RegExp;
  /** The path the browser ends at, when not the link's own. */
  endsAt?: string;
};

/** No request to the API at all. */
const NOTHING = /./;
const EX = '/domains/example.com';

const MALFORMED_LINKS: MalformedLink[] = [
  // Domains: explained by the domain layout before any request, on every screen.
  {
    what: 'domain with an empty label',
    url: '/domains/a..example.com/records',
    shown: 'invalid name or id',
    shows: 'A domain name cannot have an empty label (two dots in a row).',
    neverRequested: NOTHING,
  },
  {
    what: 'domain with a 64-character label',
    url: `/domains/${'a'.repeat(64)}.com/records`,
    shown: 'invalid name or id',
    shows: 'is 64 characters long; at most 63 are allowed.',
    neverRequested: NOTHING,
  },
  {
    what: 'domain of 308 characters',
    url: `/domains/${Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.')}.com/records`,
    shown: 'invalid name or id',
    shows: 'The name is 308 characters long in Punycode; at most 253 are allowed.',
    neverRequested: NOTHING,
  },
  {
    what: 'domain with an underscore',
    url: '/domains/exa_mple.com/records',
    shown: 'invalid name or id',
    shows: 'The label “exa_mple” may hold only letters, digits and hyphens',
    neverRequested: NOTHING,
  },
  {
    what: 'domain with a space',
    url: '/domains/exa%20mple.com/records',
    shown: 'invalid name or id',
    shows: 'A domain name cannot contain a space.',
    neverRequested: NOTHING,
  },
  {
    what: 'encoded slash inside the domain',
    url: '/domains/example.com%2Fevil/records',
    shown: 'invalid name or id',
    shows: '“example.com/evil” is not a valid domain name',
    neverRequested: NOTHING,
  },
  {
    what: 'bare top-level domain',
    url: '/domains/com/records',
    shown: 'invalid name or id',
    shows: 'A domain name needs at least two labels, such as example.com.',
    neverRequested: NOTHING,
  },
  {
    what: 'all-digit top-level label',
    url: '/domains/example.123/records',
    shown: 'invalid name or id',
    shows: 'The last label of a domain name cannot be all digits.',
    neverRequested: NOTHING,
  },
  {
    what: 'invalid Punycode',
    url: '/domains/xn--zz.com/records',
    shown: 'invalid name or id',
    shows: 'The label “xn--zz” is not valid Punycode.',
    neverRequested: NOTHING,
  },
  {
    what: 'leading hyphen, on the snapshots screen',
    url: '/domains/-bad.example.com/snapshots',
    shown: 'invalid name or id',
    shows: 'cannot start or end with a hyphen',
    neverRequested: NOTHING,
  },
  {
    what: 'underscore, on the GEO screen',
    url: '/domains/exa_mple.com/geo',
    shown: 'invalid name or id',
    shows: '“exa_mple.com” is not a valid domain name',
    neverRequested: NOTHING,
  },
  {
    what: 'markup in the domain, on a snapshot',
    url: '/domains/exa%3Cscript%3E.com/snapshots/9050',
    shown: 'invalid name or id',
    shows: 'A domain name cannot contain “<”.',
    neverRequested: NOTHING,
  },
  {
    what: 'a domain the API does not know',
    url: '/domains/nosuch.example/records',
    shown: 'not found by the API',
    shows: 'nosuch.example is not a domain of this account',
  },
  {
    what: 'domain in capitals with a trailing dot',
    url: '/domains/EXAMPLE.COM./records',
    shown: 'resolved page',
    shows: 'Records 1–39',
    endsAt: `${EX}/records`,
  },

  // Records: each bad parameter falls back to its default and is named; the request is a valid one.
  {
    what: 'negative offset',
    url: `${EX}/records?offset=-5`,
    shown: 'parameter notice',
    shows: 'offset “-5” must be a whole number of 0 or more',
  },
  {
    what: 'huge offset',
    url: `${EX}/records?offset=999999999999`,
    shown: 'parameter notice',
    shows: 'offset “999999999999” must be at most 100,000,000',
    neverRequested: /offset=9{12}/,
  },
  {
    what: 'offset past the end',
    url: `${EX}/records?offset=5000`,
    shown: 'explained state',
    shows: 'No records from record 5,001 on',
  },
  {
    what: 'non-numeric limit',
    url: `${EX}/records?limit=abc`,
    shown: 'parameter notice',
    shows: 'limit “abc” must be a whole number of 0 or more',
  },
  {
    what: 'absurd limit',
    url: `${EX}/records?limit=100000`,
    shown: 'parameter notice',
    shows: 'limit “100000” must be at most 500',
  },
  {
    what: 'zero limit',
    url: `${EX}/records?limit=0`,
    shown: 'parameter notice',
    shows: 'limit “0” must be at least 1',
  },
  {
    what: 'limit in exponent notation',
    url: `${EX}/records?limit=1e3`,
    shown: 'parameter notice',
    shows: 'limit “1e3” must be a whole number of 0 or more',
  },
  {
    what: 'unknown sort key',
    url: `${EX}/records?order_by=record_status`,
    shown: 'parameter notice',
    shows:
      'order_by “record_status” must be one of record_id, idn_record_name, record_type, idn_record_value, record_ttl',
  },
  {
    what: 'unknown sort direction',
    url: `${EX}/records?order_param=sideways`,
    shown: 'parameter notice',
    shows: 'order_param “sideways” must be one of asc, desc',
  },
  {
    what: 'record type the search does not take',
    url: `${EX}/records?search_record_type=SOA`,
    shown: 'parameter notice',
    shows: 'search_record_type “SOA” must be one of A, AAAA, CNAME, ALIAS, MX, TXT, NS, SRV, PTR, CAA',
    neverRequested: /search_record_type/,
  },
  {
    what: 'unknown record type',
    url: `${EX}/records?search_record_type=BOGUS`,
    shown: 'parameter notice',
    shows: 'search_record_type “BOGUS” must be one of',
    neverRequested: /search_record_type/,
  },
  {
    what: 'strict_search=no',
    url: `${EX}/records?strict_search=no`,
    shown: 'parameter notice',
    shows: 'strict_search “no” can only be “yes”',
    neverRequested: /strict_search/,
  },
  {
    what: 'search text of 3,000 characters',
    url: `${EX}/records?search_text=${'x'.repeat(3000)}`,
    shown: 'parameter notice',
    shows: `search_text “${'x'.repeat(37)}…” is longer than 200 characters`,
    neverRequested: /search_text/,
  },
  {
    what: 'repeated offset',
    url: `${EX}/records?offset=10&offset=20`,
    shown: 'parameter notice',
    shows: 'offset “20” was given more than once; the first value is used',
    neverRequested: /offset=20(&|$)/,
  },
  {
    what: 'unknown parameter',
    url: `${EX}/records?foo=bar`,
    shown: 'parameter notice',
    shows: 'foo “bar” is not a parameter of this page and was ignored',
  },

  // Snapshots: ids are checked before any request; unknown ones are asked for and explained.
  {
    what: 'unknown time zone on the timeline',
    url: `${EX}/snapshots?tz=mars`,
    shown: 'parameter notice',
    shows: 'tz “mars” must be one of local, utc',
  },
  {
    what: 'snapshot id with encoded slashes and ..',
    url: `${EX}/snapshots/..%2F..%2Fetc`,
    shown: 'invalid name or id',
    shows: '“../../etc” is not a valid snapshot id',
    neverRequested: /\/snapshots\//,
  },
  {
    what: 'snapshot id %2e%2e%2f9050 (encoded dots and slash)',
    url: `${EX}/snapshots/%2e%2e%2f9050`,
    shown: 'invalid name or id',
    shows: '“../9050” is not a valid snapshot id',
    neverRequested: /\/snapshots\//,
  },
  {
    // The browser resolves %2E%2E as `..` (a dot segment): the link is /domains/example.com/, whose
    // index redirects to the records. The snapshot route never sees it.
    what: 'snapshot id %2E%2E (a dot segment)',
    url: `${EX}/snapshots/%2E%2E`,
    shown: 'resolved page',
    shows: 'Records 1–39',
    endsAt: `${EX}/records`,
    neverRequested: /\/snapshots/,
  },
  {
    what: 'snapshot id of 200 characters',
    url: `${EX}/snapshots/${'9'.repeat(200)}`,
    shown: 'invalid name or id',
    shows: 'A snapshot id is at most 128 characters long; this one has 200.',
    neverRequested: /\/snapshots\/9/,
  },
  {
    what: 'unknown snapshot id',
    url: `${EX}/snapshots/99999`,
    shown: 'not found by the API',
    shows: 'Snapshot 99999 was not found',
  },
  {
    what: 'snapshot of a domain that has none',
    url: '/domains/fresh.example.org/snapshots/9050',
    shown: 'not found by the API',
    shows: 'Snapshot 9050 was not found',
  },
  {
    what: 'unknown tab',
    url: `${EX}/snapshots/9050?tab=zones`,
    shown: 'parameter notice',
    shows: 'tab “zones” must be one of records, geo, failover',
  },
  {
    what: 'sort column of another tab',
    url: `${EX}/snapshots/9050?tab=records&sort=region`,
    shown: 'parameter notice',
    shows: 'sort “region” is not a column of the Records tab',
  },
  {
    what: 'unknown sort direction on a snapshot',
    url: `${EX}/snapshots/9050?sort=ttl&dir=sideways`,
    shown: 'parameter notice',
    shows: 'dir “sideways” must be one of asc, desc',
  },
  {
    what: 'sort direction without a sort column on a snapshot',
    url: `${EX}/snapshots/9050?dir=desc`,
    shown: 'parameter notice',
    shows: 'dir “desc” needs sort beside it; ignored',
  },
  {
    what: 'with= holding an encoded path',
    url: `${EX}/snapshots/9050/compare?with=..%2F9040`,
    shown: 'parameter notice',
    shows: 'with “../9040” must be “current” or a snapshot id',
    neverRequested: /9040/,
  },
  {
    what: 'with= naming an unknown snapshot',
    url: `${EX}/snapshots/9050/compare?with=future`,
    shown: 'not found by the API',
    shows: 'Snapshot future was not found',
  },
  {
    what: 'with= naming the snapshot itself',
    url: `${EX}/snapshots/9050/compare?with=9050`,
    shown: 'explained state',
    shows: 'The snapshot is compared with itself',
  },
  {
    what: 'unknown comparison part',
    url: `${EX}/snapshots/9050/compare?with=current&part=dns`,
    shown: 'parameter notice',
    shows: 'part “dns” must be one of records, geo, failover',
  },
  {
    what: 'repeated with= and unknown show=',
    url: `${EX}/snapshots/9050/compare?with=current&with=9040&show=everything`,
    shown: 'parameter notice',
    shows: 'with “9040” was given more than once; the first value is used',
    neverRequested: /9040/,
  },
  {
    // `..%2F` is not a dot segment: the path has a fifth segment, which no route has.
    what: 'encoded ../ after a snapshot',
    url: `${EX}/snapshots/9050/..%2F..%2F..%2Fgeo`,
    shown: 'page not found',
    shows: '/domains/example.com/snapshots/9050/..%2F..%2F..%2Fgeo is not a Zonescope page',
    neverRequested: NOTHING,
  },

  // GEO: shapes are checked in the codec, existence against the regions table once it has arrived.
  {
    what: 'region code of the wrong shape',
    url: `${EX}/geo?region=de.by`,
    shown: 'parameter notice',
    shows: 'region “de.by” is not a region code such as _EU, DE or DE.BY',
  },
  {
    what: 'region not in the regions table',
    url: `${EX}/geo?region=ZZ.QQ`,
    shown: 'parameter notice',
    shows: 'region “ZZ.QQ” is not a region of the GEO regions table',
  },
  {
    what: 'unknown continent code',
    url: `${EX}/geo?region=_XX`,
    shown: 'parameter notice',
    shows: 'region “_XX” is not a region of the GEO regions table',
  },
  {
    what: 'repeated region',
    url: `${EX}/geo?region=DE.BY&region=FR`,
    shown: 'parameter notice',
    shows: 'region “FR” was given more than once; the first value is used',
  },
  {
    what: 'record type GEO answers cannot take',
    url: `${EX}/geo?type=MX`,
    shown: 'parameter notice',
    shows: 'type “MX” must be one of A, AAAA, CNAME, ALIAS',
  },
  {
    what: 'region search of 500 characters',
    url: `${EX}/geo?q=${'q'.repeat(500)}`,
    shown: 'parameter notice',
    shows: 'is longer than 100 characters',
  },
  {
    what: 'name filter of 300 characters',
    url: `${EX}/geo?name=${'n'.repeat(300)}`,
    shown: 'parameter notice',
    shows: 'is longer than 253 characters',
  },

  // Templates: the id is checked before any request; domain_name is validated like a route domain.
  {
    what: 'template id with encoded slashes and ..',
    url: '/templates/..%2F..%2Fetc',
    shown: 'invalid name or id',
    shows: '“../../etc” is not a valid template id',
    neverRequested: NOTHING,
  },
  {
    what: 'markup as the template id',
    url: '/templates/%3Cscript%3E',
    shown: 'invalid name or id',
    shows: 'A template id cannot contain “<”',
    neverRequested: NOTHING,
  },
  {
    what: 'blank template id',
    url: '/templates/%20',
    shown: 'invalid name or id',
    shows: 'Enter a template id.',
    neverRequested: NOTHING,
  },
  {
    what: 'template id of 200 characters',
    url: `/templates/${'9'.repeat(200)}`,
    shown: 'invalid name or id',
    shows: 'A template id is at most 128 characters long; this one has 200.',
    neverRequested: NOTHING,
  },
  {
    what: 'unknown template id',
    url: '/templates/9999',
    shown: 'not found by the API',
    shows: 'Template 9999 does not exist',
  },
  {
    what: 'domain_name that is not a domain',
    url: '/templates/1001?domain_name=exa_mple.com',
    shown: 'parameter notice',
    shows: 'domain_name “exa_mple.com” is not a valid domain name',
    neverRequested: /domain_name/,
  },
  {
    what: 'domain_name in invalid Punycode',
    url: '/templates/1001?domain_name=xn--zz.com',
    shown: 'parameter notice',
    shows: 'domain_name “xn--zz.com” is not a valid domain name: The label “xn--zz” is not valid Punycode',
    neverRequested: /domain_name/,
  },
  {
    what: 'unknown template view',
    url: '/templates/1001?view=raw',
    shown: 'parameter notice',
    shows: 'view “raw” must be one of side-by-side, substituted, template',
  },
  {
    what: 'template view or comparison without a domain',
    url: '/templates/1001?view=substituted&compare=yes',
    shown: 'parameter notice',
    shows: 'compare “yes” needs domain_name beside it; ignored',
  },
  {
    what: 'repeated domain_name',
    url: '/templates/1001?domain_name=a.example&domain_name=b.example',
    shown: 'parameter notice',
    shows: 'domain_name “b.example” was given more than once; the first value is used',
    neverRequested: /b\.example/,
  },

  // Paths no route has.
  {
    what: 'no domain at all',
    url: '/domains/',
    shown: 'page not found',
    shows: '/domains/ is not a Zonescope page',
    neverRequested: NOTHING,
  },
  {
    what: 'unknown screen of a domain',
    url: `${EX}/unknown-screen`,
    shown: 'page not found',
    shows: '/domains/example.com/unknown-screen is not a Zonescope page',
    neverRequested: NOTHING,
  },
  {
    what: 'extra segment after a comparison',
    url: `${EX}/snapshots/9050/compare/extra`,
    shown: 'page not found',
    shows: 'compare/extra is not a Zonescope page',
    neverRequested: NOTHING,
  },
  {
    // Resolved by the browser to /etc/passwd, which the server answers with the app, and the app
    // with its not-found page: no file is ever read from outside the build folder.
    what: '%2e%2e segments climbing out of the root',
    url: '/%2e%2e/%2e%2e/etc/passwd',
    shown: 'page not found',
    shows: '/etc/passwd is not a Zonescope page',
    endsAt: '/etc/passwd',
    neverRequested: NOTHING,
  },
  {
    // A literal `..` is resolved by the browser: /domains/example.com/, which redirects to records.
    what: 'literal .. after a screen',
    url: `${EX}/records/..`,
    shown: 'resolved page',
    shows: 'Records 1–39',
    endsAt: `${EX}/records`,
  },
  {
    // The browser sends `//` as it is: the server sends the navigation on to /domains/example.com/records.
    what: 'empty segment (//) before the screen',
    url: `${EX}//records`,
    shown: 'resolved page',
    shows: 'Records 1–39',
    endsAt: `${EX}/records`,
  },
  {
    // The start page has no parameters; it names them as every screen does (its notice loaded on demand).
    what: 'parameter on the start page',
    url: '/?domain=example.com',
    shown: 'parameter notice',
    shows: 'domain “example.com” is not a parameter of this page and was ignored',
    neverRequested: NOTHING,
  },
  {
    // The router matches either; the server sends the navigation on to the path the app writes, so a
    // copied link is that one.
    what: 'path in capitals, with a slash at its end',
    url: '/DOMAINS/example.com/Records/?q=www',
    shown: 'resolved page',
    shows: 'Records 1–',
    endsAt: `${EX}/records`,
  },
  {
    what: 'path of 10,000 characters',
    url: `/domains/${'a'.repeat(10_000)}/records`,
    shown: 'server page',
    shows: 'This link is too long to be a Zonescope link',
    neverRequested: NOTHING,
  },
];

test.describe('malformed links', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const [index, link] of MALFORMED_LINKS.entries()) {
    test(`${String(index + 1).padStart(2, '0')} ${link.what} → ${link.shown}`, async ({ page, apiRequests }) => {
      const answers: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/dns/v1/')) answers.push(`${response.status()} ${url.pathname}${url.search}`);
      });
      // API requests under way: once none is left, every answer is in `answers`. Kept by request, so a
      // failure names the one that did not end. (The browser's own: `apiRequests` also holds those the
      // server sent rendering the first view, which end before the page arrives.)
      const underWay = new Set<Request>();
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/dns/v1/')) underWay.add(request);
      });
      const onEnd = (request: Request) => underWay.delete(request);
      page.on('requestfinished', onEnd);
      page.on('requestfailed', onEnd);

      // For the table of docs/reliability.md (scripts/reliability-report.ts).
      test.info().annotations.push({ type: 'link', description: link.url });
      await page.goto(link.url);
      const main = page.getByRole('main');
      // The GEO answer carries the whole regions table: on a busy machine the first paint takes a while.
      await expect(main.getByText(link.shows).first()).toBeVisible({ timeout: 30_000 });
      if (link.endsAt !== undefined) await expect.poll(() => new URL(page.url()).pathname).toBe(link.endsAt);

      switch (link.shown) {
        case 'parameter notice':
          await expect(
            main
              .getByRole('alert')
              .filter({ hasText: /link parameters? (was|were) ignored/ })
              .filter({ hasText: link.shows }),
          ).toBeVisible();
          break;
        case 'invalid name or id':
          await expect(main.getByRole('alert').filter({ hasText: link.shows })).toContainText(
            'Nothing was requested from the DNS API.',
          );
          // The page has its one title: the notice's, where the notice is all there is.
          await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
          break;
        case 'page not found':
          await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
          break;
        case 'not found by the API':
          await expect(main.getByRole('alert').filter({ hasText: link.shows })).toBeVisible();
          break;
        case 'server page':
          await expect(main.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
          break;
        case 'resolved page':
        case 'explained state':
          break;
      }

      // Never blank: the main area has a heading or a notice, whatever else went wrong.
      await expect(main.getByRole('heading').or(main.getByRole('alert')).first()).toBeVisible();

      // A busy machine answers slowly: as long as the first paint may take.
      await expect
        .poll(() => [...underWay].map((request) => request.url()), {
          message: 'API requests still under way',
          timeout: 30_000,
        })
        .toEqual([]);
      expect(
        apiRequests.flatMap((url) =>
          apiRequestProblems(url).map((problem) => `${url.pathname}${url.search}: ${problem}`),
        ),
        'requests the API spec does not allow',
      ).toEqual([]);
      expect(
        answers.filter((answer) => answer.startsWith('400 ')),
        'requests the API refused as invalid',
      ).toEqual([]);
      if (link.neverRequested !== undefined) {
        const pattern = link.neverRequested;
        const sent = apiRequests.map((url) => `${decodeURIComponent(url.pathname)}${url.search}`);
        expect(
          sent.filter((request) => pattern.test(request)),
          'requests the link must not cause',
        ).toEqual([]);
      }
      if (link.shown === 'not found by the API') {
        // Answered 404 to the browser, or to the server rendering the first view: the page then carries it.
        const state = page.locator(`script#${FIRST_VIEW_STATE_ID}`);
        const carried = (await state.count()) === 0 ? null : readFirstViewState((await state.textContent()) ?? '');
        const carried404 = (carried?.queries ?? []).some(
          (query) => query.state.status === 'error' && apiErrorFromJson(query.state.error)?.details.status === 404,
        );
        expect(answers.some((answer) => answer.startsWith('404 ')) || carried404).toBe(true);
      }
      const seen = typeof link.shows === 'string' ? link.shows : await main.getByText(link.shows).first().textContent();
      test.info().annotations.push({ type: 'outcome', description: `${link.shown}: ${seen?.trim() ?? ''}` });
    });
  }
});

test('the too-long page is drawn as the app’s pages are, light and dark, on a phone and a wide screen', async ({
  page,
}) => {
  const path = `/domains/${'a'.repeat(10_000)}/records`;
  // For the table of docs/reliability.md (scripts/reliability-report.ts).
  test.info().annotations.push(
    { type: 'link', description: path },
    {
      type: 'outcome',
      description:
        'server page in the start page’s face and background, light and dark, 390 and 1920 px; axe: no serious violation',
    },
  );
  const backgroundOf = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Zonescope' })).toBeVisible();
    const appBackground = await backgroundOf();
    for (const width of [390, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name: 'This link is too long to be a Zonescope link' });
      await expect(heading).toBeVisible();
      // The app's stylesheet and theme are there: its sans-serif faces and the start page's background, not
      // the browser's serif on white.
      expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/, sans-serif,/);
      expect(await backgroundOf()).toBe(appBackground);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const link = page.getByRole('link', { name: 'Go to the start page' });
      await link.focus();
      await expect(link).toBeFocused();
      await expectNoSeriousA11yViolations(page);
    }
  }
});

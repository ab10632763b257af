import { createHash } from 'node:crypto';
import type { Page, Response } from '@playwright/test';
import { expect, expectConsoleErrors, recordNameCell, test } from './fixtures.ts';

/**
 * The Content Security Policy, proved in the browser: script that an XSS would inject does not
 * run, eval is refused, the app cannot be framed, and every kind of response carries the policy
 * and the other security headers.
 */

declare global {
  interface Window {
    /** Set by an injected payload if it ran. */
    xssRan?: string[];
    /** `securitypolicyviolation` events seen by the page. */
    cspViolations?: { directive: string; blocked: string }[];
    /** What each attempt to run a string as code gave. */
    evalOutcome?: Record<string, string>;
  }
}

const RECORDS = '/domains/example.com/records';
const CSP_CONSOLE_ERROR = /Content Security Policy/;

/** A directive → sources map of a CSP header. */
function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

async function openRecords(page: Page): Promise<Response | null> {
  const response = await page.goto(RECORDS);
  await expect(recordNameCell(page, 'www.example.com').first()).toBeVisible();
  return response;
}

/**
 * What an XSS would try, in the page: an inline script added through the DOM, one inside an HTML
 * string turned into nodes, an inline event handler in an HTML string, one set as an attribute,
 * and a `javascript:` link. Each records itself in `window.xssRan` if it runs. Returns at once;
 * violations are reported asynchronously.
 */
function injectPayloads(): void {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    window.cspViolations?.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
  );
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- page.evaluate sends this function's source alone
  const ran = (name: string) => `(window.xssRan ??= []).push('${name}')`;
  const host = document.createElement('div');
  host.hidden = true;
  document.body.append(host);

  const script = document.createElement('script');
  script.textContent = ran('script element');
  host.append(script);

  host.append(document.createRange().createContextualFragment(`<script>${ran('script in HTML')}</script>`));

  host.insertAdjacentHTML('beforeend', `<img src="data:," alt="" onerror="${ran('onerror in HTML')}">`);

  const button = document.createElement('button');
  button.setAttribute('onclick', ran('onclick attribute'));
  host.append(button);
  button.click();

  const link = document.createElement('a');
  link.href = `javascript:void ${ran('script URL link')}`;
  host.append(link);
  link.click();
}

const PAYLOADS = ['script element', 'script in HTML', 'onerror in HTML', 'onclick attribute', 'script URL link'];

test('injected inline script, event handlers and javascript: links do not run under the CSP', async ({ page }) => {
  // Control: the same injection on a page without a CSP runs every payload, so the check can fail.
  await page.goto('about:blank');
  await page.evaluate(injectPayloads);
  await expect.poll(() => page.evaluate(() => window.xssRan ?? [])).toEqual(expect.arrayContaining(PAYLOADS));

  const consoleErrors = expectConsoleErrors(page, CSP_CONSOLE_ERROR);
  await openRecords(page);
  await page.evaluate(injectPayloads);

  // One violation per payload, all for inline script: the element, the fragment, both handlers, the link.
  await expect
    .poll(() => page.evaluate(() => window.cspViolations?.map((violation) => violation.directive).sort() ?? []))
    .toEqual(['script-src-attr', 'script-src-attr', 'script-src-elem', 'script-src-elem', 'script-src-elem']);
  expect(await page.evaluate(() => window.cspViolations?.map((violation) => violation.blocked))).toEqual(
    Array.from({ length: 5 }, () => 'inline'),
  );
  expect(await page.evaluate(() => window.xssRan ?? [])).toEqual([]);
  // Chromium logs each blocked script as a console error naming the policy.
  await expect.poll(() => consoleErrors.length).toBe(5);
  for (const message of consoleErrors) {
    expect(message).toMatch(
      /violates the following Content Security Policy directive 'script-src 'self''\. Either the 'unsafe-inline' keyword/,
    );
  }

  // The app itself is unharmed.
  await page
    .getByRole('navigation', { name: 'Screens of example.com' })
    .getByRole('link', { name: 'Snapshots' })
    .click();
  await expect(page.getByRole('listitem', { name: 'Snapshot 9050', exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.xssRan ?? [])).toEqual([]);
});

test('eval and its relatives are refused', async ({ page }) => {
  const consoleErrors = expectConsoleErrors(page, CSP_CONSOLE_ERROR);
  await openRecords(page);
  // DevTools may evaluate strings whatever the policy, so the attempts run later, as the page's own code.
  await page.evaluate(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations?.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
    window.setTimeout(() => {
      // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, on its own
      const attempt = (run: () => unknown): string => {
        try {
          run();
          return 'ran';
        } catch (error) {
          return error instanceof Error ? error.name : 'thrown';
        }
      };
      window.evalOutcome = {
        // oxlint-disable-next-line no-eval -- proving that the CSP refuses it
        eval: attempt(() => eval('(window.xssRan ??= []).push("eval")')),
        // oxlint-disable-next-line no-new-func -- proving that the CSP refuses it
        Function: attempt(() => new Function('(window.xssRan ??= []).push("Function")')()),
        // A string handler does not throw: it is dropped, with a violation.
        // oxlint-disable-next-line no-implied-eval -- proving that the CSP refuses it
        setTimeout: attempt(() => window.setTimeout('(window.xssRan ??= []).push("setTimeout")')),
      };
    }, 0);
  });
  await expect
    .poll(() => page.evaluate(() => window.evalOutcome))
    .toEqual({ eval: 'EvalError', Function: 'EvalError', setTimeout: 'ran' });
  await expect
    .poll(() => page.evaluate(() => window.cspViolations ?? []))
    .toEqual(Array.from({ length: 3 }, () => ({ directive: 'script-src', blocked: 'eval' })));
  expect(await page.evaluate(() => window.xssRan ?? [])).toEqual([]);
  // Chromium logs the first refused eval of a document, not every one.
  await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
  for (const message of consoleErrors) expect(message).toMatch(/'unsafe-eval' is not an allowed source of script/);
});

test('the app refuses to be framed, even by itself', async ({ page, baseURL }) => {
  const consoleErrors = expectConsoleErrors(page, /frame-ancestors/);
  await openRecords(page);
  const url = `${baseURL ?? ''}/domains/example.com/snapshots`;
  const answered = page.waitForResponse(url);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.title = 'Framed Zonescope';
    frame.src = src;
    document.body.append(frame);
  }, url);
  // The server answered the frame's request, yet Chromium shows its error page in the frame instead.
  expect((await answered).status()).toBe(200);
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toEqual([`${baseURL ?? ''}${RECORDS}`, 'chrome-error://chromewebdata/']);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Snapshots of example.com' })).toHaveCount(0);
  expect(consoleErrors).toEqual([
    expect.stringContaining(`violates the following Content Security Policy directive: "frame-ancestors 'none'"`),
  ]);
});

test('the HTML, a script and API answers all carry the CSP and the security headers', async ({ page, request }) => {
  const seen: Response[] = [];
  page.on('response', (response) => seen.push(response));
  const html = await openRecords(page);
  const script = seen.find((response) => /\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname));
  // A data answer, asked for directly: a page whose first view came rendered from the server may
  // not have asked for one yet.
  const api = await request.get('/dns/v1/domains/example.com/records');
  expect(api.status()).toBe(200);
  // An error answered by the server itself, and one from the DNS API.
  const refused = await request.post('/dns/v1/domains/example.com/records');
  const notFound = await request.get('/dns/v1/domains/no-such-domain.example/records');
  expect(refused.status()).toBe(405);
  expect(notFound.status()).toBe(404);

  const answers = [
    { name: 'HTML', headers: await html?.allHeaders(), type: /^text\/html/, sandboxed: false },
    { name: 'script', headers: await script?.allHeaders(), type: /^(text|application)\/javascript/, sandboxed: false },
    { name: 'API', headers: api.headers(), type: /^application\/json/, sandboxed: true },
    { name: 'API 405', headers: refused.headers(), type: /^application\/json/, sandboxed: true },
    { name: 'API 404', headers: notFound.headers(), type: /^application\/json/, sandboxed: true },
  ];
  const policies = { page: new Set<string>(), api: new Set<string>() };
  for (const { name, headers, type, sandboxed } of answers) {
    expect(headers, name).toBeDefined();
    const policy = headers?.['content-security-policy'] ?? '';
    policies[sandboxed ? 'api' : 'page'].add(policy);
    const csp = parseCsp(policy);
    // An API answer is data: were a browser made to render one, the sandbox lets it run nothing.
    expect(csp.get('sandbox'), `${name}: sandbox`).toEqual(sandboxed ? [] : undefined);
    expect(csp.get('script-src'), `${name}: script-src`).toEqual(["'self'"]);
    expect(csp.get('default-src'), `${name}: default-src`).toEqual(["'self'"]);
    expect(csp.get('object-src'), `${name}: object-src`).toEqual(["'none'"]);
    expect(csp.get('base-uri'), `${name}: base-uri`).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors'), `${name}: frame-ancestors`).toEqual(["'none'"]);
    expect(policy, `${name}: no unsafe source`).not.toMatch(/unsafe-(inline|eval|hashes)|\*/);
    expect(headers?.['x-content-type-options'], name).toBe('nosniff');
    expect(headers?.['referrer-policy'], name).toBe('no-referrer');
    expect(headers?.['x-frame-options'], name).toBe('DENY');
    expect(headers?.['content-type'], `${name}: content type`).toMatch(type);
  }
  // One policy for the app, the same with `sandbox` for the API.
  expect([...policies.page].map((policy) => `${policy}; sandbox`)).toEqual([...policies.api]);

  // Styles: our origin's files, and the one stylesheet a rendered page carries inline, by its hash.
  const served = (await html?.text()) ?? '';
  const inline = [...served.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text = '']) => text);
  expect(inline).toHaveLength(1);
  const hash = `'sha256-${createHash('sha256')
    .update(inline[0] ?? '', 'utf8')
    .digest('base64')}'`;
  expect(parseCsp([...policies.page][0] ?? '').get('style-src')).toEqual(["'self'", hash]);
});

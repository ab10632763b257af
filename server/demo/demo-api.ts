import { Hono } from 'hono';
import { DEMO_TEMPLATES, fillTemplate } from './data/templates.ts';
import { failResponse } from './demo-errors.ts';
import { DEMO_ZONES, findDemoZone, type DemoZone } from './demo-zones.ts';
import { parseWireDomain } from './domain-name.ts';
import { parseRecordsQuery } from './records-query.ts';
import { toWireTemplateRecord } from './wire-format.ts';

/** The key the demo API accepts (documented in README). */
export const DEMO_API_KEY = 'zonescope-demo-key';

/**
 * A key of an account blocked for an overdue payment: every request with it is answered as the
 * real service answers one (zilore.com/en/help/api/common/errors): HTTP 403, `fail`, code 3,
 * "Authorization failed", details "Payment required". The key itself is known; the account is refused.
 */
export const DEMO_UNPAID_API_KEY = 'zonescope-unpaid-key';

/** Where the unpaid answer's `error.http_redirect` points: a link the app must never show. */
export const DEMO_BILLING_URL = 'https://billing.dns-host.example/plans?from=api';

export type DemoCatalog = {
  domains: { name: string; description: string }[];
  templates: { id: string; description: string }[];
};

/** What the demo holds, for the SPA's "try the demo" hints: domain names in Unicode. */
export const demoCatalog: DemoCatalog = {
  domains: DEMO_ZONES.filter((zone) => zone.listed).map((zone) => ({
    name: zone.unicodeName,
    description: zone.description,
  })),
  templates: DEMO_TEMPLATES.map((template) => ({ id: template.id, description: template.description })),
};

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

/** A success envelope around JSON text that is already serialised. */
function ok(responseJson: string): Response {
  return new Response(`{"status":"ok","response":${responseJson}}`, { status: 200, headers: JSON_HEADERS });
}

function resolveZone(pathDomain: string): { zone: DemoZone } | { error: Response } {
  const parsed = parseWireDomain(pathDomain);
  if (!parsed.ok) {
    return { error: failResponse('invalidDomain', `The domain name “${pathDomain}” in the path ${parsed.reason}.`) };
  }
  const zone = findDemoZone(parsed.ascii);
  if (zone === undefined) {
    return { error: failResponse('domainNotFound', `There is no domain “${parsed.ascii}” in this account.`) };
  }
  return { zone };
}

/** Hono app answering `/dns/v1/*` from the seeded demo data; requires `X-Auth-Key: DEMO_API_KEY`. */
export function createDemoApi(): Hono {
  const app = new Hono();

  // Order of checks: method, then key, then path (as the Zonescope server in front of it does);
  // every answer under /dns/v1 is JSON.
  app.use('/dns/v1/*', async (c, next) => {
    if (c.req.method !== 'GET') {
      return failResponse('methodNotAllowed', `This API is read-only: ${c.req.method} is not allowed, only GET.`, {
        headers: { Allow: 'GET' },
      });
    }
    const key = c.req.header('X-Auth-Key');
    if (key === undefined || key === '') {
      return failResponse('missingKey', 'No API key: send your API key in the X-Auth-Key header.');
    }
    if (key === DEMO_UNPAID_API_KEY) {
      return failResponse('paymentRequired', 'Payment required', { errorFields: { http_redirect: DEMO_BILLING_URL } });
    }
    if (key !== DEMO_API_KEY) {
      return failResponse('invalidKey', 'The API key in the X-Auth-Key header is not valid.');
    }
    await next();
  });

  app.get('/dns/v1/domains/:domain/records', (c) => {
    const resolved = resolveZone(c.req.param('domain'));
    if ('error' in resolved) return resolved.error;
    const parsed = parseRecordsQuery((name) => c.req.query(name));
    if (!parsed.ok) return failResponse('invalidParameter', parsed.message);

    return new Response(resolved.zone.recordsResponseBody(parsed.query), { status: 200, headers: JSON_HEADERS });
  });

  app.get('/dns/v1/domains/:domain/snapshots', (c) => {
    const resolved = resolveZone(c.req.param('domain'));
    if ('error' in resolved) return resolved.error;
    return ok(resolved.zone.snapshotListJson());
  });

  app.get('/dns/v1/domains/:domain/snapshots/:snapshotId/records', (c) => {
    const resolved = resolveZone(c.req.param('domain'));
    if ('error' in resolved) return resolved.error;
    const snapshotId = c.req.param('snapshotId');
    const json = resolved.zone.snapshotJson(snapshotId);
    if (json === undefined) {
      return failResponse(
        'snapshotNotFound',
        `The domain “${resolved.zone.asciiName}” has no snapshot “${snapshotId}”.`,
      );
    }
    return ok(json);
  });

  app.get('/dns/v1/domains/:domain/geo/defaults', (c) => {
    const resolved = resolveZone(c.req.param('domain'));
    if ('error' in resolved) return resolved.error;
    return ok(resolved.zone.geoDefaultsJson());
  });

  app.get('/dns/v1/templates/:templateId/records', (c) => {
    const templateId = c.req.param('templateId');
    const template = DEMO_TEMPLATES.find((item) => item.id === templateId);
    if (template === undefined) {
      return failResponse('templateNotFound', `There is no template “${templateId}”.`);
    }
    const domainName = c.req.query('domain_name');
    let substitute: string | undefined;
    if (domainName !== undefined && domainName !== '') {
      const parsed = parseWireDomain(domainName);
      if (!parsed.ok) {
        return failResponse('invalidParameter', `The parameter domain_name (“${domainName}”) ${parsed.reason}.`);
      }
      // Responses carry Unicode names, so the Punycode parameter goes in as Unicode.
      substitute = parsed.unicode;
    }
    return ok(JSON.stringify(fillTemplate(template, substitute).map(toWireTemplateRecord)));
  });

  app.all('/dns/v1/*', (c) =>
    failResponse('notFound', `There is no ${c.req.method} ${new URL(c.req.url).pathname} in this API.`),
  );
  app.notFound(() => failResponse('notFound', 'Not found.'));
  app.onError((error) => {
    console.error('Demo API error:', error);
    return failResponse('internal', 'The demo API failed unexpectedly; the error is in the server log.');
  });

  return app;
}

import type { Backend } from './api-routes.ts';
import { createNodeUpstreamClient } from './node-upstream-client.ts';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from './proxy.ts';

export type ServerSettings = {
  host: string;
  port: number;
  backend: Backend;
};

/** ZONESCOPE_TEST_MODE=1: the demo API honours per-request faults (server/test-faults.ts). */
export const TEST_MODE_VARIABLE = 'ZONESCOPE_TEST_MODE';

export type SettingsResult = { ok: true; settings: ServerSettings } | { ok: false; errors: string[] };

/**
 * Reads the server's settings from environment variables (documented in README):
 * PORT (4173), HOST (127.0.0.1), DNS_API_UPSTREAM (unset: the embedded demo API),
 * DNS_API_KEY (only with DNS_API_UPSTREAM), DNS_API_TIMEOUT_MS (30000), ZONESCOPE_TEST_MODE (off;
 * demo mode only).
 */
export function readServerSettings(env: Record<string, string | undefined>): SettingsResult {
  const errors: string[] = [];
  const host = env.HOST?.trim() || '127.0.0.1';

  const port = parseInteger(env.PORT, 4173);
  if (port === null || port < 0 || port > 65_535)
    errors.push(`PORT must be a number from 0 to 65535, not “${env.PORT}”.`);

  const timeoutMs = parseInteger(env.DNS_API_TIMEOUT_MS, DEFAULT_UPSTREAM_TIMEOUT_MS);
  if (timeoutMs === null || timeoutMs < 1) errors.push(`DNS_API_TIMEOUT_MS must be a positive number of milliseconds.`);

  const apiKey = env.DNS_API_KEY === undefined || env.DNS_API_KEY === '' ? undefined : env.DNS_API_KEY;
  const upstreamText = env.DNS_API_UPSTREAM?.trim();
  const testMode = env[TEST_MODE_VARIABLE] === '1';
  let backend: Backend = {
    kind: 'demo',
    ...(testMode ? { faults: { timeoutMs: timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS } } : {}),
  };
  if (upstreamText && testMode)
    errors.push(`${TEST_MODE_VARIABLE} works with the demo API only, not with DNS_API_UPSTREAM.`);
  if (upstreamText && !testMode) {
    const upstream = parseUpstream(upstreamText);
    if (typeof upstream === 'string') errors.push(upstream);
    else
      backend = {
        kind: 'proxy',
        upstream,
        client: createNodeUpstreamClient(upstream),
        timeoutMs: timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
        ...(apiKey ? { apiKey } : {}),
      };
  } else if (apiKey && !upstreamText) {
    errors.push('DNS_API_KEY is set but DNS_API_UPSTREAM is not: the key is only used with an upstream.');
  }

  if (errors.length > 0 || port === null) return { ok: false, errors };
  return { ok: true, settings: { host, port, backend } };
}

/**
 * The line `npm start` prints once listening: where, and where the data comes from (the upstream's
 * origin, which carries no credentials, see parseUpstream). Never the key: only settings are read
 * here, and of the key only whether there is one.
 */
export function startupMessage(settings: Pick<ServerSettings, 'host' | 'backend'>, port: number): string {
  const { host, backend } = settings;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const source =
    backend.kind === 'proxy'
      ? `the DNS API at ${backend.upstream.origin}`
      : `the embedded demo API${backend.faults ? ', TEST MODE: per-request faults on' : ''}`;
  return `Zonescope is running at http://${shownHost}:${port}/ (data from ${source})`;
}

function parseInteger(text: string | undefined, fallback: number): number | null {
  if (text === undefined || text.trim() === '') return fallback;
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** `https://host[/prefix]`: http(s) only, no credentials, query or fragment. A message when not. */
function parseUpstream(text: string): URL | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `DNS_API_UPSTREAM must be a URL such as https://api.example.net, not “${text}”.`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'DNS_API_UPSTREAM must use http or https.';
  if (url.username || url.password) return 'DNS_API_UPSTREAM must not carry credentials; use DNS_API_KEY.';
  if (url.search || url.hash) return 'DNS_API_UPSTREAM must not have a query string or fragment.';
  url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return url;
}

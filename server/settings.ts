import { isAllowedHost, isLoopback, parseAllowedHost } from './allowed-hosts.ts';
import type { Backend } from './api-routes.ts';
import { createNodeUpstreamClient } from './node-upstream-client.ts';
import { DEFAULT_SERVER_RENDER_MS } from './first-view.ts';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from './proxy.ts';

export type ServerSettings = {
  host: string;
  port: number;
  backend: Backend;
  /**
   * Host names answered besides the loopback ones (allowed-hosts.ts): HOST when it names one
   * address or name, and ZONESCOPE_ALLOWED_HOSTS.
   */
  allowedHosts: string[];
  limits: ServerLimits;
  /**
   * How long a navigation may wait for its first view rendered on the server before the shell is
   * sent instead; 0: never rendered on the server. Only where the server can read the API.
   */
  serverRenderMs: number;
};

/** What one Node server holds at most, so that idle or slow sockets cannot starve real requests. */
export type ServerLimits = {
  /** Open client connections; a connection beyond it is closed at once. */
  maxConnections: number;
  /** Time a client has to send a request's headers (and an idle new connection to send anything). */
  headersTimeoutMs: number;
};

export const DEFAULT_LIMITS: ServerLimits = { maxConnections: 1000, headersTimeoutMs: 10_000 };
/** Time a client has to send a whole request (no request here has a body); headersTimeoutMs is at most this. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long a kept-alive connection may sit idle between requests. */
export const KEEP_ALIVE_TIMEOUT_MS = 5000;
/** How often Node looks for connections past headersTimeoutMs or REQUEST_TIMEOUT_MS (its default is 30 s). */
export const CONNECTIONS_CHECK_INTERVAL_MS = 1000;

/** Longest wait for a server-rendered first view: past it, a page is better served as the shell. */
export const MAX_SERVER_RENDER_MS = 10_000;

/** HOST values that listen on every interface. */
const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]']);

/** ZONESCOPE_TEST_MODE=1: the demo API honours per-request faults (server/fault-injection.ts). */
export const TEST_MODE_VARIABLE = 'ZONESCOPE_TEST_MODE';

export type SettingsResult = { ok: true; settings: ServerSettings } | { ok: false; errors: string[] };

/** The longest DNS_API_TIMEOUT_MS: ten minutes (Node's timers hold at most 24.8 days, and a longer one fires at once). */
export const MAX_UPSTREAM_TIMEOUT_MS = 600_000;

/**
 * Why DNS_API_KEY cannot be sent as it is, or null. Never quotes the key. Printable ASCII only:
 * a control character or one beyond Latin-1 makes Node refuse every request (which would read as
 * "upstream unreachable"), and white space at either end is dropped by the upstream's parser, so
 * that an error quoting the key would quote another text than the one the proxy looks for.
 */
function checkApiKey(key: string): string | null {
  if (key.trim() !== key)
    return 'DNS_API_KEY begins or ends with white space (a line break from a file, say); HTTP drops it, so the key sent would not be the one set. Remove it.';
  if (!/^[\x20-\x7e]+$/.test(key))
    return 'DNS_API_KEY holds a character other than printable ASCII (a control character, or a letter beyond ASCII): an HTTP header cannot carry it as it is.';
  return null;
}

/**
 * Reads the server's settings from environment variables (documented in README):
 * PORT (4173), HOST (127.0.0.1), ZONESCOPE_ALLOWED_HOSTS (none), ZONESCOPE_MAX_CONNECTIONS (1000),
 * ZONESCOPE_HEADERS_TIMEOUT_MS (10000), DNS_API_UPSTREAM (unset: the embedded demo API),
 * DNS_API_KEY (only with DNS_API_UPSTREAM), DNS_API_TIMEOUT_MS (30000), ZONESCOPE_TEST_MODE (off;
 * demo mode only), ZONESCOPE_SERVER_RENDER_MS (300; 0 turns server rendering off).
 */
export function readServerSettings(env: Record<string, string | undefined>): SettingsResult {
  const errors: string[] = [];
  const host = env.HOST?.trim() || '127.0.0.1';

  const allowedHosts: string[] = [];
  if (!ALL_INTERFACES.has(host)) {
    const own = parseAllowedHost(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
    if (own !== null && !isAllowedHost(own, [])) allowedHosts.push(own);
  }
  for (const entry of (env.ZONESCOPE_ALLOWED_HOSTS ?? '').split(',')) {
    if (entry.trim() === '') continue;
    const allowed = parseAllowedHost(entry);
    if (allowed === null) {
      errors.push(
        `ZONESCOPE_ALLOWED_HOSTS lists host names separated by commas (dns.example.net, .example.net for it and every name below, 192.0.2.7, [2001:db8::7]), without scheme or port; “${entry.trim()}” is not one.`,
      );
    } else if (!allowedHosts.includes(allowed)) {
      allowedHosts.push(allowed);
    }
  }

  const maxConnections = parseInteger(env.ZONESCOPE_MAX_CONNECTIONS, DEFAULT_LIMITS.maxConnections);
  if (maxConnections === null || maxConnections < 1)
    errors.push('ZONESCOPE_MAX_CONNECTIONS must be a whole number of 1 or more.');
  const headersTimeoutMs = parseInteger(env.ZONESCOPE_HEADERS_TIMEOUT_MS, DEFAULT_LIMITS.headersTimeoutMs);
  if (headersTimeoutMs === null || headersTimeoutMs < 1 || headersTimeoutMs > REQUEST_TIMEOUT_MS)
    errors.push(`ZONESCOPE_HEADERS_TIMEOUT_MS must be a number of milliseconds from 1 to ${REQUEST_TIMEOUT_MS}.`);

  const port = parseInteger(env.PORT, 4173);
  if (port === null || port < 0 || port > 65_535)
    errors.push(`PORT must be a number from 0 to 65535, not “${env.PORT}”.`);

  const serverRenderMs = parseInteger(env.ZONESCOPE_SERVER_RENDER_MS, DEFAULT_SERVER_RENDER_MS);
  if (serverRenderMs === null || serverRenderMs > MAX_SERVER_RENDER_MS)
    errors.push(
      `ZONESCOPE_SERVER_RENDER_MS must be a number of milliseconds from 0 (no server rendering) to ${MAX_SERVER_RENDER_MS}.`,
    );

  const timeoutMs = parseInteger(env.DNS_API_TIMEOUT_MS, DEFAULT_UPSTREAM_TIMEOUT_MS);
  if (timeoutMs === null || timeoutMs < 1 || timeoutMs > MAX_UPSTREAM_TIMEOUT_MS)
    errors.push(`DNS_API_TIMEOUT_MS must be a number of milliseconds from 1 to ${MAX_UPSTREAM_TIMEOUT_MS}.`);

  const apiKey = env.DNS_API_KEY === undefined || env.DNS_API_KEY === '' ? undefined : env.DNS_API_KEY;
  const keyProblem = apiKey === undefined ? null : checkApiKey(apiKey);
  if (keyProblem !== null) errors.push(keyProblem);
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

  if (
    errors.length > 0 ||
    port === null ||
    maxConnections === null ||
    headersTimeoutMs === null ||
    serverRenderMs === null
  )
    return { ok: false, errors };
  return {
    ok: true,
    settings: { host, port, backend, allowedHosts, limits: { maxConnections, headersTimeoutMs }, serverRenderMs },
  };
}

/**
 * Lines `npm start` prints to stderr before listening: listening on every interface with no
 * ZONESCOPE_ALLOWED_HOSTS answers loopback names only, which is safe but rarely what was meant; an
 * upstream over plain `http:` beyond this machine gets every key (the server's or the browser's) in
 * the clear.
 */
export function startupWarnings(settings: Pick<ServerSettings, 'host' | 'allowedHosts' | 'backend'>): string[] {
  const warnings: string[] = [];
  if (ALL_INTERFACES.has(settings.host) && settings.allowedHosts.length === 0) {
    warnings.push(
      `Zonescope: warning: HOST=${settings.host} listens on every interface, but without ZONESCOPE_ALLOWED_HOSTS only requests for localhost, 127.0.0.1 and [::1] are answered (others get 403, against DNS rebinding). Set ZONESCOPE_ALLOWED_HOSTS to the names this server is reached by.`,
    );
  }
  const { backend } = settings;
  if (backend.kind === 'proxy' && backend.upstream.protocol === 'http:' && !isLoopback(backend.upstream.hostname)) {
    const whose = backend.apiKey === undefined ? "each browser's API key" : 'DNS_API_KEY';
    warnings.push(
      `Zonescope: warning: DNS_API_UPSTREAM is plain http (${backend.upstream.origin}): ${whose} and every answer cross the network unencrypted. Use https.`,
    );
  }
  return warnings;
}

/**
 * The lines `npm start` prints once listening: where the data comes from (the upstream's origin,
 * which carries no credentials, see parseUpstream), then, last, the address to open. Never the key:
 * only settings are read here, and of the key only whether there is one.
 */
export function startupLines(settings: Pick<ServerSettings, 'host' | 'backend'>, port: number): [string, string] {
  const { host, backend } = settings;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const source =
    backend.kind === 'proxy'
      ? `the DNS API at ${backend.upstream.origin}`
      : `the embedded demo API${backend.faults ? ', TEST MODE: per-request faults on' : ''}`;
  return [`Zonescope: data from ${source}`, `Zonescope is running at http://${shownHost}:${port}/`];
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

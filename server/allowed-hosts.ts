import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './error-envelope.ts';

/**
 * Which `Host` a request may name. A page on a domain the attacker controls can make that domain
 * resolve to 127.0.0.1 (DNS rebinding) and then read this server as same-origin, with the key it
 * holds: the browser still sends the attacker's name as `Host`, which is refused here. The loopback
 * names and addresses are always allowed, on any port; a deployment lists the names it is reached
 * by in ZONESCOPE_ALLOWED_HOSTS (settings.ts), as Vite's `server.allowedHosts` does.
 */

/** `localhost`, `*.localhost` (RFC 6761: always loopback), 127.0.0.0/8 and `[::1]`, any port. */
export function isLoopback(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (hostname === '[::1]') return true;
  const octets = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  return octets !== null && octets.slice(1).every((octet) => Number(octet) <= 255);
}

/**
 * The host name of a `Host` header (RFC 9110 7.2), lower-cased, without port or one trailing dot:
 * `Example.COM.:8080` → `example.com`, `[::1]:4173` → `[::1]`. Null when it is not one.
 */
export function hostnameOf(hostHeader: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(hostHeader.trim());
  if (!match?.[1]) return null;
  const hostname = match[1].toLowerCase();
  return hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
}

/**
 * One entry of ZONESCOPE_ALLOWED_HOSTS as it is compared: a host name or address (`dns.example.net`,
 * `192.0.2.7`, `[2001:db8::7]`), or a name with a leading dot for it and every name below it
 * (`.example.net`). Null when the entry is not one (a port, a scheme, a path, a wildcard).
 */
export function parseAllowedHost(entry: string): string | null {
  const text = entry.trim();
  const subdomains = text.startsWith('.');
  const hostname = hostnameOf(subdomains ? text.slice(1) : text);
  if (hostname === null || /:\d+$/.test(text)) return null;
  if (!hostname.startsWith('[') && hostname.split('.').some((label) => label === '')) return null;
  return subdomains ? `.${hostname}` : hostname;
}

/** Whether a request naming `hostHeader` may be answered, given the parsed extra allowed hosts. */
export function isAllowedHost(hostHeader: string, allowedHosts: readonly string[]): boolean {
  const hostname = hostnameOf(hostHeader);
  if (hostname === null) return false;
  if (isLoopback(hostname)) return true;
  return allowedHosts.some((allowed) =>
    allowed.startsWith('.') ? hostname === allowed.slice(1) || hostname.endsWith(allowed) : hostname === allowed,
  );
}

/**
 * Refuses, with 403 and before anything else is done (nothing is forwarded), a request whose `Host`
 * is not allowed. A request without one (HTTP/1.0, or `app.request()` in tests) is judged by its
 * URL's host, which the Node adapter then fills with `localhost`.
 */
export function allowedHostsOnly(allowedHosts: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('Host') ?? new URL(c.req.url).host;
    if (!isAllowedHost(host, allowedHosts)) {
      return errorResponse(
        403,
        'host_not_allowed',
        'This server does not answer for the host name in this request. Its operator can add the name to ZONESCOPE_ALLOWED_HOSTS.',
      );
    }
    await next();
  };
}

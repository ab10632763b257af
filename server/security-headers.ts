import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers on every response. The CSP allows scripts and styles from our own origin only (no inline
 * script, no eval, no style attribute; one inline stylesheet, named by its hash: the build's own,
 * which a rendered page carries — see `securityHeaders`), API calls to our own origin only, and no
 * framing.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

const API_PATH = /^\/(?:dns\/v1|zonescope)(?:\/|$)/;

/** Whether `path` is the API's (`/dns/v1/…`, `/zonescope/…`): answered with data, never with a page. */
export function isApiPath(path: string): boolean {
  return API_PATH.test(path);
}

/**
 * `styleHashes`: `sha256-…` of the stylesheets pages carry inline (server/first-view.ts), allowed
 * in `style-src` by that hash alone (a hash allows a `<style>` element of exactly that text, never
 * a `style` attribute). The API's answers (`/dns/v1/…`, `/zonescope/…`) are data, never a
 * document: their policy adds `sandbox`, so that even an answer a browser were made to render
 * could run nothing and reach nothing of this origin (its storage included).
 */
export function securityHeaders({ styleHashes = [] }: { styleHashes?: readonly string[] } = {}): MiddlewareHandler {
  const policy = {
    ...CONTENT_SECURITY_POLICY,
    styleSrc: [...CONTENT_SECURITY_POLICY.styleSrc, ...styleHashes.map((hash) => `'${hash}'`)],
  };
  const page = headersWith(policy);
  const api = headersWith({ ...policy, sandbox: [] });
  return (c, next) => (isApiPath(c.req.path) ? api : page)(c, next);
}

function headersWith(contentSecurityPolicy: typeof CONTENT_SECURITY_POLICY & { sandbox?: string[] }) {
  return secureHeaders({
    contentSecurityPolicy,
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    // Heeded over HTTPS only (behind a TLS front end). For this host alone: Hono's default adds
    // includeSubDomains, which would put every name under the one it is served from on HTTPS for
    // half a year — not a dashboard's decision.
    strictTransportSecurity: 'max-age=15552000',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    // Our values win over anything a handler (or an upstream) put there.
    overwrite: true,
  });
}

/**
 * The headers {@link securityHeaders} puts on an API answer, read from it once: for the answers the
 * server writes outside Hono (server/node-errors.ts).
 */
export async function apiSecurityHeaders(): Promise<Headers> {
  const probe = new Hono();
  probe.use(securityHeaders());
  probe.all('*', (c) => c.body(null, 204));
  return (await probe.request('/dns/v1/')).headers;
}

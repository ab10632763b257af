import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers on every response. The CSP allows scripts and styles from our own origin only (no inline
 * script, no eval), API calls to our own origin only, and no framing.
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

/**
 * The API's answers (`/dns/v1/…`, `/zonescope/…`) are data, never a document: their policy adds
 * `sandbox`, so that even an answer a browser were made to render could run nothing and reach
 * nothing of this origin (its storage included).
 */
export const API_CONTENT_SECURITY_POLICY = { ...CONTENT_SECURITY_POLICY, sandbox: [] };

const API_PATH = /^\/(?:dns\/v1|zonescope)(?:\/|$)/;

export function securityHeaders(): MiddlewareHandler {
  const page = headersWith(CONTENT_SECURITY_POLICY);
  const api = headersWith(API_CONTENT_SECURITY_POLICY);
  return (c, next) => (API_PATH.test(c.req.path) ? api : page)(c, next);
}

function headersWith(contentSecurityPolicy: typeof API_CONTENT_SECURITY_POLICY | typeof CONTENT_SECURITY_POLICY) {
  return secureHeaders({
    contentSecurityPolicy,
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    // Our values win over anything a handler (or an upstream) put there.
    overwrite: true,
  });
}

import { SERVER_ERROR_HEADER, type ServerErrorEnvelope } from '../src/contract/schemas.ts';

/** A JSON error in the server's own documented envelope, used for every error the server itself makes. */
export function errorResponse(status: number, code: string, message: string, headers?: HeadersInit): Response {
  const body: ServerErrorEnvelope = { status: 'error', error: { code, message } };
  const responseHeaders = new Headers(headers);
  responseHeaders.set(SERVER_ERROR_HEADER, 'server');
  responseHeaders.set('Content-Type', 'application/json; charset=utf-8');
  responseHeaders.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: responseHeaders });
}

import { MAX_URL_LENGTH } from './api-routes.ts';

/**
 * The page a browser gets for a link whose path is too long to be one of the app's (server/app.ts,
 * `refuseRequestTarget`), where the JSON refusal would show as bare text. Fixed words: nothing of
 * the request is in it (not the path), so nothing needs escaping. No inline style or script, which
 * the page's Content-Security-Policy refuses; the security headers are the middleware's, as on
 * every page.
 */
export function linkTooLongPage(): Response {
  return new Response(LINK_TOO_LONG_HTML, {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

const LINK_TOO_LONG_HTML = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>Link too long — Zonescope</title>
<main>
<h1>This link is too long to be a Zonescope link</h1>
<p>No Zonescope page has an address this long: the part before any “?” is over
${MAX_URL_LENGTH.toLocaleString('en')} characters. The link may have been pasted twice, or run together with other text.</p>
<p><a href="/">Go to the start page</a></p>
</main>
</html>
`;

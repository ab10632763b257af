import { MAX_URL_LENGTH } from './api-routes.ts';

/**
 * The page a browser gets for a link whose path is too long to be one of the app's (server/app.ts,
 * `refuseRequestTarget`), where the JSON refusal would show as bare text. Fixed words: nothing of
 * the request is in it (not the path), so nothing needs escaping. Styled as the app's pages are:
 * `stylesheetLink` is index.html's `<link rel="stylesheet">` (a file of this origin, which the
 * Content-Security-Policy allows; null where the build has none), and public/theme.js, a script
 * file, draws it in the saved or the system's theme. Nothing inline; the security headers are the
 * middleware's, as on every page.
 */
export function linkTooLongPage(stylesheetLink: string | null): Response {
  return new Response(linkTooLongHtml(stylesheetLink), {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

function linkTooLongHtml(stylesheetLink: string | null): string {
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${stylesheetLink ?? ''}
<script src="/theme.js"></script>
<title>Link too long · Zonescope</title>
<main class="mx-auto flex w-full max-w-3xl flex-col items-start gap-3 px-4 py-8">
<h1 class="text-xl font-semibold break-words">This link is too long to be a Zonescope link</h1>
<p class="text-sm text-slate-600 dark:text-slate-300">No Zonescope page has an address this long: the part before any “?” is over
${MAX_URL_LENGTH.toLocaleString('en')} characters. The link may have been pasted twice, or run together with other text.</p>
<p class="text-sm"><a class="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300" href="/">Go to the start page</a></p>
</main>
</html>
`;
}

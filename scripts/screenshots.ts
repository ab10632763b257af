// `npm run screenshots`: a PNG of every screen (e2e/screens.ts) at a phone's, a laptop's and a
// wide screen's size, light and dark, in screenshots/ (ignored by git), with an index.html that
// shows them all on one page, a row per screen. Builds the app, serves it with the demo API in test
// mode (so that an error state can be shown) on SCREENSHOTS_PORT (4540), and stops it at the end.
//
// `npm run screenshots -- records geo` photographs only the screens named.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from '../bench/servers.ts';
import { applyFault, SCREENS, THEMES, VIEWPORTS, type Screen } from '../e2e/screens.ts';
import playwrightConfig from '../playwright.config.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'screenshots');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4540);

const only = process.argv.slice(2);
const unknown = only.filter((name) => !SCREENS.some((screen) => screen.name === name));
if (unknown.length > 0) {
  console.error(`No screen named ${unknown.join(', ')}; screens: ${SCREENS.map((screen) => screen.name).join(', ')}`);
  process.exit(2);
}
const screens = only.length === 0 ? SCREENS : SCREENS.filter((screen) => only.includes(screen.name));

const fileName = (screen: Screen, viewport: string, theme: string) => `${screen.name}-${viewport}-${theme}.png`;

const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) process.exit(built.status ?? 1);

const server = await startServer(PORT, { ZONESCOPE_TEST_MODE: '1' });
const browser = await chromium.launch({ ...playwrightConfig.use?.launchOptions, headless: true });
const problems: string[] = [];
try {
  if (only.length === 0) rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme: theme,
        timezoneId: 'UTC',
        locale: 'en-GB',
      });
      const page = await context.newPage();
      for (const screen of screens) {
        await applyFault(context, server.origin, screen);
        await page.goto(`${server.origin}${screen.path}`);
        try {
          await screen.ready(page).first().waitFor({ state: 'visible', timeout: 15_000 });
        } catch {
          problems.push(`${screen.name} at ${viewport.name}, ${theme}: not ready after 15 s (photographed anyway)`);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${screen.name} at ${viewport.name}, ${theme}: ${overflow} px too wide`);
        await page.screenshot({
          path: join(OUT, fileName(screen, viewport.name, theme)),
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      }
      await context.close();
    }
  }
  if (only.length === 0) writeFileSync(join(OUT, 'index.html'), contactSheet());
} finally {
  await browser.close();
  await server.stop();
}

console.log(`${screens.length * VIEWPORTS.length * THEMES.length} screenshots in ${OUT}`);
if (only.length === 0) console.log(`All on one page: ${join(OUT, 'index.html')}`);
for (const problem of problems) console.log(`! ${problem}`);

/** One page with every screenshot, a row per screen, phone → wide, light then dark; click for full size. */
function contactSheet(): string {
  const rows = SCREENS.map((screen) => {
    const cells = VIEWPORTS.flatMap((viewport) =>
      THEMES.map((theme) => {
        const file = fileName(screen, viewport.name, theme);
        return `<a href="${file}"><img src="${file}" alt="${screen.name}, ${viewport.name}, ${theme}" loading="lazy"></a>`;
      }),
    );
    return `<h2>${screen.name} <small>${screen.path.replaceAll('&', '&amp;')}</small></h2><div class="row">${cells.join('')}</div>`;
  });
  const columns = VIEWPORTS.flatMap((viewport) =>
    THEMES.map((theme) => `${viewport.name} ${viewport.width}×${viewport.height} ${theme}`),
  ).join(' · ');
  return `<!doctype html>
<meta charset="utf-8">
<title>Zonescope screenshots</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 16px; }
  h2 { font-size: 15px; margin: 20px 0 6px; }
  small { color: #666; font-weight: normal; }
  .row { display: flex; gap: 8px; align-items: flex-start; }
  .row img { width: 15vw; max-height: 60vh; object-fit: cover; object-position: top; border: 1px solid #ccc; }
</style>
<h1>Zonescope screenshots</h1>
<p>Columns: ${columns}</p>
${rows.join('\n')}
`;
}

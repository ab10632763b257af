// Entry for `npm run dev`: @hono/vite-dev-server mounts these routes inside Vite's dev server,
// with the same settings as `npm start` (demo API unless DNS_API_UPSTREAM is set). Vite's own Host
// check (server.allowedHosts) comes first; the API keeps `npm start`'s rule should that one be off.
import { Hono } from 'hono';
import { allowedHostsOnly } from './allowed-hosts.ts';
import { createApiRoutes } from './api-routes.ts';
import { readServerSettings } from './settings.ts';

const result = readServerSettings(process.env);
if (!result.ok) throw new Error(result.errors.join('\n'));

const app = new Hono();
app.use(allowedHostsOnly(result.settings.allowedHosts));
app.route('/', createApiRoutes(result.settings.backend));
export default app;

// Entry for `npm run dev`: @hono/vite-dev-server mounts these routes inside Vite's dev server,
// with the same settings as `npm start` (demo API unless DNS_API_UPSTREAM is set).
import { createApiRoutes } from './api-routes.ts';
import { readServerSettings } from './settings.ts';

const result = readServerSettings(process.env);
if (!result.ok) throw new Error(result.errors.join('\n'));

export default createApiRoutes(result.settings.backend);

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearApiKey } from '../api/key-store.ts';
import { forgetRecent } from '../lib/recent-items.ts';
import { mswServer } from './msw-server.ts';

beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  mswServer.resetHandlers();
  // Through the stores, so that their in-memory copies are reset too.
  clearApiKey();
  forgetRecent('domains');
  forgetRecent('templates');
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => mswServer.close());

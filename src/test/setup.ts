import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearApiKey } from '../api/key-store.ts';
import { closeKeyDialog } from '../components/api-key-dialog-store.ts';
import { forgetRecent } from '../lib/recent-items.ts';
import { mswServer } from './msw-server.ts';

// jsdom has no modal dialogs; the app's Dialog (on the platform's <dialog>) needs these two.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// Screens render their rows after the first screenful in a transition; on a loaded 2-core machine
// that can take longer than Testing Library's default second. Waiting longer costs nothing when the
// condition already holds, so every findBy/waitFor gets 5 s.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  mswServer.resetHandlers();
  // Through the stores, so that their in-memory copies are reset too.
  clearApiKey();
  closeKeyDialog();
  forgetRecent('domains');
  forgetRecent('templates');
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => mswServer.close());

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer } from '../../test/msw-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const STORAGE_KEY = 'zonescope.apiKey';

/** Keys sent with the DNS API requests made while the returned list is in use. */
function recordSentKeys(): (string | null)[] {
  const keys: (string | null)[] = [];
  mswServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/dns/v1/')) keys.push(request.headers.get('X-Auth-Key'));
  });
  return keys;
}

async function openDialogFromHeader(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^API key:/ }));
  return screen.findByRole('dialog', { name: 'DNS API key' });
}

describe('API key dialog', () => {
  it('keeps the key for this browser session unless asked to remember it', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await openDialogFromHeader(user);
    await user.type(within(dialog).getByLabelText('API key'), 'session-key');
    await user.click(within(dialog).getByRole('button', { name: 'Save key' }));

    expect(sessionStorage.getItem(STORAGE_KEY)).toBe('session-key');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: 'API key: saved' })).toBeInTheDocument();
  });

  it('"Remember on this device" keeps it in localStorage, sends it, and Clear removes it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const dialog = await openDialogFromHeader(user);
    await user.type(within(dialog).getByLabelText('API key'), '  demo-key  ');
    await user.click(within(dialog).getByLabelText('Remember on this device'));
    await user.click(within(dialog).getByRole('button', { name: 'Save key' }));

    expect(localStorage.getItem(STORAGE_KEY)).toBe('demo-key');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();

    const sentKeys = recordSentKeys();
    await router.navigate('/domains/example.com/records');
    await screen.findByRole('heading', { name: /Records of example\.com/ });
    await waitFor(() => expect(sentKeys.length).toBeGreaterThan(0));
    expect(new Set(sentKeys)).toEqual(new Set(['demo-key']));
    expect(router.state.location.search).not.toContain('demo-key');

    const again = await openDialogFromHeader(user);
    expect(within(again).getByText(/A key is saved on this device/)).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Clear saved key' }));
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('an empty key is not saved and says why', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await openDialogFromHeader(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save key' }));
    expect(within(dialog).getByText('Enter a key, or close this dialog.')).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('says what the service said when it refused the key', async () => {
    // The real service's refusal of a wrong or missing key (its help page: 403, code 2).
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/records', () =>
        HttpResponse.json({ status: 'fail', error: { code: 2, message: 'Authentication failed' } }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/domains/example.com/records');
    const dialog = await screen.findByRole('dialog', { name: 'DNS API key' });
    expect(await within(dialog).findByText(/The DNS API refused the key/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'This service needs an API key. The service said: “Authentication failed (code 2)”.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Opened again from the page's notice, it says so again.
    const notice = await screen.findByRole('alert');
    await user.click(within(notice).getByRole('button', { name: 'Enter API key' }));
    expect(await screen.findByRole('dialog', { name: 'DNS API key' })).toHaveTextContent(
      'The service said: “Authentication failed (code 2)”.',
    );
  });

  it('does not ask for another key when the service refused the account, not the key (payment, on 401 as in lego’s tests)', async () => {
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/records', () =>
        HttpResponse.json(
          { status: 'fail', error: { code: 3, message: 'Authorization failed' }, details: 'Payment required' },
          { status: 401 },
        ),
      ),
    );
    renderApp('/domains/example.com/records');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('the DNS API refused the account');
    expect(notice).toHaveTextContent('The service said: “Authorization failed — Payment required (code 3)”.');
    expect(within(notice).queryByRole('button', { name: 'Enter API key' })).toBeNull();
    expect(within(notice).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the server holds the key, nothing asks for one, even after the service refuses it', async () => {
    mswServer.use(
      // The refusal arrives before the server has said that it holds the key.
      http.get('*/zonescope/config', async () => {
        await delay(300);
        return HttpResponse.json({ mode: 'proxy', serverSuppliesKey: true, serverOverridesKey: true });
      }),
      http.get('*/dns/v1/domains/example.com/records', () =>
        HttpResponse.json({ status: 'error', error: { code: 'unauthorized', message: 'bad key' } }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/domains/example.com/records');

    const dialog = await screen.findByRole('dialog', { name: 'DNS API key' });
    expect(within(dialog).queryByLabelText('API key')).toBeNull();
    expect(await within(dialog).findByText(/supplies its own key \(DNS_API_KEY\)/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('API key')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // The page's notice says who can replace the key, and offers no prompt for one.
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The Zonescope server sends its own key (DNS_API_KEY)');
    expect(within(notice).queryByRole('button', { name: 'Enter API key' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'API key: set by server' })).toBeInTheDocument();
    const fromHeader = await openDialogFromHeader(user);
    expect(within(fromHeader).queryByLabelText('API key')).toBeNull();
    expect(within(fromHeader).queryByRole('button', { name: 'Save key' })).toBeNull();
  });
});

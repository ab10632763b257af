import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderElement, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { serverConfigQueries } from '../api/server-config.ts';
import type { ServerConfig } from '../contract/schemas.ts';
import { ApiErrorNotice, ServiceSaid } from './api-error-notice.tsx';
import { closeKeyDialog, useKeyDialogState } from './api-key-dialog-store.ts';

afterEach(() => closeKeyDialog());

const BROWSER_KEY: ServerConfig = { mode: 'proxy', serverSuppliesKey: false, serverOverridesKey: false };
const SERVER_KEY: ServerConfig = { mode: 'proxy', serverSuppliesKey: true, serverOverridesKey: true };

/** Renders `ui` as the app does, the server's config already known (`null`: not answered yet). */
function render(ui: ReactElement, config: ServerConfig | null = BROWSER_KEY) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (config === null) client.setQueryDefaults(serverConfigQueries.all(), { queryFn: () => new Promise(() => {}) });
  else client.setQueryData(serverConfigQueries.config().queryKey, config);
  return renderElement(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('ApiErrorNotice', () => {
  it('names the problem in its heading, keeping the capitals of DNS and API', () => {
    render(<ApiErrorNotice what="records" error={new ApiError('server', { status: 503 })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load records: the DNS API failed');
    expect(screen.getByRole('alert')).toHaveTextContent('The DNS API failed to answer (HTTP 503).');
  });

  it('says where an answer was out of shape', () => {
    render(
      <ApiErrorNotice
        what="GEO data"
        error={
          new ApiError('unexpected-shape', { path: 'response.geo_records[0].record_name', problem: 'expected string' })
        }
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load GEO data: unexpected answer');
    expect(alert).toHaveTextContent('does not have the expected shape at response.geo_records[0].record_name');
  });

  it('offers Retry whenever it can retry, even for an error that may not pass by itself', async () => {
    const onRetry = vi.fn<() => void>();
    render(
      <ApiErrorNotice what="template 1001" error={new ApiError('not-found', { status: 404 })} onRetry={onRetry} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers the key dialog when the key was refused', async () => {
    const dialog = renderHook(() => useKeyDialogState());
    render(
      <ApiErrorNotice what="snapshots" error={new ApiError('unauthorized', { status: 403 })} onRetry={() => {}} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load snapshots: the API key was refused');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The DNS API refused the API key (HTTP 403). Enter a valid key to continue.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enter API key' }));
    expect(dialog.result.current).toEqual({ open: true, reason: 'refused' });
  });

  it('where the server holds the key, says who can replace it and offers no key prompt', () => {
    const refused = new ApiError('unauthorized', {
      status: 403,
      said: { message: 'Authentication failed', code: '2' },
    });
    render(<ApiErrorNotice what="records" error={refused} onRetry={() => {}} />, SERVER_KEY);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The DNS API refused the API key (HTTP 403). The Zonescope server sends its own key (DNS_API_KEY): ask whoever runs it to replace the key; one entered in this browser is not used. The service said: “Authentication failed (code 2)”.',
    );
    expect(alert).not.toHaveTextContent('Enter a valid key');
    expect(screen.queryByRole('button', { name: 'Enter API key' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('an account the service refused (payment or plan): not the key', () => {
    const payment = new ApiError('account-refused', {
      status: 403,
      envelopeStatus: 'fail',
      said: { message: 'Authorization failed', details: 'Payment required', code: '3' },
    });

    it('with the browser’s key: the account in the heading, the service’s words, the provider, no key prompt', () => {
      const dialog = renderHook(() => useKeyDialogState());
      render(<ApiErrorNotice what="records" error={payment} onRetry={() => {}} />, BROWSER_KEY);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Could not load records: the DNS API refused the account');
      expect(alert).toHaveTextContent(
        "The DNS API accepted the API key but refused its account (HTTP 403): the account may not use the API. The service said: “Authorization failed — Payment required (code 3)”. Settle the account's payment or plan with the DNS provider; entering another key of the same account will not help.",
      );
      expect(alert).not.toHaveTextContent(/refused the API key|Enter a valid key/);
      expect(screen.queryByRole('button', { name: 'Enter API key' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(dialog.result.current).toEqual({ open: false });
      expect(alert).toHaveTextContent('kind: account-refused · HTTP 403');
    });

    it('with the server’s key: whoever runs the server settles its account, and the key is not blamed', () => {
      const plan = new ApiError('account-refused', {
        status: 403,
        envelopeStatus: 'fail',
        said: { message: 'Tariff limitation', code: '9' },
      });
      render(<ApiErrorNotice what="records" error={plan} onRetry={() => {}} />, SERVER_KEY);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(
        "The DNS API accepted the API key but refused its account (HTTP 403): the account may not use the API. The service said: “Tariff limitation (code 9)”. The Zonescope server sends its own key (DNS_API_KEY): ask whoever runs it to settle the payment or plan of that key's account with the DNS provider.",
      );
      expect(alert).not.toHaveTextContent(/replace the key|Enter a valid key/);
      expect(screen.queryByRole('button', { name: 'Enter API key' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });

    it('until the server has said who holds the key: the account, not who settles it', () => {
      render(<ApiErrorNotice what="records" error={payment} />, null);
      expect(screen.getByRole('alert')).toHaveTextContent(
        "“Authorization failed — Payment required (code 3)”. The account's payment or plan at the DNS provider has to be settled.",
      );
    });
  });

  it('until the server has said who holds the key, gives no advice about it', () => {
    render(<ApiErrorNotice what="records" error={new ApiError('unauthorized', { status: 401 })} />, null);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The DNS API refused the API key (HTTP 401).');
    expect(alert).not.toHaveTextContent(/Enter a valid key|DNS_API_KEY/);
    expect(screen.queryByRole('button', { name: 'Enter API key' })).toBeNull();
  });

  it('shows the service’s own words: message, details and code', () => {
    render(
      <ApiErrorNotice
        what="records"
        error={
          new ApiError('not-ok', {
            status: 200,
            envelopeStatus: 'fail',
            said: { message: 'Authorization failed', details: 'Payment required', code: '3' },
          })
        }
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The service said: “Authorization failed — Payment required (code 3)”.',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the service’s answer could not be read', () => {
    render(
      <ApiErrorNotice
        what="records"
        error={new ApiError('server', { status: 500, unreadable: 'its explanation is in a form the app cannot read' })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Its answer could not be read: its explanation is in a form the app cannot read.',
    );
  });

  it('falls back to plain words for an error that is not from the API', () => {
    render(<ApiErrorNotice error={new TypeError('x is undefined')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected error');
    expect(screen.getByRole('alert')).toHaveTextContent('x is undefined');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ServiceSaid', () => {
  it('quotes the service for notices that say the rest themselves, and is silent otherwise', () => {
    const { container, rerender } = render(
      <ServiceSaid
        error={new ApiError('not-found', { status: 404, said: { message: 'Snapshot not found', code: '5' } })}
      />,
    );
    expect(container).toHaveTextContent('The service said: “Snapshot not found (code 5)”.');
    rerender(<ServiceSaid error={new ApiError('not-found', { status: 404 })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

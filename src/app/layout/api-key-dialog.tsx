import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { apiKeyStore, clearApiKey, saveApiKey } from '../../api/key-store.ts';
import { serverConfigQueries } from '../../api/server-config.ts';
import { closeKeyDialog, useKeyDialogState } from '../../components/api-key-dialog-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, Input } from '../../components/ui/input.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { useExternalStore } from '../../hooks/use-external-store.ts';

/** The key the browser holds; none in a server-rendered first view (the server never sees it). */
export function useStoredApiKey() {
  return useExternalStore(apiKeyStore);
}

/**
 * The API key dialog: opens from the header or by itself when the API refuses the key. The key goes
 * to sessionStorage, or localStorage with "remember on this device"; never into a URL.
 */
export function ApiKeyDialog() {
  const state = useKeyDialogState();
  const stored = useStoredApiKey();
  const queryClient = useQueryClient();
  const config = useQuery(serverConfigQueries.config());
  const [draft, setDraft] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const retryRefused = () =>
    queryClient.refetchQueries({
      predicate: (query) => isApiError(query.state.error) && query.state.error.kind === 'unauthorized',
    });

  const close = () => {
    setDraft('');
    setError(null);
    closeKeyDialog();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim() === '') {
      setError('Enter a key, or close this dialog.');
      return;
    }
    saveApiKey(draft, remember);
    close();
    void retryRefused();
  };

  const clear = () => {
    clearApiKey();
    close();
    void queryClient.invalidateQueries();
  };

  const overridden = config.data?.serverOverridesKey === true;
  // Until the server has said whether it holds the key, neither explain nor offer a form: a refusal
  // can arrive before the server's answer, and the wrong words would flash.
  const askForKey = !config.isPending && !overridden;
  const demoKey = config.data?.demo?.apiKey;

  // The key's field takes the focus, whether the form is there as the dialog opens or comes with
  // the server's answer (the dialog's own focus would leave a refused user one Tab away from it).
  const keyField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.open && askForKey) keyField.current?.focus();
  }, [state.open, askForKey]);

  return (
    <Dialog
      open={state.open}
      onClose={close}
      title="DNS API key"
      description="Zonescope sends this key as X-Auth-Key with every request. It stays in this browser and never goes into a link."
    >
      {state.open && state.reason === 'refused' && !config.isPending ? (
        <Notice tone="warning" title="The DNS API refused the key">
          {overridden
            ? 'The Zonescope server supplies its own key (DNS_API_KEY) and the service refused it. Ask whoever runs this server to fix it; a key entered here is not used.'
            : stored
              ? 'The key saved in this browser was refused. Enter another one.'
              : 'This service needs an API key.'}
          {state.said === undefined ? null : ` ${state.said}`}
        </Notice>
      ) : null}
      {askForKey ? (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <Field
            label="API key"
            error={error}
            hint={
              stored
                ? `A key is saved ${stored.remembered ? 'on this device' : 'for this browser session'}; entering one replaces it.`
                : demoKey
                  ? `The demo API's key is “${demoKey}”; the server already sends it when you enter none.`
                  : undefined
            }
          >
            {(control) => (
              <Input
                {...control}
                ref={keyField}
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={draft}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setError(null);
                }}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              className="size-4"
            />
            Remember on this device
          </label>
          <div className="flex flex-wrap justify-end gap-2">
            {stored ? (
              <Button variant="danger" onClick={clear} className="mr-auto">
                Clear saved key
              </Button>
            ) : null}
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="primary">
              Save key
            </Button>
          </div>
        </form>
      ) : null}
      {overridden ? (
        <div className="flex justify-end">
          <Button onClick={close}>Close</Button>
        </div>
      ) : null}
    </Dialog>
  );
}

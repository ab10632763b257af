import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_1001_ON_EXAMPLE_COM } from '../../../server/demo/data/expected-diffs.ts';
import { DEMO_TEMPLATES } from '../../../server/demo/data/templates.ts';
import { readRecent } from '../../lib/recent-items.ts';
import { countTemplateVariables } from '../../lib/template-text-segments.ts';
import { recordApiRequests } from '../../test/api-requests.ts';
import { renderApp } from '../../test/render-app.tsx';

/** The first render loads the lazy route chunk, which can take a while on a busy machine. */
const SLOW = { timeout: 5000 };

const requests = recordApiRequests();

const template1001 = DEMO_TEMPLATES.find((template) => template.id === '1001');

function marks(container: HTMLElement, kind: 'variable' | 'substituted') {
  return [...container.querySelectorAll(`mark[data-kind="${kind}"]`)];
}

async function findRecordsTable() {
  return screen.findByRole('table', { name: /Records of template/ }, SLOW);
}

function rowOf(table: HTMLElement, recordId: string) {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(recordId, { exact: true }));
  if (!row) throw new Error(`no row for ${recordId}`);
  return row;
}

describe('TemplatePage', () => {
  it('shows the raw template with every {domain_name} marked, and remembers it', async () => {
    renderApp('/templates/1001');
    const table = await findRecordsTable();
    const expected = (template1001?.records ?? []).reduce(
      (sum, record) => sum + countTemplateVariables(record.record_name) + countTemplateVariables(record.record_value),
      0,
    );
    expect(expected).toBeGreaterThan(0);
    const variables = marks(table, 'variable');
    expect(variables).toHaveLength(expected);
    expect(variables.every((mark) => mark.textContent === '{domain_name}')).toBe(true);
    expect(within(rowOf(table, '100103')).getByText('www.', { exact: false })).toBeInTheDocument();
    expect(requests.map((url) => url.pathname + url.search)).toEqual(['/dns/v1/templates/1001/records']);
    await waitFor(() => expect(readRecent('templates')).toEqual(['1001']));
    expect(document.title).toBe('Template 1001 · Zonescope');
  });

  it('refuses an id that would change the API path, without any request', async () => {
    renderApp('/templates/..%2Fdomains');
    expect(await screen.findByText('“../domains” is not a valid template id', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Nothing was requested/)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says so when the template does not exist, and does not remember it', async () => {
    renderApp('/templates/9999');
    expect(await screen.findByText('Template 9999 does not exist', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(readRecent('templates')).toEqual([]);
  });

  it('shows an empty state for a template without records', async () => {
    renderApp('/templates/1003');
    expect(await screen.findByText('Template 1003 has no records', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('previews for a domain typed in Punycode: sends Punycode, puts Unicode in the URL, marks the substitutions', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/templates/1001');
    await findRecordsTable();
    await user.type(screen.getByRole('textbox', { name: 'Domain name' }), 'XN--E1AFMKFD.xn--p1ai');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?domain_name=${encodeURIComponent('пример.рф')}`));
    const table = await screen.findByRole('table', { name: /for пример\.рф/ }, SLOW);
    expect(within(rowOf(table, '100103')).getAllByText('пример.рф')).not.toHaveLength(0);
    const substituted = marks(table, 'substituted');
    expect(substituted.length).toBeGreaterThan(0);
    expect(substituted.every((mark) => mark.textContent === 'пример.рф')).toBe(true);
    const domainRequests = requests.filter((url) => url.searchParams.has('domain_name'));
    expect(domainRequests.map((url) => url.searchParams.get('domain_name'))).toEqual(['xn--e1afmkfd.xn--p1ai']);
  });

  it('gives a reason for an invalid domain in the box and requests nothing for it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/templates/1001');
    await findRecordsTable();
    await user.type(screen.getByRole('textbox', { name: 'Domain name' }), 'bad..example.com');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/empty label/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(requests.filter((url) => url.searchParams.has('domain_name'))).toEqual([]);
  });

  it('reports an invalid domain in the link, shows the raw template and requests nothing for it', async () => {
    renderApp('/templates/1001?domain_name=exa_mple.com');
    expect(
      await screen.findByText(/domain_name “exa_mple\.com” is not a valid domain name/, {}, SLOW),
    ).toBeInTheDocument();
    await findRecordsTable();
    expect(requests.filter((url) => url.searchParams.has('domain_name'))).toEqual([]);
  });

  it('rewrites a Punycode domain in the link to its Unicode form', async () => {
    const { router } = renderApp('/templates/1001?domain_name=xn--e1afmkfd.xn--p1ai&view=substituted');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?domain_name=${encodeURIComponent('пример.рф')}&view=substituted`),
    );
    expect(await screen.findByRole('table', { name: /for пример\.рф/ }, SLOW)).toBeInTheDocument();
  });

  it('compares with the live records: present, conflict and new as documented', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/templates/1001?domain_name=${TEMPLATE_1001_ON_EXAMPLE_COM.domain}`);
    await user.click(await screen.findByRole('button', { name: "Compare with this domain's records" }, SLOW));
    expect(router.state.location.search).toContain('compare=yes');
    expect(await screen.findByRole('columnheader', { name: 'If applied' }, SLOW)).toBeInTheDocument();
    const table = await findRecordsTable();

    for (const { templateRecordId, liveRecordId } of TEMPLATE_1001_ON_EXAMPLE_COM.alreadyPresent) {
      const row = rowOf(table, templateRecordId);
      expect(within(row).getByText('Already present')).toBeInTheDocument();
      expect(within(row).getByText(new RegExp(`live record #${liveRecordId}\\b`))).toBeInTheDocument();
    }
    for (const conflict of TEMPLATE_1001_ON_EXAMPLE_COM.conflicts) {
      const row = rowOf(table, conflict.templateRecordId);
      expect(within(row).getByText('Conflict')).toBeInTheDocument();
      for (const liveId of conflict.conflictingLiveRecordIds) {
        expect(within(row).getByText(new RegExp(`#${liveId}\\b`))).toBeInTheDocument();
      }
    }
    for (const id of TEMPLATE_1001_ON_EXAMPLE_COM.new) {
      expect(within(rowOf(table, id)).getByText('New')).toBeInTheDocument();
    }
    expect(
      screen.getByText(`${TEMPLATE_1001_ON_EXAMPLE_COM.alreadyPresent.length} already present`),
    ).toBeInTheDocument();
  });
});

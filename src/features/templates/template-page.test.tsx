import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_1001_ON_EXAMPLE_COM } from '../../../server/demo/data/expected-diffs.ts';
import { DEMO_TEMPLATES } from '../../../server/demo/data/templates.ts';
import { readRecent } from '../../lib/recent-items.ts';
import { countTemplateVariables } from './template-text-segments.ts';
import { recordApiRequests } from '../../test/api-requests.ts';
import { mswServer } from '../../test/msw-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { textContentMatches } from '../../test/text-content.ts';

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

/**
 * The comparison's summary, there once the live records are in: from then on every row has its
 * verdict (before, the “If applied” column is there already, each verdict's place held).
 */
async function findComparisonSummary() {
  // The line on screen (its words also go to the box's status line, which is not this element).
  const summary = (await screen.findByText(/live records of/, { selector: 'span' }, SLOW)).closest('p');
  if (!(summary instanceof HTMLElement)) throw new Error('no comparison summary');
  return summary;
}

function rowOf(table: HTMLElement, recordId: string) {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(recordId, { exact: true }));
  if (!row) throw new Error(`no row for ${recordId}`);
  return row;
}

describe('TemplatePage', { timeout: 20_000 }, () => {
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

  it('names each copy button by its template record, two records of one name and type apart', async () => {
    renderApp('/templates/1002?domain_name=example.com');
    const table = await screen.findByRole('table', { name: /for example\.com/ }, SLOW);
    const copies = within(table)
      .getAllByRole('button', { name: /^Copy value of example\.com MX/ })
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(new Set(copies).size).toBe(copies.length);
    expect(within(rowOf(table, '100202')).getByRole('button', { name: /^Copy value of/ })).toHaveAccessibleName(
      'Copy value of example.com MX (template record 100202)',
    );
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
      await screen.findByText(textContentMatches(/domain_name “exa_mple\.com” is not a valid domain name/), {}, SLOW),
    ).toBeInTheDocument();
    await findRecordsTable();
    expect(requests.filter((url) => url.searchParams.has('domain_name'))).toEqual([]);
  });

  it('reports a view asked for without a domain, and “Template only” leaves no view behind', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/templates/1001?view=substituted');
    expect(
      await screen.findByText(
        textContentMatches(/^view “substituted” needs domain_name beside it; ignored\.$/),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /domain/i }), 'example.com{Enter}');
    await user.click(await screen.findByRole('tab', { name: 'Template' }, SLOW));
    await waitFor(() => expect(router.state.location.search).toBe('?domain_name=example.com&view=template'));
    await user.click(screen.getByRole('button', { name: 'Template only' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(/needs domain_name/)).not.toBeInTheDocument();
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
    await findComparisonSummary();
    const table = await findRecordsTable();
    expect(within(table).getByRole('columnheader', { name: 'If applied' })).toBeInTheDocument();

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

  it('holds the “If applied” column from the start of a comparison, each verdict’s place marked, until the live records come', async () => {
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/records', async () => {
        await held;
        return undefined;
      }),
    );
    renderApp(`/templates/1001?domain_name=${TEMPLATE_1001_ON_EXAMPLE_COM.domain}&compare=yes`);
    const table = await findRecordsTable();
    expect(within(table).getByRole('columnheader', { name: 'If applied' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(within(row).getByText('Comparing…')).toBeInTheDocument();

    release();
    await findComparisonSummary();
    expect(within(table).queryByText('Comparing…')).not.toBeInTheDocument();
    const [conflict] = TEMPLATE_1001_ON_EXAMPLE_COM.conflicts;
    expect(within(rowOf(table, conflict?.templateRecordId ?? '')).getByText('Conflict')).toBeInTheDocument();
  });

  it('leaves the “If applied” column out when the live records cannot be read, and offers Retry', async () => {
    mswServer.use(http.get('*/dns/v1/domains/example.com/records', () => HttpResponse.json({}, { status: 503 })));
    renderApp(`/templates/1001?domain_name=${TEMPLATE_1001_ON_EXAMPLE_COM.domain}&compare=yes`);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const table = await findRecordsTable();
    expect(within(table).queryByRole('columnheader', { name: 'If applied' })).not.toBeInTheDocument();
    expect(within(table).queryByText('Comparing…')).not.toBeInTheDocument();
  });

  it('shows exactly what the server substituted, not what replacing {domain_name} would give', async () => {
    // A server that substitutes otherwise than a plain text replacement would: another name, a
    // trailing dot, a variable left in place, a record left out.
    const served = [
      { record_id: '100101', record_name: 'SERVER.example', record_type: 'A', record_value: '192.0.2.10' },
      { record_id: '100103', record_name: 'www.SERVER.example', record_type: 'CNAME', record_value: 'SERVER.example' },
      { record_id: '100104', record_name: 'SERVER.example', record_type: 'MX', record_value: '10 mail.SERVER.example' },
      {
        record_id: '100105',
        record_name: 'example.com',
        record_type: 'TXT',
        record_value: '"v=spf1 a mx include:_spf.{domain_name} ~all"',
      },
      {
        record_id: '100106',
        record_name: 'webmail.example.com.',
        record_type: 'CNAME',
        record_value: 'mail.example.com.',
      },
    ];
    mswServer.use(
      http.get('*/dns/v1/templates/1001/records', ({ request }) => {
        if (!new URL(request.url).searchParams.has('domain_name')) return undefined;
        return HttpResponse.json({
          status: 'ok',
          response: served.map((record) => ({ ...record, record_ttl: '3600' })),
        });
      }),
    );
    renderApp('/templates/1001?domain_name=example.com&view=substituted');
    const table = await screen.findByRole('table', { name: /for example\.com/ }, SLOW);

    const shown = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        // Name, type, value (beside its copy button), TTL, ID: ID last, as in every table.
        const cells = within(row).getAllByRole('cell');
        return [
          cells.at(-1)?.textContent,
          cells[0]?.textContent,
          cells[1]?.textContent,
          cells[2]?.querySelector('bdi')?.textContent,
        ];
      });
    expect(shown).toEqual(
      served.map((record) => [record.record_id, record.record_name, record.record_type, record.record_value]),
    );
    expect(within(table).queryByText(/www\.example\.com/)).not.toBeInTheDocument();
    // Where the server's text lines up with the template, the part it put in is marked as such.
    expect(marks(rowOf(table, '100103'), 'substituted').map((mark) => mark.textContent)).toEqual([
      'SERVER.example',
      'SERVER.example',
    ]);
    expect(marks(rowOf(table, '100105'), 'variable').map((mark) => mark.textContent)).toEqual(['{domain_name}']);
    const domainRequests = requests.filter((url) => url.searchParams.has('domain_name'));
    expect(domainRequests.map((url) => url.searchParams.get('domain_name'))).toEqual(['example.com']);
  });

  it('keeps the verdicts of a comparison in every view, the raw template included', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(
      `/templates/1001?domain_name=${TEMPLATE_1001_ON_EXAMPLE_COM.domain}&view=template&compare=yes`,
    );
    await findComparisonSummary();
    expect(screen.getByRole('columnheader', { name: 'If applied' })).toBeInTheDocument();
    const expectVerdicts = async () => {
      const table = await findRecordsTable();
      for (const { templateRecordId } of TEMPLATE_1001_ON_EXAMPLE_COM.alreadyPresent) {
        expect(within(rowOf(table, templateRecordId)).getByText('Already present')).toBeInTheDocument();
      }
      for (const { templateRecordId } of TEMPLATE_1001_ON_EXAMPLE_COM.conflicts) {
        expect(within(rowOf(table, templateRecordId)).getByText('Conflict')).toBeInTheDocument();
      }
      for (const id of TEMPLATE_1001_ON_EXAMPLE_COM.new) {
        expect(within(rowOf(table, id)).getByText('New')).toBeInTheDocument();
      }
    };
    // The raw template: {domain_name} marked, and what applying it would do.
    expect(marks(await findRecordsTable(), 'variable').length).toBeGreaterThan(0);
    await expectVerdicts();

    for (const [tab, view] of [
      ['Side by side', ''],
      [`For ${TEMPLATE_1001_ON_EXAMPLE_COM.domain}`, 'view=substituted'],
      ['Template', 'view=template'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(router.state.location.search).toContain(view));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('columnheader', { name: 'If applied' })).toBeInTheDocument();
      await expectVerdicts();
    }
  });

  it('marks a matching live record as disabled whatever the case of its status', async () => {
    const live = [
      {
        record_id: '984',
        record_status: 'Disabled',
        record_name: 'example.com',
        record_type: 'A',
        record_value: '192.0.2.10',
      },
      {
        record_id: '985',
        record_status: ' DISABLED ',
        record_name: 'example.com',
        record_type: 'AAAA',
        record_value: '2001:db8::10',
      },
      {
        record_id: '990',
        record_status: 'Enabled',
        record_name: 'example.com',
        record_type: 'MX',
        record_value: '10 mail.example.com',
      },
    ];
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/records', ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
        const page = live.slice(offset).map((record) => ({ ...record, record_ttl: '3600' }));
        return HttpResponse.json({ status: 'ok', response: page });
      }),
    );
    renderApp('/templates/1001?domain_name=example.com&compare=yes');
    await findComparisonSummary();
    const table = await findRecordsTable();
    expect(within(rowOf(table, '100101')).getByText('as live record #984 (disabled)')).toBeInTheDocument();
    expect(within(rowOf(table, '100102')).getByText('as live record #985 (disabled)')).toBeInTheDocument();
    expect(within(rowOf(table, '100104')).getByText('as live record #990')).toBeInTheDocument();
  });

  it('counts what applying would do in words: two conflicts, not “2 conflict”', async () => {
    renderApp('/templates/1002?domain_name=example.com&compare=yes');
    const summary = await findComparisonSummary();
    expect(summary).toHaveTextContent(/example\.com:\s*5 new\s*0 already present\s*2 conflicts$/);
    // Said in words too, by a status line there since the box was drawn.
    const section = screen.getByRole('region', { name: 'What applying it would do' });
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Template 1002 against the 39 live records of example.com: 5 new, 0 already present, 2 conflicts.',
    );
  });

  it('says a comparison’s outcome through the box’s status line, there before the comparison began', async () => {
    const user = userEvent.setup();
    renderApp('/templates/1002?domain_name=example.com');
    const section = await screen.findByRole('region', { name: 'What applying it would do' }, SLOW);
    const status = within(section).getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(within(section).getByRole('button', { name: "Compare with this domain's records" }));
    await findComparisonSummary();
    expect(within(section).getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(/^Template 1002 against the \d+ live records of example\.com: .* conflicts\.$/);
  });
});

import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as z from 'zod/mini';
import { createApiRoutes } from '../../../server/api-routes.ts';
import { IDN_UNKNOWN_GEO_REGION } from '../../../server/demo/data/expected-diffs.ts';
import { snapshotSchema } from '../../contract/schemas.ts';
import { mswServer } from '../../test/msw-server.ts';
import { recordAnnouncements } from '../../test/announcements.ts';
import { recordApiRequests } from '../../test/api-requests.ts';
import { renderApp } from '../../test/render-app.tsx';

/** The first render loads the lazy route chunk and the regions table, which can take a while on a busy machine. */
const SLOW = { timeout: 5000 };

const requests = recordApiRequests();

beforeEach(() => {
  // jsdom lays nothing out; give the virtualized lists a viewport so that they render rows.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  // …and rows a height when measured (TanStack Virtual measures offsetHeight).
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(45);
});

function findTree() {
  return screen.findByRole('tree', { name: 'GEO regions' }, SLOW);
}

function treeItem(tree: HTMLElement, code: string) {
  const item = tree.querySelector<HTMLElement>(`[role="treeitem"][data-code="${code}"]`);
  if (!item) throw new Error(`no tree item ${code}`);
  return item;
}

function shownCodes(tree: HTMLElement) {
  return within(tree)
    .queryAllByRole('treeitem')
    .map((item) => item.dataset.code);
}

describe('GeoPage: eligible records', { timeout: 20_000 }, () => {
  it('lists the groups by name and type with TTL, their records, status and value', async () => {
    renderApp('/domains/example.com/geo');
    const table = await screen.findByRole('table', {}, SLOW);
    expect(document.title).toBe('GEO · example.com · Zonescope');
    expect(within(screen.getByRole('main')).getByText('21 groups with 22 records (5 disabled)')).toBeInTheDocument();

    const apiRow = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText('api.example.com'));
    expect(apiRow).toBeDefined();
    if (!apiRow) return;
    expect(within(apiRow).getByText('A')).toBeInTheDocument();
    // The TTL as every table writes it: seconds, then in words, on one line.
    expect(within(apiRow).getByText('60')).toHaveTextContent('60 (1 min)');
    const records = within(apiRow).getAllByRole('listitem');
    expect(records.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^192\.0\.2\.30Copy.*Enabled988History of api\.example\.com A \(record 988\)$/),
      expect.stringMatching(/^198\.51\.100\.30Copy.*Disabled989History of api\.example\.com A \(record 989\)$/),
    ]);
    // Each record's value has its own copy button, named by the record it belongs to.
    expect(
      within(records[1]!).getByRole('button', { name: 'Copy value of api.example.com A (record 989)' }),
    ).toBeInTheDocument();
    // Each record's history, and the group's answers by region on this same view.
    expect(
      within(records[0]!).getByRole('link', { name: 'History of api.example.com A (record 988)' }),
    ).toHaveAttribute('href', '/domains/example.com/history?id=988');
    expect(within(apiRow).getByRole('link', { name: 'Answers by region for api.example.com A' })).toHaveAttribute(
      'href',
      '/domains/example.com/geo?record=api.example.com&record_type=A#coverage-heading',
    );
    // Disabled stands out as a badge and the record is muted; enabled is the rule, said to assistive technology.
    expect(within(records[1]!).getByText('Disabled')).toBeVisible();
    expect(within(records[0]!).getByText('Enabled')).toHaveClass('sr-only');
    expect(records[1]).toHaveClass('text-slate-500');
    expect(within(apiRow).getByRole('link', { name: 'Show in Records: api.example.com' })).toHaveAttribute(
      'href',
      '/domains/example.com/records?search_text=api.example.com&strict_search=yes',
    );
    expect(requests.map((url) => url.pathname)).toEqual(['/dns/v1/domains/example.com/geo/defaults']);
  });

  it('filters by name in the URL (replacing history) and by type (pushing), with an empty state', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/geo');
    await screen.findByRole('table', {}, SLOW);

    await user.type(screen.getByLabelText('Filter by name'), 'API');
    await waitFor(() => expect(router.state.location.search).toBe('?name=API'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      await within(screen.getByRole('main')).findByText('Showing 2 of 21 groups with 22 records (5 disabled)'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('api', { selector: 'mark' })).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Type'), 'AAAA');
    await waitFor(() => expect(router.state.location.search).toBe('?name=API&type=AAAA'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(await within(screen.getByRole('main')).findByText(/^Showing 1 of 21 groups/)).toBeInTheDocument();

    // Typing after the push replaces that entry; Back returns to the one before, box included.
    await user.type(screen.getByLabelText('Filter by name'), 'x');
    await waitFor(() => expect(router.state.location.search).toBe('?name=APIx&type=AAAA'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?name=API'));
    expect(screen.getByLabelText('Filter by name')).toHaveValue('API');
    expect(screen.getByLabelText('Type')).toHaveValue('');

    await user.clear(screen.getByLabelText('Filter by name'));
    await user.type(screen.getByLabelText('Filter by name'), 'nothing-like-this');
    expect(await screen.findByText('No group matches these filters')).toBeInTheDocument();
    const [clearInToolbar] = screen.getAllByRole('button', { name: 'Clear filters' });
    if (clearInToolbar) await user.click(clearInToolbar);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Filter by name')).toHaveValue('');
    // The button went with the filters; the focus is where a new filter starts.
    expect(screen.getByLabelText('Filter by name')).toHaveFocus();
    expect(
      await within(screen.getByRole('main')).findByText('21 groups with 22 records (5 disabled)'),
    ).toBeInTheDocument();
  });

  it('Escape clears the name filter and the region search, and writes the URL at once', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/geo?name=API&q=bayern');
    await findTree();
    for (const label of ['Filter by name', 'Search regions']) {
      const box = screen.getByLabelText(label);
      await user.click(box);
      await user.keyboard('{Escape}');
      // No wait: the pause before an idle write (250 ms) must not be what empties the URL.
      expect(box).toHaveValue('');
    }
    expect(router.state.location.search).toBe('');
  });

  it('says so when a domain has no GEO-eligible records', async () => {
    renderApp('/domains/fresh.example.org/geo');
    expect(
      await screen.findByText('No record of fresh.example.org can carry GEO answers', {}, SLOW),
    ).toBeInTheDocument();
    // The regions table comes all the same.
    expect(await findTree()).toBeInTheDocument();
  });

  it('shows an API error with a retry', async () => {
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/geo/defaults', () =>
        HttpResponse.json({ status: 'error', error: { code: 'internal_error', message: 'Boom' } }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/domains/example.com/geo');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(/Could not load GEO data/);
    // Neither section's heading stands over nothing.
    for (const name of ['Eligible records', 'GEO regions']) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByText('Not shown: the GEO data could not be loaded (see above).')).toBeVisible();
    }
    mswServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findTree()).toBeInTheDocument();
  });
});

describe('GeoPage: region tree', { timeout: 20_000 }, () => {
  it('starts with the six continents, each with its code and number of countries', async () => {
    renderApp('/domains/example.com/geo');
    const tree = await findTree();
    expect(shownCodes(tree)).toEqual(['_AF', '_AS', '_EU', '_NA', '_SA', '_OC']);
    expect(treeItem(tree, '_EU')).toHaveTextContent('Europe_EU51 countries');
    expect(treeItem(tree, '_EU')).toHaveAttribute('aria-expanded', 'false');
    expect(treeItem(tree, '_EU')).toHaveAttribute('aria-level', '1');
    expect(treeItem(tree, '_EU')).toHaveAttribute('aria-posinset', '3');
    expect(treeItem(tree, '_EU')).toHaveAttribute('aria-setsize', '6');
    expect(
      within(screen.getByRole('main')).getByText('6 continents, 249 countries and 5,070 subdivisions'),
    ).toBeInTheDocument();
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .filter((item) => item.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('finds an accented name without accents, under its country and continent, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/geo');
    const tree = await findTree();
    const announcements = recordAnnouncements();
    await user.type(screen.getByLabelText('Search regions'), 'sao paulo');
    await waitFor(() => expect(shownCodes(tree)).toEqual(['_SA', 'BR', 'BR.SP']));
    // The tree follows each keystroke; the URL follows once typing pauses.
    await waitFor(() => expect(router.state.location.search).toBe('?q=sao+paulo'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(within(screen.getByRole('main')).getByText('1 match for “sao paulo”')).toBeInTheDocument();
    // Said once typing paused, not at each key ("1 match for “s”" …).
    await waitFor(() => expect(announcements()).toEqual(['1 match for “sao paulo”']));
    expect(within(treeItem(tree, 'BR.SP')).getByText('São Paulo', { selector: 'mark' })).toBeInTheDocument();
    expect(treeItem(tree, '_SA')).toHaveAttribute('aria-expanded', 'true');
    expect(treeItem(tree, 'BR')).toHaveAttribute('aria-expanded', 'true');
  });

  it('finds a subdivision by its code, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/geo');
    const tree = await findTree();
    const search = screen.getByLabelText('Search regions');
    await user.click(search);
    await user.paste('de.by');
    await waitFor(() => expect(shownCodes(tree)).toEqual(['_EU', 'DE', 'DE.BY']));
    await user.type(search, 'x');
    expect(await within(screen.getByRole('main')).findByText('No region matches “de.byx”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(shownCodes(await findTree())).toEqual(['_AF', '_AS', '_EU', '_NA', '_SA', '_OC']);
  });

  it('shows a country without subdivisions as a leaf', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/geo');
    const tree = await findTree();
    await user.click(screen.getByLabelText('Search regions'));
    await user.paste('antarctica');
    await waitFor(() => expect(shownCodes(tree)).toEqual(['_OC', 'AQ']));
    expect(treeItem(tree, 'AQ')).not.toHaveAttribute('aria-expanded');
    expect(treeItem(tree, 'AQ')).toHaveTextContent('no subdivisions');
  });

  it('opens a link at its region: selected, its ancestors expanded, details with the code to copy', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/geo?q=bay&region=DE.BY');
    const tree = await findTree();
    await waitFor(() => expect(treeItem(tree, 'DE.BY')).toHaveAttribute('aria-selected', 'true'));
    expect(treeItem(tree, 'DE.BY')).toHaveAttribute('tabindex', '0');
    expect(document.title).toBe('DE.BY · GEO · example.com · Zonescope');
    const details = screen.getByRole('region', { name: 'Bayern' });
    expect(details).toHaveTextContent('Subdivision');
    expect(details).toHaveTextContent('Europe _EU›Germany DE');
    await user.click(within(details).getByRole('button', { name: 'Copy code DE.BY' }));
    expect(await navigator.clipboard.readText()).toBe('DE.BY');
    await user.click(within(details).getByRole('button', { name: 'Show in tree' }));
    await waitFor(() => expect(treeItem(tree, 'DE.BY')).toHaveFocus());
  });

  it('says when the search hides the selected region, and clearing the search shows it again', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/geo?q=brazil&region=DE.BY');
    const tree = await findTree();
    await waitFor(() => expect(shownCodes(tree)).toEqual(['_SA', 'BR']));
    const details = screen.getByRole('region', { name: 'Bayern' });
    expect(details).toHaveTextContent('The search hides this region.');
    await user.click(within(details).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?region=DE.BY'));
    await waitFor(() => expect(treeItem(tree, 'DE.BY')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByLabelText('Search regions')).toHaveValue('');
  });

  it('opens a link to a region without a search with the way to it expanded', async () => {
    renderApp('/domains/example.com/geo?region=BR.SP');
    const tree = await findTree();
    await waitFor(() => expect(treeItem(tree, 'BR.SP')).toHaveAttribute('aria-selected', 'true'));
    expect(treeItem(tree, '_SA')).toHaveAttribute('aria-expanded', 'true');
    expect(treeItem(tree, 'BR')).toHaveAttribute('aria-expanded', 'true');
    expect(treeItem(tree, '_EU')).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores an unknown or malformed region with a notice, and cleans up the link', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/geo?q=bay&region=XX.ZZZ');
    const tree = await findTree();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('region “XX.ZZZ” is not a region of the GEO regions table');
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .filter((item) => item.getAttribute('aria-selected') === 'true'),
    ).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No region selected' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link to this view' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/domains/example.com/geo?q=bay`);
    await user.click(within(notice).getByRole('button', { name: 'Clean up link' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=bay'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => router.navigate('/domains/example.com/geo?region=bayern'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'region “bayern” is not a region code such as _EU, DE or DE.BY',
    );
  });

  it('moves, expands and collapses with the keyboard, and selects with Enter (a new history entry)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/geo');
    const tree = await findTree();
    treeItem(tree, '_AF').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(treeItem(tree, '_EU')).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(treeItem(tree, '_EU')).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowRight}');
    // Countries sort by name: Åland Islands comes first.
    await waitFor(() => expect(treeItem(tree, 'AX')).toHaveFocus());
    expect(treeItem(tree, 'AX')).toHaveAttribute('aria-level', '2');
    expect(treeItem(tree, 'AX')).toHaveAttribute('aria-posinset', '1');
    // Type-ahead: letters typed within half a second add up.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await user.keyboard('g');
    await waitFor(() => expect(treeItem(tree, 'DE')).toHaveFocus());
    clock.mockReturnValue(1_002_000);
    await user.keyboard('gr');
    await waitFor(() => expect(treeItem(tree, 'GR')).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(treeItem(tree, '_EU')).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(treeItem(tree, '_EU')).toHaveAttribute('aria-expanded', 'false'));
    await user.keyboard('{End}');
    await waitFor(() => expect(treeItem(tree, '_OC')).toHaveFocus());
    await user.keyboard('{Home}');
    await waitFor(() => expect(treeItem(tree, '_AF')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?region=_AF'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(treeItem(tree, '_AF')).toHaveAttribute('aria-selected', 'true');
  });

  it('expands and collapses everything at once, rendering only a window of the rows', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/geo');
    const tree = await findTree();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await waitFor(() => expect(treeItem(tree, '_AF')).toHaveAttribute('aria-expanded', 'true'));
    const rendered = within(tree).getAllByRole('treeitem');
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(100);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await waitFor(() => expect(shownCodes(tree)).toEqual(['_AF', '_AS', '_EU', '_NA', '_SA', '_OC']));
  });

  it('selects by click, moves to an ancestor from the details, and Back returns to the previous selection', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/geo?region=DE.BY');
    const tree = await findTree();
    await waitFor(() => expect(treeItem(tree, 'DE.BY')).toHaveAttribute('aria-selected', 'true'));
    await user.click(within(screen.getByRole('region', { name: 'Bayern' })).getByRole('button', { name: /Germany/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?region=DE'));
    expect(screen.getByRole('region', { name: 'Germany' })).toHaveTextContent('16 subdivisions');
    await user.click(treeItem(tree, '_AF'));
    await waitFor(() => expect(router.state.location.search).toBe('?region=_AF'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?region=DE'));
    expect(treeItem(tree, 'DE')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('GeoPage: region tree, more ways in', { timeout: 20_000 }, () => {
  it('adds no history entry for selecting the selected region again, so Back returns to the view before', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/geo');
    const tree = await findTree();
    await user.click(treeItem(tree, '_AF'));
    await waitFor(() => expect(router.state.location.search).toBe('?region=_AF'));
    const entry = router.state.location.key;

    // A second click, Enter on it, and a double click (which opens it).
    await user.click(treeItem(tree, '_AF'));
    await user.keyboard('{Enter}');
    await user.dblClick(treeItem(tree, '_AF'));
    await waitFor(() => expect(treeItem(tree, '_AF')).toHaveAttribute('aria-expanded', 'true'));
    expect(router.state.location.key).toBe(entry);
    expect(treeItem(tree, '_AF')).toHaveAttribute('aria-selected', 'true');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('heading', { name: 'No region selected' })).toBeInTheDocument();
  });

  it('opens and closes a node by its arrow, without selecting it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/geo');
    const tree = await findTree();
    const arrowOf = (code: string) => {
      const arrow = treeItem(tree, code).querySelector('[data-twisty]');
      if (!arrow) throw new Error(`no arrow on ${code}`);
      return arrow;
    };
    await user.click(arrowOf('_EU'));
    await waitFor(() => expect(treeItem(tree, '_EU')).toHaveAttribute('aria-expanded', 'true'));
    expect(treeItem(tree, 'DE')).toHaveAttribute('aria-level', '2');
    await user.click(arrowOf('DE'));
    await waitFor(() => expect(treeItem(tree, 'DE')).toHaveAttribute('aria-expanded', 'true'));
    expect(treeItem(tree, 'DE.BY')).toHaveTextContent('Bayern');

    await user.click(arrowOf('_EU'));
    await waitFor(() => expect(shownCodes(tree)).toEqual(['_AF', '_AS', '_EU', '_NA', '_SA', '_OC']));
    expect(treeItem(tree, '_EU')).toHaveAttribute('aria-expanded', 'false');
    // Germany stayed open inside the closed Europe.
    await user.click(arrowOf('_EU'));
    await waitFor(() => expect(treeItem(tree, 'DE')).toHaveAttribute('aria-expanded', 'true'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'No region selected' })).toBeInTheDocument();
  });

  it('moves a page of rows with PageDown and PageUp, stopping at the ends', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/geo');
    const tree = await findTree();
    const focusedItem = () => tree.querySelector('[role="treeitem"]:focus');
    treeItem(tree, '_AF').focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(treeItem(tree, '_AF')).toHaveAttribute('aria-expanded', 'true'));

    // The tree shows 640 px (see beforeEach), 20 rows of 32 px: a page is 19 rows, one stays in view.
    // Africa's 58 countries follow it, then the five other continents.
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(focusedItem()).toHaveAttribute('aria-posinset', '19'));
    expect(focusedItem()).toHaveAttribute('aria-level', '2');
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(focusedItem()).toHaveAttribute('aria-posinset', '38'));
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(focusedItem()).toHaveAttribute('aria-posinset', '19'));
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(treeItem(tree, '_AF')).toHaveFocus());
    await user.keyboard('{PageUp}');
    expect(treeItem(tree, '_AF')).toHaveFocus();

    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    await waitFor(() => expect(focusedItem()).toHaveAttribute('aria-posinset', '57'));
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(treeItem(tree, '_OC')).toHaveFocus());
  });

  it('takes a Space typed within a type-ahead as part of the name, and selects with it otherwise', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/geo');
    const tree = await findTree();
    treeItem(tree, '_OC').focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(treeItem(tree, '_OC')).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(treeItem(tree, '_OC')).not.toHaveFocus());

    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await user.keyboard('new');
    await waitFor(() => expect(treeItem(tree, 'NC')).toHaveFocus());
    await user.keyboard(' z');
    await waitFor(() => expect(treeItem(tree, 'NZ')).toHaveFocus());
    expect(router.state.location.search).toBe('');

    // Once the type-ahead has lapsed, Space selects the focused node.
    clock.mockReturnValue(1_002_000);
    await user.keyboard(' ');
    await waitFor(() => expect(router.state.location.search).toBe('?region=NZ'));
    expect(treeItem(tree, 'NZ')).toHaveAttribute('aria-selected', 'true');

    // A move ends the type-ahead at once: the Space right after it selects.
    await user.keyboard('new');
    await waitFor(() => expect(treeItem(tree, 'NC')).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(treeItem(tree, 'NC')).not.toHaveFocus());
    const above = document.activeElement;
    await user.keyboard(' ');
    await waitFor(() => expect(above).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.search).not.toBe('?region=NZ');
  });
});

describe('GeoPage: a regions table of another shape', { timeout: 20_000 }, () => {
  it('selects and links subdivisions whose codes are not ISO-shaped', async () => {
    mswServer.use(
      http.get('*/dns/v1/domains/example.com/geo/defaults', () =>
        HttpResponse.json({
          status: 'ok',
          response: {
            geo_records: [],
            geo_regions: {
              _EU: {
                continent_name: 'Europe',
                countries: {
                  ES: { country_name: 'Spain', subdivisions: { 'ES.ca-b': 'Barcelona', 'ES.md-m': 'Madrid' } },
                  GB: { country_name: 'United Kingdom', subdivisions: { 'GB.ENG.LND': 'London' } },
                },
              },
            },
          },
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/geo?region=ES.ca-b');
    const tree = await findTree();
    await waitFor(() => expect(treeItem(tree, 'ES.ca-b')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Barcelona' })).toHaveTextContent('ES.ca-b');

    await user.click(treeItem(tree, 'ES.md-m'));
    await waitFor(() => expect(router.state.location.search).toBe('?region=ES.md-m'));
    expect(screen.getByRole('region', { name: 'Madrid' })).toHaveTextContent('Europe _EU›Spain ES');

    await act(() => router.navigate('/domains/example.com/geo?region=GB.ENG.LND'));
    await waitFor(() => expect(treeItem(tree, 'GB.ENG.LND')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** The coverage panel's rollback section, found anew: it is drawn again once another side is read. */
function rollbackSection() {
  return screen.getByRole('region', { name: 'Regions whose answer a rollback would change' });
}

describe('GeoPage: who gets which answer', { timeout: 20_000 }, () => {
  it('says what a rollback would change, and which regions get a value, once each is known', async () => {
    const user = userEvent.setup();
    renderApp('/domains/example.com/geo?record=www.example.com&record_type=A&at=9040');
    const rollbackFrom = await screen.findByRole('combobox', { name: 'Roll back from' }, SLOW);
    const announcements = recordAnnouncements();
    // The first snapshot listed other than the one shown ("— no comparison —" and the live zone first).
    await waitFor(() => expect(within(rollbackFrom).getAllByRole('option').length).toBeGreaterThan(2), SLOW);
    const from = within(rollbackFrom).getAllByRole<HTMLOptionElement>('option')[2]?.value ?? '';
    await user.selectOptions(rollbackFrom, from);
    const rollback = await screen.findByRole('region', { name: 'Regions whose answer a rollback would change' }, SLOW);
    const sentence = within(rollback).getByText(
      new RegExp(`^Rolling back from snapshot ${from} to snapshot 9040 would change`),
    );
    await waitFor(() => expect(announcements()).toContain(sentence.textContent), SLOW);

    const value = screen.getByRole('combobox', { name: 'Which regions get' });
    const first = within(value).getAllByRole('option')[1]?.textContent ?? '';
    await user.selectOptions(value, first);
    const regions = within(screen.getByRole('list', { name: `Regions that get ${first}` })).getAllByRole('listitem');
    const count = regions.length === 1 ? '1 region' : `${regions.length} regions`;
    await waitFor(() => expect(announcements().at(-1)).toMatch(new RegExp(`^${count}(, with exceptions,)? gets? `)));
    expect(announcements().at(-1)).toContain(`${first}.`);
  });

  it('shows a snapshot the list does not have as chosen, in “Roll back from” as in “In”', async () => {
    renderApp('/domains/example.com/geo?record=www.example.com&record_type=A&at=9988');
    expect(await screen.findByRole('combobox', { name: /^In$/ }, SLOW)).toHaveDisplayValue('snapshot 9988');
    cleanup();
    renderApp('/domains/example.com/geo?record=www.example.com&record_type=A&at=9040&compare=9999');
    const rollbackFrom = await screen.findByRole('combobox', { name: 'Roll back from' }, SLOW);
    expect(rollbackFrom).toHaveDisplayValue('snapshot 9999');
    expect(await screen.findByText(/Could not load snapshot 9999/, {}, SLOW)).toBeInTheDocument();
  });

  it('says which GEO records of regions not in the table a rollback would change, with or without regions of the table', async () => {
    // пример.рф's snapshots 5020 and 5030 hold the same www.пример.рф A records, XK's among them;
    // here 5020 is served without its XK record, so the rollback from 5030 to 5020 drops it.
    const unknown = IDN_UNKNOWN_GEO_REGION;
    const routes = createApiRoutes({ kind: 'demo' });
    mswServer.use(
      http.get('*/dns/v1/domains/:domain/snapshots/5020/records', async ({ request }) => {
        const answer = await routes.fetch(request);
        const { response } = z.object({ response: snapshotSchema }).parse(await answer.json());
        const geo_records = response.snapshot.geo_records.filter((each) => each.geo_region !== unknown.region);
        return HttpResponse.json({
          status: 'ok',
          response: { ...response, snapshot: { ...response.snapshot, geo_records } },
        });
      }),
    );
    const coverage = `/domains/${unknown.domain}/geo?record=${unknown.record_name}&record_type=${unknown.record_type}&at=5020`;
    const { router } = renderApp(`${coverage}&compare=5030`);
    const rollback = await screen.findByRole('region', { name: 'Regions whose answer a rollback would change' }, SLOW);
    await waitFor(() =>
      expect(rollback).toHaveTextContent(
        'Rolling back from snapshot 5030 to snapshot 5020 would change no region’s answer in the table, but it would change the GEO records of 1 region not in the table:',
      ),
    );
    const list = within(rollback).getByRole('list', {
      name: 'GEO records of regions not in the table a rollback would change',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${unknown.region}${unknown.value} → (no GEO record)`]);
    expect(within(rollback).queryByRole('list', { name: 'Regions a rollback would change' })).not.toBeInTheDocument();

    // From 5010, whose _EU record 5020 no longer has, regions of the table change too.
    await act(() => router.navigate(`${coverage}&compare=5010`));
    await waitFor(() =>
      expect(rollbackSection()).toHaveTextContent(/would change the answer in [\d,]+ regions, marked in the tree:/),
    );
    expect(rollbackSection()).toHaveTextContent('It would also change the GEO records of 1 region not in the table:');
    expect(
      within(rollbackSection()).getByRole('list', {
        name: 'GEO records of regions not in the table a rollback would change',
      }),
    ).toHaveTextContent(`${unknown.region}${unknown.value} → (no GEO record)`);
  });

  it('scrolls the page to a linked region only once the answers above the tree have come', async () => {
    // jsdom scrolls nothing; each element the app brings into view is noted.
    const scrolled: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    onTestFinished(() => void Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));
    // The snapshot whose GEO records the answers are read from is held back: until it comes, the
    // panel above the tree is a placeholder, and the text that replaces it pushes the tree down.
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    const routes = createApiRoutes({ kind: 'demo' });
    mswServer.use(
      http.get('*/dns/v1/domains/:domain/snapshots/:id/records', async ({ request }) => {
        await held;
        return routes.fetch(request);
      }),
    );
    renderApp('/domains/example.com/geo?record=www.example.com&record_type=A&region=DE.BY');
    const tree = await findTree();
    await waitFor(() => expect(treeItem(tree, 'DE.BY')).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() =>
      expect(requests.map((url) => url.pathname)).toContain('/dns/v1/domains/example.com/snapshots/9050/records'),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scrolled).toEqual([]);

    release();
    expect(await screen.findByText(/^Answers in the live zone:/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toContain(treeItem(tree, 'DE.BY')));
  });

  it('lands a link from another page to a record’s answers on them, as the link within the page does', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains/example.com/snapshots/9050?tab=geo');
    const [link] = await screen.findAllByRole('link', { name: 'Answers by region for www.example.com A' }, SLOW);
    if (!link) throw new Error('no link to the answers');
    // The link names the answers as the link within the page does; the app's layout waits for them
    // (the GEO data is on its way as the page arrives) and lands on them.
    expect(link).toHaveAttribute(
      'href',
      '/domains/example.com/geo?record=www.example.com&record_type=A&at=9050#coverage-heading',
    );
    await user.click(link);
    const heading = await screen.findByRole('heading', { name: 'Who gets which answer' }, SLOW);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.historyAction).toBe('PUSH');

    // Back returns to the snapshot, and Forward to the answers leaves the focus alone.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/domains/example.com/snapshots/9050'));
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Who gets which answer' }, SLOW)).not.toHaveFocus();
    expect(router.state.location.hash).toBe('#coverage-heading');
  });
});

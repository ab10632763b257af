import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_TEXT_IDLE_MS } from '../../hooks/use-url-draft.ts';
import { RecordsSearchBox } from './records-search-box.tsx';

/** The URL's search text, and the writes asked of it; a write lands only when the test says so. */
const url = vi.hoisted(() => ({
  searchText: '',
  search: vi.fn<(text: string, history: 'push' | 'replace', urgent?: boolean) => void>(),
}));

vi.mock('./use-records-view.ts', () => ({
  useRecordsView: () => ({ view: { search_text: url.searchText }, search: url.search }),
}));

function box() {
  return screen.getByRole('searchbox', { name: 'Search records' });
}

describe('RecordsSearchBox while a navigation is slow to land', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    url.searchText = 'mail.example.com';
    url.search.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('Escape writes the cleared search once, however long the URL takes', () => {
    render(<RecordsSearchBox />, { wrapper: MemoryRouter });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveValue('');
    // The router has not applied the write yet; the typing pause passes meanwhile.
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS * 3));
    // Urgent: rendered at once, so a Back right after cannot land before the screen shows it.
    expect(url.search.mock.calls).toEqual([['', 'push', true]]);
  });

  it('Enter sends once; typing on afterwards sends the new text as a new search', () => {
    render(<RecordsSearchBox />, { wrapper: MemoryRouter });
    fireEvent.change(box(), { target: { value: 'www' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS * 3));
    expect(url.search.mock.calls).toEqual([['www', 'push', true]]);

    fireEvent.change(box(), { target: { value: 'www2' } });
    act(() => vi.advanceTimersByTime(URL_TEXT_IDLE_MS + 1));
    expect(url.search.mock.calls).toEqual([
      ['www', 'push', true],
      ['www2', 'push', false],
    ]);
  });
});

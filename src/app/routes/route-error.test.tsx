import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

// A bug in one screen's rendering, simulated: the records table throws while it renders.
vi.mock('../../features/records/records-table.tsx', () => ({
  RecordsTable: () => {
    throw new Error('The records table broke.');
  },
}));

describe('a screen that fails to render', () => {
  it('is caught by its route: the error says so, and the header still leads elsewhere', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/domains/example.com/records');

    expect(await screen.findByText('This page failed to display')).toBeInTheDocument();
    expect(screen.getByText('The records table broke.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error · Zonescope'));

    await user.click(screen.getByRole('link', { name: 'Snapshots' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Snapshots/ })).toBeInTheDocument();
    expect(screen.queryByText('This page failed to display')).toBeNull();
  });
});

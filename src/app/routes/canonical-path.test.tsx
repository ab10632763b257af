import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

const SLOW = { timeout: 10_000 };

describe('CanonicalPath', () => {
  it.each([
    ['/DOMAINS/Example.com/Records/?record_type=A#top', '/domains/example.com/records', 'Records of example.com'],
    [
      '/domains/example.com/SNAPSHOTS/%209050/Compare/?with=current',
      '/domains/example.com/snapshots/9050/compare',
      'Compare snapshot 9050 with the current zone',
    ],
    ['/Templates/%201001/?domain_name=example.com', '/templates/1001', 'Template 1001 for example.com'],
  ])(
    'replaces %s with the one path of its view, %s, the search and part kept',
    async (link, path, heading) => {
      const { router } = renderApp(link);
      await waitFor(() => expect(router.state.location.pathname).toBe(path), SLOW);
      const before = new URL(link, 'http://zonescope.test');
      expect(router.state.location.search).toBe(before.search);
      expect(router.state.location.hash).toBe(before.hash);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, SLOW)).toBeVisible();
    },
    20_000,
  );
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordApiRequests } from '../../test/api-requests.ts';
import { renderApp } from '../../test/render-app.tsx';

const requests = recordApiRequests();

describe('DomainLayout', () => {
  it('titles the page of an invalid domain with its notice, as the one level-1 heading', async () => {
    renderApp('/domains/bad..domain/records');
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(heading).toHaveTextContent('“bad..domain” is not a valid domain name');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('alert')).toContainElement(heading);
    expect(requests).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { details } from '../../test/request-app-data';
import { renderScreen } from '../../test/render-app';

describe('details', () => {
  it("shows the user's name and their complexes sorted by name", async () => {
    renderScreen('/details', { 'GET /api/app/details': () => json(200, details) });
    expect(await screen.findByText('Anna de Vries')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your complexes' })).toBeInTheDocument();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['VvE De Linde', 'VvE Het Anker']);
  });

  it('opens vveDetails with the id and the title', async () => {
    const { user } = renderScreen('/details', {
      'GET /api/app/details': () => json(200, details),
      'GET /api/app/details/vve/2': () =>
        json(200, {
          omschrijving: 'Kleine VvE',
          financieelBeheer: false,
          actieveBegrotingIds: [],
          vergaderingen: [],
        }),
    });
    await user.click(await screen.findByRole('link', { name: 'VvE De Linde' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'VvE De Linde' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/vve/2');
    expect(new URLSearchParams(window.location.search).get('title')).toBe('VvE De Linde');
    expect(await screen.findByText('Kleine VvE')).toBeInTheDocument();
  });

  it('says when the user has no complexes', async () => {
    renderScreen('/details', { 'GET /api/app/details': () => json(200, { name: 'Bram', vves: {} }) });
    expect(await screen.findByText('You have no complexes.')).toBeInTheDocument();
  });
});

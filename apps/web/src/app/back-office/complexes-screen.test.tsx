import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, type Reply, type StubbedRequest } from '../../test/fake-api';
import { complexDetails, complexRow, officeComplex } from '../../test/office-complex-data';
import { renderScreen } from '../../test/render-app';

const LIST = '/api/app/office/complex-list';

const replies = (list: Reply, more: Record<string, Reply> = {}): Record<string, Reply> => ({
  [`GET ${LIST}`]: list,
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
  ...more,
});

const renderComplexes = (path: string, list: Reply, more: Record<string, Reply> = {}) =>
  renderScreen(path, replies(list, more), { roles: ['administrator'] });

/** The query strings the list was asked with, in order. */
const listQueries = (fetchMock: ReturnType<typeof renderComplexes>['fetchMock']): string[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : input))
    .filter((url) => url.pathname === LIST)
    .map((url) => url.search);

const heading = () => screen.findByRole('heading', { level: 1, name: 'Complexes' }, { timeout: 8000 });

// The back office loads lazily on first use: more time than the default.
describe('back office: complexes', { timeout: 15_000 }, () => {
  it('lists the complexes with their address, place, units and financial management, each a link', async () => {
    renderComplexes('/office/complexes', () =>
      json(200, [
        complexRow(1, { naam: 'VvE Het Anker', financieelBeheer: true, unitCount: 3 }),
        complexRow(2),
      ]),
    );
    await heading();
    const link = await screen.findByRole('link', { name: 'VvE Het Anker' });
    expect(link).toHaveAttribute('href', '/app/office/complexes/1');
    const row = link.closest('tr');
    if (!row) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['VvE Het Anker', 'Straat 1', 'Amsterdam', '3', 'Yes']);
    expect(screen.queryByRole('columnheader', { name: 'Archived on' })).not.toBeInTheDocument();
    // The navigation leads here.
    expect(screen.getByRole('link', { name: 'Complexes' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends the search and the archived choice to the server, from the first page, and keeps them in the URL', async () => {
    const { user, fetchMock } = renderComplexes('/office/complexes?page=2', ({ url }) =>
      json(
        200,
        url.searchParams.get('archived') === 'true'
          ? [complexRow(5, { naam: 'VvE Oud', archivedAt: '2026-10-01T10:00:00.000Z' })]
          : [complexRow(1)],
      ),
    );
    await screen.findByRole('link', { name: 'VvE 1' });
    expect(listQueries(fetchMock)).toEqual(['?page=2']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'anker');
    await waitFor(() => {
      expect(window.location.search).toBe('?text=anker');
    });
    // The list asked for it: the screen shows the new URL (a navigation renders in a transition).
    await waitFor(() => {
      expect(listQueries(fetchMock)).toContain('?text=anker');
    });
    await user.click(screen.getByRole('checkbox', { name: 'Archived complexes' }));
    await waitFor(() => {
      expect(window.location.search).toBe('?text=anker&archived=true');
    });
    expect(await screen.findByRole('columnheader', { name: 'Archived on' })).toBeInTheDocument();
    expect(listQueries(fetchMock)).toEqual(['?page=2', '?text=anker', '?text=anker&archived=true']);
  });

  it('says when no complex matches the search', async () => {
    renderComplexes('/office/complexes?text=zzz', () => json(200, []));
    expect(await screen.findByText('No complexes match the search.')).toBeInTheDocument();
  });

  it('adds a new complex after checking its required details, and opens it', async () => {
    const created: StubbedRequest[] = [];
    const { user } = renderComplexes('/office/complexes', () => json(200, []), {
      'POST /api/app/office/complexes': (request) => {
        created.push(request);
        return json(200, officeComplex({ id: 4, naam: 'VvE De Kade', financieelBeheer: false }));
      },
      'GET /api/app/office/complexes/4': () =>
        json(200, complexDetails({ complex: officeComplex({ id: 4, naam: 'VvE De Kade' }), units: [] })),
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'New complex' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New complex' }));
    await user.click(dialog.getByRole('button', { name: 'Add complex' }));
    expect(dialog.getByText('A complex needs a name.')).toBeInTheDocument();
    expect(dialog.getByText('A complex needs an address.')).toBeInTheDocument();
    expect(dialog.getByText('A complex needs a place.')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'VvE De Kade');
    await user.type(dialog.getByRole('textbox', { name: 'Address' }), 'Kade 1-40');
    await user.type(dialog.getByRole('textbox', { name: 'Place' }), 'Utrecht');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Aan het water');
    await user.click(dialog.getByRole('button', { name: 'Add complex' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'VvE De Kade' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/office/complexes/4');
    expect(created.map(bodyOf)).toEqual([
      {
        naam: 'VvE De Kade',
        adres: 'Kade 1-40',
        plaats: 'Utrecht',
        omschrijving: 'Aan het water',
        financieelBeheer: false,
      },
    ]);
  });
});

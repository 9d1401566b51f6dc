import { screen, waitFor, within } from '@testing-library/react';
import type { OfficeSearchResults } from '@vve/contract/calls/office-search';
import { describe, expect, it } from 'vitest';
import { json, type Reply } from '../../test/fake-api';
import { supplierDetails } from '../../test/office-supplier-data';
import { calledPaths, renderScreen, withinSection } from '../../test/render-app';

const COUNTS = {
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
};

const renderOffice = (path: string, replies: Record<string, Reply>) =>
  renderScreen(path, { ...COUNTS, ...replies }, { roles: ['administrator'] });

const none = { hits: [], more: false };
const anker = { id: 7, naam: 'VvE Het Anker' };

/** Hits of every kind for 'anker', like the demo's. */
const found: OfficeSearchResults = {
  requests: {
    hits: [{ id: 41, nr: '12', omschrijving: 'Lekkage bij de Ankerstraat', complex: anker, status: 'NIEUW' }],
    more: true,
  },
  people: {
    hits: [{ id: 5, naam: 'Eva Ankersmit', email: 'eva@ankersmit.nl', deactivated: true }],
    more: false,
  },
  units: { hits: [{ id: 61, adres: 'Ankerstraat 12', indexNr: 'A-12', complex: anker }], more: false },
  complexes: {
    hits: [{ id: 7, naam: 'VvE Het Anker', adres: 'Kade 1-40', plaats: 'Utrecht', archived: true }],
    more: false,
  },
  suppliers: { hits: [{ id: 3, naam: 'Anker Dakwerken', archived: false }], more: false },
  workOrders: {
    hits: [
      {
        id: 88,
        omschrijving: 'Dak Ankerstraat nakijken',
        supplier: { id: 3, naam: 'Anker Dakwerken' },
        complex: anker,
      },
    ],
    more: false,
  },
};

const nothing: OfficeSearchResults = {
  requests: none,
  people: none,
  units: none,
  complexes: none,
  suppliers: none,
  workOrders: none,
};

const searchReply: Reply = ({ url }) => json(200, url.searchParams.get('q') === 'anker' ? found : nothing);

const asked = (fetchMock: ReturnType<typeof renderOffice>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input as string))
    .filter((url) => url.pathname === '/api/app/office/search')
    .map((url) => url.searchParams.get('q'));

// The back office loads lazily on first use: more time than the default.
describe('back office: the search box', { timeout: 20_000 }, () => {
  it('opens the hits of every kind, grouped under headings, each a link to its page, from any page', async () => {
    const { user, fetchMock } = renderOffice('/office/suppliers', {
      'GET /api/app/office/suppliers': () => json(200, []),
      'GET /api/app/office/search': searchReply,
      'GET /api/app/office/suppliers/3': () =>
        json(200, supplierDetails({ supplier: { id: 3, naam: 'Anker Dakwerken', archivedAt: null } })),
    });
    const box = await screen.findByRole('searchbox', { name: 'Find in the back office' }, { timeout: 8000 });
    await user.type(box, 'anker');
    // Typing elsewhere than on the search page leaves the page alone until Enter.
    expect(screen.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
    expect(asked(fetchMock)).toEqual([]);
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “anker”' }),
    ).toBeVisible();
    expect(window.location.pathname + window.location.search).toBe('/app/office/search?q=anker');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('anker');
    await screen.findByRole('link', { name: 'Request 12: Lekkage bij de Ankerstraat' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Requests',
      'Work orders',
      'People',
      'Units',
      'Complexes',
      'Suppliers',
    ]);
    const links = (name: string) =>
      withinSection(name).then((section) =>
        section.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
      );
    expect(await links('Requests')).toEqual([
      ['Request 12: Lekkage bij de Ankerstraat', '/app/office/requests/41'],
    ]);
    expect(await links('Work orders')).toEqual([
      ['Work order 88: Dak Ankerstraat nakijken', '/app/office/work-orders/88'],
    ]);
    expect(await links('People')).toEqual([['Eva Ankersmit', '/app/office/people/5']]);
    // A unit has no page of its own: it opens its complex.
    expect(await links('Units')).toEqual([['Ankerstraat 12 (A-12)', '/app/office/complexes/7']]);
    expect(await links('Complexes')).toEqual([['VvE Het Anker', '/app/office/complexes/7']]);
    expect(await links('Suppliers')).toEqual([['Anker Dakwerken', '/app/office/suppliers/3']]);
    expect((await withinSection('People')).getByText('Deactivated')).toBeVisible();
    expect((await withinSection('Complexes')).getByText('Archived')).toBeVisible();
    expect((await withinSection('Suppliers')).queryByText('Archived')).not.toBeInTheDocument();
    const requests = await withinSection('Requests');
    expect(requests.getByText('New')).toBeVisible();
    expect(
      requests.getByText('More were found than are shown here: type more of the text to narrow the search.'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('search', { name: 'Find in the back office' })).getByRole('searchbox'),
    ).toBe(box);

    await user.click(screen.getByRole('link', { name: 'Anker Dakwerken' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anker Dakwerken' })).toBeVisible();
    expect(window.location.pathname).toBe('/app/office/suppliers/3');
    expect(asked(fetchMock)).toEqual(['anker']);
  });

  it('follows what is typed on the search page once typing pauses, and says when nothing is found', async () => {
    const { user, fetchMock } = renderOffice('/office/search?q=anker', {
      'GET /api/app/office/search': searchReply,
    });
    expect(await screen.findByRole('link', { name: 'Anker Dakwerken' }, { timeout: 8000 })).toBeVisible();
    const box = screen.getByRole('searchbox', { name: 'Find in the back office' });
    expect(box).toHaveValue('anker');
    await user.type(box, 'xyz');
    expect(
      await screen.findByText('Nothing found. Try another part of a name, address or description.'),
    ).toBeVisible();
    expect(window.location.search).toBe('?q=ankerxyz');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “ankerxyz”');
    // Once the pause is over, not at every key.
    expect(asked(fetchMock)).toEqual(['anker', 'ankerxyz']);
  });

  it('asks for at least two characters and sends nothing shorter', async () => {
    const { user, fetchMock } = renderOffice('/office/search', {
      'GET /api/app/office/search': searchReply,
    });
    const prompt =
      'Type at least 2 characters of a name, address, description or number in the search box at the top, then press Enter.';
    expect(await screen.findByText(prompt, {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Find in the back office' }), ' a {Enter}');
    await waitFor(() => {
      expect(window.location.search).toBe('?q=a');
    });
    expect(screen.getByText(prompt)).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('GET /api/app/office/search');
  });
});

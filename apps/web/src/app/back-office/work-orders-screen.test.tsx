import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type Reply } from '../../test/fake-api';
import { complexes } from '../../test/office-request-data';
import { officeWorkOrder, officeWorkOrders, workOrderChoices } from '../../test/office-work-order-data';
import { renderScreen } from '../../test/render-app';

const PATH = '/api/app/office/work-orders';

const replies = (list: Reply): Record<string, Reply> => ({
  [`GET ${PATH}`]: list,
  'GET /api/app/office/work-order-choices': () => json(200, workOrderChoices),
  'GET /api/app/office/complexes': () => json(200, complexes),
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
});

const renderOffice = (path: string, list: Reply) =>
  renderScreen(path, replies(list), { roles: ['administrator'] });

/** The query strings the work-order list was asked with, in order. */
const listQueries = (fetchMock: ReturnType<typeof renderOffice>['fetchMock']): string[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : input))
    .filter((url) => url.pathname === PATH)
    .map((url) => url.search);

const rowOf = (name: RegExp) => screen.getByRole('link', { name });

// The back office loads lazily on first use, and a page holds up to 50 rows of many parts: more time than the default.
describe('back office: work orders', { timeout: 15_000 }, () => {
  it('shows each work order with its supplier, complex, planning, priority, last status and state', async () => {
    renderOffice('/office/work-orders', () =>
      json(200, [
        officeWorkOrder(1, {
          overdue: true,
          priority: 'Spoed',
          lastSupplierUpdate: {
            status: 'BLOCKED',
            description: 'Geen toegang',
            creationDate: '2026-11-05T10:00:00.000Z',
          },
        }),
        officeWorkOrder(2, {
          supplier: { id: 3, naam: 'Schilders De Kwast' },
          complex: { id: 4, naam: 'VvE De Linde' },
          request: null,
          planningDate: null,
          afgerond: true,
          cancelled: { at: '2026-11-06T10:00:00.000Z', by: { naam: 'Bea Beheer' }, reason: 'Dubbel' },
        }),
        officeWorkOrder(3, { afgerond: true }),
      ]),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Work orders' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: /Werkopdracht 1/ });
    expect(first).toHaveAttribute('href', '/app/office/work-orders/1');
    expect(first).toHaveTextContent('Request 7');
    expect(first).toHaveTextContent('Overdue');
    expect(first).toHaveTextContent('Loodgieter Jansen');
    expect(first).toHaveTextContent('VvE Het Anker');
    expect(first).toHaveTextContent('Urgent');
    expect(first).toHaveTextContent('Last supplier status ⛔ Work cannot be performed');
    const second = rowOf(/Werkopdracht 2/);
    expect(second).toHaveTextContent('Cancelled');
    expect(second).toHaveTextContent('Schilders De Kwast');
    expect(second).toHaveTextContent('VvE De Linde');
    expect(second).toHaveTextContent('No report yet');
    expect(second).not.toHaveTextContent('Request');
    expect(rowOf(/Werkopdracht 3/)).toHaveTextContent('Handled');
    expect(within(rowOf(/Werkopdracht 3/)).queryByText(/Urgent/)).toBeNull();
  });

  it('puts every filter in the URL and sends it to the server, from the first page', async () => {
    const { user, fetchMock } = renderOffice('/office/work-orders?page=2', () =>
      json(200, officeWorkOrders(3)),
    );
    await screen.findByRole('link', { name: /Werkopdracht 1/ });
    expect(listQueries(fetchMock)).toEqual(['?page=2']);

    await user.type(screen.getByRole('combobox', { name: 'Supplier' }), 'Kwast{ArrowDown}{Enter}');
    await waitFor(() => {
      expect(window.location.search).toBe('?supplier=3');
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Last supplier status' }), 'NONE');
    await waitFor(() => {
      expect(window.location.search).toBe('?supplier=3&lastStatus=NONE');
    });

    await user.click(screen.getByRole('checkbox', { name: 'Overdue' }));
    await waitFor(() => {
      expect(window.location.search).toBe('?supplier=3&lastStatus=NONE&overdue=true');
    });
    await waitFor(() => {
      expect(listQueries(fetchMock).at(-1)).toBe('?supplier=3&lastStatus=NONE&overdue=true');
    });
    expect(listQueries(fetchMock)).toEqual([
      '?page=2',
      '?supplier=3',
      '?supplier=3&lastStatus=NONE',
      '?supplier=3&lastStatus=NONE&overdue=true',
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => {
      expect(window.location.search).toBe('');
    });
    expect(screen.queryByRole('button', { name: 'Clear the filters' })).not.toBeInTheDocument();
  });

  it('opens with the filters the URL names, and filters by any complex of the portfolio', async () => {
    const { user, fetchMock } = renderOffice(
      '/office/work-orders?supplier=2&complex=9&lastStatus=COMPLETE&overdue=true',
      () => json(200, [officeWorkOrder(1)]),
    );
    await screen.findByRole('link', { name: /Werkopdracht 1/ });
    expect(listQueries(fetchMock)).toEqual(['?supplier=2&complex=9&lastStatus=COMPLETE&overdue=true']);
    expect(screen.getByRole('combobox', { name: 'Last supplier status' })).toHaveValue('COMPLETE');
    expect(screen.getByRole('checkbox', { name: 'Overdue' })).toBeChecked();
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveValue('Loodgieter Jansen');
    });
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Complex' })).toHaveValue('VvE Zeezicht');
    });

    await user.clear(screen.getByRole('combobox', { name: 'Complex' }));
    await user.type(screen.getByRole('combobox', { name: 'Complex' }), 'Linde{ArrowDown}{Enter}');
    await waitFor(() => {
      expect(window.location.search).toBe('?supplier=2&complex=2&lastStatus=COMPLETE&overdue=true');
    });
  });

  it('ignores filters it does not know', async () => {
    const { fetchMock } = renderOffice('/office/work-orders?supplier=abc&lastStatus=LOST&overdue=yes', () =>
      json(200, []),
    );
    expect(await screen.findByText('There are no work orders.')).toBeInTheDocument();
    expect(listQueries(fetchMock)).toEqual(['']);
  });

  it('says so when no work order matches the filters', async () => {
    renderOffice('/office/work-orders?overdue=true', () => json(200, []));
    expect(await screen.findByText('No work orders match the filters.')).toBeInTheDocument();
  });

  it('pages by the spec’s rule, keeping the filters', async () => {
    const { user, fetchMock } = renderOffice('/office/work-orders?overdue=true', ({ url }) =>
      json(200, url.searchParams.get('page') === '2' ? officeWorkOrders(2, 51) : officeWorkOrders(50)),
    );
    await screen.findByText('Werkopdracht 50');
    expect(screen.queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Werkopdracht 52')).toBeInTheDocument();
    expect(window.location.search).toBe('?overdue=true&page=2');
    expect(listQueries(fetchMock).at(-1)).toBe('?page=2&overdue=true');
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('moves through the list with the arrow keys, one tab stop', async () => {
    const { user } = renderOffice('/office/work-orders', () => json(200, officeWorkOrders(3)));
    const first = await screen.findByRole('link', { name: /Werkopdracht 1/ });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(rowOf(/Werkopdracht 2/)).toHaveAttribute('tabindex', '-1');
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(rowOf(/Werkopdracht 2/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Work order 2' })).toBeInTheDocument();
  });
});

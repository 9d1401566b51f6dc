import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SUPPLIER_APP } from '@vve/contract/enums';
import type { OfficeRequestRow } from '@vve/contract/calls/office';
import { describe, expect, it, vi } from 'vitest';
import { json, stubSession, type Reply } from '../../test/fake-api';
import {
  complexes,
  counts,
  linde,
  officeRequest,
  officeRow,
  officeRows,
} from '../../test/office-request-data';
import { LIVE_REFRESH_MS } from '../../lib/live-refresh';
import { renderApp, renderScreen } from '../../test/render-app';

/** Opens the inbox (or another path) as an administrator; the inbox answers `rows(query)`. */
const openInbox = (
  path = '/office/requests',
  rows: (query: URLSearchParams) => OfficeRequestRow[] = () => officeRows(3),
  replies: Record<string, Reply> = {},
) => {
  const queries: URLSearchParams[] = [];
  const result = renderScreen(
    path,
    {
      'GET /api/app/office/request-counts': () => json(200, counts),
      'GET /api/app/office/complexes': () => json(200, complexes),
      'GET /api/app/office/requests': ({ url }) => {
        queries.push(url.searchParams);
        return json(200, rows(url.searchParams));
      },
      ...replies,
    },
    { roles: ['administrator'] },
  );
  return { ...result, queries, lastQuery: () => Object.fromEntries(queries.at(-1) ?? []) };
};

const rowLink = (nr: string) => screen.getByRole('link', { name: new RegExp(`^Request ${nr} `) });

// The back office loads lazily on first use: more time than the default.
describe('back office inbox', { timeout: 15_000 }, () => {
  it('shows each request with its number, complex, requester, photos, 3D pin, status and marks', async () => {
    openInbox('/office/requests', () => [
      officeRow(1, {
        omschrijving: 'Lekkage in de kelder',
        photoCount: 2,
        pinned: true,
        status: 'IN_BEHANDELING',
        readyToResolve: true,
      }),
      officeRow(2, {
        complex: linde,
        requester: { naam: 'Chantal Bakker' },
        fromInspection: true,
        waiting: true,
        alerts: [
          {
            workOrderId: 8,
            supplier: 'Dakdekker De Boer',
            status: 'BLOCKED',
            description: 'Geen toegang tot het dak',
            at: '2026-11-22T10:00:00.000Z',
          },
        ],
      }),
    ]);
    const first = await screen.findByRole('link', { name: /^Request 1 / }, { timeout: 8000 });
    expect(first).toHaveAttribute('href', '/app/office/requests/1');
    expect(first).toHaveTextContent('Lekkage in de kelder');
    expect(first).toHaveTextContent('VvE Het Anker');
    expect(first).toHaveTextContent('Anna de Vries');
    expect(first).toHaveTextContent('2 photos');
    expect(first).toHaveTextContent('Pinned in the 3D model');
    expect(first).toHaveTextContent('Being handled');
    expect(first).toHaveTextContent('Ready to resolve');
    expect(first).not.toHaveTextContent('From inspection');

    const second = rowLink('2');
    expect(second).toHaveTextContent('VvE De Linde');
    expect(second).toHaveTextContent('Chantal Bakker');
    expect(second).toHaveTextContent('From inspection');
    expect(second).toHaveTextContent('Waiting for me');
    expect(second).toHaveTextContent(
      '⛔ Work cannot be performed · Dakdekker De Boer: Geen toegang tot het dak',
    );
    expect(second).not.toHaveTextContent('photos');
    expect(second).not.toHaveTextContent('Pinned');
  });

  it('puts each filter in the URL and sends it to the server, starting again at the first page', async () => {
    const { user, lastQuery } = openInbox('/office/requests?page=2', (query) =>
      query.get('complex') === null
        ? [officeRow(1), officeRow(2, { complex: linde })]
        : [officeRow(2, { complex: linde })],
    );
    await screen.findByRole('link', { name: /^Request 1 / });
    expect(lastQuery()).toEqual({ page: '2' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'New');
    await waitFor(() => {
      expect(lastQuery()).toEqual({ status: 'NIEUW' });
    });
    expect(window.location.search).toBe('?status=NIEUW');

    // The list opens under the box (happy-dom lays nothing out, so it stays hidden): the keyboard picks from it.
    await user.type(screen.getByRole('combobox', { name: 'Complex' }), 'Linde{ArrowDown}{Enter}');
    await waitFor(() => {
      expect(lastQuery()).toEqual({ status: 'NIEUW', complex: '2' });
    });
    expect(screen.getByRole('combobox', { name: 'Complex' })).toHaveValue('VvE De Linde');

    await user.click(screen.getByRole('checkbox', { name: 'Only mine' }));
    await user.click(screen.getByRole('checkbox', { name: 'Waiting for me' }));
    await waitFor(() => {
      expect(lastQuery()).toEqual({ status: 'NIEUW', complex: '2', mine: 'true', waiting: 'true' });
    });
    expect(new URLSearchParams(window.location.search).get('mine')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => {
      expect(lastQuery()).toEqual({});
    });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Only mine' })).not.toBeChecked();
  });

  it('shows when each open request is due, marks the overdue ones, and filters and orders by due date', async () => {
    const { user, lastQuery } = openInbox('/office/requests', () => [
      officeRow(1, { priority: 'Spoed', dueAt: '2020-01-02T10:00:00.000Z' }),
      officeRow(2, { dueAt: '2999-01-02T10:00:00.000Z' }),
      officeRow(3, { status: 'OPGELOST', dueAt: '2020-01-02T10:00:00.000Z' }),
    ]);
    expect(await screen.findByRole('link', { name: /^Request 1 / }, { timeout: 8000 })).toHaveAccessibleName(
      /Due: .*Overdue.*Urgent/,
    );
    expect(rowLink('2')).toHaveAccessibleName(/Due: /);
    expect(rowLink('2')).not.toHaveAccessibleName(/Overdue/);
    expect(rowLink('3')).not.toHaveAccessibleName(/Due/);

    await user.click(screen.getByRole('checkbox', { name: 'Overdue' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Soonest due first');
    await waitFor(() => {
      expect(lastQuery()).toEqual({ overdue: 'true', order: 'due' });
    });
    expect(window.location.search).toBe('?overdue=true&order=due');
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => {
      expect(lastQuery()).toEqual({ order: 'due' });
    });
  });

  it('sends the text once typing pauses, not at every key', async () => {
    const { user, queries, lastQuery } = openInbox();
    await screen.findByRole('link', { name: /^Request 1 / });
    const before = queries.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lekkage');
    await waitFor(() => {
      expect(lastQuery()).toEqual({ text: 'lekkage' });
    });
    expect(queries.length - before).toBe(1);
    expect(window.location.search).toBe('?text=lekkage');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('lekkage');
  });

  it('opens with the filters the URL names, shown in the filters and sent to the server', async () => {
    const { lastQuery } = openInbox(
      '/office/requests?status=AFGEWEZEN&text=dak&mine=true&waiting=true',
      () => [],
    );
    expect(await screen.findByText('No requests match the filters.')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ status: 'AFGEWEZEN', text: 'dak', mine: 'true', waiting: 'true' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('AFGEWEZEN');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('dak');
    expect(screen.getByRole('checkbox', { name: 'Only mine' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Waiting for me' })).toBeChecked();
  });

  it("says 'No requests' when there are none at all", async () => {
    openInbox('/office/requests', () => []);
    expect(await screen.findByText('No requests')).toBeInTheDocument();
  });

  it('offers next after a full page of 50, and previous from page 2, keeping the filters', async () => {
    const { user, lastQuery } = openInbox('/office/requests?status=NIEUW', (query) =>
      query.get('page') === '2' ? officeRows(3, 51) : officeRows(50),
    );
    await screen.findByRole('link', { name: /^Request 50 / });
    expect(screen.queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: /^Request 53 / })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ status: 'NIEUW', page: '2' });
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: /^Request 50 / })).toBeInTheDocument();
    expect(window.location.search).toBe('?status=NIEUW');
  });

  it('offers no arrows for a page of 49', async () => {
    openInbox('/office/requests', () => officeRows(49));
    await screen.findByRole('link', { name: /^Request 49 / });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('moves through the requests with the arrow keys as one tab stop, and opens one with Enter', async () => {
    const { user } = openInbox('/office/requests', () => officeRows(3), {
      'GET /api/app/office/requests/2': () =>
        json(200, officeRequest({ request: { ...officeRequest().request, id: 2, nr: '2' } })),
    });
    await screen.findByRole('link', { name: /^Request 1 / });
    expect(rowLink('1')).toHaveAttribute('tabindex', '0');
    expect(rowLink('2')).toHaveAttribute('tabindex', '-1');

    rowLink('1').focus();
    await user.keyboard('{ArrowDown}');
    expect(rowLink('2')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(rowLink('3')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rowLink('1')).toHaveFocus();
    await user.keyboard('{End}{ArrowUp}');
    expect(rowLink('2')).toHaveFocus();
    expect(rowLink('2')).toHaveAttribute('tabindex', '0');
    expect(rowLink('1')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request 2 · VvE Het Anker' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/office/requests/2');
  });

  it('counts the requests per status and those waiting for me in the navigation, each a link to its filter', async () => {
    const { user, lastQuery } = openInbox();
    const navigation = await screen.findByRole('navigation', { name: 'Back office' });
    const waiting = await within(navigation).findByRole('link', { name: /Waiting for me/ });
    expect(waiting).toHaveTextContent('3');
    expect(within(navigation).getByRole('link', { name: /New/ })).toHaveTextContent('12');
    expect(within(navigation).getByRole('link', { name: /Solved/ })).toHaveTextContent('130');
    expect(within(navigation).getByRole('link', { name: 'Work orders' })).toHaveAttribute(
      'href',
      '/app/office/work-orders',
    );

    await user.click(waiting);
    await waitFor(() => {
      expect(lastQuery()).toEqual({ waiting: 'true' });
    });
    expect(waiting).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('checkbox', { name: 'Waiting for me' })).toBeChecked();
  });

  it('keeps the counters and the list current while new requests arrive, as often as the bell asks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let arrived = 0;
    openInbox('/office/requests', () => officeRows(3 + arrived), {
      'GET /api/app/office/request-counts': () =>
        json(200, { ...counts, byStatus: { ...counts.byStatus, NIEUW: 12 + arrived }, waiting: 3 + arrived }),
    });
    const navigation = await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 8000 });
    const waiting = await within(navigation).findByRole('link', { name: /Waiting for me/ });
    expect(waiting).toHaveTextContent('3');
    expect(await screen.findAllByRole('link', { name: /^Request \d+ / })).toHaveLength(3);
    arrived = 1;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    await waitFor(() => {
      expect(waiting).toHaveTextContent('4');
    });
    expect(within(navigation).getByRole('link', { name: /New/ })).toHaveTextContent('13');
    await waitFor(() => {
      expect(screen.getAllByRole('link', { name: /^Request \d+ / })).toHaveLength(4);
    });
  });

  it('takes picked requests into handling in one go, says what it did and why it left others, and reloads', async () => {
    const sent: unknown[] = [];
    let reloaded = 0;
    const { user } = openInbox(
      '/office/requests',
      () => {
        reloaded++;
        return officeRows(3);
      },
      {
        'POST /api/app/office/requests/bulk': ({ init }) => {
          sent.push(JSON.parse(init?.body as string));
          return json(200, { changed: [1], skipped: [{ id: 3, reason: 'NOT_NEW' }] });
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Select' }, { timeout: 8000 }));
    const bar = screen.getByRole('group', { name: 'Bulk actions' });
    expect(within(bar).getByRole('button', { name: 'Take into handling' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select request 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select request 3' }));
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    expect(within(bar).getByRole('checkbox', { name: 'All on this page' })).not.toBeChecked();
    const before = reloaded;
    await user.click(within(bar).getByRole('button', { name: 'Take into handling' }));
    expect(await screen.findByText(/taken into handling|assigned to you/)).toHaveTextContent(
      '1 request taken into handling. 1 was not new any more and stays as it is.',
    );
    expect(sent).toEqual([{ action: 'TAKE_INTO_HANDLING', ids: [1, 3] }]);
    expect(within(bar).getByText('0 selected')).toBeInTheDocument();
    await waitFor(() => {
      expect(reloaded).toBeGreaterThan(before);
    });
  });

  it('assigns every request of the page to me, and leaves picking with Done', async () => {
    const sent: unknown[] = [];
    const { user } = openInbox('/office/requests', () => officeRows(3), {
      'POST /api/app/office/requests/bulk': ({ init }) => {
        sent.push(JSON.parse(init?.body as string));
        return json(200, { changed: [1, 2, 3], skipped: [] });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Select' }, { timeout: 8000 }));
    await user.click(screen.getByRole('checkbox', { name: 'All on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select request 2' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText(/taken into handling|assigned to you/)).toHaveTextContent(
      '3 requests assigned to you.',
    );
    expect(sent).toEqual([{ action: 'ASSIGN_TO_ME', ids: [1, 2, 3] }]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('checkbox', { name: 'Select request 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select' })).toBeInTheDocument();
  });

  it('is not there for anyone but an administrator', async () => {
    renderScreen('/office/requests', {}, { roles: ['owner'] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("redirects /office to the requests, and answers 'Page not found' in the back office for an unknown path", async () => {
    openInbox('/office');
    await screen.findByRole('link', { name: /^Request 1 / });
    expect(window.location.pathname).toBe('/app/office/requests');

    act(() => {
      window.history.pushState(null, '', '/app/office/nothing');
      fireEvent.popState(window);
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });
});

describe("'Back office' entry", () => {
  it('is in the request-app home for an administrator, and leads to the inbox', async () => {
    const { user } = openInbox('/');
    await user.click(await screen.findByRole('link', { name: 'Back office' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
  });

  it('is not in the request-app home for an owner', async () => {
    renderScreen('/', {}, { roles: ['owner'] });
    await screen.findByRole('link', { name: 'Your properties' });
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it("is in the supplier-app's side panel for an administrator only", async () => {
    stubSession(
      { loggedIn: true, appType: SUPPLIER_APP, roles: ['supplier', 'administrator'] },
      {
        'GET /api/app/supplier/contracts/page/1': () => json(200, []),
        'GET /api/app/office/request-counts': () => json(200, counts),
        'GET /api/app/office/requests': () => json(200, officeRows(1)),
      },
    );
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('link', { name: 'Back office' }));
    expect(await screen.findByRole('link', { name: /^Request 1 / })).toBeInTheDocument();
  });

  it("is not in the supplier-app's side panel for a supplier", async () => {
    stubSession(
      { loggedIn: true, appType: SUPPLIER_APP, roles: ['supplier'] },
      {
        'GET /api/app/supplier/contracts/page/1': () => json(200, []),
      },
    );
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
  });
});

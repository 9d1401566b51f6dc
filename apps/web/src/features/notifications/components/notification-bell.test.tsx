import { act, screen, waitFor, within } from '@testing-library/react';
import { SUPPLIER_APP } from '@vve/contract/enums';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubSession } from '../../../test/fake-api';
import { notification, notificationPage, unreadReply } from '../../../test/notification-data';
import { calledPaths, renderApp, renderScreen } from '../../../test/render-app';
import { LIVE_REFRESH_MS } from '../../../lib/live-refresh';

const noDetails = { 'GET /api/app/details': () => json(200, []) };

afterEach(() => {
  vi.useRealTimers();
});

describe('the notification bell', () => {
  it('names the unread count in the request-app header', async () => {
    renderScreen('/', { ...noDetails, 'GET /api/app/notifications/unread': unreadReply(3) });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bell.closest('header')).not.toBeNull();
  });

  it('says one unread in the singular, and nothing but its name with none', async () => {
    let unread = 1;
    renderScreen('/reports', { 'GET /api/app/notifications/unread': () => json(200, { unread }) });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    unread = 0;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange')); // the window is back in front: asked again
    });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  });

  it('shows in the supplier-app', async () => {
    stubSession(
      { loggedIn: true, appType: SUPPLIER_APP, roles: ['supplier', 'administrator'] },
      { 'GET /api/app/notifications/unread': unreadReply(12) },
    );
    renderApp();
    expect(await screen.findByRole('button', { name: 'Notifications, 12 unread' })).toBeInTheDocument();
  });

  it('shows in the back office', { timeout: 15_000 }, async () => {
    renderScreen(
      '/office/requests',
      { 'GET /api/app/notifications/unread': unreadReply(120) },
      { roles: ['administrator'] },
    );
    // The back office loads on first use.
    const bell = await screen.findByRole('button', { name: 'Notifications, 120 unread' }, { timeout: 8000 });
    expect(bell).toHaveTextContent('99+');
  });

  it('asks for the count every few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 0;
    const { fetchMock } = renderScreen('/', {
      ...noDetails,
      'GET /api/app/notifications/unread': () => json(200, { unread }),
    });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    unread = 2;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(
      calledPaths(fetchMock).filter((path) => path === 'GET /api/app/notifications/unread'),
    ).toHaveLength(2);
  });
});

describe('the notification list', () => {
  const openList = async (replies: Parameters<typeof renderScreen>[1]) => {
    const rendered = renderScreen('/', { ...noDetails, ...replies });
    await rendered.user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Notifications' }) };
  };

  it('lists the notifications newest first, the unread marked, each with its time', async () => {
    const { dialog } = await openList({
      'GET /api/app/notifications': () =>
        json(
          200,
          notificationPage([
            notification(2, { kind: 'request-message', facts: { requestId: 2, title: 'Kapotte lamp' } }),
            notification(1, { read: true }),
          ]),
        ),
    });
    const items = await within(dialog).findAllByRole('button', { name: /Lekkage|Kapotte/ });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: New message on your request “Kapotte lamp”/),
      expect.stringMatching(/^Your request “Lekkage dak” is now Being handled/),
    ]);
    expect(within(dialog).getAllByRole('time')[0]).toHaveAttribute('datetime', '2026-11-24T09:30:00.000Z');
  });

  it('marks a notification read when it opens, and goes where it points', async () => {
    const read: string[] = [];
    const { user, dialog } = await openList({
      'GET /api/app/notifications/unread': unreadReply(1),
      'GET /api/app/notifications': () => json(200, notificationPage([notification(4)])),
      'POST /api/app/notifications/4/read': ({ url }) => {
        read.push(url.pathname);
        return json(200, { unread: 0 });
      },
    });
    await user.click(await within(dialog).findByRole('button', { name: /Lekkage dak/ }));
    await waitFor(() => {
      expect(window.location.pathname).toBe('/app/reports/4');
    });
    expect(read).toEqual(['/api/app/notifications/4/read']);
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('opens a read notification without marking it again', async () => {
    const { user, dialog, fetchMock } = await openList({
      'GET /api/app/notifications': () =>
        json(200, notificationPage([notification(5, { read: true, path: '/?tab=inspections' })])),
    });
    window.history.replaceState(null, '', '/app/reports');
    await user.click(await within(dialog).findByRole('button', { name: /Lekkage dak/ }));
    await waitFor(() => {
      expect(window.location.search).toBe('?tab=inspections');
    });
    expect(calledPaths(fetchMock).filter((path) => path.startsWith('POST'))).toEqual([]);
  });

  it("marks all as read with 'Mark all as read'", async () => {
    let unread = 2;
    const page = () =>
      notificationPage([notification(2, { read: unread === 0 }), notification(1, { read: unread === 0 })]);
    const { user, dialog } = await openList({
      'GET /api/app/notifications/unread': () => json(200, { unread }),
      'GET /api/app/notifications': () => json(200, page()),
      'POST /api/app/notifications/read-all': () => {
        unread = 0;
        return json(200, { unread });
      },
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => {
      expect(within(dialog).queryByText(/^Unread/)).not.toBeInTheDocument();
    });
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it("loads the next page with 'Show more'", async () => {
    const { user, dialog } = await openList({
      'GET /api/app/notifications': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? json(200, notificationPage([notification(1, { read: true })]))
          : json(200, notificationPage([notification(2, { read: true })], { nextPage: 2 })),
    });
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await waitFor(() => {
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    });
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    const { dialog } = await openList({
      'GET /api/app/notifications': () => json(200, notificationPage([])),
    });
    expect(await within(dialog).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

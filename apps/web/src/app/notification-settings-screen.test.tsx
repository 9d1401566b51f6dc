import { screen, waitFor, within } from '@testing-library/react';
import { SUPPLIER_APP } from '@vve/contract/enums';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, stubSession } from '../test/fake-api';
import { residentSettings } from '../test/notification-data';
import { renderApp, renderScreen } from '../test/render-app';

const settingsReply = () => json(200, { settings: residentSettings });

/** The switches of one kind, in the fieldset its label names. */
const kind = (label: string) => within(screen.getByRole('group', { name: label }));

describe('notification settings', () => {
  it("opens from the request-app's menu and shows one row of switches per kind", async () => {
    const { user } = renderScreen('/', {
      'GET /api/app/details': () => json(200, []),
      'GET /api/app/notifications/settings': settingsReply,
    });
    await user.click(await screen.findByRole('link', { name: 'Notification settings' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notification settings' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('group')).toHaveLength(4);
    // Push is the account's wish; this browser cannot push, and the form says so.
    expect(
      screen.getByText('This browser cannot receive push messages: Push applies to your other devices.'),
    ).toBeInTheDocument();

    // What the app always tells is said, not shown as a switch that cannot move.
    const status = kind('Status changes of my requests');
    expect(status.getByText('In the app: always')).toBeInTheDocument();
    expect(status.queryByRole('switch', { name: 'In the app' })).not.toBeInTheDocument();
    expect(status.getByRole('switch', { name: 'Email' })).toBeChecked();
    expect(status.getByRole('switch', { name: 'Push' })).toBeChecked();

    // Only the optional kind may be turned off (and on) in the app.
    const shared = kind('New shared requests in my complex');
    expect(shared.getByRole('switch', { name: 'In the app' })).not.toBeChecked();
    expect(shared.getByRole('switch', { name: 'In the app' })).toBeEnabled();
  });

  it('saves the switches together', async () => {
    const saved: unknown[] = [];
    const { user } = renderScreen('/notification-settings', {
      'GET /api/app/notifications/settings': settingsReply,
      'PUT /api/app/notifications/settings': (request) => {
        const body = bodyOf(request) as { settings: unknown };
        saved.push(body);
        return json(200, body);
      },
    });
    await screen.findAllByRole('group');
    await user.click(kind('Status changes of my requests').getByRole('switch', { name: 'Email' }));
    await user.click(kind('New shared requests in my complex').getByRole('switch', { name: 'In the app' }));
    await user.click(kind('New shared requests in my complex').getByRole('switch', { name: 'Push' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your notification settings have been saved.')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        settings: [
          { kind: 'request-status', inApp: true, email: false, push: true },
          { kind: 'request-message', inApp: true, email: true, push: true },
          { kind: 'request-planned', inApp: true, email: true, push: true },
          { kind: 'shared-request', inApp: true, email: false, push: true },
        ],
      },
    ]);
  });

  it('says why the server refused to save', async () => {
    const { user } = renderScreen('/notification-settings', {
      'GET /api/app/notifications/settings': settingsReply,
      'PUT /api/app/notifications/settings': () =>
        json(400, { statusCode: 400, error: 'Bad Request', message: 'Unknown kind' }),
    });
    await screen.findAllByRole('group');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The notification settings were not saved.');
    expect(alert).toHaveTextContent('Unknown kind');
  });

  it("opens from the supplier-app's menu with a supplier's kinds", async () => {
    stubSession(
      { loggedIn: true, appType: SUPPLIER_APP, roles: ['supplier'] },
      {
        'GET /api/app/notifications/settings': () =>
          json(200, {
            settings: [
              { kind: 'work-order', inApp: true, email: true, push: false },
              { kind: 'inspection-task', inApp: true, email: false, push: false },
            ],
          }),
      },
    );
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('link', { name: 'Notification settings' }));
    expect(await screen.findByRole('group', { name: 'Work orders' })).toBeInTheDocument();
    expect(kind('Planned inspection tasks').getByRole('switch', { name: 'Email' })).not.toBeChecked();
  });

  it('has a page of its own in the back office', { timeout: 15_000 }, async () => {
    renderScreen(
      '/office/requests',
      {
        'GET /api/app/notifications/settings': () =>
          json(200, {
            settings: [
              { kind: 'new-request', inApp: true, email: true, push: true },
              { kind: 'supplier-report', inApp: true, email: true, push: true },
            ],
          }),
      },
      { roles: ['administrator'] },
    );
    const link = await screen.findByRole('link', { name: 'Notification settings' }, { timeout: 8000 });
    link.click();
    await waitFor(() => {
      expect(window.location.pathname).toBe('/app/office/notification-settings');
    });
    expect(await screen.findByRole('group', { name: 'Supplier reports' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'New requests' })).toBeInTheDocument();
  });

  it("shows the address of the person's calendar feed, and makes a new one that replaces it", async () => {
    let renewed = 0;
    const { user } = renderScreen('/notification-settings', {
      'GET /api/app/notifications/settings': settingsReply,
      'GET /api/app/calendar-feed': () =>
        json(200, { url: 'https://vve.test/api/calendar-feeds/a.b/calendar.ics' }),
      'POST /api/app/calendar-feed': () => {
        renewed += 1;
        return json(200, { url: 'https://vve.test/api/calendar-feeds/c.d/calendar.ics' });
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Your calendar' }));
    expect(await card.findByRole('textbox', { name: 'Calendar address' })).toHaveValue(
      'https://vve.test/api/calendar-feeds/a.b/calendar.ics',
    );
    expect(card.getByRole('button', { name: 'Copy address' })).toBeEnabled();
    await user.click(card.getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => {
      expect(card.getByRole('textbox', { name: 'Calendar address' })).toHaveValue(
        'https://vve.test/api/calendar-feeds/c.d/calendar.ics',
      );
    });
    expect(renewed).toBe(1);
    expect(
      await screen.findByText('Your calendar has a new address: the old one no longer works.'),
    ).toBeVisible();
  });
});

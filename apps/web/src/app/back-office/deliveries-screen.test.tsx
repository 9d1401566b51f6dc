import { screen, within } from '@testing-library/react';
import type { FailedDelivery } from '@vve/contract/calls/office-deliveries';
import { describe, expect, it } from 'vitest';
import { formatLocale, formattersFor } from '../../lib/format';
import { json, type Reply } from '../../test/fake-api';
import { renderScreen } from '../../test/render-app';

const COUNTS = {
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
};

const renderOffice = (path: string, replies: Record<string, Reply>) =>
  renderScreen(path, { ...COUNTS, ...replies }, { roles: ['administrator'] });

const refusedEmail: FailedDelivery = {
  channel: 'email',
  recipient: 'anna@example.org',
  about: 'Request 12 has been resolved',
  error: '550 Mailbox unavailable',
  attempts: 3,
  at: '2026-11-24T10:00:00.000Z',
  retrying: true,
};

const givenUpPush: FailedDelivery = {
  channel: 'push',
  recipient: 'Piet Jansen',
  about: null,
  error: 'Push service answered 410 Gone',
  attempts: 5,
  at: '2026-11-23T08:30:00.000Z',
  retrying: false,
};

const failedNotification: FailedDelivery = {
  channel: 'notification',
  recipient: '',
  about: 'request.created 7',
  error: 'invalid input syntax for type json',
  attempts: 1,
  at: '2026-11-22T07:00:00.000Z',
  retrying: false,
};

const cellsOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

const { dateTime } = formattersFor(formatLocale('en'));

// The back office loads lazily on first use: more time than the default.
describe('back office: deliveries', { timeout: 15_000 }, () => {
  it('lists the emails being retried and the messages given up, with what they were about and why', async () => {
    renderOffice('/office/deliveries', {
      'GET /api/app/office/deliveries': () =>
        json(200, { deliveries: [refusedEmail, givenUpPush, failedNotification] }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deliveries' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Emails and push messages that did not go out, and changes nobody could be told of. Notifications themselves always stay in the app.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Deliveries' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('anna@example.org')).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Channel',
      'Recipient',
      'About',
      'Problem',
      'Attempts',
      'When',
      'Status',
    ]);
    expect(cellsOf('anna@example.org')).toEqual([
      'Email',
      'anna@example.org',
      'Request 12 has been resolved',
      '550 Mailbox unavailable',
      '3',
      dateTime(refusedEmail.at),
      'Being retried',
    ]);
    expect(cellsOf('Piet Jansen')).toEqual([
      'Push',
      'Piet Jansen',
      '—',
      'Push service answered 410 Gone',
      '5',
      dateTime(givenUpPush.at),
      'Given up',
    ]);
    expect(cellsOf('request.created 7')).toEqual([
      'Notification',
      '—',
      'request.created 7',
      'invalid input syntax for type json',
      '1',
      dateTime(failedNotification.at),
      'Given up',
    ]);
    expect(screen.getByText('Being retried')).toBeVisible();
    expect(screen.getAllByText('Given up')).toHaveLength(2);
    expect(screen.queryByText('All emails and push messages went out.')).not.toBeInTheDocument();
  });

  it('says so when every email and push message went out', async () => {
    renderOffice('/office/deliveries', {
      'GET /api/app/office/deliveries': () => json(200, { deliveries: [] }),
    });
    expect(
      await screen.findByText('All emails and push messages went out.', {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverError } from '../../test/fake-api';
import { crack, garden, lamp, leak, report } from '../../test/request-app-data';
import { renderScreen } from '../../test/render-app';

const reports = {
  'GET /api/app/reports/recent': () => json(200, [lamp, leak, garden, crack]),
  'GET /api/app/reports/personal': () => json(200, [leak, garden, crack]),
};

/** Request 1 of VvE Het Anker, beside request 1 of VvE De Linde (`garden`): numbers are per complex. */
const doorbell = report({ id: 15, nr: '1', omschrijving: 'De deurbel doet het niet.' });

const shownNumbers = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('listitem')
    .map((item) => within(item).getByText(/^Request /).textContent);

const filterBox = () =>
  screen.getByPlaceholderText('Filter requests by number, title, state, date, complex or creator...');

describe('recentReports', () => {
  it('lists the recent requests with number, description, complex and status', async () => {
    renderScreen('/reports', reports);
    expect(await screen.findByText('Request 4 · VvE Het Anker')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
    expect(shownNumbers()).toEqual([
      'Request 4 · VvE Het Anker',
      'Request 2 · VvE Het Anker',
      'Request 1 · VvE De Linde',
      'Request 17 · VvE Het Anker',
    ]);
    const item = screen.getByRole('link', { name: /Request 2/ });
    expect(item).toHaveTextContent('Lekkage in de parkeerkelder bij vak 14.');
    expect(item).toHaveTextContent('VvE Het Anker');
    expect(item).toHaveTextContent('Being handled');
    expect(item).toHaveAttribute('href', '/app/reports/11');
    expect(item.querySelector('img')).toBeNull();
  });

  it('tells requests of one number apart by their complex, and filters on complex and number', async () => {
    const { user } = renderScreen('/reports', {
      'GET /api/app/reports/recent': () => json(200, [doorbell, garden]),
    });
    expect(await screen.findByText('Request 1 · VvE Het Anker')).toBeInTheDocument();
    expect(shownNumbers()).toEqual(['Request 1 · VvE Het Anker', 'Request 1 · VvE De Linde']);
    expect(screen.getByRole('link', { name: /Request 1 · VvE Het Anker/ })).toHaveTextContent(
      'De deurbel doet het niet.',
    );
    await user.type(filterBox(), 'de linde 1');
    expect(shownNumbers()).toEqual(['Request 1 · VvE De Linde']);
  });

  it('shows the number alone where all requests are of one complex', async () => {
    renderScreen('/reports', { 'GET /api/app/reports/recent': () => json(200, [lamp, leak]) });
    expect(await screen.findByText('Request 4')).toBeInTheDocument();
    expect(shownNumbers()).toEqual(['Request 4', 'Request 2']);
    expect(screen.getByRole('link', { name: /Request 4/ })).toHaveTextContent('VvE Het Anker');
  });

  it('labels each status in words', async () => {
    renderScreen('/reports', reports);
    expect(await screen.findByRole('link', { name: /Request 4/ })).toHaveTextContent('New');
    expect(screen.getByRole('link', { name: /Request 2/ })).toHaveTextContent('Being handled');
    expect(screen.getByRole('link', { name: /Request 1 / })).toHaveTextContent('Rejected');
    expect(screen.getByRole('link', { name: /Request 17/ })).toHaveTextContent('Solved');
  });

  it('filters by number', async () => {
    const { user } = renderScreen('/reports', reports);
    await screen.findByText('Request 4 · VvE Het Anker');
    await user.type(filterBox(), '17');
    expect(shownNumbers()).toEqual(['Request 17 · VvE Het Anker']);
  });

  it('filters by complex name, case-insensitively, and keeps the filter on the other tab', async () => {
    const { user } = renderScreen('/reports', reports);
    await screen.findByText('Request 4 · VvE Het Anker');
    await user.type(filterBox(), 'de linde');
    expect(shownNumbers()).toEqual(['Request 1 · VvE De Linde']);

    await user.click(screen.getByRole('tab', { name: 'My' }));
    expect(await screen.findByRole('heading', { name: 'My recent requests' })).toBeInTheDocument();
    expect(shownNumbers()).toEqual(['Request 1 · VvE De Linde']);
    expect(filterBox()).toHaveValue('de linde');
  });

  it('filters by the translated status and by creator', async () => {
    const { user } = renderScreen('/reports', reports);
    await screen.findByText('Request 4 · VvE Het Anker');
    await user.type(filterBox(), 'solved');
    expect(shownNumbers()).toEqual(['Request 17 · VvE Het Anker']);
    await user.clear(filterBox());
    await user.type(filterBox(), 'chantal');
    expect(shownNumbers()).toEqual(['Request 4 · VvE Het Anker']);
  });

  it('says that nothing matches the filter, and clears it with its × button', async () => {
    const { user } = renderScreen('/reports', reports);
    await screen.findByText('Request 4 · VvE Het Anker');
    expect(screen.queryByRole('button', { name: 'Clear the filter' })).not.toBeInTheDocument();
    await user.type(filterBox(), 'dakgoot');
    expect(screen.getByText('No requests match the filter.')).toBeInTheDocument();
    expect(screen.queryByText('No requests')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?filter=dakgoot');

    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(filterBox()).toHaveValue('');
    expect(filterBox()).toHaveFocus();
    expect(shownNumbers()).toHaveLength(4);
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear the filter' })).not.toBeInTheDocument();
  });

  it('shows the whole filter hint on a phone: the box wraps it, and stays one line of text', async () => {
    const { user } = renderScreen('/reports', reports);
    await screen.findByText('Request 4 · VvE Het Anker');
    // A text box that grows with its text wraps the hint on a 360 px phone; an input cuts it off.
    expect(filterBox().tagName).toBe('TEXTAREA');
    expect(filterBox()).toHaveAccessibleName('Filter requests');
    expect(screen.getByRole('search')).toContainElement(filterBox());
    await user.type(filterBox(), 'gevel{Enter}');
    expect(filterBox()).toHaveValue('gevel');
    expect(shownNumbers()).toEqual(['Request 17 · VvE Het Anker']);
  });

  it('keeps the last list on screen, with the error above it, when loading it again fails', async () => {
    let failing = false;
    const { user } = renderScreen('/reports', {
      'GET /api/app/reports/recent': () => (failing ? serverError() : json(200, [lamp, leak, garden, crack])),
      'GET /api/app/reports/personal': () => json(200, [leak]),
    });
    await screen.findByText('Request 4 · VvE Het Anker');
    failing = true;
    await user.click(screen.getByRole('tab', { name: 'My' }));
    await screen.findByText('Request 2');
    await user.click(screen.getByRole('tab', { name: 'Recent' })); // loads the list again: it fails (after retries)
    expect(
      await screen.findByText('This information could not be loaded.', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(shownNumbers()).toHaveLength(4);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(screen.queryByText('This information could not be loaded.')).not.toBeInTheDocument();
    });
    expect(shownNumbers()).toHaveLength(4);
  }, 15_000);

  it('says it waits for the network, instead of loading forever, when retried offline', async () => {
    let failing = true;
    const { user } = renderScreen('/reports', {
      'GET /api/app/reports/recent': () => (failing ? serverError() : json(200, [lamp])),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 6000 });
    try {
      onlineManager.setOnline(false);
      await user.click(retry);
      expect(
        await screen.findByText('You are offline. This loads as soon as you are back online.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
      failing = false;
    } finally {
      onlineManager.setOnline(true);
    }
    expect(await screen.findByText('Request 4')).toBeInTheDocument();
  }, 15_000);

  it('says No requests for an empty list', async () => {
    renderScreen('/reports?tab=my', { 'GET /api/app/reports/personal': () => json(200, []) });
    expect(await screen.findByText('No requests')).toBeInTheDocument();
  });

  it('shows thumbnails of 50 px in the personal list', async () => {
    renderScreen('/reports?tab=my', reports);
    const item = await screen.findByRole('link', { name: /Request 2/ });
    const [thumbnail] = item.querySelectorAll('img');
    expect(thumbnail).toHaveAttribute('alt', '');
    expect(thumbnail).toHaveAttribute(
      'src',
      `${window.location.origin}/file/thumbnail/31/hash31/photo-leak.jpg?size=50&accessCode=code31`,
    );
  });

  it('opens a request', async () => {
    const { user } = renderScreen('/reports', reports);
    await user.click(await screen.findByRole('link', { name: /Request 2/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request 2' })).toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    let calls = 0;
    const { user } = renderScreen('/reports', {
      'GET /api/app/reports/recent': () =>
        ++calls === 1
          ? json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Wait' })
          : json(200, [lamp]),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Request 4')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api';
import { crack, garden, lamp, leak, report } from '../../../test/request-app-data';
import { renderScreen } from '../../../test/render-app';

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

  it('says No requests when nothing matches', async () => {
    const { user } = renderScreen('/reports', reports);
    await screen.findByText('Request 4 · VvE Het Anker');
    await user.type(filterBox(), 'dakgoot');
    expect(screen.getByText('No requests')).toBeInTheDocument();
  });

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
        ++calls === 1 ? json(403, { statusCode: 403, error: 'Forbidden', message: 'No' }) : json(200, [lamp]),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Request 4')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { crack, garden, lamp, leak } from '../../test/request-app-data';
import { detailValue, renderScreen } from '../../test/render-app';

const replies = {
  'GET /api/app/reports/recent': () => json(200, [lamp, leak, crack]),
  'GET /api/app/reports/personal': () => json(200, [leak, garden, crack]),
};

describe('reportDetails', () => {
  it('shows a request with its number, date, requester, state, images and description', async () => {
    renderScreen('/reports/11', replies);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request 2' })).toBeInTheDocument();
    expect(detailValue('Requested by')).toBe('Anna de Vries');
    expect(detailValue('State')).toBe('Being handled');
    expect(detailValue('Date')).toBe(
      new Intl.DateTimeFormat(navigator.languages[0], { dateStyle: 'full', timeStyle: 'short' }).format(
        new Date(leak.aanmaakDatum),
      ),
    );
    expect(screen.getByText('Lekkage in de parkeerkelder bij vak 14.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      `${window.location.origin}/file/thumbnail/31/hash31/photo-leak.jpg?size=200&accessCode=code31`,
    );
  });

  it('shows an image large in a dialog', async () => {
    const { user } = renderScreen('/reports/11', replies);
    await user.click(await screen.findByRole('button', { name: 'Photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1' });
    expect(within(dialog).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      `${window.location.origin}/file/download/31/hash31/photo-leak.jpg?accessCode=code31`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('opens the viewpoint in a new tab, in the request’s complex', async () => {
    renderScreen('/reports/11', replies);
    const link = await screen.findByRole('link', { name: 'Open viewpoint in BIM model' });
    expect(link).toHaveAttribute(
      'href',
      '/vve/1/project/7/?viewpointId=2f6a1c3e-8b4d-4e7a-9c51-0d3b7e2a6f10',
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['a linked item without a viewpoint', 14, 'Request 17'],
    ['no linked item', 13, 'Request 4'],
  ])('offers no viewpoint for %s', async (_, id, title) => {
    renderScreen(`/reports/${id}`, replies);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open viewpoint in BIM model' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open viewpoint in BIM model' })).not.toBeInTheDocument();
  });

  it('finds a request in the personal list too', async () => {
    renderScreen('/reports/12', replies);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request 1' })).toBeInTheDocument();
    expect(detailValue('State')).toBe('Rejected');
    expect(detailValue('Complex')).toBe('VvE De Linde');
  });

  it('says a request was not found when the lists are refused, without a Try again that cannot help', async () => {
    const refused = () => json(404, { statusCode: 404, error: 'Not Found', message: 'No' });
    renderScreen('/reports/11', {
      'GET /api/app/reports/recent': refused,
      'GET /api/app/reports/personal': refused,
    });
    expect(await screen.findByText('This request was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says so for an unknown request', async () => {
    renderScreen('/reports/999', replies);
    expect(await screen.findByText('This request was not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Request' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type Reply } from '../../test/fake-api';
import { complexes, workOrderChoices } from '../../test/office-request-data';
import { renderScreen } from '../../test/render-app';

const EMPTY: Reply = () => json(200, []);

const REPLIES: Record<string, Reply> = {
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
  'GET /api/app/office/complexes': () => json(200, complexes),
  'GET /api/app/office/work-order-choices': () => json(200, workOrderChoices),
  'GET /api/app/office/requests': EMPTY,
  'GET /api/app/office/work-orders': EMPTY,
  'GET /api/app/office/complex-list': EMPTY,
  'GET /api/app/office/people': EMPTY,
  'GET /api/app/office/suppliers': EMPTY,
  'GET /api/app/office/deliveries': () => json(200, { deliveries: [] }),
};

/** The path and query of an export link, its params sorted. */
const linkOf = async (name: string): Promise<string> => {
  const links = within(await screen.findByRole('group', { name: 'Export' }, { timeout: 8000 }));
  const href = links.getByRole('link', { name }).getAttribute('href') ?? '';
  const url = new URL(href);
  url.searchParams.sort();
  return `${url.pathname}?${url.searchParams.toString()}`;
};

// The back office loads lazily on first use: more time than the default.
describe('back office: the export of a list', { timeout: 15_000 }, () => {
  it.each([
    [
      'Requests',
      '/office/requests?status=NIEUW&complex=1&text=lek+dak&mine=true&waiting=true&page=3',
      '/api/app/office/exports/requests?complex=1&format=FORMAT&mine=true&status=NIEUW&text=lek+dak&waiting=true',
    ],
    [
      'Work orders',
      '/office/work-orders?supplier=2&complex=1&lastStatus=NONE&overdue=true&page=2',
      '/api/app/office/exports/work-orders?complex=1&format=FORMAT&lastStatus=NONE&overdue=true&supplier=2',
    ],
    [
      'Complexes',
      '/office/complexes?text=anker&archived=true&page=2',
      '/api/app/office/exports/complexes?archived=true&format=FORMAT&text=anker',
    ],
    [
      'People',
      '/office/people?text=jan&role=owner&page=4',
      '/api/app/office/exports/people?format=FORMAT&role=owner&text=jan',
    ],
    [
      'Suppliers',
      '/office/suppliers?text=smit&page=2',
      '/api/app/office/exports/suppliers?format=FORMAT&text=smit',
    ],
    ['Deliveries', '/office/deliveries', '/api/app/office/exports/deliveries?format=FORMAT'],
  ])('%s: the Export links download the list as filtered, not its page', async (title, path, expected) => {
    renderScreen(path, REPLIES, { roles: ['administrator'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await linkOf('CSV')).toBe(expected.replace('FORMAT', 'csv'));
    expect(await linkOf('Excel')).toBe(expected.replace('FORMAT', 'xlsx'));
    const csv = screen.getByRole('link', { name: 'CSV' });
    expect(csv).toHaveAttribute('download');
    expect(csv).toHaveAttribute('title', 'Every row that matches the filters');
  });

  it('leaves out the filters that are not set', async () => {
    renderScreen('/office/requests', REPLIES, { roles: ['administrator'] });
    expect(await linkOf('CSV')).toBe('/api/app/office/exports/requests?format=csv');
  });

  it('follows a filter changed on the screen', async () => {
    const { user } = renderScreen('/office/suppliers', REPLIES, { roles: ['administrator'] });
    await user.click(await screen.findByRole('checkbox', { name: 'Archived suppliers' }, { timeout: 8000 }));
    expect(await linkOf('Excel')).toBe('/api/app/office/exports/suppliers?archived=true&format=xlsx');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { CalendarEntry } from '@vve/contract/calls/calendar';
import { describe, expect, it } from 'vitest';
import { complexDetails, complexRow } from '../../test/office-complex-data';
import { json, type Reply, type StubbedRequest } from '../../test/fake-api';
import { renderScreen } from '../../test/render-app';

/** A day `days` after `from` (yyyy-mm-dd). */
const dayAfter = (from: string, days: number) =>
  new Date(Date.parse(`${from}T12:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The entries of the days asked for: a convened meeting, one being prepared, a task and a work order. */
const entriesOf = (from: string): CalendarEntry[] => {
  const complex = { complexId: 1, complexName: 'VvE Het Anker', supplierName: null, confirmed: true };
  const meetingDay = dayAfter(from, 10);
  return [
    {
      ...complex,
      kind: 'meeting',
      id: 21,
      day: meetingDay,
      startsAt: `${meetingDay}T18:30:00.000Z`,
      title: '',
    },
    {
      ...complex,
      kind: 'meeting',
      id: 22,
      day: meetingDay,
      startsAt: `${meetingDay}T08:00:00.000Z`,
      title: '',
      confirmed: false,
    },
    {
      ...complex,
      kind: 'inspection',
      id: 31,
      day: dayAfter(from, 12),
      startsAt: null,
      title: 'Dakbedekking',
      supplierName: 'Dakwerk BV',
    },
    {
      ...complex,
      kind: 'workOrder',
      id: 41,
      day: dayAfter(from, 12),
      startsAt: null,
      title: 'Dakgoot vervangen',
      supplierName: 'Dakwerk BV',
    },
  ];
};

const replies = (asked: StubbedRequest[], more: Record<string, Reply> = {}) => ({
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
  'GET /api/app/office/complex-list': () =>
    json(200, [complexRow(1, { naam: 'VvE Het Anker' }), complexRow(2)]),
  'GET /api/app/office/complexes/1': () => json(200, complexDetails()),
  'GET /api/app/office/calendar': (request: StubbedRequest) => {
    asked.push(request);
    const from = request.url.searchParams.get('from') ?? '';
    return json(200, {
      entries: entriesOf(from),
      truncated: request.url.searchParams.get('complex') === null,
    });
  },
  ...more,
});

// The back office loads lazily on first use, and the calendar's component after it: more time than the default.
describe('back office: the calendar', { timeout: 30_000 }, () => {
  it("shows the month's meetings, tasks and work orders, each a link to its page", async () => {
    const asked: StubbedRequest[] = [];
    renderScreen('/office/calendar', replies(asked), { roles: ['administrator'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calendar' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');

    const meeting = await screen.findByRole(
      'link',
      { name: /Members’ meeting, VvE Het Anker$/ },
      { timeout: 8000 },
    );
    expect(meeting).toHaveAttribute('href', '/app/office/meetings/21');
    expect(screen.getByRole('link', { name: /VvE Het Anker \(not convened yet\)/ })).toHaveAttribute(
      'href',
      '/app/office/meetings/22',
    );
    expect(screen.getByRole('link', { name: 'Inspection: Dakbedekking, VvE Het Anker' })).toHaveAttribute(
      'href',
      '/app/office/planning/1',
    );
    expect(
      screen.getByRole('link', { name: 'Work order: Dakgoot vervangen, VvE Het Anker' }),
    ).toHaveAttribute('href', '/app/office/work-orders/41');
    // A month's grid: six weeks, of every complex.
    const [first] = asked;
    const from = first?.url.searchParams.get('from') ?? '';
    expect(first?.url.searchParams.get('to')).toBe(dayAfter(from, 41));
    expect(first?.url.searchParams.has('complex')).toBe(false);
    expect(
      screen.getByText('This shows the first 1,000 entries. Choose a complex to see all of its entries.'),
    ).toBeVisible();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Members’ meetings', 'Inspection tasks', 'Work orders']);
  });

  it("shows one complex's calendar from its address, and all again when the choice is cleared", async () => {
    const asked: StubbedRequest[] = [];
    const { user } = renderScreen('/office/calendar?complex=1', replies(asked), { roles: ['administrator'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calendar of VvE Het Anker' }, { timeout: 8000 }),
    ).toBeVisible();
    await waitFor(() => {
      expect(asked.at(-1)?.url.searchParams.get('complex')).toBe('1');
    });
    expect(screen.getByRole('combobox', { name: 'Complex' })).toHaveValue('VvE Het Anker');
    expect(screen.queryByText(/This shows the first 1,000 entries/)).toBeNull();

    const clear = screen.getByRole('combobox', { name: 'Complex' }).parentElement?.querySelector('button');
    if (!clear) throw new Error('no clear button');
    await user.click(clear);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await waitFor(() => {
      expect(asked.at(-1)?.url.searchParams.has('complex')).toBe(false);
    });
  });

  it('lists the month instead of the grid, and asks for the days of the next month', async () => {
    const asked: StubbedRequest[] = [];
    const { user } = renderScreen('/office/calendar', replies(asked), { roles: ['administrator'] });
    await screen.findByRole('link', { name: /Members’ meeting, VvE Het Anker$/ }, { timeout: 16_000 });
    await user.click(screen.getByRole('button', { name: /list/i }));
    await waitFor(() => {
      const last = asked.at(-1)?.url.searchParams;
      // One month: its first day to its last.
      expect(last?.get('from')?.endsWith('-01')).toBe(true);
    });
    const month = asked.at(-1)?.url.searchParams.get('from') ?? '';
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => {
      expect(asked.at(-1)?.url.searchParams.get('from')).not.toBe(month);
    });
    expect(
      await screen.findByRole('link', { name: 'Work order: Dakgoot vervangen, VvE Het Anker' }),
    ).toBeVisible();
  });

  it('lists a meeting late in the evening on its own day only', async () => {
    const late = (from: string): CalendarEntry[] => {
      const [year, month, day] = dayAfter(from, 10).split('-').map(Number);
      const startsAt = new Date(year ?? 0, (month ?? 1) - 1, day, 23, 30);
      return [{ ...entriesOf(from)[0], startsAt: startsAt.toISOString() } as CalendarEntry];
    };
    const asked: StubbedRequest[] = [];
    const { user } = renderScreen(
      '/office/calendar',
      replies(asked, {
        'GET /api/app/office/calendar': (request: StubbedRequest) => {
          asked.push(request);
          return json(200, { entries: late(request.url.searchParams.get('from') ?? ''), truncated: false });
        },
      }),
      { roles: ['administrator'] },
    );
    await screen.findByRole('link', { name: /Members’ meeting, VvE Het Anker$/ }, { timeout: 16_000 });
    await user.click(screen.getByRole('button', { name: /list/i }));
    await waitFor(() => {
      expect(asked.at(-1)?.url.searchParams.get('from')?.endsWith('-01')).toBe(true);
    });
    await waitFor(() => {
      expect(screen.getAllByRole('link', { name: /Members’ meeting, VvE Het Anker$/ })).toHaveLength(1);
    });
  });
});

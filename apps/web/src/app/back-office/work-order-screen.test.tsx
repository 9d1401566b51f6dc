import { screen, waitFor, within } from '@testing-library/react';
import type { OfficeWorkOrder } from '@vve/contract/calls/office';
import type { OfficeWorkOrderDetails } from '@vve/contract/calls/office-work-orders';
import { describe, expect, it } from 'vitest';
import { json, type Reply, type StubbedRequest } from '../../test/fake-api';
import { officeWorkOrder, workOrderChoices, workOrderDetails } from '../../test/office-work-order-data';
import { photo } from '../../test/supplier-app-data';
import { detailValue, renderScreen, withinSection } from '../../test/render-app';

const PATH = '/api/app/office/work-orders/5';

const bodyOf = (request: StubbedRequest): unknown => JSON.parse(request.init?.body as string);

const conflict = () =>
  json(409, { statusCode: 409, error: 'Conflict', message: 'This work order is handled' });

/**
 * The back office with work order 5 (by default open, overdue, with a blocked report and an audit row); a
 * change's answer is what the next read shows.
 */
const openWorkOrder = (
  order: OfficeWorkOrder = officeWorkOrder(5, { overdue: true, priority: 'Spoed' }),
  more: Record<string, Reply> = {},
) => {
  let details: OfficeWorkOrderDetails = workOrderDetails(order, {
    updates: [
      {
        status: 'COMPLETE',
        description: 'Pomp vervangen, kelder droog',
        creationDate: '2026-11-07T10:00:00.000Z',
        attachments: [photo],
      },
      {
        status: 'BLOCKED',
        description: 'Geen toegang tot de kelder',
        creationDate: '2026-11-06T10:00:00.000Z',
        attachments: [],
      },
      {
        status: 'FOLLOW_UP_ACTION_NEEDED',
        description: null,
        creationDate: '2026-11-05T10:00:00.000Z',
        attachments: [],
      },
    ],
    audit: [
      {
        at: '2026-11-01T09:00:00.000Z',
        by: { naam: 'Bea Beheer' },
        action: 'work-order.created',
        details: null,
      },
    ],
  });
  const changes: StubbedRequest[] = [];
  const change =
    (patch: (body: Record<string, unknown>) => Partial<OfficeWorkOrder>): Reply =>
    (request) => {
      changes.push(request);
      details = {
        ...details,
        workOrder: { ...details.workOrder, ...patch(bodyOf(request) as Record<string, unknown>) },
      };
      return json(200, details.workOrder);
    };
  const result = renderScreen(
    '/office/work-orders/5',
    {
      [`GET ${PATH}`]: () => json(200, details),
      'GET /api/app/office/work-order-choices': () => json(200, workOrderChoices),
      'GET /api/app/office/request-counts': () =>
        json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
      [`PUT ${PATH}/planning`]: change((body) => ({ ...body, overdue: false })),
      [`POST ${PATH}/cancel`]: change((body) => ({
        afgerond: true,
        overdue: false,
        cancelled: {
          at: '2026-11-07T10:00:00.000Z',
          by: { naam: 'Bea Beheer' },
          reason: String(body.reason),
        },
      })),
      ...more,
    },
    { roles: ['administrator'] },
  );
  return { ...result, changes };
};

const heading = () => screen.findByRole('heading', { level: 1, name: 'Work order 5' }, { timeout: 8000 });

// The back office loads lazily on first use: more time than the default.
describe('back office: one work order', { timeout: 15_000 }, () => {
  it('shows its details, the request it came from, every supplier report and the audit trail', async () => {
    const { user } = openWorkOrder();
    await heading();
    expect(await screen.findByText('Werkopdracht 5', { selector: 'dd' })).toBeInTheDocument();
    expect(detailValue('Supplier')).toBe('Loodgieter Jansen');
    expect(detailValue('Complex')).toBe('VvE Het Anker');
    expect(detailValue('Priority')).toBe('Urgent');
    expect(detailValue('Planning date')).toMatch(/Overdue/);
    expect(detailValue('State')).toBe('Not handled yet');

    const request = await withinSection('Request');
    expect(request.getByRole('link', { name: 'Request 7' })).toHaveAttribute(
      'href',
      '/app/office/requests/12',
    );
    expect(request.getByText('Lekkage in de parkeerkelder bij vak 14.')).toBeInTheDocument();

    const reports = await withinSection('Supplier reports');
    const items = [...reports.getByRole('list', { name: 'Supplier reports' }).children] as HTMLElement[];
    expect(items).toHaveLength(3);
    const [complete, blocked, followUp] = items.map((item) => within(item));
    expect(complete?.getByText(/Work complete/)).toBeInTheDocument();
    expect(complete?.getByText('Pomp vervangen, kelder droog')).toBeInTheDocument();
    expect(complete?.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      expect.stringContaining('/61/'),
    );
    expect(blocked?.getByText(/Work cannot be performed/)).toBeInTheDocument();
    expect(blocked?.getByText('Geen toegang tot de kelder')).toBeInTheDocument();
    expect(blocked?.queryByRole('img')).not.toBeInTheDocument();
    expect(followUp?.getByText(/Follow-up action needed/)).toBeInTheDocument();

    const audit = await withinSection('Audit trail');
    await user.click(audit.getByRole('button', { name: /Show the audit trail/ }));
    expect(audit.getByText('work-order.created')).toBeInTheDocument();
  });

  it('edits the planning: start date, planning date and priority', async () => {
    const { user, changes } = openWorkOrder();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Edit planning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit planning' });
    const start = within(dialog).getByLabelText('Start date');
    expect(start).toHaveValue('2026-11-03');
    await user.clear(start);
    const planning = within(dialog).getByLabelText('Planning date');
    await user.clear(planning);
    await user.type(planning, '2026-12-01');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'Hoog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The planning has been saved.')).toBeInTheDocument();
    expect(changes.map(bodyOf)).toEqual([{ startDate: null, planningDate: '2026-12-01', priority: 'Hoog' }]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(detailValue('Priority')).toBe('High');
    });
    expect(detailValue('Start date')).toBe('–');
    expect(detailValue('Planning date')).not.toMatch(/Overdue/);
  });

  it('sends no planning date before the start date', async () => {
    const { user, changes } = openWorkOrder();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Edit planning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit planning' });
    const planning = within(dialog).getByLabelText('Planning date');
    await user.clear(planning);
    await user.type(planning, '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The planning date is before the start date.')).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('cancels only with a reason, then shows the cancellation and offers no more changes', async () => {
    const { user, changes } = openWorkOrder();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Cancel work order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel work order' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel work order' }));
    expect(within(dialog).getByText('A cancellation needs a reason.')).toBeInTheDocument();
    expect(changes).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' Dubbel aangemaakt ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel work order' }));
    expect(await screen.findByText('The work order has been cancelled.')).toBeInTheDocument();
    expect(changes.map(bodyOf)).toEqual([{ reason: 'Dubbel aangemaakt' }]);
    expect(await screen.findByText('This work order was cancelled')).toBeInTheDocument();
    expect(screen.getByText('Reason: Dubbel aangemaakt')).toBeInTheDocument();
    expect(detailValue('State')).toBe('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel work order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit planning' })).not.toBeInTheDocument();
  });

  it('says why a change failed, with the server’s message, and keeps the dialog open', async () => {
    const { user } = openWorkOrder(undefined, {
      [`PUT ${PATH}/planning`]: () =>
        json(400, { statusCode: 400, error: 'Bad Request', message: 'No priority' }),
    });
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Edit planning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit planning' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The planning could not be saved.');
    expect(alert).toHaveTextContent('No priority');
  });

  it('keeps the work order when the dialog is left', async () => {
    const { user, changes } = openWorkOrder();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Cancel work order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel work order' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the work order' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(changes).toEqual([]);
  });

  it('offers neither change on a handled work order', async () => {
    openWorkOrder(officeWorkOrder(5, { afgerond: true }));
    await heading();
    expect(await screen.findByText('Werkopdracht 5', { selector: 'dd' })).toBeInTheDocument();
    expect(detailValue('State')).toBe('Handled');
    expect(screen.queryByRole('button', { name: 'Edit planning' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel work order' })).not.toBeInTheDocument();
  });

  it('says so when the work order was handled meanwhile, and shows it as it is now', async () => {
    let handled = false;
    const { user } = openWorkOrder(undefined, {
      [`GET ${PATH}`]: () => json(200, workOrderDetails(officeWorkOrder(5, { afgerond: handled }))),
      [`POST ${PATH}/cancel`]: () => {
        handled = true;
        return conflict();
      },
    });
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Cancel work order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel work order' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Dubbel');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel work order' }));
    expect(
      await screen.findByText('This work order was handled meanwhile. The page now shows its current state.'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(detailValue('State')).toBe('Handled');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel work order' })).not.toBeInTheDocument();
  });

  it('says so for an unknown work order', async () => {
    openWorkOrder(undefined, {
      [`GET ${PATH}`]: () =>
        json(404, { statusCode: 404, error: 'Not Found', message: 'Work order not found' }),
    });
    await heading();
    expect(await screen.findByText('This work order was not found.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { OfficeRequest } from '@vve/contract/calls/office';
import { describe, expect, it } from 'vitest';
import { json, type Reply, type StubbedRequest } from '../../test/fake-api';
import { fakePng, stubPhotoDecoding } from '../../test/fake-photos';
import {
  counts,
  officeRequest,
  officeRows,
  officeWorkOrder,
  workOrderChoices,
} from '../../test/office-request-data';
import { file } from '../../test/request-app-data';
import { calledPaths, detailValue, renderScreen, withinSection } from '../../test/render-app';

const bodyOf = (request: StubbedRequest): unknown => JSON.parse(request.init?.body as string);

/** Opens request 11 as an administrator; the request call answers `shown()` each time it is made. */
const openRequest = (
  shown: () => OfficeRequest = () => officeRequest(),
  replies: Record<string, Reply> = {},
) => {
  const posts: StubbedRequest[] = [];
  const result = renderScreen(
    '/office/requests/11',
    {
      'GET /api/app/office/request-counts': () => json(200, counts),
      'GET /api/app/office/requests': () => json(200, officeRows(2)),
      'GET /api/app/office/requests/11': () => json(200, shown()),
      ...Object.fromEntries(
        Object.entries(replies).map(([call, reply]) => [
          call,
          (request: StubbedRequest) => {
            if (call.startsWith('POST') && !call.endsWith('/image')) posts.push(request);
            return reply(request);
          },
        ]),
      ),
    },
    { roles: ['administrator'] },
  );
  const requestLoads = () =>
    calledPaths(result.fetchMock).filter((path) => path === 'GET /api/app/office/requests/11').length;
  return { ...result, posts, requestLoads };
};

const inStatus = (status: OfficeRequest['request']['status'], change: Partial<OfficeRequest> = {}) => {
  const base = officeRequest(change);
  return { ...base, request: { ...base.request, status } };
};

// The back office loads lazily on first use: more time than the default.
describe('back office: one request', { timeout: 15_000 }, () => {
  it('shows the request: photos large, the viewpoint, the resident, unit, complex and sharing', async () => {
    openRequest(() =>
      officeRequest({
        handler: { naam: 'Bram Beheer' },
        inspection: {
          id: 4,
          element: { id: 9, naam: 'Dakgoot noord' },
          finding: {
            state: 'BAD',
            stateDescription: 'Goot hangt los bij de hoek',
            photos: [file(77, 'goot.jpg', 'image/jpeg')],
          },
        },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request 2 · VvE Het Anker' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lekkage in de parkeerkelder bij vak 14.')).toBeInTheDocument();
    const photo = (await withinSection('Photos')).getByRole('img', { name: 'Photo 1' });
    expect(photo.getAttribute('src')).toContain('/file/download/31/');
    expect(photo.closest('a')).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Open viewpoint in 3D model' })).toHaveAttribute(
      'href',
      '/vve/1/project/7/?viewpointId=2f6a1c3e-8b4d-4e7a-9c51-0d3b7e2a6f10',
    );
    expect(detailValue('Requested by')).toBe('Anna de Vries');
    expect(detailValue('Unit')).toBe('Kadijksplein 5-2');
    expect(detailValue('Complex')).toBe('VvE Het AnkerKadijksplein 1, 1018 AB Amsterdam');
    expect(detailValue('Handled by')).toBe('Bram Beheer');
    expect(detailValue('Sharing')).toBe('Shared with fellow residents');
    expect(screen.getByRole('link', { name: 'Inspection 4, element Dakgoot noord' })).toHaveAttribute(
      'href',
      '/app/office/inspections/4',
    );
    expect(screen.getByText('From inspection')).toBeInTheDocument();
    const finding = await withinSection('Finding of the inspection');
    expect(finding.getByText('Bad')).toBeInTheDocument();
    expect(finding.getByText('Goot hangt los bij de hoek')).toBeInTheDocument();
    expect(finding.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toContain(
      '/file/thumbnail/77/',
    );
  });

  it('offers only an internal note on a request an inspection raised, as no resident reads it', async () => {
    const { user, posts } = openRequest(
      () =>
        officeRequest({ inspection: { id: 4, element: { id: 9, naam: 'Dakgoot noord' }, finding: null } }),
      {
        'POST /api/app/office/requests/11/messages': () =>
          json(200, {
            id: 1,
            text: 'Dakdekker gebeld.',
            visibility: 'INTERNAL',
            author: { naam: 'Bram Beheer' },
            fromResident: false,
            at: '2026-11-24T10:00:00.000Z',
            attachments: [],
          }),
      },
    );
    const form = await withinSection('New message');
    expect(form.queryByRole('radio')).not.toBeInTheDocument();
    expect(
      form.getByText(
        'An inspection raised this request and no resident reads its messages: this is an internal note.',
      ),
    ).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Dakdekker gebeld.');
    await user.click(form.getByRole('button', { name: 'Add a message' }));
    await waitFor(() => {
      expect(posts.map(bodyOf)).toEqual([
        { text: 'Dakdekker gebeld.', visibility: 'INTERNAL', attachmentIds: [] },
      ]);
    });
  });

  it('shows every kind of timeline entry in order, with who, when and why', async () => {
    const message = (
      id: number,
      visibility: 'RESIDENT' | 'INTERNAL',
      fromResident: boolean,
      text: string,
    ) => ({
      kind: 'message' as const,
      at: '2026-11-12T10:00:00.000Z',
      message: {
        id,
        text,
        visibility,
        fromResident,
        author: { naam: fromResident ? 'Anna de Vries' : 'Bram Beheer' },
        at: '2026-11-12T10:00:00.000Z',
        attachments: id === 1 ? [file(40, 'kelder.jpg')] : [],
      },
    });
    openRequest(() =>
      officeRequest({
        timeline: [
          { kind: 'created', at: '2026-11-10T10:00:00.000Z', by: { naam: 'Anna de Vries' } },
          {
            kind: 'status',
            at: '2026-11-11T10:00:00.000Z',
            by: { naam: 'Bram Beheer' },
            from: 'NIEUW',
            to: 'IN_BEHANDELING',
            reason: null,
          },
          message(1, 'RESIDENT', false, 'We sturen een loodgieter.'),
          message(2, 'INTERNAL', false, 'Jansen bellen voor vrijdag.'),
          message(3, 'RESIDENT', true, 'Dank u.'),
          {
            kind: 'work-order',
            at: '2026-11-13T10:00:00.000Z',
            workOrderId: 21,
            supplier: 'Loodgieter Jansen',
          },
          {
            kind: 'supplier-status',
            at: '2026-11-14T10:00:00.000Z',
            workOrderId: 21,
            supplier: 'Loodgieter Jansen',
            status: 'FOLLOW_UP_ACTION_NEEDED',
            description: 'Onderdeel besteld',
          },
          {
            kind: 'work-order-cancelled',
            at: '2026-11-15T10:00:00.000Z',
            workOrderId: 21,
            by: { naam: 'Bram Beheer' },
            reason: 'Dubbel aangemaakt',
          },
          {
            kind: 'status',
            at: '2026-11-16T10:00:00.000Z',
            by: { naam: 'Bram Beheer' },
            from: 'IN_BEHANDELING',
            to: 'AFGEWEZEN',
            reason: 'Valt onder de verzekering',
          },
        ],
      }),
    );
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const entries = [...timeline.children] as HTMLElement[];
    const entry = (index: number) => within(entries[index] ?? document.createElement('li'));
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Request created',
      'Status changed from New to Being handled',
      'Message to the resident',
      'Internal note',
      'Message from the resident',
      'Work order 21 for Loodgieter Jansen',
      'Loodgieter Jansen reported: 🔁 Follow-up action needed',
      'Work order 21 cancelled',
      'Status changed from Being handled to Rejected',
    ]);
    expect(entries[0]).toHaveTextContent('Anna de Vries');
    expect(entries[1]).toHaveTextContent('Bram Beheer');
    expect(entries[2]).toHaveTextContent('We sturen een loodgieter.');
    expect(entry(2).getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    expect(entries[6]).toHaveTextContent('Onderdeel besteld');
    expect(entries[7]).toHaveTextContent('Reason: Dubbel aangemaakt');
    expect(entries[8]).toHaveTextContent('Reason: Valt onder de verzekering');
    expect(entry(5).getByRole('link')).toHaveAttribute('href', '/app/office/work-orders/21');
    expect(entry(1).getByText(/2026/, { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-11-11T10:00:00.000Z',
    );
  });

  it('lists the work orders, each a link to its page, and shows the audit trail on request', async () => {
    const { user } = openRequest(() =>
      officeRequest({
        workOrders: [
          officeWorkOrder(21, {
            lastSupplierUpdate: {
              status: 'COMPLETE',
              description: null,
              creationDate: '2026-11-20T10:00:00.000Z',
            },
          }),
          officeWorkOrder(22, { overdue: true }),
        ],
        audit: [
          {
            at: '2026-11-11T10:00:00.000Z',
            by: { naam: 'Bram Beheer' },
            action: 'request.status-changed',
            details: { from: 'NIEUW', to: 'IN_BEHANDELING' },
          },
        ],
      }),
    );
    const workOrders = await withinSection('Work orders');
    expect(workOrders.getByRole('link', { name: /Work order 21/ })).toHaveAttribute(
      'href',
      '/app/office/work-orders/21',
    );
    expect(workOrders.getByRole('link', { name: /Work order 21/ })).toHaveTextContent('Work complete');
    expect(workOrders.getByRole('link', { name: /Work order 22/ })).toHaveTextContent('Overdue');

    const audit = await withinSection('Audit trail');
    expect(audit.queryByRole('table')).not.toBeInTheDocument();
    await user.click(audit.getByRole('button', { name: 'Show the audit trail (1)' }));
    const [, row] = audit.getAllByRole('row');
    expect(row).toHaveTextContent('Bram Beheer');
    expect(row).toHaveTextContent('request.status-changed');
    expect(row).toHaveTextContent('from: NIEUW');
    expect(audit.getByRole('button', { name: 'Hide the audit trail' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it.each([
    ['NIEUW', ['Take into handling', 'Reject']],
    ['IN_BEHANDELING', ['Resolve', 'Reject']],
    ['OPGELOST', ['Reopen']],
    ['AFGEWEZEN', ['Reopen']],
  ] as const)('offers the transitions of a request in %s', async (status, buttons) => {
    openRequest(() => inStatus(status));
    await screen.findByRole('heading', { level: 1, name: 'Request 2 · VvE Het Anker' });
    const offered = ['Take into handling', 'Resolve', 'Reject', 'Reopen'].filter(
      (name) => screen.queryByRole('button', { name }) !== null,
    );
    expect(offered).toEqual(buttons);
  });

  it.each([
    ['with the reason the resident reads', '  De lekkage is terug.  ', { reason: 'De lekkage is terug.' }],
    ['without one', '', {}],
  ])('reopens a resolved request %s', async (_, typed, reason) => {
    const { user, posts } = openRequest(() => inStatus('OPGELOST'), {
      'POST /api/app/office/requests/11/status': () =>
        json(200, {
          from: 'OPGELOST',
          to: 'IN_BEHANDELING',
          reason: null,
          changedAt: '2026-11-24T10:00:00.000Z',
          changedBy: { naam: 'Bram Beheer' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reopen' }, { timeout: 8000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reopen the request' }));
    if (typed !== '') await user.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), typed);
    await user.click(dialog.getByRole('button', { name: 'Reopen' }));
    await waitFor(() => {
      expect(posts.map(bodyOf)).toEqual([{ from: 'OPGELOST', to: 'IN_BEHANDELING', ...reason }]);
    });
  });

  it('takes a request into handling from the status shown, and shows it moved on', async () => {
    let status: OfficeRequest['request']['status'] = 'NIEUW';
    const { user, posts } = openRequest(() => inStatus(status), {
      'POST /api/app/office/requests/11/status': () => {
        status = 'IN_BEHANDELING';
        return json(200, {
          from: 'NIEUW',
          to: 'IN_BEHANDELING',
          reason: null,
          changedAt: '2026-11-24T10:00:00.000Z',
          changedBy: { naam: 'Bram Beheer' },
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Take into handling' }));
    expect(await screen.findByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(posts.map(bodyOf)).toEqual([{ from: 'NIEUW', to: 'IN_BEHANDELING' }]);
    expect(screen.getByText('The status has been changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take into handling' })).not.toBeInTheDocument();
  });

  it('shows the due date, overdue while open, and changes the priority, after which the due date follows', async () => {
    let shown = officeRequest({ priority: 'Normaal', dueAt: '2020-01-11T10:00:00.000Z' });
    const sent: unknown[] = [];
    const { user } = openRequest(() => shown, {
      'PUT /api/app/office/requests/11/priority': (request) => {
        sent.push(bodyOf(request));
        shown = { ...shown, priority: 'Spoed', dueAt: '2020-01-02T10:00:00.000Z' };
        return json(200, { priority: 'Spoed', dueAt: shown.dueAt });
      },
    });
    const priority = await screen.findByRole('combobox', { name: 'Priority' }, { timeout: 8000 });
    expect(priority).toHaveValue('Normaal');
    expect(detailValue('Due')).toMatch(/Overdue/);
    await user.selectOptions(priority, 'Urgent');
    expect(
      await screen.findByText('The priority has been changed; the due date follows it.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ priority: 'Spoed' }]);
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('Spoed');
    });
    await waitFor(() => {
      expect(document.querySelector('dd time[datetime="2020-01-02T10:00:00.000Z"]')).not.toBeNull();
    });
  });

  it('shows a resolved request past its due date without calling it overdue', async () => {
    openRequest(() => inStatus('OPGELOST', { dueAt: '2020-01-11T10:00:00.000Z' }));
    await screen.findByRole('combobox', { name: 'Priority' }, { timeout: 8000 });
    expect(detailValue('Due')).not.toMatch(/Overdue/);
  });

  it('rejects only with a reason', async () => {
    const { user, posts } = openRequest(() => inStatus('IN_BEHANDELING'), {
      'POST /api/app/office/requests/11/status': () =>
        json(200, {
          from: 'IN_BEHANDELING',
          to: 'AFGEWEZEN',
          reason: 'Valt onder de verzekering',
          changedAt: '2026-11-24T10:00:00.000Z',
          changedBy: { naam: 'Bram Beheer' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the request' }));
    expect(within(dialog).getByText('A rejection needs a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the request' }));
    expect(posts).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Valt onder de verzekering ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the request' }));
    await waitFor(() => {
      expect(posts.map(bodyOf)).toEqual([
        { from: 'IN_BEHANDELING', to: 'AFGEWEZEN', reason: 'Valt onder de verzekering' },
      ]);
    });
  });

  it("shows the server's message on a 409 and loads the request again, showing its current state", async () => {
    let status: OfficeRequest['request']['status'] = 'NIEUW';
    const { user, posts, requestLoads } = openRequest(() => inStatus(status), {
      'POST /api/app/office/requests/11/status': () => {
        status = 'AFGEWEZEN'; // another administrator rejected it meanwhile
        return json(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'The request is AFGEWEZEN now, not NIEUW',
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Take into handling' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone else changed this request meanwhile. The page now shows its current state.',
    );
    expect(alert).toHaveTextContent('The request is AFGEWEZEN now, not NIEUW');
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take into handling' })).not.toBeInTheDocument();
    expect(posts.map(bodyOf)).toEqual([{ from: 'NIEUW', to: 'IN_BEHANDELING' }]);
    expect(requestLoads()).toBe(2);
  });

  it('adds an internal note by default, or a message to the resident with photos', async () => {
    stubPhotoDecoding();
    const { user, posts, requestLoads } = openRequest(() => officeRequest(), {
      'POST /api/app/reports/image': () => json(200, { file: file(101, 'photo-101.png', 'image/png') }),
      'POST /api/app/office/requests/11/messages': (request) => {
        const body = bodyOf(request) as { text: string; visibility: 'RESIDENT' | 'INTERNAL' };
        return json(200, {
          id: 1,
          text: body.text,
          visibility: body.visibility,
          author: { naam: 'Bram Beheer' },
          fromResident: false,
          at: '2026-11-24T10:00:00.000Z',
          attachments: [],
        });
      },
    });
    const form = await withinSection('New message');
    await user.click(form.getByRole('button', { name: 'Add a message' }));
    expect(form.getByText('Write a message first.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    expect(form.getByRole('radio', { name: /Internal note/ })).toBeChecked();
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Jansen bellen.');
    await user.click(form.getByRole('button', { name: 'Add a message' }));
    expect(await screen.findByText('The message has been added.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    await user.click(form.getByRole('radio', { name: /Visible to the resident/ }));
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'We sturen een loodgieter.');
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, fakePng('kelder.png', 800, 600));
    expect(await form.findByText('Uploaded')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add a message' }));
    await waitFor(() => {
      expect(posts.map(bodyOf)).toEqual([
        { text: 'Jansen bellen.', visibility: 'INTERNAL', attachmentIds: [] },
        { text: 'We sturen een loodgieter.', visibility: 'RESIDENT', attachmentIds: [101] },
      ]);
    });
    await waitFor(() => {
      expect(requestLoads()).toBe(3);
    });
  });

  it('creates a work order: suppliers with an active contract first, the description from the request', async () => {
    const { user, posts, requestLoads } = openRequest(() => officeRequest(), {
      'GET /api/app/office/work-order-choices': () => json(200, workOrderChoices),
      'POST /api/app/office/requests/11/work-orders': () => json(200, officeWorkOrder(21)),
    });
    await user.click(await screen.findByRole('button', { name: 'Create work order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create work order' });
    const description = await within(dialog).findByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('Lekkage in de parkeerkelder bij vak 14.');

    await user.click(within(dialog).getByRole('combobox', { name: 'Supplier' }));
    expect(screen.getByRole('listbox', { hidden: true })).toHaveTextContent(
      /^With an active contractLoodgieter JansenDakdekker De BoerOther suppliersSchilder Smit$/,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Create work order' }));
    expect(within(dialog).getByText('Choose a supplier.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a priority.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    // The list opens under the box (happy-dom lays nothing out, so it stays hidden): the keyboard picks from it.
    await user.type(within(dialog).getByRole('combobox', { name: 'Supplier' }), 'Dak{ArrowDown}{Enter}');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'Spoed');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Repair type' }), 'Dakwerk');
    await user.type(within(dialog).getByLabelText('Start date'), '2026-11-25');
    await user.type(within(dialog).getByLabelText('Planning date'), '2026-11-20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Indication amount' }), '450.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create work order' }));
    expect(within(dialog).getByText('The planning date is before the start date.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Planning date'));
    await user.type(within(dialog).getByLabelText('Planning date'), '2026-12-01');
    await user.type(description, ' Graag voor vrijdag.');
    await user.click(within(dialog).getByRole('button', { name: 'Create work order' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(posts.map(bodyOf)).toEqual([
      {
        supplierId: 6,
        priority: 'Spoed',
        repairType: 'Dakwerk',
        startDate: '2026-11-25',
        planningDate: '2026-12-01',
        indicationAmount: 450.5,
        omschrijving: 'Lekkage in de parkeerkelder bij vak 14. Graag voor vrijdag.',
      },
    ]);
    expect(screen.getByText('Work order 21 has been created.')).toBeInTheDocument();
    await waitFor(() => {
      expect(requestLoads()).toBe(2);
    });
  });

  it("says 'This request was not found.' for a request the server does not know", async () => {
    renderScreen(
      '/office/requests/99',
      {
        'GET /api/app/office/request-counts': () => json(200, counts),
        'GET /api/app/office/requests/99': () =>
          json(404, { statusCode: 404, error: 'Not Found', message: 'No request 99' }),
      },
      { roles: ['administrator'] },
    );
    expect(await screen.findByText('This request was not found.')).toBeInTheDocument();
  });
});

import { SUPPLIER_APP } from '@vve/contract/enums';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverError, stubSession, type Reply } from '../../test/fake-api';
import { calledPaths, detailValue, renderApp, withinSection } from '../../test/render-app';
import { fakePng, stubPhotoDecoding } from '../../test/fake-photos';
import { photo, workOrder, workOrders } from '../../test/supplier-app-data';

const renderSupplier = (path: string, replies: Record<string, Reply>) => {
  window.history.replaceState(null, '', `/app${path}`);
  const fetchMock = stubSession({ loggedIn: true, appType: SUPPLIER_APP, roles: ['supplier'] }, replies);
  return { ...renderApp(), fetchMock };
};

const listReplies = (pages: Record<string, ReturnType<typeof workOrders>>): Record<string, Reply> => ({
  'GET /api/app/supplier/contracts/page/1': () => json(200, []),
  ...Object.fromEntries(
    Object.entries(pages).map(([page, orders]) => [
      `GET /api/app/workassignments/page/${page}`,
      () => json(200, orders),
    ]),
  ),
});

describe('work orders tab', () => {
  it("shows 'Handled' or the last supplier status with its emoji, and the address", async () => {
    localStorage.setItem('latestTab', 'workAssignments');
    renderSupplier('/', {
      ...listReplies({
        1: [
          workOrder(1, {
            afgerond: true,
            lastSupplierUpdate: {
              status: 'BLOCKED',
              description: null,
              creationDate: '2026-11-02T10:00:00.000Z',
            },
          }),
          workOrder(2, {
            lastSupplierUpdate: {
              status: 'FOLLOW_UP_ACTION_NEEDED',
              description: 'x',
              creationDate: '2026-11-02T10:00:00.000Z',
            },
          }),
          workOrder(3, {
            lastSupplierUpdate: {
              status: 'BLOCKED',
              description: null,
              creationDate: '2026-11-02T10:00:00.000Z',
            },
          }),
        ],
      }),
    });
    const first = (await screen.findByText('Werkopdracht 1')).closest('li');
    expect(first).not.toBeNull();
    expect(within(first as HTMLElement).getByText('Handled')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Kade 1, 1011 AB Amsterdam')).toBeInTheDocument();
    expect(screen.getByText('🔁 Follow-up action needed')).toBeInTheDocument();
    expect(screen.getByText('⛔ Work cannot be performed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Werkopdracht 2/ })).toHaveAttribute(
      'href',
      '/app/work-assignments/2',
    );
  });

  it('marks urgent work orders, in the list and in the details', async () => {
    localStorage.setItem('latestTab', 'workAssignments');
    const urgent = workOrder(1, { reparatiePrioriteit: { naam: 'Spoed' } });
    const { user } = renderSupplier('/', {
      ...listReplies({ 1: [urgent, workOrder(2)] }),
      'GET /api/app/workassignments/1': () => json(200, urgent),
      'GET /api/app/inspections/by-workassignment/1': () => json(200, []),
    });
    const first = await screen.findByRole('link', { name: /Werkopdracht 1/ });
    expect(first).toHaveTextContent('Urgent');
    expect(within(screen.getByRole('link', { name: /Werkopdracht 2/ })).queryByText(/Urgent/)).toBeNull();
    await user.click(first);
    expect(await screen.findByText('Werkopdracht 1', { selector: 'dd' })).toBeInTheDocument();
    expect(detailValue('Priority')).toBe('Urgent');
  });

  it("says 'There are no work orders.' for an empty list", async () => {
    localStorage.setItem('latestTab', 'workAssignments');
    renderSupplier('/', listReplies({ 1: [] }));
    expect(await screen.findByText('There are no work orders.')).toBeInTheDocument();
  });

  it('offers no arrows for a page of 49', async () => {
    localStorage.setItem('latestTab', 'workAssignments');
    renderSupplier('/', listReplies({ 1: workOrders(49) }));
    await screen.findByText('Werkopdracht 49');
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
  });

  it('offers next after a full page of 50, and previous on page 2', async () => {
    localStorage.setItem('latestTab', 'workAssignments');
    const { user } = renderSupplier('/', listReplies({ 1: workOrders(50), 2: workOrders(3, 51) }));
    await screen.findByText('Werkopdracht 50');
    expect(screen.queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Werkopdracht 53')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Werkopdracht 50')).toBeInTheDocument();
  });

  it('keeps the page in the URL, one history entry a page, and returns to it from an order', async () => {
    localStorage.setItem('latestTab', 'workAssignments');
    const { user } = renderSupplier('/', {
      ...listReplies({ 1: workOrders(50), 2: workOrders(3, 51) }),
      'GET /api/app/workassignments/52': () => json(200, workOrder(52)),
      'GET /api/app/inspections/by-workassignment/52': () => json(200, []),
    });
    await screen.findByText('Werkopdracht 50');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Werkopdracht 53')).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');

    await user.click(screen.getByRole('link', { name: /Werkopdracht 52/ }));
    expect(await screen.findByText('Werkopdracht 52', { selector: 'dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(screen.getByText('Werkopdracht 53')).toBeInTheDocument();

    act(() => {
      window.history.back();
    });
    expect(await screen.findByText('Werkopdracht 50')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('opens the page the URL names, and another tab at its first page', async () => {
    localStorage.setItem('latestTab', 'workAssignments');
    const { user } = renderSupplier('/?page=2', {
      ...listReplies({ 1: workOrders(50), 2: workOrders(3, 51) }),
      'GET /api/app/inspections/page/1': () => json(200, []),
      'GET /api/app/aspect-schedules/page/1': () => json(200, []),
    });
    expect(await screen.findByText('Werkopdracht 53')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Inspections' }));
    await screen.findByText('No contract found.');
    expect(window.location.search).toBe('');
  });
});

const detailReplies = (post: Reply): Record<string, Reply> => ({
  'GET /api/app/workassignments/7': () =>
    json(200, workOrder(7, { hasViewpoint: true, requestId: 12, indicatieBedrag: 1250.5 })),
  'GET /api/app/inspections/by-workassignment/7': () => json(200, []),
  'POST /api/app/workassignments/7/supplier-status': post,
});

describe('workAssignmentDetails', () => {
  it('shows the fields, the viewpoint link and no related tasks', async () => {
    renderSupplier(
      '/work-assignments/7',
      detailReplies(() => serverError()),
    );
    expect(await screen.findByText('Werkopdracht 7', { selector: 'dd' })).toBeInTheDocument();
    expect(detailValue('Priority')).toBe('Normal');
    expect(detailValue('Repair type')).toBe('Leak');
    expect(detailValue('Indication amount')).toMatch(/€\s?1[,.]250[.,]50/);
    expect(screen.getByRole('link', { name: 'Open viewpoint in 3D model' })).toHaveAttribute(
      'href',
      '/extern/leverancier/current/request/12/viewer/',
    );
    expect(await screen.findByText('There are no related tasks.')).toBeInTheDocument();
  });

  it("shows its number and the door to knock on: the resident's unit, name and shared phone, which calls", async () => {
    renderSupplier('/work-assignments/7', {
      ...detailReplies(() => serverError()),
      'GET /api/app/workassignments/7': () =>
        json(
          200,
          workOrder(7, {
            requestId: 12,
            units: [{ adres: 'Zeeweg 14', indexNr: 'ZW-014' }],
            contact: { naam: 'Olga Eigenaar', phone: '+31 6 1234 5678' },
          }),
        ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Work order 7' })).toBeInTheDocument();
    expect(await screen.findByText('Zeeweg 14 (ZW-014)')).toBeInTheDocument();
    expect(detailValue('Work order number')).toBe('7');
    expect(detailValue('Resident')).toBe('Olga Eigenaar');
    expect(screen.getByRole('link', { name: '+31 6 1234 5678' })).toHaveAttribute('href', 'tel:+31612345678');
  });

  it('says the resident did not share their phone', async () => {
    renderSupplier('/work-assignments/7', {
      ...detailReplies(() => serverError()),
      'GET /api/app/workassignments/7': () =>
        json(200, workOrder(7, { requestId: 12, contact: { naam: 'Olga Eigenaar', phone: null } })),
    });
    expect(await screen.findByText('Not shared by the resident')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^\+31/ })).not.toBeInTheDocument();
  });

  it('shows no resident for a request an inspection raised', async () => {
    renderSupplier('/work-assignments/7', {
      ...detailReplies(() => serverError()),
      'GET /api/app/workassignments/7': () => json(200, workOrder(7, { requestId: 12 })),
    });
    expect(await screen.findByText('Werkopdracht 7', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText('Resident', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Unit', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it("shows the request's photos as thumbnails, each opening the full photo", async () => {
    const second = { ...photo, id: 62, hash: 'hash62', name: 'gevel-west.jpg', accessCode: 'code62' };
    const { user } = renderSupplier('/work-assignments/7', {
      ...detailReplies(() => serverError()),
      'GET /api/app/workassignments/7': () =>
        json(200, workOrder(7, { requestId: 12, attachments: [photo, second] })),
    });
    const photos = await withinSection('Photos of the request');
    expect(photos.getByRole('img', { name: 'Photo 2' })).toHaveAttribute(
      'src',
      `${window.location.origin}/file/thumbnail/62/hash62/gevel-west.jpg?size=200&accessCode=code62`,
    );
    await user.click(photos.getByRole('button', { name: 'Photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1' });
    expect(within(dialog).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      `${window.location.origin}/file/download/61/hash61/gevel-oost.jpg?accessCode=code61`,
    );
  });

  it('shows no request photos for a work order without a request', async () => {
    renderSupplier('/work-assignments/7', {
      ...detailReplies(() => serverError()),
      'GET /api/app/workassignments/7': () => json(200, workOrder(7)),
    });
    expect(await screen.findByText('Werkopdracht 7', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Photos of the request' })).not.toBeInTheDocument();
  });

  it('selects COMPLETE by default and asks for a description only for the other statuses', async () => {
    const { user } = renderSupplier(
      '/work-assignments/7',
      detailReplies(() => serverError()),
    );
    expect(await screen.findByRole('radio', { name: '✅ Work complete' })).toBeChecked();
    const prompt = 'Please explain the problem, or the action that needs to be done';
    expect(screen.queryByLabelText(prompt)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '⛔ Work cannot be performed' }));
    expect(screen.getByLabelText(prompt)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '✅ Work complete' }));
    expect(screen.queryByLabelText(prompt)).not.toBeInTheDocument();
  });

  it('confirms, then replaces the last update and hides the form', async () => {
    let sent: unknown;
    const { user, fetchMock } = renderSupplier(
      '/work-assignments/7',
      detailReplies(({ init }) => {
        sent = JSON.parse(init?.body as string);
        return json(200, {
          status: 'BLOCKED',
          description: 'Geen sleutel',
          creationDate: '2026-11-20T10:00:00.000Z',
        });
      }),
    );
    await user.click(await screen.findByRole('radio', { name: '⛔ Work cannot be performed' }));
    await user.type(
      screen.getByLabelText('Please explain the problem, or the action that needs to be done'),
      'Geen sleutel',
    );
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to update the status to "⛔ Work cannot be performed"?',
      ),
    ).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/app/workassignments/7/supplier-status');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Update status' })).not.toBeInTheDocument();
    });
    expect(await screen.findByText('The status has been updated.')).toBeInTheDocument();
    expect(sent).toEqual({ status: 'BLOCKED', description: 'Geen sleutel', attachmentIds: [] });
    expect(detailValue('Status')).toBe('⛔ Work cannot be performed');
    expect(detailValue('Explanation')).toBe('Geen sleutel');
  });

  it("sends 'Work complete' with an optional note and the photos of the work", async () => {
    stubPhotoDecoding();
    let sent: unknown;
    const { user } = renderSupplier('/work-assignments/7', {
      ...detailReplies(({ init }) => {
        sent = JSON.parse(init?.body as string);
        return json(200, {
          status: 'COMPLETE',
          description: 'Kit vernieuwd',
          creationDate: '2026-11-20T10:00:00.000Z',
        });
      }),
      'POST /api/app/reports/image': () => json(200, { file: photo }),
    });
    expect(await screen.findByRole('radio', { name: '✅ Work complete' })).toBeChecked();
    await user.type(screen.getByLabelText('Note for the administrator (optional)'), 'Kit vernieuwd');
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, fakePng('dakkoepel.png', 40, 30));
    expect(
      await within(screen.getByRole('listitem', { name: 'dakkoepel.png' })).findByText('Uploaded'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The status has been updated.')).toBeInTheDocument();
    expect(sent).toEqual({ status: 'COMPLETE', description: 'Kit vernieuwd', attachmentIds: [photo.id] });
  });

  it('sends no report while a photo is still uploading', async () => {
    stubPhotoDecoding();
    const { user, fetchMock } = renderSupplier('/work-assignments/7', {
      ...detailReplies(() => serverError()),
      'POST /api/app/reports/image': () => new Promise<never>(() => undefined),
    });
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type=file]');
      if (!found) throw new Error('no file input');
      return found;
    });
    await user.upload(input, fakePng('dakkoepel.png', 40, 30));
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait until all photos are uploaded.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/app/workassignments/7/supplier-status');
  });

  it("says 'Could not update status' when the server refuses the report", async () => {
    const { user } = renderSupplier(
      '/work-assignments/7',
      detailReplies(() => json(400, { statusCode: 400, error: 'Bad Request', message: 'No' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Update status' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not update status');
    expect(screen.getByRole('button', { name: 'Update status' })).toBeInTheDocument();
  });

  it('keeps a report the server could not take (500) on the device, as waiting to be sent', async () => {
    const { user } = renderSupplier(
      '/work-assignments/7',
      detailReplies(() => serverError()),
    );
    await user.click(await screen.findByRole('button', { name: 'Update status' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('The status report is kept on this device and is sent when you are online.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('✅ Work complete: waiting to be sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update status' })).not.toBeInTheDocument();
  });
});

import type { Inspection, InspectionSave } from '@vve/contract/calls/inspections';
import { SUPPLIER_APP } from '@vve/contract/enums';
import { REFUSALS } from '@vve/contract/refusals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { json, serverError, stubSession, type Reply } from '../../test/fake-api';
import { calledPaths, renderApp } from '../../test/render-app';
import { fakePng, stubPhotoDecoding } from '../../test/fake-photos';
import { draft, elements, photo, schedule } from '../../test/supplier-app-data';

const renderSupplier = (path: string, replies: Record<string, Reply>) => {
  window.history.replaceState(null, '', `/app${path}`);
  const fetchMock = stubSession({ loggedIn: true, appType: SUPPLIER_APP, roles: ['supplier'] }, replies);
  return { ...renderApp(), fetchMock };
};

/** The contracts tab's answer, which the home screen loads first. */
const contractsReply: Record<string, Reply> = {
  'GET /api/app/supplier/contracts/page/1': () =>
    json(200, [
      { id: 1, titel: 'Raamovereenkomst', actief: true, beginDatum: '2025-01-01', eindDatum: null },
    ]),
};

const inspectionReplies = (extra: Record<string, Reply> = {}): Record<string, Reply> => ({
  'GET /api/app/inspections/40': () => json(200, draft),
  'GET /api/app/aspect/5/elements': () => json(200, elements),
  'GET /inspections/40/files/61': () => json(200, [photo]),
  'GET /api/app/requests/by-inspection/40': () => json(200, []),
  'GET /api/app/workassignments/by-inspection/40': () => json(200, []),
  'GET /api/app/aspect/5/projects': () =>
    json(200, [{ id: 7, name: 'Hoofdgebouw', complexId: 1, complexName: 'VvE Het Anker' }]),
  ...extra,
});

/** The URLs of the calls made so far. */
const calledUrls = (fetchMock: ReturnType<typeof stubSession>): string[] =>
  fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));

/** An answer that waits until the test lets it go. */
const deferred = () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
};

/** The draft inspection open at Kopgevel noord, an element without an entry; a save answers what was sent. */
const openKopgevelNoord = async () => {
  const rendered = renderSupplier(
    '/inspections/40',
    inspectionReplies({
      'PUT /inspections/40': ({ init }) =>
        json(200, {
          ...draft,
          ...(JSON.parse(init?.body as string) as object),
          aspect: draft.aspect,
          applyToSchedules: [9],
          id: 40,
          draft: false,
          planDate: null,
        }),
    }),
  );
  await rendered.user.click(await screen.findByRole('link', { name: 'Kopgevel' }));
  await rendered.user.click(await screen.findByRole('link', { name: /Kopgevel noord/ }));
  return rendered;
};

describe('inspections tab', () => {
  it('asks to confirm registering a task, then opens the draft', async () => {
    localStorage.setItem('latestTab', 'inspections');
    const { user, fetchMock } = renderSupplier('/', {
      ...contractsReply,
      'GET /api/app/inspections/page/1': () => json(200, []),
      'GET /api/app/aspect-schedules/page/1': () => json(200, [schedule]),
      'GET /api/app/inspections/new': () => json(200, draft),
      ...inspectionReplies(),
    });
    await user.click(await screen.findByRole('button', { name: 'Register Facade in VvE Parkzicht' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(dialog).getByText('Register new inspection for Facade in VvE Parkzicht?'),
    ).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('GET /api/app/inspections/new');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inspection Facade' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/inspections/40');
    const newCall = calledUrls(fetchMock).find((url) => url.includes('/inspections/new'));
    expect(newCall).toContain('aspect=5&schedule=9');
  });

  it('shows when a performed inspection was performed, and a draft when it is planned', async () => {
    localStorage.setItem('latestTab', 'inspections');
    renderSupplier('/', {
      ...contractsReply,
      'GET /api/app/inspections/page/1': () =>
        json(200, [
          { ...draft, id: 41, draft: false, planDate: '2027-01-23', performedAt: '2026-11-24T10:15:00.000Z' },
          draft,
        ]),
      'GET /api/app/aspect-schedules/page/1': () => json(200, []),
    });
    const performed = await screen.findByRole('link', { name: /Performed/ });
    expect(performed).toHaveTextContent('Performed on Nov 24, 2026');
    expect(performed).not.toHaveTextContent('2027');
    expect(screen.getByRole('link', { name: /Planned/ })).toHaveTextContent('Planned for Jan 20, 2027');
  });

  it("offers 'Continue' for a task that already has a draft, opening that draft", async () => {
    localStorage.setItem('latestTab', 'inspections');
    const { user, fetchMock } = renderSupplier('/', {
      ...contractsReply,
      'GET /api/app/inspections/page/1': () => json(200, []),
      'GET /api/app/aspect-schedules/page/1': () => json(200, [{ ...schedule, draftInspectionId: 40 }]),
      ...inspectionReplies(),
    });
    await user.click(await screen.findByRole('link', { name: 'Continue Facade in VvE Parkzicht' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inspection Facade' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/inspections/40');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('GET /api/app/inspections/new');
  });

  it("says 'No contract found.' without contracts", async () => {
    localStorage.setItem('latestTab', 'inspections');
    renderSupplier('/', {
      'GET /api/app/supplier/contracts/page/1': () => json(200, []),
      'GET /api/app/inspections/page/1': () => json(200, []),
      'GET /api/app/aspect-schedules/page/1': () => json(200, []),
    });
    expect(await screen.findByText('No contract found.')).toBeInTheDocument();
  });
});

describe('inspectionDetails', () => {
  it('shows the form with the counters per location', async () => {
    renderSupplier('/inspections/40', inspectionReplies());
    expect(await screen.findByText('Metselwerk met voegwerk.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter your finding(s) here.')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const gallery = within(table).getByRole('row', { name: /Galerij 1-4/ });
    expect(within(gallery).getByText('2')).toBeInTheDocument();
    expect(within(gallery).getByLabelText('Not specified: 1')).toBeInTheDocument();
    expect(within(gallery).getByLabelText('Bad: 1')).toBeInTheDocument();
    expect(within(gallery).queryByLabelText(/Super\/Good/)).not.toBeInTheDocument();
    const head = within(table).getByRole('row', { name: /Kopgevel/ });
    expect(within(head).getByLabelText('Not specified: 1')).toBeInTheDocument();
    expect(await screen.findByText('No requests')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Element state' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Super/Good', 'Moderate', 'Bad', 'Not specified']);
  });

  it('saves once while a save runs, then says so and refetches the lists', async () => {
    const { gate, release } = deferred();
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    let body: unknown;
    const { user, fetchMock } = renderSupplier(
      '/inspections/40',
      inspectionReplies({
        'PUT /inspections/40': async ({ init }) => {
          body = JSON.parse(init?.body as string);
          await gate;
          return json(200, { ...draft, draft: false, state: 'WARN' });
        },
      }),
    );
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'WARN');
    await user.click(screen.getByLabelText('Make a report'));
    await user.type(screen.getByLabelText('Describe the report'), 'Voegwerk herstellen');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => {
      expect(save).toHaveAttribute('data-loading', 'true');
    });
    await act(async () => {
      save.click();
      await Promise.resolve();
    });
    expect(calledPaths(fetchMock).filter((path) => path === 'PUT /inspections/40')).toHaveLength(1);
    expect(body).toMatchObject({
      aspect: 5,
      schedule: 9,
      state: 'WARN',
      createRequest: true,
      requestDescription: 'Voegwerk herstellen',
      files: [61],
    });
    const before = calledPaths(fetchMock).filter(
      (path) => path === 'GET /api/app/requests/by-inspection/40',
    ).length;
    release();
    expect(await screen.findByText('Your inspection has been saved.')).toBeInTheDocument();
    await waitFor(() => {
      expect(
        calledPaths(fetchMock).filter((path) => path === 'GET /api/app/requests/by-inspection/40').length,
      ).toBe(before + 1);
    });
    expect(save).not.toHaveAttribute('data-loading');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['inspections', 'list'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['schedules'] });
  });

  it('clears the saving flag after a refused save, with no message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSupplier(
      '/inspections/40',
      inspectionReplies({ 'PUT /inspections/40': () => json(409, { message: 'Saved elsewhere' }) }),
    );
    await screen.findByRole('table');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => {
      expect(save).not.toHaveAttribute('data-loading');
    });
    expect(screen.queryByText('Your inspection has been saved.')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Could not save the inspection', expect.anything());
  });

  it('shows both versions of a part saved elsewhere meanwhile, and saves the chosen ones on that version', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const theirs: Inspection = {
      ...draft,
      version: 1,
      state: 'GREAT',
      statePerElement: draft.statePerElement.map((entry) => ({
        ...entry,
        state: 'WARN',
        stateDescription: 'Scheurtjes',
      })),
    };
    const bodies: InspectionSave[] = [];
    let current = draft;
    const { user } = renderSupplier(
      '/inspections/40',
      inspectionReplies({
        'GET /api/app/inspections/40': () => json(200, current),
        'PUT /inspections/40': ({ init }) => {
          const body = JSON.parse(init?.body as string) as InspectionSave;
          bodies.push(body);
          if (body.version !== current.version)
            return json(409, {
              statusCode: 409,
              error: 'Conflict',
              message: REFUSALS.inspectionSavedElsewhere.message,
              code: 'inspectionSavedElsewhere',
            });
          const { state, stateDescription, statePerElement, files } = body;
          const saved = { ...current, state, stateDescription, statePerElement, files };
          return json(200, { ...saved, version: current.version + 1, draft: false });
        },
      }),
    );
    await screen.findByRole('table');
    current = theirs; // another inspector saves meanwhile
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'WARN');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved elsewhere in the meantime')).toBeInTheDocument();
    expect(bodies[0]?.version).toBe(0);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const own = screen.getByRole('radiogroup', { name: 'Inspection' });
    expect(within(own).getByRole('radio', { name: 'Your version' })).toBeChecked();
    expect(within(own).getByText('Moderate · 1 file')).toBeInTheDocument();
    expect(within(own).getByText('Super/Good · 1 file')).toBeInTheDocument();
    const element = screen.getByRole('radiogroup', { name: 'Gevelvlak oost (Galerij 1-4)' });
    expect(within(element).getByText('Bad')).toBeInTheDocument();
    expect(within(element).getByText('Moderate · Scheurtjes')).toBeInTheDocument();
    await user.click(within(element).getByRole('radio', { name: 'Saved elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Save the chosen versions' }));

    expect(await screen.findByText('Your inspection has been saved.')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({
      version: 1,
      state: 'WARN',
      files: [61],
      statePerElement: [{ element: { id: 101 }, state: 'WARN', stateDescription: 'Scheurtjes' }],
    });
    expect(screen.queryByText('Saved elsewhere in the meantime')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('renames a file keeping its extension, and confirms a removal', async () => {
    let renameBody: unknown;
    const { user } = renderSupplier(
      '/inspections/40',
      inspectionReplies({
        'POST /inspections/40/files/61/name': ({ init }) => {
          renameBody = JSON.parse(init?.body as string);
          return json(200, { ...photo, name: 'voorgevel.jpg' });
        },
        'DELETE /inspections/40/files/61': () => json(200, { id: 61 }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Rename gevel-oost.jpg' }));
    const renameDialog = await screen.findByRole('dialog', { name: 'Rename' });
    const input = within(renameDialog).getByLabelText('New name (without .jpg)');
    expect(input).toHaveValue('gevel-oost');
    await user.clear(input);
    await user.type(input, 'voorgevel');
    await user.click(within(renameDialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('link', { name: 'voorgevel.jpg' })).toBeInTheDocument();
    expect(renameBody).toEqual({ name: 'voorgevel' });

    await user.click(screen.getByRole('button', { name: 'Remove voorgevel.jpg' }));
    const removeDialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(removeDialog).getByText('Are you sure you want to remove voorgevel.jpg'),
    ).toBeInTheDocument();
    await user.click(within(removeDialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'voorgevel.jpg' })).not.toBeInTheDocument();
    });
  });

  it('removes a photo on the server only when the inspection is saved', async () => {
    let saved: { files: number[] } | undefined;
    const { user, fetchMock } = renderSupplier(
      '/inspections/40',
      inspectionReplies({
        'PUT /inspections/40': ({ init }) => {
          saved = JSON.parse(init?.body as string) as { files: number[] };
          return json(200, { ...draft, files: saved.files });
        },
        'DELETE /inspections/40/files/61': () => json(200, { id: 61 }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove gevel-oost.jpg' }));
    const removeDialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await user.click(within(removeDialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'gevel-oost.jpg' })).not.toBeInTheDocument();
    });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('DELETE /inspections/40/files/61');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your inspection has been saved.');
    expect(saved?.files).toEqual([]);
    expect(calledPaths(fetchMock)).toContain('DELETE /inspections/40/files/61');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and leaving discards them', async () => {
    const { user } = renderSupplier('/', {
      'GET /api/app/supplier/contracts/page/1': () => json(200, []),
      'GET /api/app/inspections/page/1': () => json(200, []),
      'GET /api/app/aspect-schedules/page/1': () => json(200, []),
      'GET /api/app/workassignments/page/1': () => json(200, []),
      ...inspectionReplies(),
    });
    await screen.findByRole('tab', { name: 'Work orders' });
    act(() => {
      window.history.pushState(null, '', '/app/inspections/40');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'WARN');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(dialog).getByText('This inspection has changes that are not saved. Leave without saving them?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('WARN');
    expect(window.location.pathname).toBe('/app/inspections/40');

    // Opening a location of the inspection is no leaving.
    await user.click(screen.getByRole('link', { name: 'Kopgevel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kopgevel' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => {
      expect(window.location.pathname).toBe('/app/');
    });
    act(() => {
      window.history.pushState(null, '', '/app/inspections/40');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // Back to the saved state: not specified.
    expect(await screen.findByRole('combobox', { name: 'State' })).toHaveValue('');
  });

  it('uploads photos, and keeps a failed one with its reason, Retry where it can help and Remove', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubPhotoDecoding();
    const answers = [
      () => json(200, [{ ...photo, id: 62, name: 'nieuw.png', hash: 'hash62', contentType: 'image/png' }]),
      () => serverError(),
      () => json(200, [{ ...photo, id: 63, name: 'film.mp4', hash: 'hash63', contentType: 'video/mp4' }]),
      () =>
        json(415, {
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'Only photos (PNG, JPEG, BMP) and videos (MP4, MOV, WebM) are accepted',
        }),
    ];
    const { user, fetchMock } = renderSupplier(
      '/inspections/40',
      inspectionReplies({ 'POST /inspections/40/files': () => (answers.shift() ?? serverError)() }),
    );
    await screen.findByRole('link', { name: 'gevel-oost.jpg' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input).toHaveAttribute('accept', 'image/*,video/*');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, fakePng('nieuw.png', 640, 480));
    expect(await screen.findByRole('link', { name: 'nieuw.png' })).toBeInTheDocument();
    const upload = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = upload?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).getAll('files')).toHaveLength(1);

    // A server error: the reason, and a Retry that succeeds.
    await user.upload(input, new File(['mp4'], 'film.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('This file could not be uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try film.mp4 again' }));
    expect(await screen.findByRole('link', { name: 'film.mp4' })).toBeInTheDocument();
    expect(screen.queryByText('This file could not be uploaded.')).not.toBeInTheDocument();

    // A refusal: the reason, no Retry, and Remove takes the row away.
    await user.upload(input, new File(['avi'], 'plan.avi', { type: 'video/x-msvideo' }));
    expect(
      await screen.findByText('Only photos (PNG, JPEG, BMP) and videos (MP4, MOV, WebM) can be added.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try plan.avi again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove plan.avi' }));
    expect(screen.queryByText('plan.avi')).not.toBeInTheDocument();
  });

  it('sends a 64 MP phone photo made 2560 px on its longest side, and says a broken one is not a photo', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { encoded } = stubPhotoDecoding();
    const sent: Blob[] = [];
    const { user } = renderSupplier(
      '/inspections/40',
      inspectionReplies({
        'POST /inspections/40/files': ({ init }) => {
          sent.push((init?.body as FormData).get('files') as Blob);
          return json(200, [{ ...photo, id: 62, name: 'phone.jpg', hash: 'hash62' }]);
        },
      }),
    );
    await screen.findByRole('link', { name: 'gevel-oost.jpg' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, fakePng('phone.png', 8000, 8000));
    expect(await screen.findByRole('link', { name: 'phone.jpg' })).toBeInTheDocument();
    expect(encoded).toEqual([{ width: 2560, height: 2560, type: 'image/jpeg' }]);
    expect(sent.map((blob) => blob.type)).toEqual(['image/jpeg']);

    await user.upload(input, new File(['no image'], 'broken.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('This file is not a photo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try broken.jpg again' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("keeps a photo taken on an element screen in that element's list only", async () => {
    const { user, fetchMock } = renderSupplier(
      '/inspections/40/elements/101',
      inspectionReplies({
        'POST /inspections/40/files': () =>
          json(200, [{ ...photo, id: 62, name: 'scheur.png', hash: 'hash62', contentType: 'image/png' }]),
        'PUT /inspections/40': ({ init }) => {
          const body = JSON.parse(init?.body as string) as InspectionSave;
          return json(200, { ...draft, files: body.files, statePerElement: body.statePerElement });
        },
      }),
    );
    stubPhotoDecoding();
    await screen.findByRole('heading', { level: 1, name: 'Gevelvlak oost' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, fakePng('scheur.png', 640, 480));
    expect(await screen.findByRole('link', { name: 'scheur.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'scheur.png' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your inspection has been saved.');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const sent = JSON.parse(put?.[1]?.body as string) as InspectionSave;
    expect(sent.files).toEqual([61]);
    expect(sent.statePerElement.find((entry) => entry.element.id === 101)?.files).toEqual([62]);
  });
});

describe('InspectionLocationDetails and InspectionElementDetails', () => {
  it('lists the elements of a location with their state', async () => {
    renderSupplier('/inspections/40/locations/Galerij%201-4', inspectionReplies());
    expect(await screen.findByRole('heading', { level: 1, name: 'Galerij 1-4' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: /Gevelvlak oost/ });
    expect(within(first).getByText('Bad')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: /Galerijrand/ });
    expect(within(second).getByText('Not specified')).toBeInTheDocument();
    expect(screen.queryByText('Kopgevel noord')).not.toBeInTheDocument();
  });

  it("shows an element's state description with its state's colour and name beside it", async () => {
    const described = {
      ...draft,
      statePerElement: [
        { ...draft.statePerElement[0], element: { id: 101 }, stateDescription: 'Scheurtjes' },
      ],
    };
    renderSupplier(
      '/inspections/40/locations/Galerij%201-4',
      inspectionReplies({ 'GET /api/app/inspections/40': () => json(200, described) }),
    );
    const first = await screen.findByRole('link', { name: /Gevelvlak oost/ });
    expect(within(first).getByText('Scheurtjes')).toBeInTheDocument();
    expect(within(first).getByText('Bad')).toBeInTheDocument();
  });

  it("opens the graded element in its complex's 3D models, to link it there", async () => {
    renderSupplier('/inspections/40/elements/101', inspectionReplies());
    const heading = await screen.findByRole('heading', { name: '3D model' });
    const model = within(heading.closest('section') ?? document.body);
    expect(await model.findByRole('link', { name: 'Link in Hoofdgebouw' })).toHaveAttribute(
      'href',
      '/vve/1/project/7/?element=101',
    );
  });

  it('gives an element without an entry one with defaults, shared with the inspection', async () => {
    const { user, fetchMock } = await openKopgevelNoord();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kopgevel noord' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'GREAT');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('link', { name: /Kopgevel noord/ })).toHaveTextContent('Super/Good');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const kopgevel = await screen.findByRole('row', { name: /Kopgevel/ });
    expect(within(kopgevel).getByLabelText('Super/Good: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your inspection has been saved.');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const sent = JSON.parse(put?.[1]?.body as string) as { statePerElement: unknown[] };
    expect(sent.statePerElement).toContainEqual({
      element: { id: 103 },
      state: 'GREAT',
      stateDescription: null,
      createRequest: false,
      requestDescription: '',
      files: [],
      surveyCode: null,
      defects: [],
    });
  });

  it('scores an element by its NEN 2767 defects on the device, derives its state, and sends the defects', async () => {
    const { user, fetchMock } = await openKopgevelNoord();
    expect(await screen.findByText('Not scored: without defects the state is graded by hand.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'State' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Add defect' }));
    const first = within(screen.getByRole('listitem', { name: 'Defect 1' }));
    await user.selectOptions(first.getByRole('combobox', { name: 'Kind of defect' }), 'Crack');
    await user.selectOptions(
      first.getByRole('combobox', { name: 'Severity' }),
      'serious (ernstig): the primary function or structure',
    );
    await user.selectOptions(first.getByRole('combobox', { name: 'Intensity' }), '3 final stage');
    await user.selectOptions(first.getByRole('combobox', { name: 'Extent' }), '3: 10 to 30 %');
    await user.type(first.getByRole('textbox', { name: 'What you see' }), 'Scheur in het metselwerk');
    expect(screen.getByText('Condition 4 moderate (matig)')).toBeVisible();
    expect(first.getByRole('heading', { name: 'Defect 1: 4 moderate (matig)' })).toBeVisible();
    // The state follows from the score: WARN, and it cannot be chosen.
    const state = screen.getByRole('combobox', { name: /^State/ });
    expect(state).toBeDisabled();
    expect(state).toHaveValue('WARN');

    await user.click(screen.getByRole('button', { name: 'Add defect' }));
    const second = within(screen.getByRole('listitem', { name: 'Defect 2' }));
    await user.selectOptions(second.getByRole('combobox', { name: 'Kind of defect' }), 'Soiling');
    await user.click(second.getByRole('button', { name: 'Remove defect 2' }));
    expect(screen.queryByRole('listitem', { name: 'Defect 2' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    // The location's list shows the score beside the state.
    expect(await screen.findByRole('link', { name: /Kopgevel noord/ })).toHaveTextContent(
      'ModerateCondition 4 moderate (matig)',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('Your inspection has been saved.');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const sent = JSON.parse(put?.[1]?.body as string) as InspectionSave;
    expect(sent.statePerElement.find((entry) => entry.element.id === 103)).toMatchObject({
      state: 'WARN',
      surveyCode: null,
      defects: [
        {
          type: 'crack',
          severity: 'serious',
          intensity: 3,
          extent: 3,
          description: 'Scheur in het metselwerk',
          files: [],
        },
      ],
    });
  });
});

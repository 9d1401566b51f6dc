import type { StoredFile } from '@vve/contract/calls/files';
import type { Defect, Inspection, InspectionSave } from '@vve/contract/calls/inspections';
import { SUPPLIER_APP } from '@vve/contract/enums';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearInspectionEdits } from '../../features/inspections/inspection-store';
import { bodyOf, json, type Reply } from '../../test/fake-api';
import { fakePng, stubPhotoDecoding } from '../../test/fake-photos';
import { calledPaths, renderScreen } from '../../test/render-app';
import { draft, elements, photo } from '../../test/supplier-app-data';

const crack: Defect = {
  type: 'crack',
  severity: 'minor',
  intensity: 1,
  extent: 1,
  description: '',
  files: [],
};
const stored = (id: number, name: string): StoredFile => ({ ...photo, id, name, hash: `hash${id}` });

/** No answer, as without a connection. */
const noConnection = () => Promise.reject(new TypeError('Failed to fetch'));

/** The element screen of Gevelvlak oost (101) in the draft as `saved` has it; a save answers what was sent. */
const openGevelvlakOost = async (saved: Inspection, replies: Record<string, Reply> = {}) => {
  const rendered = renderScreen(
    '/inspections/40/elements/101',
    {
      'GET /api/app/inspections/40': () => json(200, saved),
      'GET /api/app/aspect/5/elements': () => json(200, elements),
      'GET /inspections/40/files/61': () => json(200, [photo]),
      'GET /api/app/requests/by-inspection/40': () => json(200, []),
      'GET /api/app/workassignments/by-inspection/40': () => json(200, []),
      'PUT /inspections/40': (request) => {
        const { files, statePerElement } = bodyOf(request) as InspectionSave;
        return json(200, { ...saved, files, statePerElement, draft: false, version: saved.version + 1 });
      },
      ...replies,
    },
    { roles: ['supplier'], appType: SUPPLIER_APP },
  );
  await screen.findByRole('heading', { level: 1, name: 'Gevelvlak oost' });
  return rendered;
};

type User = ReturnType<typeof renderScreen>['user'];

/** OK, back to the inspection (its screen loaded on first use, which a busy machine may take a while for), and Save. */
const save = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 }));
};

/** The card of a defect, by its number. */
const defectCard = (number: number) => screen.getByRole('listitem', { name: `Defect ${number}` });

/** Picks files with a defect's 'Add photo of defect N' (its hidden file input, as a phone's picker fills it). */
const pickDefectPhotos = async (user: User, number: number, ...files: File[]) => {
  const card = defectCard(number);
  expect(within(card).getByRole('button', { name: `Add photo of defect ${number}` })).toBeVisible();
  const input = card.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`no file input in defect ${number}`);
  expect(input).toHaveAttribute('accept', 'image/*,video/*');
  await user.upload(input, files);
};

/** What the last save sent of Gevelvlak oost's defects. */
const sentDefects = (fetchMock: ReturnType<typeof renderScreen>['fetchMock']) => {
  const put = fetchMock.mock.calls.findLast(([, init]) => init?.method === 'PUT');
  const body = JSON.parse(put?.[1]?.body as string) as InspectionSave;
  return body.statePerElement.find((entry) => entry.element.id === 101)?.defects;
};

describe("a defect's photos", () => {
  it('uploads a photo to its defect only, and saves it with the defect', async () => {
    stubPhotoDecoding();
    const { user, fetchMock } = await openGevelvlakOost(draft, {
      'POST /inspections/40/files': () => json(200, [stored(62, 'scheur.png')]),
    });
    await user.click(screen.getByRole('button', { name: 'Add defect' }));
    await user.click(screen.getByRole('button', { name: 'Add defect' }));
    await pickDefectPhotos(user, 2, fakePng('scheur.png', 640, 480));

    expect(await within(defectCard(2)).findByRole('link', { name: 'scheur.png' })).toBeInTheDocument();
    expect(within(defectCard(1)).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'scheur.png' })).toHaveLength(1);
    await save(user);
    await screen.findByText('Your inspection has been saved.');
    expect(sentDefects(fetchMock)?.map((defect) => defect.files)).toEqual([[], [62]]);
  });

  it('keeps a photo taken offline with the draft, through a reload, and uploads it when the save is sent', async () => {
    stubPhotoDecoding();
    let connected = false;
    const replies: Record<string, Reply> = {
      'POST /inspections/40/files': () =>
        connected ? json(200, [stored(62, 'scheur.png')]) : noConnection(),
      'GET /inspections/40/files/62': () => json(200, [stored(62, 'scheur.png')]),
    };
    const first = await openGevelvlakOost(draft, replies);
    await first.user.click(screen.getByRole('button', { name: 'Add defect' }));
    await pickDefectPhotos(first.user, 1, fakePng('scheur.png', 640, 480));
    expect(await within(defectCard(1)).findByText('Waiting to be sent')).toBeInTheDocument();
    expect(within(defectCard(1)).getByText('scheur.png')).toBeInTheDocument();

    // A reload: the unsaved defect and its waiting photo come back from the device.
    cleanup();
    clearInspectionEdits();
    const { user, fetchMock } = await openGevelvlakOost(draft, {
      ...replies,
      'PUT /inspections/40': (request) =>
        connected
          ? json(200, { ...draft, ...(bodyOf(request) as object), aspect: draft.aspect, version: 1 })
          : noConnection(),
    });
    expect(await within(defectCard(1)).findByText('Waiting to be sent')).toBeInTheDocument();
    expect(within(defectCard(1)).getByText('scheur.png')).toBeInTheDocument();

    await save(user);
    expect(
      await screen.findByText('Your inspection is kept on this device and is sent when you are online.'),
    ).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('GET /inspections/40/files/62');

    connected = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => {
      expect(calledPaths(fetchMock)).toContain('PUT /inspections/40');
    });
    await user.click(await screen.findByRole('link', { name: 'Galerij 1-4' }));
    await user.click(await screen.findByRole('link', { name: /Gevelvlak oost/ }));
    expect(await within(defectCard(1)).findByRole('link', { name: 'scheur.png' })).toBeInTheDocument();
    expect(within(defectCard(1)).queryByText('Waiting to be sent')).not.toBeInTheDocument();
    expect(sentDefects(fetchMock)?.map((defect) => defect.files)).toEqual([[62]]);
  });

  it('shows the photos of a saved defect again, and a removed defect takes its photos with it', async () => {
    const saved: Inspection = {
      ...draft,
      version: 1,
      statePerElement: draft.statePerElement.map((entry) => ({
        ...entry,
        defects: [{ ...crack, files: [64] }, crack],
      })),
    };
    const { user, fetchMock } = await openGevelvlakOost(saved, {
      'GET /inspections/40/files/64': () => json(200, [stored(64, 'roest.jpg')]),
      'DELETE /inspections/40/files/64': () => json(200, { id: 64 }),
    });
    expect(await within(defectCard(1)).findByRole('link', { name: 'roest.jpg' })).toBeInTheDocument();
    expect(within(defectCard(2)).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('No images')).toBeInTheDocument(); // the element's own

    await user.click(within(defectCard(1)).getByRole('button', { name: 'Remove defect 1' }));
    expect(screen.queryByRole('link', { name: 'roest.jpg' })).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('DELETE /inspections/40/files/64');
    await save(user);
    await screen.findByText('Your inspection has been saved.');
    expect(sentDefects(fetchMock)).toEqual([crack]);
    await waitFor(() => {
      expect(calledPaths(fetchMock)).toContain('DELETE /inspections/40/files/64');
    });
  });
});

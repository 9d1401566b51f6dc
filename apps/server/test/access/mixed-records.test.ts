import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';
import { ALLOWED_ORIGIN } from '../test-app';
import { testDatabaseKinds } from '../test-database';
import { MATRIX_APP, stopModelConverter } from './matrix-client';
import { storedState } from './stored-state';
import { buildWorld, type CallerName, type World } from './world';
import { EXAMPLE_CAMERA } from '../example-camera';

interface Attempt {
  what: string;
  caller: CallerName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  status: number;
  /** The answer, when it is a success that must show nothing of another's. */
  body?: unknown;
}

/**
 * Paths and bodies that pair the caller's own record with another's (an inspection of its own
 * with another's file, its own project with another's viewpoint): the other record stays out
 * of reach, as if it did not exist, and nothing is stored.
 */
describe.each(testDatabaseKinds())("another's record inside one's own, on the %s database", (kind) => {
  const testApp = useTestApp(kind, MATRIX_APP);
  let world: World;
  beforeAll(async () => {
    await stopModelConverter(testApp());
    world = await buildWorld(testApp());
  });

  const save = (aspect: number, files: number[]) => ({
    aspect,
    schedule: null,
    state: 'WARN',
    stateDescription: null,
    statePerElement: [],
    createRequest: true,
    requestDescription: 'Nieuwe melding',
    files,
  });

  it('keeps it out of reach and stores nothing', async () => {
    const { app, db } = testApp();
    const { A, B } = world;
    const image = await app.inject({
      method: 'POST',
      url: '/api/app/reports/image',
      cookies: world.cookies.owner2,
      headers: { 'content-type': 'text/plain' },
      payload: world.png.toString('base64'),
    });
    const owner2Image = image.json<{ file: { id: number } }>().file.id;
    const attempts: Attempt[] = [
      {
        what: "fetch another's file through one's own inspection",
        caller: 'supplier',
        method: 'GET',
        url: `/inspections/${A.inspectionId}/files/${B.inspectionFile.id}`,
        status: 200,
        body: [],
      },
      {
        what: "rename another's file through one's own inspection",
        caller: 'supplier',
        method: 'POST',
        url: `/inspections/${A.inspectionId}/files/${B.inspectionFile.id}/name`,
        payload: { name: 'overgenomen' },
        status: 404,
      },
      {
        what: "remove another's file through one's own inspection",
        caller: 'supplier',
        method: 'DELETE',
        url: `/inspections/${A.inspectionId}/files/${B.inspectionFile.id}`,
        status: 404,
      },
      {
        what: "save one's own inspection with another's aspect",
        caller: 'supplier',
        method: 'PUT',
        url: `/inspections/${A.inspectionId}`,
        payload: save(B.aspectId, []),
        status: 400,
      },
      {
        what: "save one's own inspection with another's file",
        caller: 'supplier',
        method: 'PUT',
        url: `/inspections/${A.inspectionId}`,
        payload: save(A.aspectId, [B.inspectionFile.id]),
        status: 400,
      },
      {
        what: "open a draft for one's own aspect with another's task",
        caller: 'supplier',
        method: 'GET',
        url: `/api/app/inspections/new?aspect=${A.aspectId}&schedule=${B.scheduleId}`,
        status: 404,
      },
      {
        what: "open a draft for another's aspect with one's own task",
        caller: 'supplier',
        method: 'GET',
        url: `/api/app/inspections/new?aspect=${B.aspectId}&schedule=${A.scheduleId}`,
        status: 400,
      },
      {
        what: "open another's viewpoint in one's own project",
        caller: 'owner',
        method: 'GET',
        url: `/api/app/bim/projects/${A.projectId}/viewpoints/${B.viewpointGuid}`,
        status: 404,
      },
      {
        what: "attach another's photo to one's own request",
        caller: 'owner',
        method: 'POST',
        url: '/api/app/reports',
        payload: { omschrijving: 'Lekkage', vve: A.complexId, attachmentIds: [owner2Image] },
        status: 400,
      },
      {
        what: "pin one's own request to another complex's 3D project",
        caller: 'owner',
        method: 'POST',
        url: '/api/app/reports',
        payload: {
          omschrijving: 'Lekkage',
          vve: A.complexId,
          linkedItem: { projectId: B.projectId, viewpoint: { camera: EXAMPLE_CAMERA, selectedGuids: [] } },
        },
        status: 400,
      },
    ];
    const before = await storedState(db);
    const wrong: string[] = [];
    for (const attempt of attempts) {
      const response = await app.inject({
        method: attempt.method,
        url: attempt.url,
        cookies: world.cookies[attempt.caller],
        headers: { origin: ALLOWED_ORIGIN },
        ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
      });
      if (response.statusCode !== attempt.status) {
        wrong.push(`${attempt.what}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      } else if (attempt.body !== undefined) {
        expect(response.json(), attempt.what).toEqual(attempt.body);
      }
    }
    expect(wrong).toEqual([]);
    expect(await storedState(db)).toEqual(before);
  });

  it('shows the viewpoint of a request that is not shared to those who see the request, to every caller', async () => {
    const { app } = testApp();
    const { A } = world;
    const created = await app.inject({
      method: 'POST',
      url: '/api/app/reports',
      cookies: world.cookies.owner,
      headers: { origin: ALLOWED_ORIGIN },
      payload: {
        omschrijving: 'Alleen voor de beheerder',
        vve: A.complexId,
        publiclyVisible: false,
        linkedItem: { projectId: A.projectId, viewpoint: { camera: EXAMPLE_CAMERA, selectedGuids: [] } },
      },
    });
    const viewpointId = created.json<{ linkedItem: { viewpointId: string } }>().linkedItem.viewpointId;
    // The tenant of the same complex and the supplier with a work order there see the project, not this request.
    const expected: Record<CallerName, number> = {
      anonymous: 401,
      owner: 200,
      owner2: 404,
      tenant: 404,
      tenant2: 404,
      supplier: 404,
      supplier2: 404,
      admin: 200,
    };
    const answered: Record<string, number> = Object.fromEntries(
      await Promise.all(
        Object.keys(expected).map(async (caller): Promise<[string, number]> => {
          const response = await app.inject({
            method: 'GET',
            url: `/api/app/bim/projects/${A.projectId}/viewpoints/${viewpointId}`,
            cookies: world.cookies[caller as CallerName],
          });
          return [caller, response.statusCode];
        }),
      ),
    );
    expect(answered).toEqual(expected);
  });
});

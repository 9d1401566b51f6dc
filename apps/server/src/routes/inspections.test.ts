import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileDownloadPath, type StoredFile } from '@vve/contract/calls/files';
import type { ElementConditionHistory } from '@vve/contract/calls/office-conditions';
import type { Inspection, InspectionSaveInput } from '@vve/contract/calls/inspections';
import { toInspectionSave } from '@vve/contract/rules/inspection-save';
import type { OfficeInspection, OfficeRequest } from '@vve/contract/calls/office';
import type { RelatedRequest, Report } from '@vve/contract/calls/requests';
import type { Schedule } from '@vve/contract/calls/schedules';
import { files } from '../db/schema/files';
import { inspections } from '../db/schema/inspections';
import { requests } from '../db/schema/requests';
import { callerFor, type Caller } from '../../test/api-client';
import {
  addSupplierMember,
  createAspectWithTask,
  createComplex,
  createSupplier,
  createUser,
} from '../../test/factories';
import { makeImage } from '../../test/images';
import { elementFinding, saveBody } from '../../test/inspection-save-body';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { loginAs } from '../../test/session-client';
import { multipart } from '../../test/multipart';

/** The first bytes of an MP4 file: an `ftyp` box of brand isom. */
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);

describe.each(testDatabaseKinds())('inspections on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const world = async () => {
    const { db, app } = testApp();
    const complex = await createComplex(db);
    const own = await createSupplier(db);
    const other = await createSupplier(db);
    const task = await createAspectWithTask(db, complex.id, own.id);
    const admin = await createUser(db, ['supplier', 'administrator']);
    const upload = async (
      inspectionId: number,
      parts: Parameters<typeof multipart>[0],
      user = own.member,
    ) => {
      const body = multipart(parts);
      const response = await app.inject({
        method: 'POST',
        url: `/inspections/${inspectionId}/files`,
        cookies: await loginAs(app, user),
        payload: body.payload,
        headers: { 'content-type': body.contentType },
      });
      return { status: response.statusCode, body: response.json<unknown>() };
    };
    return {
      ...task,
      supplier: await callerFor(app, own.member),
      supplier2: await callerFor(app, other.member),
      admin: await callerFor(app, admin),
      otherMember: other.member,
      organisation: own,
      upload,
    };
  };

  const start = async (call: Caller, w: { aspectId: number; scheduleId: number }) => {
    const answer = await call(
      'GET',
      `/api/app/inspections/new?aspect=${w.aspectId}&schedule=${w.scheduleId}`,
    );
    expect(answer.status).toBe(200);
    return answer.body as Inspection;
  };

  it('registers a draft from a task once: registering again opens the same draft', async () => {
    const w = await world();
    const draft = await start(w.supplier, w);
    expect(draft).toMatchObject({
      draft: true,
      state: 'MISSING',
      statePerElement: [],
      applyToSchedules: [w.scheduleId],
      planDate: '2026-04-01',
    });
    expect((await start(w.supplier, w)).id).toBe(draft.id);
    const page = (await w.supplier('GET', '/api/app/inspections/page/1')).body as Inspection[];
    expect(page.map((inspection) => inspection.id)).toEqual([draft.id]);
    expect(
      (await w.supplier2('GET', `/api/app/inspections/new?aspect=${w.aspectId}&schedule=${w.scheduleId}`))
        .status,
    ).toBe(404);
    expect(
      (
        await w.supplier(
          'GET',
          `/api/app/inspections/new?aspect=${w.aspectId + 999}&schedule=${w.scheduleId}`,
        )
      ).status,
    ).toBe(400);
  });

  it("names the caller's own draft of a task, and the moment an inspection was performed", async () => {
    const w = await world();
    const { db } = testApp();
    const colleague = await callerFor(testApp().app, await addSupplierMember(db, w.organisation));
    const tasks = async (call: Caller) =>
      ((await call('GET', '/api/app/aspect-schedules/page/1')).body as Schedule[]).find(
        (task) => task.id === w.scheduleId,
      );
    expect(await tasks(w.supplier)).toMatchObject({ draftInspectionId: null });
    const draft = await start(w.supplier, w);
    expect(draft.performedAt).toBeNull();
    expect(await tasks(w.supplier)).toMatchObject({ draftInspectionId: draft.id });
    expect(await tasks(colleague)).toMatchObject({ draftInspectionId: null });

    const saved = await w.supplier('PUT', `/inspections/${draft.id}`, saveBody(draft));
    expect((saved.body as Inspection).performedAt).toBe(testApp().clock.read().toISOString());
  });

  it('saves findings, marks the inspection performed and its task done, and raises each request once', async () => {
    const w = await world();
    const draft = await start(w.supplier, w);
    const [roof, skylight] = w.elementIds;
    const body = saveBody(draft, {
      state: 'WARN',
      stateDescription: 'Blaasvorming',
      createRequest: true,
      requestDescription: 'Dak laten herstellen',
      statePerElement: [
        {
          element: { id: roof ?? 0 },
          state: 'BAD',
          stateDescription: null,
          createRequest: true,
          requestDescription: 'Dakvlak A vervangen',
          files: [],
        },
        {
          element: { id: skylight ?? 0 },
          state: 'GREAT',
          stateDescription: null,
          createRequest: false,
          requestDescription: 'niet gevraagd',
          files: [],
        },
      ],
    });
    const saved = await w.supplier('PUT', `/inspections/${draft.id}`, body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: draft.id,
      draft: false,
      state: 'WARN',
      stateDescription: 'Blaasvorming',
    });
    expect((saved.body as Inspection).statePerElement).toHaveLength(2);
    // Saved again, with POST under /api/app: no request twice.
    expect((await w.supplier('POST', `/api/app/inspections/${draft.id}`, body)).status).toBe(200);
    const requests = (await w.supplier('GET', `/api/app/requests/by-inspection/${draft.id}`))
      .body as RelatedRequest[];
    expect(requests.map((request) => request.omschrijving).sort()).toEqual([
      'Dak laten herstellen',
      'Dakvlak A vervangen',
    ]);
    expect(requests.every((request) => request.status === 'NIEUW')).toBe(true);
    const tasks = (await w.supplier('GET', '/api/app/aspect-schedules/page/1')).body as Schedule[];
    expect(tasks.map((task) => task.id)).not.toContain(w.scheduleId);
    expect((await w.admin('GET', `/api/app/inspections/${draft.id}`)).status).toBe(200);
    expect((await w.supplier2('GET', `/api/app/inspections/${draft.id}`)).status).toBe(404);
    expect((await w.supplier2('GET', `/api/app/requests/by-inspection/${draft.id}`)).status).toBe(404);
  });

  it('records NEN 2767 defects and survey codes, computes each element’s score, and derives its spec state', async () => {
    const w = await world();
    const draft = await start(w.supplier, w);
    const [roof, skylight, gutter] = w.elementIds;
    const photo = await w.upload(draft.id, [
      { name: 'scheur.png', type: 'image/png', bytes: await makeImage('png') },
    ]);
    const [file] = photo.body as StoredFile[];
    const blister = {
      type: 'wear',
      severity: 'considerable',
      intensity: 3,
      extent: 3,
      description: 'Blazen',
    };
    const saved = await w.supplier(
      'PUT',
      `/inspections/${draft.id}`,
      saveBody(draft, {
        statePerElement: [
          // Three parts of 10–30 % at the end of their life: each alone 3, together 4; the client's 5 is ignored.
          elementFinding(roof, {
            defects: [
              { ...blister, files: [file?.id ?? 0] },
              blister,
              { ...blister, type: 'crack', description: 'Scheur' },
            ],
            score: 5,
          }),
          elementFinding(skylight, { surveyCode: 9, state: 'BAD' }),
          // The spec's way: a grade, no defects, no score.
          elementFinding(gutter, { state: 'WARN' }),
        ],
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const entries = (saved.body as Inspection).statePerElement;
    expect(entries.map(({ state, score, surveyCode }) => ({ state, score, surveyCode }))).toEqual([
      { state: 'WARN', score: 4, surveyCode: null },
      { state: 'MISSING', score: 9, surveyCode: 9 },
      { state: 'WARN', score: null, surveyCode: null },
    ]);
    expect(entries[0]?.defects).toEqual([
      { ...blister, files: [file?.id] },
      { ...blister, files: [] },
      { ...blister, type: 'crack', description: 'Scheur', files: [] },
    ]);
    expect(entries[2]?.defects).toEqual([]);
    expect((await w.supplier('GET', `/api/app/inspections/${draft.id}`)).body).toEqual(saved.body);
    // The roof's condition history shows each defect with its photos.
    const history = await w.supplier('GET', `/api/app/aspect-elements/${roof ?? 0}/condition-history`);
    const [scored] = (history.body as ElementConditionHistory).entries;
    expect(scored?.defects.map((defect) => defect.photos)).toEqual([[file], [], []]);
  });

  it('refuses bad defects with 400 and changes nothing', async () => {
    const w = await world();
    const { db } = testApp();
    const draft = await start(w.supplier, w);
    const [roof] = w.elementIds;
    const defect = { type: 'crack', severity: 'serious', intensity: 2, extent: 3 };
    const withDefects = (defects: object[], more: object = {}) =>
      saveBody(draft, {
        statePerElement: [
          {
            element: { id: roof ?? 0 },
            state: 'BAD',
            stateDescription: null,
            createRequest: false,
            requestDescription: '',
            files: [],
            defects: defects as never,
            ...more,
          },
        ],
      });
    const bad = [
      withDefects([{ ...defect, severity: 'ernstiger' }]),
      withDefects([{ ...defect, intensity: 4 }]),
      withDefects([{ ...defect, extent: 0 }]),
      withDefects([{ ...defect, extent: 2.5 }]),
      withDefects([{ ...defect, type: 'graffiti' }]),
      withDefects([{ ...defect, colour: 'red' }]),
      withDefects([{ ...defect, files: [999_999] }]),
      withDefects(Array.from({ length: 51 }, () => defect)),
      withDefects([], { surveyCode: 7 }),
      withDefects([], { score: 7 }),
    ];
    for (const body of bad) {
      const answer = await w.supplier('PUT', `/inspections/${draft.id}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as { message: string }).message.length).toBeGreaterThan(0);
    }
    const [row] = await db.select().from(inspections).where(eq(inspections.id, draft.id));
    expect(row).toMatchObject({ draft: true, state: 'MISSING', version: 0 });
  });

  it('shows the back office an inspection with its findings, photos and requests, and each request its finding', async () => {
    const w = await world();
    const draft = await start(w.supplier, w);
    const [roof, skylight] = w.elementIds;
    const uploaded = await w.upload(draft.id, [
      { name: 'dak.png', type: 'image/png', bytes: await makeImage('png') },
      { name: 'koepel.png', type: 'image/png', bytes: await makeImage('png') },
    ]);
    const [overall, ofRoof] = uploaded.body as [StoredFile, StoredFile];
    const body = saveBody(draft, {
      state: 'WARN',
      stateDescription: 'Blaasvorming',
      files: [overall.id],
      statePerElement: [
        {
          element: { id: roof ?? 0 },
          state: 'BAD',
          stateDescription: 'Dakvlak lekt bij de naad',
          createRequest: true,
          requestDescription: 'Dakvlak A vervangen',
          files: [ofRoof.id],
        },
        {
          element: { id: skylight ?? 0 },
          state: 'GREAT',
          stateDescription: null,
          createRequest: false,
          requestDescription: '',
          files: [],
        },
      ],
    });
    expect((await w.supplier('PUT', `/inspections/${draft.id}`, body)).status).toBe(200);

    const page = await w.admin('GET', `/api/app/office/inspections/${draft.id}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const inspection = page.body as OfficeInspection;
    expect(inspection).toMatchObject({
      id: draft.id,
      draft: false,
      performedAt: testApp().clock.read().toISOString(),
      supplier: { id: w.organisation.id, naam: w.organisation.naam },
      task: { id: w.scheduleId },
      finding: {
        state: 'WARN',
        stateDescription: 'Blaasvorming',
        photos: [{ id: overall.id, name: 'dak.png' }],
      },
    });
    expect(inspection.elements.map((element) => [element.id, element.state, element.photos.length])).toEqual(
      expect.arrayContaining([
        [roof, 'BAD', 1],
        [skylight, 'GREAT', 0],
      ]),
    );
    const [raised] = inspection.requests;
    expect(inspection.requests).toEqual([
      {
        id: raised?.id,
        nr: raised?.nr,
        omschrijving: 'Dakvlak A vervangen',
        status: 'NIEUW',
        elementId: roof,
      },
    ]);

    const request = (await w.admin('GET', `/api/app/office/requests/${raised?.id}`)).body as OfficeRequest;
    expect(request.inspection).toMatchObject({
      id: draft.id,
      element: { id: roof },
      finding: {
        state: 'BAD',
        stateDescription: 'Dakvlak lekt bij de naad',
        photos: [{ id: ofRoof.id, name: 'koepel.png', hash: ofRoof.hash, accessCode: ofRoof.accessCode }],
      },
    });
    expect((await w.supplier('GET', `/api/app/office/inspections/${draft.id}`)).status).toBe(404);
    expect((await w.admin('GET', '/api/app/office/inspections/999999')).status).toBe(404);
  });

  it('shows the back office each element’s NEN 2767 score, survey code and defects with their photos', async () => {
    const w = await world();
    const draft = await start(w.supplier, w);
    const [roof, skylight, gutter] = w.elementIds;
    const uploaded = await w.upload(draft.id, [
      { name: 'scheur.png', type: 'image/png', bytes: await makeImage('png') },
      { name: 'detail.png', type: 'image/png', bytes: await makeImage('png') },
    ]);
    const [crackPhoto, detailPhoto] = uploaded.body as [StoredFile, StoredFile];
    const crack = {
      type: 'crack',
      severity: 'serious',
      intensity: 2,
      extent: 3,
      description: 'Scheur in de naad',
    };
    const soiling = { type: 'soiling', severity: 'minor', intensity: 1, extent: 5, description: '' };
    const saved = await w.supplier(
      'PUT',
      `/inspections/${draft.id}`,
      saveBody(draft, {
        statePerElement: [
          elementFinding(roof, { defects: [{ ...crack, files: [detailPhoto.id, crackPhoto.id] }, soiling] }),
          elementFinding(skylight, { surveyCode: 8 }),
          elementFinding(gutter, { state: 'WARN' }),
        ],
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [savedRoof] = (saved.body as Inspection).statePerElement;

    const page = await w.admin('GET', `/api/app/office/inspections/${draft.id}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const elements = (page.body as OfficeInspection).elements;
    expect(elements.map(({ id, state, surveyCode, score }) => ({ id, state, surveyCode, score }))).toEqual([
      { id: roof, state: savedRoof?.state, surveyCode: null, score: savedRoof?.score },
      { id: skylight, state: 'MISSING', surveyCode: 8, score: 8 },
      { id: gutter, state: 'WARN', surveyCode: null, score: null },
    ]);
    expect(savedRoof?.score).toEqual(expect.any(Number));
    expect(elements[0]?.defects).toEqual([
      { ...crack, photos: [detailPhoto, crackPhoto] },
      { ...soiling, photos: [] },
    ]);
    expect(elements[0]?.photos).toEqual([]);
    expect(elements[2]?.defects).toEqual([]);
  });

  it('refuses a bad save with 4xx and changes nothing', async () => {
    const w = await world();
    const { db } = testApp();
    const draft = await start(w.supplier, w);
    const [roof] = w.elementIds;
    const entry = {
      element: { id: roof ?? 0 },
      state: 'BAD' as const,
      stateDescription: null,
      createRequest: true,
      requestDescription: 'x',
      files: [],
    };
    const bad: [object, number][] = [
      [{ ...saveBody(draft), state: 'EXCELLENT' }, 400],
      [saveBody(draft, { statePerElement: [{ ...entry, element: { id: 999_999 } }] }), 400],
      [saveBody(draft, { statePerElement: [entry, entry] }), 400],
      [saveBody(draft, { files: [999_999] }), 400],
      [saveBody(draft, { aspect: draft.aspect.id + 1 }), 400],
      [saveBody(draft, { schedule: w.scheduleId + 1 }), 400],
      [{ ...saveBody(draft), draft: false }, 400],
      [
        {
          ...saveBody(draft),
          createRequest: true,
          requestDescription: 'x',
          statePerElement: [{ ...entry, state: 'UNKNOWN' }],
        },
        400,
      ],
    ];
    for (const [body, status] of bad)
      expect((await w.supplier('PUT', `/inspections/${draft.id}`, body)).status, JSON.stringify(body)).toBe(
        status,
      );
    expect((await w.supplier2('PUT', `/inspections/${draft.id}`, saveBody(draft))).status).toBe(404);
    const [row] = await db.select().from(inspections).where(eq(inspections.id, draft.id));
    expect(row).toMatchObject({ draft: true, state: 'MISSING' });
    const [raised] = await db
      .select({ n: count() })
      .from(requests)
      .where(eq(requests.inspectionId, draft.id));
    expect(raised?.n).toBe(0);
  });

  it('counts the version up with every save and refuses, changing nothing, a save based on an older one', async () => {
    const w = await world();
    const { db } = testApp();
    const draft = await start(w.supplier, w);
    expect(draft.version).toBe(0);
    const [roof] = w.elementIds;
    const save = (version: number | undefined, changes: Partial<InspectionSaveInput> = {}) =>
      w.supplier('PUT', `/api/app/inspections/${draft.id}`, { ...saveBody(draft, changes), version });

    const first = await save(0, { state: 'WARN' });
    expect(first).toMatchObject({ status: 200, body: { version: 1, state: 'WARN' } });
    expect(await save(1, { state: 'BAD' })).toMatchObject({ status: 200, body: { version: 2 } });

    const stale = await save(1, {
      state: 'GREAT',
      createRequest: true,
      requestDescription: 'Dak laten herstellen',
      statePerElement: [
        {
          element: { id: roof ?? 0 },
          state: 'GREAT',
          stateDescription: null,
          createRequest: false,
          requestDescription: '',
          files: [],
        },
      ],
    });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: 'This inspection was saved elsewhere in the meantime.' },
    });
    const [row] = await db.select().from(inspections).where(eq(inspections.id, draft.id));
    expect(row).toMatchObject({ version: 2, state: 'BAD' });
    expect((await w.supplier('GET', `/api/app/inspections/${draft.id}`)).body).toMatchObject({
      version: 2,
      state: 'BAD',
      statePerElement: [],
    });
    const [raised] = await db
      .select({ n: count() })
      .from(requests)
      .where(eq(requests.inspectionId, draft.id));
    expect(raised?.n).toBe(0);

    // Without a version, a save overwrites whatever is stored, as the spec's clients expect.
    expect(await save(undefined, { state: 'GREAT' })).toMatchObject({
      status: 200,
      body: { version: 3, state: 'GREAT' },
    });
  });

  it('uploads photos and videos, renames keeping the extension, and removes files', async () => {
    const w = await world();
    const draft = await start(w.supplier, w);
    const uploaded = await w.upload(draft.id, [
      { name: 'dak.png', type: 'image/png', bytes: await makeImage('png') },
      { name: '../../etc/film.mp4', type: 'video/mp4', bytes: mp4 },
    ]);
    expect(uploaded.status).toBe(200);
    const [photo, video] = uploaded.body as StoredFile[];
    expect(photo).toMatchObject({ name: 'dak.png', contentType: 'image/png' });
    expect(video).toMatchObject({ name: 'film.mp4', contentType: 'video/mp4' });
    const ids = [photo?.id ?? 0, video?.id ?? 0];

    const fetched = await w.supplier('GET', `/inspections/${draft.id}/files/${ids.join(',')}`);
    expect((fetched.body as StoredFile[]).map((file) => file.id)).toEqual(ids);
    const renamed = await w.supplier('POST', `/inspections/${draft.id}/files/${ids[0]}/name`, {
      name: 'Dakvlak noord',
    });
    expect(renamed.body).toMatchObject({ name: 'Dakvlak noord.png' });
    expect(
      (await w.supplier('POST', `/inspections/${draft.id}/files/${ids[0]}/name`, { name: '../x' })).status,
    ).toBe(400);

    const [roof] = w.elementIds;
    const withFiles = saveBody(draft, {
      files: [ids[0] ?? 0],
      statePerElement: [
        {
          element: { id: roof ?? 0 },
          state: 'WARN',
          stateDescription: null,
          createRequest: false,
          requestDescription: '',
          files: [ids[1] ?? 0],
          defects: [
            { type: 'crack', severity: 'minor', intensity: 1, extent: 1, description: '', files: ids },
            { type: 'rot', severity: 'serious', intensity: 2, extent: 2, description: 'Hout', files: [] },
          ],
        },
      ],
    });
    expect((await w.supplier('PUT', `/inspections/${draft.id}`, withFiles)).status).toBe(200);
    expect((await w.supplier('DELETE', `/inspections/${draft.id}/files/${ids[1]}`)).body).toEqual({
      id: ids[1],
    });
    const after = (await w.supplier('GET', `/api/app/inspections/${draft.id}`)).body as Inspection;
    expect(after.files).toEqual([ids[0]]);
    expect(after.statePerElement[0]?.files).toEqual([]);
    // Gone from the defects too, which keep their order and other photos: saving them again is no foreign file.
    expect(after.statePerElement[0]?.defects.map((defect) => defect.files)).toEqual([[ids[0]], []]);
    expect((await w.supplier('PUT', `/inspections/${draft.id}`, toInspectionSave(after))).status).toBe(200);
    expect((await w.supplier('DELETE', `/inspections/${draft.id}/files/${ids[1]}`)).status).toBe(404);
    expect((await w.supplier2('GET', `/inspections/${draft.id}/files/${ids[0]}`)).status).toBe(404);
  });

  it('takes only canonical decimal ids in paths and queries (400 otherwise)', async () => {
    const w = await world();
    const draft = await start(w.supplier, w);
    expect((await w.supplier('GET', `/api/app/inspections/${draft.id}`)).status).toBe(200);
    for (const id of [`0${draft.id}`, `0x${draft.id.toString(16)}`, `${draft.id}e0`, `${draft.id}.0`]) {
      const answer = await w.supplier('GET', `/api/app/inspections/${id}`);
      expect(answer.status, id).toBe(400);
      expect((answer.body as { message: string }).message, id).toContain('whole number');
    }
    const query = await w.supplier(
      'GET',
      `/api/app/inspections/new?aspect=0${w.aspectId}&schedule=${w.scheduleId}`,
    );
    expect(query.status).toBe(400);
    expect((await w.supplier('GET', '/api/app/inspections/page/01')).status).toBe(400);
  });

  it('keeps a photo on the request it is attached to when it is removed from the inspection', async () => {
    const w = await world();
    const { app } = testApp();
    const draft = await start(w.supplier, w);
    const uploaded = await w.upload(draft.id, [
      { name: 'scheur.png', type: 'image/png', bytes: await makeImage('png') },
    ]);
    const [photo] = uploaded.body as [StoredFile];
    const request = await w.supplier('POST', '/api/app/reports', {
      omschrijving: 'Scheur in de gevel',
      vve: null,
      attachmentIds: [photo.id],
    });
    expect(request.status).toBe(200);

    expect((await w.supplier('DELETE', `/inspections/${draft.id}/files/${photo.id}`)).status).toBe(200);
    const mine = (await w.supplier('GET', '/api/app/reports/personal')).body as Report[];
    expect(mine.find((report) => report.id === (request.body as Report).id)?.attachments).toEqual([photo]);
    const download = await app.inject({ method: 'GET', url: fileDownloadPath(photo) });
    expect(download.statusCode).toBe(200);
    // Gone from the inspection all the same.
    expect((await w.supplier('GET', `/inspections/${draft.id}/files/${photo.id}`)).body).toEqual([]);
  });

  it('refuses uploads that are not photos or videos (415), too large (413) or foreign (404), storing nothing', async () => {
    const w = await world();
    const { db } = testApp();
    const draft = await start(w.supplier, w);
    const [before] = await db.select({ n: count() }).from(files);
    const text = await w.upload(draft.id, [
      { name: 'dak.png', type: 'image/png', bytes: await makeImage('png') },
      { name: 'virus.png', type: 'image/png', bytes: Buffer.from('MZ\x90\x00 this is an executable') },
    ]);
    expect(text.status).toBe(415);
    const svg = await w.upload(draft.id, [
      { name: 'a.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg><script>alert(1)</script></svg>') },
    ]);
    expect(svg.status).toBe(415);
    const hugePhoto = Buffer.concat([
      (await makeImage('png')).subarray(0, 16),
      Buffer.alloc(26 * 1024 * 1024),
    ]);
    expect(
      (await w.upload(draft.id, [{ name: 'groot.png', type: 'image/png', bytes: hugePhoto }])).status,
    ).toBe(413);
    expect(
      (
        await w.upload(
          draft.id,
          [{ name: 'a.png', type: 'image/png', bytes: await makeImage('png') }],
          w.otherMember,
        )
      ).status,
    ).toBe(404);
    const [after] = await db.select({ n: count() }).from(files);
    expect(after?.n).toBe(before?.n);
  });

  it.runIf(kind === 'server')(
    'lets one of two simultaneous saves through and refuses the other with 409',
    async () => {
      const w = await world();
      const draft = await start(w.supplier, w);
      const body = saveBody(draft, { createRequest: true, requestDescription: 'Eenmaal' });
      const answers = await Promise.all([
        w.supplier('PUT', `/inspections/${draft.id}`, body),
        w.supplier('PUT', `/inspections/${draft.id}`, body),
      ]);
      expect(answers.map((answer) => answer.status)).toContain(200);
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      const requests = (await w.supplier('GET', `/api/app/requests/by-inspection/${draft.id}`))
        .body as RelatedRequest[];
      expect(requests).toHaveLength(1);
    },
  );

  it('shows the elements of an aspect to the suppliers with a task for it', async () => {
    const w = await world();
    const elements = await w.supplier('GET', `/api/app/aspect/${w.aspectId}/elements`);
    expect((elements.body as { location: string }[]).map((element) => element.location)).toEqual([
      'Dak noord',
      'Dak noord',
      'Dak zuid',
    ]);
    expect((await w.admin('GET', `/api/app/aspect/${w.aspectId}/elements`)).status).toBe(200);
    expect((await w.supplier2('GET', `/api/app/aspect/${w.aspectId}/elements`)).status).toBe(404);
  });
});

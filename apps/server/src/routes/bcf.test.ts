import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { BcfImportSummary, BcfVersion } from '@vve/contract/calls/bcf';
import type { Report } from '@vve/contract/calls/requests';
import { requestMessages, requests } from '../db/schema/requests';
import { callerFor } from '../../test/api-client';
import { bcfSchemaErrors } from '../../test/bcf-schemas';
import {
  createAspectWithTask,
  createBimProject,
  createComplex,
  createSupplier,
  createUser,
  makeOwner,
} from '../../test/factories';
import { makeImage } from '../../test/images';
import {
  deleteUnattachedFiles,
  UNATTACHED_FILE_LIFETIME_MS,
} from '../plugins/unattached-files/unattached-files';
import { multipart } from '../../test/multipart';
import { loginAs } from '../../test/session-client';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { workOrderBody } from '../../test/work-order-world';

const camera = { position: [10, -12, 8], direction: [-0.6, 0.8, 0], up: [0, 0, 1], fieldOfView: 60 };
const WINDOW_GUID = '2O2Fr$t4X7Zf8NOew3FLOH';

/** The entries of a BCF file as text, by name. */
const entriesOf = (bytes: Buffer): Record<string, string> =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));

describe.each(testDatabaseKinds())('BCF export and import on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  /**
   * A complex with two 3D projects; its owner's request made in the viewer of the first, with a work order for a
   * supplier, a message to the resident and an internal note; a supplier without work there, and the administrator.
   */
  const world = async () => {
    const { app, db } = testApp();
    const complex = await createComplex(db);
    const project = await createBimProject(db, complex.id);
    const second = await createBimProject(db, complex.id);
    const ownerUser = await createUser(db, ['owner'], 'Eigenaar Pietersen');
    await makeOwner(db, complex, ownerUser.id);
    const supplier = await createSupplier(db);
    const stranger = await createSupplier(db);
    const adminUser = await createUser(db, ['administrator'], 'Beheerder');
    const owner = await callerFor(app, ownerUser);
    const admin = await callerFor(app, adminUser);
    const created = await owner('POST', '/api/app/reports', {
      omschrijving: 'Lekkage bij het raam\nVooral bij regen',
      vve: complex.id,
      linkedItem: { projectId: project.id, viewpoint: { camera, selectedGuids: [WINDOW_GUID] } },
    });
    expect(created.status).toBe(200);
    const request = created.body as Report;
    const office = `/api/app/office/requests/${request.id}`;
    const ordered = await admin('POST', `${office}/work-orders`, workOrderBody(supplier.id));
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    await admin('POST', `${office}/messages`, { text: 'Wanneer bent u thuis?', visibility: 'RESIDENT' });
    await admin('POST', `${office}/messages`, { text: 'Bewoner lastig', visibility: 'INTERNAL' });
    return {
      app,
      db,
      complex,
      project,
      second,
      request,
      supplier,
      owner,
      admin,
      adminUser,
      stranger: await callerFor(app, stranger.member),
    };
  };

  const exportAs = async (
    app: FastifyInstance,
    user: { username: string; password: string },
    projectId: number,
    body: object,
  ) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/app/bim/projects/${projectId}/bcf-export`,
      cookies: await loginAs(app, user),
      payload: body,
    });
    return { status: response.statusCode, bytes: response.rawPayload, headers: response.headers };
  };

  const importAs = async (
    app: FastifyInstance,
    user: { username: string; password: string },
    projectId: number,
    mode: 'dry-run' | 'apply',
    bytes: Uint8Array,
  ) => {
    const body = multipart(
      [{ name: 'issues.bcfzip', type: 'application/octet-stream', bytes: Buffer.from(bytes) }],
      'file',
    );
    const response = await app.inject({
      method: 'POST',
      url: `/api/app/office/bim-projects/${projectId}/bcf-import?mode=${mode}`,
      cookies: await loginAs(app, user),
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

  it.each(['2.1', '3.0'] as const)(
    'exports a request as BCF %s that the official schemas accept, with what the administrator may read',
    async (version: BcfVersion) => {
      const w = await world();
      const answer = await exportAs(w.app, w.adminUser, w.project.id, { version });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-disposition']).toContain(version === '3.0' ? '.bcf"' : '.bcfzip"');
      expect(await bcfSchemaErrors(answer.bytes, version)).toEqual([]);
      const entries = entriesOf(answer.bytes);
      const folder =
        Object.keys(entries)
          .find((name) => name.endsWith('/markup.bcf'))
          ?.split('/')[0] ?? '';
      expect(Object.keys(entries)).toContain(`${folder}/viewpoint.bcfv`);
      const markup = entries[`${folder}/markup.bcf`] ?? '';
      expect(markup).toContain('TopicStatus="In Progress"');
      expect(markup).toContain(`<Title>${w.request.nr}: Lekkage bij het raam</Title>`);
      expect(markup).toContain('<Priority>Normal</Priority>');
      expect(markup).toContain(`<AssignedTo>${w.supplier.naam}</AssignedTo>`);
      expect(markup).toContain('<DueDate>2026-03-10T00:00:00Z</DueDate>');
      expect(markup).toContain('<CreationAuthor>Eigenaar Pietersen</CreationAuthor>');
      expect(markup).toContain('<Comment>Wanneer bent u thuis?</Comment>');
      expect(markup).not.toContain('Bewoner lastig');
      expect(entries[`${folder}/viewpoint.bcfv`]).toContain(`<Component IfcGuid="${WINDOW_GUID}"/>`);
    },
  );

  it('tells a supplier no resident name and no internal note, and hides the export from strangers', async () => {
    const w = await world();
    const answer = await exportAs(w.app, w.supplier.member, w.project.id, { version: '2.1' });
    expect(answer.status).toBe(200);
    const text = Object.values(entriesOf(answer.bytes)).join('\n');
    expect(text).toContain('<CreationAuthor>Resident</CreationAuthor>');
    expect(text).toContain('<Comment>Wanneer bent u thuis?</Comment>');
    expect(text).not.toContain('Pietersen');
    expect(text).not.toContain('Bewoner lastig');
    expect(text).not.toContain('Beheerder');
    const foreign = await w.stranger('POST', `/api/app/bim/projects/${w.project.id}/bcf-export`, {
      version: '2.1',
    });
    expect(foreign.status).toBe(404);
    const notTheirs = await w.owner('POST', `/api/app/bim/projects/${w.project.id}/bcf-export`, {
      requestIds: [w.request.id, 2_147_483_000],
    });
    expect(notTheirs.status).toBe(404);
    const ownersMap = await w.owner('POST', `/api/app/bim/projects/${w.project.id}/bcf-export`, {
      conditionMap: { camera },
    });
    expect(ownersMap.status).toBe(404);
  });

  it('exports the condition map as a topic whose viewpoint colours the linked elements', async () => {
    const w = await world();
    const roof = await createAspectWithTask(w.db, w.complex.id, w.supplier.id);
    const [roofElement] = roof.elementIds;
    await w.admin('POST', `/api/app/aspect-elements/${String(roofElement)}/model-links`, {
      globalIds: [WINDOW_GUID],
    });
    const answer = await exportAs(w.app, w.adminUser, w.project.id, {
      version: '3.0',
      requestIds: [w.request.id],
      conditionMap: { camera },
    });
    expect(answer.status).toBe(200);
    expect(await bcfSchemaErrors(answer.bytes, '3.0')).toEqual([]);
    const text = Object.values(entriesOf(answer.bytes)).join('\n');
    expect(text).toContain('TopicType="Condition map"');
    // Linked and not yet scored: grey.
    expect(text).toContain(
      `<Color Color="9AA1A9"><Components><Component IfcGuid="${WINDOW_GUID}"/></Components></Color>`,
    );
  });

  it.each(['2.1', '3.0'] as const)(
    "writes the viewer's snapshot of the condition map as the viewpoint's picture (BCF %s)",
    async (version) => {
      const w = await world();
      const snapshot = await makeImage('png', 1500, 844);
      const answer = await exportAs(w.app, w.adminUser, w.project.id, {
        version,
        requestIds: [w.request.id],
        conditionMap: { camera, snapshot: snapshot.toString('base64') },
      });
      expect(answer.status).toBe(200);
      expect(await bcfSchemaErrors(answer.bytes, version)).toEqual([]);
      const files = unzipSync(answer.bytes);
      const pictures = Object.keys(files).filter((name) => name.endsWith('.png'));
      expect(pictures).toHaveLength(1);
      const [picture = ''] = pictures;
      expect(picture).toMatch(/\/snapshot\.png$/);
      expect(Buffer.from(files[picture] ?? [])).toEqual(snapshot);
      const markup = strFromU8(files[picture.replace('snapshot.png', 'markup.bcf')] ?? new Uint8Array());
      expect(markup).toContain('<Viewpoint>viewpoint.bcfv</Viewpoint><Snapshot>snapshot.png</Snapshot>');
    },
  );

  it.each(['2.1', '3.0'] as const)(
    "writes the picture each request's viewpoint was made with, kept past the sweep of unattached files (BCF %s)",
    async (version) => {
      const w = await world();
      const ownerPicture = await makeImage('png', 1200, 800);
      const adminPicture = await makeImage('png', 600, 400);
      const viewpoint = (picture: Buffer) => ({
        camera,
        selectedGuids: [WINDOW_GUID],
        snapshot: picture.toString('base64'),
      });
      const byOwner = await w.owner('POST', '/api/app/reports', {
        omschrijving: 'Scheur in de gevel',
        vve: w.complex.id,
        linkedItem: { projectId: w.project.id, viewpoint: viewpoint(ownerPicture) },
      });
      expect(byOwner.status).toBe(200);
      const byAdmin = await w.admin('POST', `/api/app/office/bim-projects/${w.project.id}/requests`, {
        description: 'Kozijn inspecteren',
        viewpoint: viewpoint(adminPicture),
      });
      expect(byAdmin.status).toBe(200);
      const cutoff = new Date(Date.now() + UNATTACHED_FILE_LIFETIME_MS);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await deleteUnattachedFiles(w.db, w.app.storage, cutoff)).toBe(0);

      const answer = await exportAs(w.app, w.adminUser, w.project.id, { version });
      expect(answer.status).toBe(200);
      expect(await bcfSchemaErrors(answer.bytes, version)).toEqual([]);
      const files = unzipSync(answer.bytes);
      const pictureOf = (title: string) => {
        const markup = Object.keys(files).find(
          (name) =>
            name.endsWith('/markup.bcf') && strFromU8(files[name] ?? new Uint8Array()).includes(title),
        );
        const folder = markup?.split('/')[0] ?? '';
        expect(strFromU8(files[`${folder}/markup.bcf`] ?? new Uint8Array())).toContain(
          '<Viewpoint>viewpoint.bcfv</Viewpoint><Snapshot>snapshot.png</Snapshot>',
        );
        return Buffer.from(files[`${folder}/snapshot.png`] ?? []);
      };
      expect(pictureOf('Scheur in de gevel')).toEqual(ownerPicture);
      expect(pictureOf('Kozijn inspecteren')).toEqual(adminPicture);
      expect(Object.keys(files).filter((name) => name.endsWith('.png'))).toHaveLength(2);
    },
  );

  it("refuses a request whose viewpoint's picture is no PNG within 1,500 pixels, and raises nothing", async () => {
    const w = await world();
    const before = await w.db.select({ n: count() }).from(requests);
    for (const picture of [await makeImage('jpeg'), await makeImage('png', 10, 1501)]) {
      const viewpoint = { camera, snapshot: picture.toString('base64') };
      const byOwner = await w.owner('POST', '/api/app/reports', {
        omschrijving: 'Scheur',
        vve: w.complex.id,
        linkedItem: { projectId: w.project.id, viewpoint },
      });
      expect(byOwner).toMatchObject({ status: 400, body: { code: 'bcfSnapshotNotPng' } });
      const byAdmin = await w.admin('POST', `/api/app/office/bim-projects/${w.project.id}/requests`, {
        description: 'Scheur',
        viewpoint,
      });
      expect(byAdmin).toMatchObject({ status: 400, body: { code: 'bcfSnapshotNotPng' } });
    }
    expect(await w.db.select({ n: count() }).from(requests)).toEqual(before);
  });

  it('refuses a snapshot that is not a PNG or is larger than 1,500 pixels a side, and makes no file', async () => {
    const w = await world();
    for (const picture of [
      await makeImage('jpeg'),
      await makeImage('png', 1501, 10),
      Buffer.from('not a png'),
    ]) {
      const answer = await w.admin('POST', `/api/app/bim/projects/${w.project.id}/bcf-export`, {
        conditionMap: { camera, snapshot: picture.toString('base64') },
      });
      expect(answer).toMatchObject({ status: 400, body: { code: 'bcfSnapshotNotPng' } });
    }
  });

  it('imports an exported request into a second project: a dry run changes nothing, an apply makes the request once', async () => {
    const w = await world();
    const exported = (await exportAs(w.app, w.adminUser, w.project.id, { version: '2.1' })).bytes;
    const requestsOf = async (projectId: number) =>
      (await w.db.select({ total: count() }).from(requests).where(eq(requests.bimProjectId, projectId)))[0]
        ?.total;

    const dry = await importAs(w.app, w.adminUser, w.second.id, 'dry-run', exported);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body).toMatchObject({
      version: '2.1',
      applied: false,
      unreadable: [],
      topics: [
        { action: 'create', requestId: null, comments: 1, selected: [WINDOW_GUID], hasViewpoint: true },
      ],
    });
    expect(await requestsOf(w.second.id)).toBe(0);

    const applied = (await importAs(w.app, w.adminUser, w.second.id, 'apply', exported))
      .body as BcfImportSummary;
    const [outcome] = applied.topics;
    expect(outcome).toMatchObject({ action: 'create', comments: 1 });
    const pinned = (await w.admin('GET', `/api/app/bim/projects/${w.second.id}/requests`)).body as {
      id: number;
      status: string;
      viewpoint: { selectedGuids: string[]; camera: unknown };
    }[];
    expect(pinned).toHaveLength(1);
    expect(pinned[0]?.id).toBe(outcome?.requestId);
    expect(pinned[0]?.status).toBe('IN_BEHANDELING');
    expect(pinned[0]?.viewpoint.selectedGuids).toEqual([WINDOW_GUID]);
    expect(pinned[0]?.viewpoint.camera).toEqual(camera);
    const notes = await w.db
      .select({ visibility: requestMessages.visibility, text: requestMessages.text })
      .from(requestMessages)
      .where(eq(requestMessages.reportId, outcome?.requestId ?? 0));
    expect(notes).toEqual([
      { visibility: 'INTERNAL', text: expect.stringContaining('Wanneer bent u thuis?') as string },
    ]);

    const again = (await importAs(w.app, w.adminUser, w.second.id, 'apply', exported))
      .body as BcfImportSummary;
    expect(again.topics).toMatchObject([{ action: 'update', requestId: outcome?.requestId, comments: 0 }]);
    expect(await requestsOf(w.second.id)).toBe(1);

    // Back into its own project: the request it came from, without its own messages twice.
    const home = (await importAs(w.app, w.adminUser, w.project.id, 'apply', exported))
      .body as BcfImportSummary;
    expect(home.topics).toMatchObject([{ action: 'update', requestId: w.request.id, comments: 0 }]);
  });

  it('brings a topic resolved elsewhere to resolved by the moves an administrator makes', async () => {
    const w = await world();
    const guid = 'a4c9b6f7-6a5e-4d1b-9a1e-5b0f2d9c1e11';
    const file = zipSync({
      'bcf.version': strToU8('<Version VersionId="2.1"/>'),
      [`${guid}/markup.bcf`]: strToU8(
        `<Markup><Topic Guid="${guid}" TopicStatus="Closed"><Title>Goot los</Title><Priority>Critical</Priority><CreationDate>2026-01-01T00:00:00Z</CreationDate><CreationAuthor>a</CreationAuthor></Topic></Markup>`,
      ),
    });
    const applied = (await importAs(w.app, w.adminUser, w.second.id, 'apply', file)).body as BcfImportSummary;
    const requestId = applied.topics[0]?.requestId ?? 0;
    const [stored] = await w.db.select().from(requests).where(eq(requests.id, requestId));
    expect(stored).toMatchObject({
      status: 'OPGELOST',
      priority: 'Spoed',
      omschrijving: 'Goot los',
      publiclyVisible: false,
    });
    const office = (await w.admin('GET', `/api/app/office/requests/${String(requestId)}`)).body as {
      timeline: { kind: string; from?: string; to?: string }[];
    };
    const moves = office.timeline.filter((entry) => entry.kind === 'status');
    expect(moves.map((entry) => [entry.from, entry.to])).toEqual([
      ['NIEUW', 'IN_BEHANDELING'],
      ['IN_BEHANDELING', 'OPGELOST'],
    ]);
  });

  it('refuses hostile and broken files with a message and changes nothing; only administrators import', async () => {
    const w = await world();
    const before = await w.db.select({ total: count() }).from(requests);
    const version = strToU8('<Version VersionId="2.1"/>');
    const markup = strToU8(
      '<Markup><Topic Guid="a4c9b6f7-6a5e-4d1b-9a1e-5b0f2d9c1e11"><Title>T</Title><CreationDate>2026-01-01T00:00:00Z</CreationDate><CreationAuthor>a</CreationAuthor></Topic></Markup>',
    );
    const cases: [string, Uint8Array, number, string][] = [
      ['no zip', strToU8('plain text'), 400, 'bcfUnreadable'],
      [
        'a path outside',
        zipSync({ 'bcf.version': version, '../x/markup.bcf': markup }),
        400,
        'bcfUnsafeEntry',
      ],
      [
        'an entity',
        zipSync({ 'bcf.version': strToU8('<!DOCTYPE v [<!ENTITY x "2.1">]><Version VersionId="&x;"/>') }),
        400,
        'bcfUnreadable',
      ],
      [
        'version 1.0',
        zipSync({ 'bcf.version': strToU8('<Version VersionId="1.0"/>') }),
        400,
        'bcfUnsupportedVersion',
      ],
    ];
    for (const [what, bytes, status, code] of cases) {
      const answer = await importAs(w.app, w.adminUser, w.second.id, 'apply', bytes);
      expect(answer.status, what).toBe(status);
      expect(answer.body, what).toMatchObject({ code });
    }
    const broken = zipSync({
      'bcf.version': version,
      'a/markup.bcf': markup,
      'b/markup.bcf': strToU8('<Markup>'),
    });
    const listed = await importAs(w.app, w.adminUser, w.second.id, 'dry-run', broken);
    expect(listed.body).toMatchObject({
      unreadable: [{ folder: 'b', reason: 'malformedXml' }],
      topics: [{ title: 'T' }],
    });
    expect(await w.db.select({ total: count() }).from(requests)).toEqual(before);

    const bytes = zipSync({ 'bcf.version': version, 'a/markup.bcf': markup });
    expect((await importAs(w.app, w.supplier.member, w.second.id, 'apply', bytes)).status).toBe(404);
    const imported = await w.db
      .select({ total: count() })
      .from(requests)
      .where(eq(requests.bimProjectId, w.second.id));
    expect(imported).toEqual([{ total: 0 }]);
  });
});
